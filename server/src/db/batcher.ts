import { sql } from 'drizzle-orm';

/**
 * A batch's rows as a relation `v` for a set-based statement: one jsonb parameter (the same on
 * PGlite and node-postgres), with a LIMIT of its true length so that the planner expects that many
 * rows rather than a function's default 100 (and, joined to a table, looks each one up by index
 * instead of hashing the whole table).
 */
export const recordset = (rows: readonly unknown[], columns: string) =>
  sql`(SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(columns)}) LIMIT ${sql.raw(String(rows.length))}) AS v`;

/**
 * Group commit for the hot writes (docs/decisions/018): calls of one kind that arrive while the
 * database is busy are written together by one set-based statement, and each caller gets its own
 * row's answer once that statement has committed. A statement costs PGlite ~0.3–1 ms whatever it
 * does (the round trip through the WASM Postgres), a row inside one ~25 µs, so a class of 1,000
 * autosaving at once costs a few statements instead of a thousand.
 *
 * Nothing is acknowledged before it is written: each caller waits for the statement that carries
 * its item. At low load a batch holds one item and runs on the next turn of the event loop.
 */
export interface BatcherOptions<I> {
  /** The most items one statement carries (bounded by PostgreSQL's 65,535 parameters and by latency). */
  maxBatch?: number;
  /** Statements of this kind in flight at once (1 on PGlite, which runs one at a time anyway). */
  concurrency?: number;
  /**
   * Items with the same key never share a statement (one UPDATE … FROM cannot update a row twice):
   * the later one waits for the next, so they are written in the order they came.
   */
  keyOf?: (item: I) => string;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export class Batcher<I, O> {
  private queue: Pending<I, O>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly concurrency: number;

  /**
   * `write` answers one result per item, in the items' order. Should it fail for a batch of several,
   * each item is written alone, so one bad item fails only its own caller.
   */
  constructor(
    private readonly write: (items: I[]) => Promise<O[]>,
    private readonly options: BatcherOptions<I> = {},
  ) {
    this.maxBatch = options.maxBatch ?? 200;
    this.concurrency = options.concurrency ?? 1;
  }

  /** Queues `item` for the next statement of this kind; resolves with its own result once written. */
  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Items waiting for a statement (for tests and metrics). */
  get waiting(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    // The next turn of the event loop: every request parsed in this one joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private take(): Pending<I, O>[] {
    const keyOf = this.options.keyOf;
    if (!keyOf) return this.queue.splice(0, this.maxBatch);
    const taken: Pending<I, O>[] = [];
    const rest: Pending<I, O>[] = [];
    const keys = new Set<string>();
    for (const pending of this.queue) {
      const key = keyOf(pending.item);
      // A later item of a key already taken (or held back) waits, keeping the order per key.
      if (taken.length >= this.maxBatch || keys.has(key)) rest.push(pending);
      else taken.push(pending);
      keys.add(key);
    }
    this.queue = rest;
    return taken;
  }

  private flush(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const batch = this.take();
      this.running++;
      this.run(batch).finally(() => {
        this.running--;
        this.schedule();
      });
    }
  }

  private async run(batch: Pending<I, O>[]): Promise<void> {
    let results: O[];
    try {
      results = await this.write(batch.map((p) => p.item));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // The statement failed whole (it is atomic): one bad item must not fail the others, so
      // each is written alone, in order.
      for (const p of batch) {
        try {
          const [result] = await this.write([p.item]);
          p.resolve(result!);
        } catch (itemErr) {
          p.reject(itemErr);
        }
      }
      return;
    }
    if (results.length !== batch.length) {
      // A bug in `write`: what it wrote stands, so nothing is written again.
      const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
      return batch.forEach((p) => p.reject(err));
    }
    batch.forEach((p, i) => p.resolve(results[i]!));
  }
}
