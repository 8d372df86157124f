import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { Batcher, recordset } from './batcher';
import type { Executor } from './client';
import { rateLimitHits } from './schema/rate-limits';

export interface Hit {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** The database handle used for counting: the server's, or a test's. */
export type CounterDb = () => Executor;

interface Counted {
  /** The hashed key. */
  key: string;
  windowMs: number;
}

/**
 * Counts a batch of hits in one statement (docs/decisions/018): hits on one key are added together,
 * and each hit is told the count it would have seen had they been written one after another.
 */
export async function countHits(db: Executor, hits: readonly Counted[]): Promise<Hit[]> {
  const perKey = new Map<string, { n: number; windowMs: number }>();
  for (const { key, windowMs } of hits) {
    const entry = perKey.get(key);
    if (entry) entry.n++;
    else perKey.set(key, { n: 1, windowMs });
  }
  const rows = [...perKey].map(([k, { n, windowMs }]) => ({
    k,
    n,
    s: Math.max(1, Math.trunc(windowMs)) / 1000,
  }));
  const result = (await db.execute(sql`
    INSERT INTO rate_limit_hits (key, hits, reset_at)
    SELECT v.k, v.n, now() + make_interval(secs => v.s)
    FROM ${recordset(rows, 'k text, n int, s float8')}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.hits
                  ELSE rate_limit_hits.hits + excluded.hits END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at
                      ELSE rate_limit_hits.reset_at END
    RETURNING key, hits, (extract(epoch FROM reset_at - now()) * 1000)::float8 AS ttl`)) as unknown as {
    rows: { key: string; hits: number; ttl: number }[];
  };
  const totals = new Map(result.rows.map((r) => [r.key, r]));
  // The i-th hit of a key in this batch saw the total less the hits after it.
  const seen = new Map<string, number>();
  return hits.map(({ key }) => {
    const row = totals.get(key)!;
    const before = seen.get(key) ?? 0;
    seen.set(key, before + 1);
    const after = perKey.get(key)!.n - before - 1;
    return { current: Number(row.hits) - after, ttl: Math.max(0, Math.ceil(Number(row.ttl))) };
  });
}

/**
 * Fixed-window counters in PostgreSQL, in the shape of a `@fastify/rate-limit` store: every counted
 * request is written before it is answered, so every process and every restart sees the same
 * counts; requests counted at the same moment share one statement (`countHits`).
 */
export function databaseStore(db: CounterDb) {
  const batcher = new Batcher<Counted, Hit>((hits) => countHits(db(), hits));
  return class DatabaseRateLimitStore {
    hit(key: string, windowMs: number): Promise<Hit> {
      const hashed = createHash('sha256').update(key).digest('base64url');
      return batcher.submit({ key: hashed, windowMs });
    }

    // @fastify/rate-limit passes the window of the limit being counted (its types omit it).
    incr(key: string, callback: (err: Error | null, hit?: Hit) => void, timeWindow = 60_000): void {
      this.hit(key, timeWindow).then(
        (hit) => callback(null, hit),
        (err: Error) => callback(err),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/** Drops counters whose window ended; run now and then, any process may. */
export async function pruneRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
}
