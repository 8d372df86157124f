import { ApiError } from './api-client';

/** The words a page falls back on when it has none of its own. */
export const ERROR_TEXT = {
  offline: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  wait: (seconds: number) => {
    const whole = Math.max(1, Math.ceil(seconds));
    return `Too many requests. Please try again in ${whole} second${whole === 1 ? '' : 's'}.`;
  },
} as const;

export interface ErrorTextOptions {
  /** This page's own wording of particular codes (`{ [MAIL_ERRORS.nameTaken.code]: '…' }`), before the server's. */
  codes?: Readonly<Partial<Record<string, string>>>;
  /** Which answers carry a sentence meant for people (a test, or their statuses); by default every one. */
  spoken?: ((error: ApiError) => boolean) | readonly number[];
}

/** A 4xx: the server refused, and asking again will not change its answer. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The error is the server's refusal with this code (`QUIZ_ERRORS.timeUp.code` …): codes, never sentences, tell refusals apart. */
export const hasCode = (error: unknown, code: string): error is ApiError =>
  error instanceof ApiError && error.code === code;

function isSpoken(error: ApiError, spoken: ErrorTextOptions['spoken']): boolean {
  if (!spoken) return true;
  return typeof spoken === 'function' ? spoken(error) : spoken.includes(error.status);
}

/**
 * The sentence to show for a failed call: the page's wording of the error's code; else the server's
 * message (when `spoken` lets it through); else, for a 429 that names its wait, that wait; else
 * `fallback` (the page's words, which the spec often fixes); and with no fallback, our own words
 * (one for no answer at all, one for anything else).
 */
export function errorText(
  error: unknown,
  fallback?: string,
  { codes, spoken }: ErrorTextOptions = {},
): string {
  if (!(error instanceof ApiError)) return fallback ?? ERROR_TEXT.failed;
  const own = error.code ? codes?.[error.code] : undefined;
  if (own) return own;
  if (error.serverMessage && isSpoken(error, spoken)) return error.serverMessage;
  if (error.status === 429 && error.retryAfter !== undefined) return ERROR_TEXT.wait(error.retryAfter);
  if (fallback !== undefined) return fallback;
  return error.status === 0 ? ERROR_TEXT.offline : ERROR_TEXT.failed;
}
