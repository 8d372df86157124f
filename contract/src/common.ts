import { z } from 'zod';

// Postgres refuses NUL bytes and JSON can carry lone surrogates: both are client mistakes, so both are 400s.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/** False for text holding an unpaired UTF-16 surrogate, which no encoding can store faithfully. */
export const isWellFormed = (s: string) => !LONE_SURROGATE.test(s);

/** True for text a body or query may carry: no NUL, no unpaired surrogate. */
export const isAllowedText = (s: string) => !NUL.test(s) && !LONE_SURROGATE.test(s);

export const NOT_ALLOWED_TEXT = 'contains characters that are not allowed';

/**
 * Every value of a query string, whatever the route's own schema says of it (one value or a
 * repeated key), checked as body text is: the server runs it before each route's query schema.
 */
export const queryTextSchema = z.record(z.string(), z.unknown()).superRefine((query, ctx) => {
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && !isAllowedText(v))) {
      ctx.addIssue({ code: 'custom', path: [key], message: NOT_ALLOWED_TEXT });
    }
  }
});

/** A trimmed piece of user text of at most `max` characters (may be empty). */
export const text = (max: number) =>
  z
    .string()
    .max(max * 2, `must be at most ${max} characters`)
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(isAllowedText, NOT_ALLOWED_TEXT);

/** Trimmed user text that must not be blank. */
export const requiredText = (max: number, label = 'This field') =>
  text(max).refine((s) => s.length > 0, `${label} is required`);

// C0 and C1 controls, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A person's name: required, on one line, without control characters. Names go into e-mail
 * headers and greetings, where a CR/LF would break (or forge) every message that names them.
 */
export const personName = (max: number, label = 'Name') =>
  requiredText(max, label).refine(
    (s) => !CONTROL_OR_LINE_BREAK.test(s),
    `${label} must be on one line, without control characters`,
  );

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .toLowerCase()
  .pipe(z.email('must be a valid e-mail address'));

/** Record ids are UUIDs; anything else is a 400, never a database error. */
export const idSchema = z.uuid('must be a valid id');

export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/** The answer shape of /api/auth/* messages. */
export const msgSchema = z.object({ msg: z.string() });
export type Msg = z.infer<typeof msgSchema>;

/** The answer shape of messages elsewhere. */
export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

export const PAGE_LIMITS = { default: 20, max: 100 } as const;

/**
 * The query of every list that grows without bound: `limit` items, from an opaque `cursor` (the
 * previous page's `nextCursor`: stable while rows are added, for feeds and "load more") or from a
 * 1-based `page` number (for tables with page buttons). A list route accepts one of the two.
 */
export const pageQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(PAGE_LIMITS.default),
    cursor: z.string().min(1).max(200).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((q) => q.cursor === undefined || q.page === undefined, 'give either cursor or page, not both');
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list: its items, how many there are in all, and where the next page starts. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    /** The cursor of the next page; null on the last one. */
    nextCursor: z.string().nullable(),
  });
export type Page<T> = { items: T[]; total: number; nextCursor: string | null };

/** A wait in words, rounded up: "30 seconds", "a minute", "14 minutes". */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
