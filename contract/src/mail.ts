import { z } from 'zod';
import { emailSchema, isWellFormed, messageSchema, page, pageQuery } from './common';
import { del, get, post, put } from './endpoints';
import { defineErrors } from './errors';

export const MAIL_LIMITS = {
  /** A template's name is also its address (`/api/templates/{name}`). */
  templateName: 100,
  subject: 200,
  /** Bytes (UTF-8) of a template's HTML: Gmail clips messages over about 100 KB; 200 KB leaves room for inline styles. */
  html: 200_000,
  recipientName: 200,
  /** Addresses in one POST /api/send-bulk-email (the spec's sender sends one at a time). */
  perRequest: 10,
  /** Rows one CSV may hold (a larger list is refused before anything is sent). */
  csvRows: 10_000,
  /** The CSV file itself. */
  csvBytes: 5 * 1024 * 1024,
  /** MAIL_RATE_PER_MIN when not set. */
  defaultRatePerMinute: 60,
} as const;

/** The spec's exact strings (spec-2 §2, §4, §5, §8). */
export const MAIL_MESSAGES = {
  allFieldsRequired: 'All fields are required.',
  somethingWentWrong: 'Something went wrong',
  sending: 'Sending...',
  allProcessed: 'All emails processed!',
  sendEmails: 'Send Emails',
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"?`,
} as const;

