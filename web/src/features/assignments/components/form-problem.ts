import { serverProblem } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { assignmentServerFields } from './assignment-draft';

/** The toast after a refused save: the server's sentence for a refusal (4xx), else our `fallback`. */
export function formProblem(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  return serverProblem(error, assignmentServerFields)?.message ?? fallback;
}
