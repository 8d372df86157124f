import { codeOfStatus, type ErrorDef, type ErrorIssue } from '@atelier/contract/errors';

/**
 * An error whose message is safe to show the client; thrown by handlers, actions and stores.
 * Its `code` is the stable name clients compare (contract/src/errors.ts); one thrown without a code
 * gets its status's generic one (`common.notFound` …).
 */
export class HttpError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    message: string,
    code?: string,
    readonly issues?: readonly ErrorIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? codeOfStatus(statusCode);
  }
}

/**
 * Throws one of a feature's declared refusals: `throw fail(QUIZ_ERRORS.timeUp)`. `message`
 * replaces the declared sentence where it carries a value (a count, a name).
 */
export const fail = (error: ErrorDef, message: string = error.message) =>
  new HttpError(error.status, message, error.code);

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required', code?: string) =>
  new HttpError(401, message, code);
export const forbidden = (message = 'You are not allowed to do this', code?: string) =>
  new HttpError(403, message, code);
export const notFound = (message = 'Not found', code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const tooManyRequests = (message: string, code?: string) => new HttpError(429, message, code);
