import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { errorText } from '../../../lib/error-text';
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
      toast.error(options.quiet ? QNA_TEXT.likeFailed : errorText(error, QNA_TEXT.postFailed));
      return false;
    }
  }, []);
}
