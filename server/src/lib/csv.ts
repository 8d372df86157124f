import { stringify, type Options } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

/** A cell a spreadsheet would read as a formula gets a leading apostrophe (OWASP CSV injection). */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface CsvExport<Row, Position> {
  columns: readonly string[];
  /** Up to `limit` rows after `after` (undefined: from the start), in a stable order. */
  batch: (after: Position | undefined, limit: number) => Promise<Row[]>;
  /** Where the next batch starts after this row. */
  positionOf: (row: Row) => Position;
  /** The row's cells, in column order; each is made formula-safe. */
  cells: (row: Row) => string[];
  /** Quote every value (the spec's registrations file), else only those that need it. */
  quoteAll?: boolean;
  batchSize?: number;
}

/**
 * A CSV file of any length, a batch of rows a query, each batch quoted by the CSV library into one
 * chunk (the compressor and the socket get a few large writes, not one per row): memory stays flat.
 */
export function csvExport<Row, Position>(spec: CsvExport<Row, Position>): Readable {
  const size = spec.batchSize ?? 1000;
  const options: Options = spec.quoteAll ? { quoted: true } : { quoted_match: /[",\r\n]/ };
  async function* chunks() {
    yield stringify([[...spec.columns]], options);
    let after: Position | undefined;
    for (;;) {
      const batch = await spec.batch(after, size);
      if (batch.length > 0)
        yield stringify(
          batch.map((row) => spec.cells(row).map(safeCell)),
          options,
        );
      const last = batch.at(-1);
      if (!last || batch.length < size) return;
      after = spec.positionOf(last);
    }
  }
  return Readable.from(chunks());
}
