import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client';
import { QNA_TEXT } from '../messages';

/**
 * Runs a Q & A write and reports it: the server's message as a success toast (unless quiet), its
 * error message (or ours) as an error toast. Resolves whether the write went through.
 */
export function usePost() {
  return useCallback(async (write: Promise<{ message: string }>, options: { quiet?: boolean } = {}) => {
    try {
      const { message } = await write;
      if (!options.quiet) toast.success(message);
      return true;
    } catch (error) {
      const text =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : QNA_TEXT.postFailed;
      toast.error(options.quiet ? QNA_TEXT.likeFailed : text);
      return false;
    }
  }, []);
}
