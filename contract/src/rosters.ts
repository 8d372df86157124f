import { z } from 'zod';
import { idSchema } from './common';
import { get, post } from './endpoints';
import { defineErrors } from './errors';
import { ROLES } from './roles';

/**
 * Class rosters (issue 29): an admin uploads a CSV of people, reads every row's problems in a
 * preview before anything is written, then creates the valid rows' accounts (invited, no
 * password) and their invitations go out as jobs. The user list comes back out as CSV.
 */

/** `rows`: data rows, the header not counted. Longest cell values by column. */
export const ROSTER_LIMITS = {
  fileBytes: 2 * 1024 * 1024,
  rows: 10_000,
  name: 100,
  email: 254,
  role: 20,
  institution: 200,
  country: 100,
  phone: 40,
  gender: 40,
} as const;

export const ROSTER_REQUIRED_COLUMNS = ['name', 'email', 'role'] as const;
export const ROSTER_COLUMNS = [
  ...ROSTER_REQUIRED_COLUMNS,
  'institution',
  'country',
  'phone',
  'gender',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** The user list's CSV (GET /api/users/export.csv), in this order. */
export const USER_CSV_COLUMNS = [
  'name',
  'email',
  'role',
  'institution',
  'country',
  'status',
  'created',
  'last sign-in',
] as const;

/** `importing`: a job makes the accounts; `inviting`: their invitations go out; then `done`. */
export const ROSTER_IMPORT_STATUSES = ['previewed', 'importing', 'inviting', 'done'] as const;

/** Accounts a job makes per transaction at least (a tenth of a bigger import): the counts move as each part commits. */
export const ROSTER_CHUNK_ROWS = 200;

/** What became of a row on import: an account made, or one that existed already. */
export const ROSTER_ROW_RESULTS = ['created', 'skipped'] as const;

const label: Record<RosterColumn, string> = {
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  institution: 'Institution',
  country: 'Country',
  phone: 'Phone',
  gender: 'Gender',
};

export const ROSTER_TEXT = {
  notCsv: 'This file is not a CSV text file. Export the sheet as "CSV UTF-8" and upload that.',
  notUtf8:
    'This file is not UTF-8 text (it may be Latin-1 or Windows-1252). Save it as "CSV UTF-8" and upload it again; nothing was kept.',
  tooLarge: `The file is larger than ${ROSTER_LIMITS.fileBytes / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${ROSTER_LIMITS.rows.toLocaleString('en')} rows; split it and upload each part.`,
  tooManyFiles: 'Send one CSV file.',
  noFile: 'Choose a CSV file to upload.',
  empty: 'The file has no rows under its header.',
  unreadable: (line: number) =>
    `The CSV cannot be read at line ${line} (a quote that is never closed?); nothing was kept.`,
  missingColumns: (missing: readonly string[]) =>
    `The header needs the columns name, email and role; missing: ${missing.join(', ')}.`,
  notFound: 'This roster import does not exist.',
  confirmNeeded: (bad: number) =>
    `${bad} row${bad === 1 ? ' has' : 's have'} problems: confirm to import only the valid rows.`,
  busy: 'This roster is being imported right now.',
  problems: {
    missing: (column: RosterColumn) => `${label[column]} is missing`,
    badEmail: (value: string) => `"${value}" is not a valid e-mail address`,
    duplicate: (line: number) => `The same e-mail is on line ${line}`,
    unknownRole: (value: string) => `Role "${value}" is not one of ${ROLES.join(', ')}`,
    formula: (column: RosterColumn) =>
      `${label[column]} starts with = + - @, a tab or a line break: a spreadsheet would run it as a formula (CSV injection), so it is refused`,
    tooLong: (column: RosterColumn, max: number) => `${label[column]} is longer than ${max} characters`,
    notOneLine: (column: RosterColumn) => `${label[column]} has a line break or control character`,
  },
  existing: 'An account with this e-mail exists: it will be skipped',
} as const;

export const ROSTER_ERRORS = defineErrors('rosters', {
  noFile: { status: 400, message: ROSTER_TEXT.noFile },
  notUtf8: { status: 422, message: ROSTER_TEXT.notUtf8 },
  tooManyRows: { status: 422, message: ROSTER_TEXT.tooManyRows },
  empty: { status: 422, message: ROSTER_TEXT.empty },
  unreadable: { status: 422, message: ROSTER_TEXT.unreadable(1) },
  missingColumns: { status: 422, message: ROSTER_TEXT.missingColumns(ROSTER_REQUIRED_COLUMNS) },
  notFound: { status: 404, message: ROSTER_TEXT.notFound },
  confirmNeeded: { status: 409, message: ROSTER_TEXT.confirmNeeded(1) },
  busy: { status: 409, message: ROSTER_TEXT.busy },
});

/** One data row as read (trimmed), its line in the file, and what is wrong with it. */
export const rosterRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** As written when unknown; else the role's own spelling. */
  role: z.string(),
  institution: z.string(),
  country: z.string(),
  phone: z.string(),
  gender: z.string(),
  /** Empty: the row can be imported. */
  problems: z.array(z.string()),
  /** An account has this e-mail already: the row will be skipped (listed, not a problem). */
  existing: z.boolean(),
  result: z.enum(ROSTER_ROW_RESULTS).nullable(),
  /** A made account's invitation (the rows of a run): `sent` once the import is done. */
  invitation: z.enum(['pending', 'sent', 'failed']).nullable().optional(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

/** A roster import: the preview, then its progress while the accounts are made and invited. */
export const rosterImportSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(ROSTER_IMPORT_STATUSES),
  /** Header cells that are not roster columns: ignored, reported. */
  unknownColumns: z.array(z.string()),
  total: z.number().int(),
  /** Rows that would make an account. */
  valid: z.number().int(),
  /** Rows with problems (never imported). */
  invalid: z.number().int(),
  /** Rows whose e-mail has an account already (skipped). */
  existing: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  invited: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Every row: in the preview's answer, and from GET …/{id}?rows=1 only (10,000 rows weigh ~1.7 MB). */
  rows: z.array(rosterRowSchema).optional(),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;

export const rosterIdParamsSchema = z.object({ id: idSchema });

/** GET /api/users/roster/{id}?rows=1: with every row; without, the counts only (what a poll needs). */
export const rosterProgressQuerySchema = z.object({ rows: z.enum(['0', '1']).default('0') });
export type RosterProgressQuery = z.input<typeof rosterProgressQuerySchema>;

/** POST /api/users/roster/{id}/import: with any bad row, the admin confirms importing only the valid rows. */
export const rosterImportBodySchema = z.object({ confirmValidRows: z.boolean().default(false) });
export type RosterImportBody = z.input<typeof rosterImportBodySchema>;

export const ROSTER_API = {
  /** Multipart: one CSV file in the part `file`. Nothing but the preview is written. */
  preview: post('/api/users/roster/preview', {
    summary: 'Reads a roster CSV and answers every row with its problems; creates nothing.',
    response: { 201: rosterImportSchema },
  }),
  /** Answers at once (202, `importing`, no rows): a job makes the accounts, then the invitations go out. */
  import: post('/api/users/roster/:id/import', {
    params: rosterIdParamsSchema,
    body: rosterImportBodySchema,
    response: { 202: rosterImportSchema },
  }),
  progress: get('/api/users/roster/:id', {
    params: rosterIdParamsSchema,
    querystring: rosterProgressQuerySchema,
    response: { 200: rosterImportSchema },
  }),
  /** users.csv, streamed, UTF-8 with a BOM. */
  exportCsv: get('/api/users/export.csv', { summary: 'Every user as CSV.', produces: ['text/csv'] }),
};
