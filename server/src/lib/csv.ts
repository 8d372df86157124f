import { stringify, type Options } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

const FORMULA_START = new Set(['=', '+', '-', '@']);
/** What a spreadsheet's import may split cells on (Excel's list separator is `;` in much of Europe). */
const SEPARATORS = new Set([',', ';', '|', '\t', '\r', '\n']);
/** What a reader does not see before a formula: white space, zero-width and direction marks, controls. */
const INVISIBLE = /^[\s\p{Cf}\p{Cc}]$/u;

/**
 * Whether a spreadsheet could read `value`, or part of it, as a formula (OWASP, CSV injection):
 * it starts with =, +, -, @, tab or carriage return; or its first character that is not white
 * space or invisible (U+200B, U+FEFF, a direction mark …) is =, +, -, or @; or a separator is
 * followed, after such characters only, by one of them (`Bob;=cmd…`, which a `;` import splits).
 * One pass, so a hostile cell costs time in proportion to its length.
 */
function mayRunAsFormula(value: string): boolean {
  if (value.startsWith('\t') || value.startsWith('\r')) return true;
  let atCellStart = true;
  for (const char of value) {
    if (atCellStart && FORMULA_START.has(char)) return true;
    if (SEPARATORS.has(char)) atCellStart = true;
    else if (!INVISIBLE.test(char)) atCellStart = false;
  }
  return false;
}

/**
 * The cell made formula-safe with a leading apostrophe, which makes a spreadsheet take it as text
 * (OWASP's advice; the reader sees the apostrophe). Every cell is also quoted (CSV_OPTIONS), so an
 * import that honours quotes, as Excel, LibreOffice and Sheets do, never splits `Bob;=cmd` at its
 * `;`; the apostrophe marks such a cell as suspect for whoever copies it on. Names like `Jean-Luc`,
 * `a@b.test` and `Mary; Anne` are left as written.
 */
export const safeCell = (value: string) => (mayRunAsFormula(value) ? `'${value}` : value);

/** Every cell quoted, empty ones too, and quotes doubled (OWASP): csv-stringify does the escaping. */
export const CSV_OPTIONS: Options = { quoted: true, quoted_empty: true };

export interface CsvExport<Row, Position> {
  columns: readonly string[];
  /** Up to `limit` rows after `after` (undefined: from the start), in a stable order. */
  batch: (after: Position | undefined, limit: number) => Promise<Row[]>;
  /** Where the next batch starts after this row. */
  positionOf: (row: Row) => Position;
  /** The row's cells, in column order; each is made formula-safe. */
  cells: (row: Row) => string[];
  batchSize?: number;
}

/**
 * A CSV file of any length, a batch of rows a query, each batch quoted by the CSV library into one
 * chunk (the compressor and the socket get a few large writes, not one per row): memory stays flat.
 */
export function csvExport<Row, Position>(spec: CsvExport<Row, Position>): Readable {
  const size = spec.batchSize ?? 1000;
  async function* chunks() {
    yield stringify([[...spec.columns]], CSV_OPTIONS);
    let after: Position | undefined;
    for (;;) {
      const batch = await spec.batch(after, size);
      if (batch.length > 0)
        yield stringify(
          batch.map((row) => spec.cells(row).map(safeCell)),
          CSV_OPTIONS,
        );
      const last = batch.at(-1);
      if (!last || batch.length < size) return;
      after = spec.positionOf(last);
    }
  }
  return Readable.from(chunks());
}
