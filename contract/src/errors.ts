/**
 * Error codes: every error answer carries the spec's sentence (`message`, or `msg` on the auth
 * routes) and a stable `code` that clients compare instead of the sentence, plus, for a refused
 * value, `issues` naming each field. A feature declares its codes once here, beside its messages:
 *
 *   export const QUIZ_ERRORS = defineErrors('quizzes', {
 *     timeUp: { status: 409, message: QUIZ_TEXT.timeUp },
 *   });
 *
 * gives `QUIZ_ERRORS.timeUp.code === 'quizzes.timeUp'`; the server throws `fail(QUIZ_ERRORS.timeUp)`
 * (server/src/lib/errors.ts), the web compares `error.code === QUIZ_ERRORS.timeUp.code`.
 * This module has no zod import: pages read codes without loading the schema library.
 */

/** An HTTP status an error answer may have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503 | 507;

/** One kind of refusal: its stable code, its status and the sentence the client shows. */
export interface ErrorDef<Code extends string = string> {
  readonly code: Code;
  readonly status: ErrorStatus;
  readonly message: string;
}

type Defs<Feature extends string, T extends Record<string, { status: ErrorStatus; message: string }>> = {
  readonly [K in keyof T & string]: ErrorDef<`${Feature}.${K}`>;
};

/** The codes of one feature, each `<feature>.<key>`: names, not sentences, so they never change with wording. */
export function defineErrors<
  const Feature extends string,
  const T extends Record<string, { status: ErrorStatus; message: string }>,
>(feature: Feature, defs: T): Defs<Feature, T> {
  const out: Record<string, ErrorDef> = {};
  for (const [key, def] of Object.entries(defs)) {
    out[key] = Object.freeze({ code: `${feature}.${key}`, status: def.status, message: def.message });
  }
  return Object.freeze(out) as Defs<Feature, T>;
}

/** A value the request sent that the server refused: where it was, its dotted path there, why. */
export interface ErrorIssue {
  /** `body`, `querystring`, `params` or `headers`. */
  readonly in: 'body' | 'querystring' | 'params' | 'headers';
  /** Dotted path inside it: `email`, `sections.0.chapters.1.content`; empty for the whole value. */
  readonly path: string;
  readonly message: string;
}

/** Every error answer. `msg` on /api/auth/* (and the task page's submit), `message` elsewhere. */
export interface ErrorBody {
  readonly message?: string;
  readonly msg?: string;
  readonly code: string;
  readonly issues?: readonly ErrorIssue[];
}

/** The refusals no one feature owns: request shape, access, races, limits. */
export const COMMON_ERRORS = defineErrors('common', {
  /** A value of the body, query or params failed its schema; `issues` names each. */
  invalid: { status: 400, message: 'Invalid request' },
  badJson: { status: 400, message: 'Request body is not valid JSON' },
  emptyBody: { status: 400, message: 'Request body is empty' },
  /** A 400 that a feature has not (yet) given a code of its own. */
  badRequest: { status: 400, message: 'Bad request' },
  unauthenticated: { status: 401, message: 'Authentication required' },
  forbidden: { status: 403, message: 'You are not allowed to do this' },
  notFound: { status: 404, message: 'Not found' },
  /** A write whose target was deleted between its check and the write. */
  goneMeanwhile: { status: 404, message: 'This item no longer exists. Please reload.' },
  conflict: { status: 409, message: 'Conflict' },
  /** A write that lost a race for a unique value to another request. */
  takenMeanwhile: { status: 409, message: 'This already exists. Please reload.' },
  tooLarge: { status: 413, message: 'Request body is too large' },
  unsupportedType: { status: 415, message: 'Unsupported content type' },
  rateLimited: { status: 429, message: 'Too many requests' },
  internal: { status: 500, message: 'Internal server error' },
  unavailable: { status: 503, message: 'Service unavailable' },
  storageFull: { status: 507, message: 'Storage is full' },
});

const CODE_OF_STATUS: Readonly<Record<number, string>> = Object.fromEntries(
  (
    [
      'badRequest',
      'unauthenticated',
      'forbidden',
      'notFound',
      'conflict',
      'tooLarge',
      'unsupportedType',
      'rateLimited',
      'unavailable',
      'storageFull',
    ] as const
  ).map((key) => [COMMON_ERRORS[key].status, COMMON_ERRORS[key].code]),
);

/** The generic code of a status, for an error that names none. */
export function codeOfStatus(status: number): string {
  return (
    CODE_OF_STATUS[status] ?? (status >= 500 ? COMMON_ERRORS.internal.code : COMMON_ERRORS.badRequest.code)
  );
}
