import { ApiError } from '../../../lib/api-client';

/** Refusals the server words for people (a flood, a course locked meanwhile); else our own words. */
export function problemText(error: unknown, fallback: string): string {
  const spoken = error instanceof ApiError && [403, 404, 429].includes(error.status);
  return spoken && error.serverMessage ? error.serverMessage : fallback;
}
