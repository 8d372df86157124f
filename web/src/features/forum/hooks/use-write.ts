import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../../../lib/error-toast';
import { FORUM_TEXT } from '../messages';

/**
 * Runs a forum write and reports it: the server's message as a success toast, its
 * error message (or ours) as an error toast. Resolves whether the write went through.
 */
export function useWrite() {
  return useCallback(async (write: Promise<{ message: string }>) => {
    try {
      const { message } = await write;
      toast.success(message);
      return true;
    } catch (error) {
      toastError(error, FORUM_TEXT.writeFailed);
      return false;
    }
  }, []);
}
