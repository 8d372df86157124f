import { z } from 'zod';
import { defineErrors } from './errors';

/**
 * Multipart forms (server/src/lib/uploads.ts): the refusals every form shares and the text-field
 * helpers a form's schema needs, since a multipart text part is always a string.
 */

export const UPLOAD_TEXT = {
  notMultipart: 'Send the form as multipart/form-data',
  unreadable: 'The form could not be read. Please send it again.',
  unknownPart: (name: string) => `"${name}" is not a field of this form.`,
  sentTwice: (name: string) => `"${name}" was sent twice.`,
} as const;

/**
 * The codes of a refused form. A form words its own sentence for some (the spec's 413 for a PDF,
 * "Send one file"), the code stays the same: `uploads.tooLarge` is a file past its limit anywhere.
 */
export const UPLOAD_ERRORS = defineErrors('uploads', {
  notMultipart: { status: 415, message: UPLOAD_TEXT.notMultipart },
  unreadable: { status: 400, message: UPLOAD_TEXT.unreadable },
  /** A part the form does not have (a text field, or files under another name). */
  unknownPart: { status: 400, message: 'This form does not have that field.' },
  sentTwice: { status: 400, message: 'A field was sent twice.' },
  /** More files (or parts) than the form takes. */
  tooMany: { status: 413, message: 'Too many files.' },
  /** A file past its size limit. */
  tooLarge: { status: 413, message: 'The file is too large.' },
  /** A file whose bytes are not one of the types the form accepts. */
  wrongType: { status: 415, message: 'This type of file is not accepted here.' },
});

/**
 * A text part holding JSON (a list sent beside files), parsed before `schema` reads it; blank is
 * `undefined` (the schema's default applies). Text that is not JSON is refused with `invalid`.
 */
export const jsonPart = <T extends z.ZodType>(schema: T, invalid: string) =>
  z.preprocess((raw, ctx) => {
    if (typeof raw !== 'string' || raw.trim() === '') return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
  }, schema);