/** Our own wording where the spec names none. */
export const MAIL_TEXT = {
  templateSaved: 'Template saved',
  templateUpdated: 'Template updated',
  templateDeleted: 'Template deleted',
  templateTaken: 'A template with this name already exists',
  templateNotFound: 'Template not found',
  nameChars:
    'A template name starts with a letter or digit and may hold letters, digits, spaces, dots, dashes and underscores',
  lineBreak: 'must be a single line (no line breaks)',
  unsubscribed: 'unsubscribed',
  duplicate: 'listed twice',
  invalidAddress: 'not a valid e-mail address',
  relayDown: 'The mail relay could not be reached',
  rateBusy: (wait: string) => `The mail queue is full at the configured send rate; try again in ${wait}`,
  csvOnly: 'Choose a .csv file',
  csvUnreadable: 'This file is not a CSV with a header row',
  csvNoEmail: 'The CSV has no Email column',
  csvEmpty: 'The CSV has no rows with an e-mail address',
  csvTooLarge: `The CSV holds more than ${MAIL_LIMITS.csvRows.toLocaleString('en')} rows; split it into smaller lists`,
  csvTooBig: `The CSV file is larger than ${MAIL_LIMITS.csvBytes / 1024 / 1024} MB`,
  htmlTooLarge: `must be at most ${MAIL_LIMITS.html / 1000} KB`,
  noTemplate: 'Create a template first',
  footer: (product: string) => `You receive this e-mail from ${product}.`,
  nameLocked: 'The name of a template cannot be changed; save it under a new name instead',
  unsubscribeLink: 'Unsubscribe',
  unsubscribeTitle: (product: string) => `Unsubscribe from ${product} e-mails`,
  unsubscribeConfirm: (email: string) =>
    `Stop sending newsletters and announcements to ${email}? E-mails about your own account (password resets) still reach you.`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribeDone: (email: string) =>
    `${email} is unsubscribed. You will receive no more bulk e-mails from us.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please use the link from the e-mail as it is.',
} as const;

/** The refusals of the mail routes; `rateBusy` is answered with the wait filled in. */
export const MAIL_ERRORS = defineErrors('mail', {
  templateNotFound: { status: 404, message: MAIL_TEXT.templateNotFound },
  templateTaken: { status: 409, message: MAIL_TEXT.templateTaken },
  nameLocked: { status: 400, message: MAIL_TEXT.nameLocked },
  rateBusy: { status: 429, message: MAIL_TEXT.rateBusy('a while') },
});

/** Placeholders a template may use; filled per recipient, HTML-escaped in the body. */
export const TEMPLATE_PLACEHOLDERS = ['{{name}}', '{{email}}'] as const;

const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** One line of header text: no CR/LF (header injection), no control characters, not blank. */
const headerLine = (max: number, label: string) =>
  z
    .string()
    .max(max * 2, `must be at most ${max} characters`)
    .refine((s) => !LINE_BREAK.test(s), MAIL_TEXT.lineBreak)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !CONTROL.test(s) && isWellFormed(s), 'contains characters that are not allowed');

/** Bytes of `s` as UTF-8 (what a message weighs), without allocating them. */
function utf8Bytes(s: string): number {
  let bytes = 0;
  for (const char of s) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const templateNameSchema = headerLine(MAIL_LIMITS.templateName, 'Template name').refine(
  (s) => /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(s),
  MAIL_TEXT.nameChars,
);

export const templateNameParamsSchema = z.object({ name: templateNameSchema });

/** POST /api/upload-template and PUT /api/templates/{name} (the name in the body must match the path's). */
export const templateBodySchema = z.object({
  name: templateNameSchema,
  subject: headerLine(MAIL_LIMITS.subject, 'Subject'),
  html: z
    .string()
    .max(MAIL_LIMITS.html, MAIL_TEXT.htmlTooLarge)
    .refine((s) => utf8Bytes(s) <= MAIL_LIMITS.html, MAIL_TEXT.htmlTooLarge)
    .refine((s) => s.trim().length > 0, 'HTML is required')
    .refine((s) => !s.includes('\u0000') && isWellFormed(s), 'contains characters that are not allowed'),
});
export type TemplateBody = z.input<typeof templateBodySchema>;

export const templateSchema = z.object({
  name: z.string(),
  subject: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** GET /api/templates: every template, newest first, with its subject and HTML (for the grid's preview). */
export const templateListSchema = z.array(templateSchema);

/** A recipient: an address, or an address with the name `{{name}}` is filled with. */
export const recipientSchema = z.union([
  emailSchema,
  z.object({
    email: emailSchema,
    name: z
      .string()
      .max(MAIL_LIMITS.recipientName * 2)
      .refine((s) => !LINE_BREAK.test(s), MAIL_TEXT.lineBreak)
      .trim()
      .max(MAIL_LIMITS.recipientName, `must be at most ${MAIL_LIMITS.recipientName} characters`)
      .refine((s) => !CONTROL.test(s) && isWellFormed(s), 'contains characters that are not allowed')
      .optional(),
  }),
]);
export type Recipient = z.input<typeof recipientSchema>;

/** POST /api/send-bulk-email (admin). */
export const bulkSendBodySchema = z.object({
  emailList: z
    .array(recipientSchema)
    .min(1, 'Give at least one address')
    .max(MAIL_LIMITS.perRequest, `at most ${MAIL_LIMITS.perRequest} addresses per request`),
  templateName: templateNameSchema,
});
export type BulkSendBody = z.input<typeof bulkSendBodySchema>;

export const failedRecipientSchema = z.object({ email: z.string(), reason: z.string() });
export type FailedRecipient = z.infer<typeof failedRecipientSchema>;

/** Success means an empty failedList (spec-2 §7); each failure says why. */
export const bulkSendResultSchema = z.object({ failedList: z.array(failedRecipientSchema) });
export type BulkSendResult = z.infer<typeof bulkSendResultSchema>;

/** GET /api/mail/settings (admin): what the bulk sender needs to estimate the time left. */
export const mailSettingsSchema = z.object({
  ratePerMinute: z.number().int().positive(),
  /** 'smtp' when a relay is configured; 'outbox' when messages are written to DATA_DIR/outbox. */
  transport: z.enum(['smtp', 'outbox']),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const MAIL_STATUSES = ['sent', 'failed', 'suppressed'] as const;
export const MAIL_KINDS = ['bulk', 'account'] as const;

export const mailLogEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  templateName: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  /** The relay's answer (or the reason a message was not sent). */
  detail: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

/** GET /api/mail/log (admin): `pageQuery`, newest first, optionally one status. */
export const mailLogQuerySchema = pageQuery.safeExtend({ status: z.enum(MAIL_STATUSES).optional() });
export type MailLogQuery = z.infer<typeof mailLogQuerySchema>;
export const mailLogPageSchema = page(mailLogEntrySchema);

/** The unsubscribe link's query: the address and its signature. */
export const unsubscribeQuerySchema = z.object({
  email: z.string().max(300),
  sig: z.string().max(200),
});

/**
 * Templates (spec-2 §7: /api/upload-template, /api/templates…), the bulk sender, the mail log and
 * settings (admins), and the public unsubscribe link, which answers an HTML page.
 */
export const MAIL_API = {
  templates: get('/api/templates', { response: { 200: templateListSchema } }),
  template: get('/api/templates/:name', {
    params: templateNameParamsSchema,
    response: { 200: templateSchema },
  }),
  uploadTemplate: post('/api/upload-template', {
    body: templateBodySchema,
    response: { 201: messageSchema },
  }),
  updateTemplate: put('/api/templates/:name', {
    params: templateNameParamsSchema,
    body: templateBodySchema,
    response: { 200: messageSchema },
  }),
  deleteTemplate: del('/api/templates/:name', {
    params: templateNameParamsSchema,
    response: { 200: messageSchema },
  }),
  settings: get('/api/mail/settings', { response: { 200: mailSettingsSchema } }),
  log: get('/api/mail/log', { querystring: mailLogQuerySchema, response: { 200: mailLogPageSchema } }),
  sendBulk: post('/api/send-bulk-email', {
    body: bulkSendBodySchema,
    response: { 200: bulkSendResultSchema },
  }),
  unsubscribePage: get('/api/mail/unsubscribe', { querystring: unsubscribeQuerySchema }),
  unsubscribe: post('/api/mail/unsubscribe', { querystring: unsubscribeQuerySchema }),
};
