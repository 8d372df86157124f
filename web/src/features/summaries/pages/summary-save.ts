import { ApiError } from '../../../lib/api-client';
import { SUMMARY_MESSAGES, SUMMARY_TEXT } from '../messages';

/** The toast of a refused save: the session ended (spec-2 §8 'User not logged in'), the summary is gone, or it failed. */
export function refusalToast(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return SUMMARY_MESSAGES.notLoggedIn;
  if (error instanceof ApiError && error.status === 404) return SUMMARY_TEXT.gone;
  return SUMMARY_TEXT.saveFailed;
}
