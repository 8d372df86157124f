import { emailSchema } from '@atelier/contract/common';
import { ROLES } from '@atelier/contract/roles';
import {
  ROSTER_COLUMNS,
  ROSTER_ERRORS,
  ROSTER_LIMITS,
  ROSTER_REQUIRED_COLUMNS,
  ROSTER_TEXT,
  type RosterColumn,
  type RosterRow,
} from '@atelier/contract/rosters';
import { CsvError, parse } from 'csv-parse/sync';
import fsp from 'node:fs/promises';
import { safeCell } from '../../../lib/csv';
import { fail } from '../../../lib/errors';

/** A roster row as the file gives it, before the database is asked whether its e-mail exists. */
export type ReadRow = Omit<RosterRow, 'existing' | 'result'>;

export interface ReadRoster {
  unknownColumns: string[];
  rows: ReadRow[];
}

const TEXT_SAMPLE = 64 * 1024;
/** C0 controls no text file holds (tab, line feed, form feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * The upload's type by its first bytes: text is a CSV here (whichever its encoding, told apart
 * after), anything holding control bytes (a PNG, a zip, a spreadsheet) is not.
 */
export async function recogniseText(path: string): Promise<'csv' | undefined> {
  const file = await fsp.open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(TEXT_SAMPLE), 0, TEXT_SAMPLE, 0);
    if (bytesRead === 0) return 'csv';
    return BINARY.test(buffer.subarray(0, bytesRead).toString('latin1')) ? undefined : 'csv';
  } finally {
    await file.close();
  }
}

/** The text of a UTF-8 file (its BOM dropped); any other encoding is refused, never guessed. */
export function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw fail(ROSTER_ERRORS.notUtf8);
  }
}

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const MAX: Record<RosterColumn, number> = ROSTER_LIMITS;
/** A phone number's leading + is not a formula's (nothing a spreadsheet would call). */
const PHONE = /^\+[\d\s().-]+$/;
// eslint-disable-next-line no-control-regex
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Every CSV record with the line it ends on; past the row limit is refused, so is a broken file. */
function records(text: string): { cells: string[]; line: number }[] {
  try {
    const found = parse(text, {
      relax_column_count: true,
      // A quote inside an unquoted cell (`=HYPERLINK("…")` typed by hand) is read as it is.
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      to: ROSTER_LIMITS.rows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return found
      .map(({ record, info }) => ({ cells: record, line: info.lines }))
      .filter((r, i) => i === 0 || r.cells.some((cell) => cell.trim() !== ''));
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? 1;
      throw fail(ROSTER_ERRORS.unreadable, ROSTER_TEXT.unreadable(line));
    }
    throw err;
  }
}

/** The columns the header names (case, spaces, `_` and `-` ignored), and the cells it does not know. */
function readHeader(cells: string[]) {
  const at = new Map<RosterColumn, number>();
  const unknownColumns: string[] = [];
  cells.forEach((cell, i) => {
    const column = ROSTER_COLUMNS.find((c) => c === headerKey(cell));
    if (column && !at.has(column)) at.set(column, i);
    else if (cell.trim()) unknownColumns.push(cell.trim());
  });
  const missing = ROSTER_REQUIRED_COLUMNS.filter((c) => !at.has(c));
  if (missing.length > 0) throw fail(ROSTER_ERRORS.missingColumns, ROSTER_TEXT.missingColumns(missing));
  return { at, unknownColumns };
}

/** What is wrong with one cell as written: a formula, a line break, too long, missing. */
function cellProblems(column: RosterColumn, raw: string, value: string): string[] {
  const text = ROSTER_TEXT.problems;
  if (safeCell(raw) !== raw && !(column === 'phone' && PHONE.test(value))) return [text.formula(column)];
  const found: string[] = [];
  if (NOT_ONE_LINE.test(value)) found.push(text.notOneLine(column));
  if (value.length > MAX[column]) found.push(text.tooLong(column, MAX[column]));
  if (!value && (ROSTER_REQUIRED_COLUMNS as readonly string[]).includes(column))
    found.push(text.missing(column));
  return found;
}

function readRow(cells: string[], line: number, at: Map<RosterColumn, number>): ReadRow {
  const row = { line, problems: [] as string[] } as ReadRow;
  const clean = new Set<RosterColumn>();
  for (const column of ROSTER_COLUMNS) {
    const raw = at.has(column) ? (cells[at.get(column)!] ?? '') : '';
    row[column] = raw.trim();
    const found = cellProblems(column, raw, row[column]);
    if (found.length === 0) clean.add(column);
    row.problems.push(...found);
  }
  if (clean.has('email')) {
    const email = emailSchema.safeParse(row.email);
    if (email.success) row.email = email.data;
    else row.problems.push(ROSTER_TEXT.problems.badEmail(row.email));
  }
  if (clean.has('role')) {
    const role = ROLES.find((r) => r.toLowerCase() === row.role.toLowerCase());
    if (role) row.role = role;
    else row.problems.push(ROSTER_TEXT.problems.unknownRole(row.role));
  }
  return row;
}

/** Reads a roster file's text: every row with its problems, duplicates within the file included. */
export function readRoster(text: string): ReadRoster {
  const [header, ...data] = records(text);
  if (!header) throw fail(ROSTER_ERRORS.empty);
  const { at, unknownColumns } = readHeader(header.cells);
  if (data.length === 0) throw fail(ROSTER_ERRORS.empty);
  if (data.length > ROSTER_LIMITS.rows) throw fail(ROSTER_ERRORS.tooManyRows);
  const firstLine = new Map<string, number>();
  const rows = data.map(({ cells, line }) => {
    const row = readRow(cells, line, at);
    const key = row.email.toLowerCase();
    const first = firstLine.get(key);
    if (key && first !== undefined) row.problems.push(ROSTER_TEXT.problems.duplicate(first));
    else if (key) firstLine.set(key, line);
    return row;
  });
  return { unknownColumns, rows };
}
