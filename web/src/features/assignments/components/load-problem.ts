import { ApiError } from '../../../lib/api-client';
import { ASSIGNMENT_TEXT } from '../messages';

/** What a failed call says: the server's reason when it gave one (locked, not found), else `fallback`. */
export function loadProblem(error: unknown, fallback: string = ASSIGNMENT_TEXT.loadFailed): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
