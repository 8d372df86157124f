import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
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

/**
 * Fixed-window counters in PostgreSQL, in the shape of a `@fastify/rate-limit` store: one upsert
 * per counted request, so every process and every restart sees the same counts.
 */
export function databaseStore(db: CounterDb) {
  return class DatabaseRateLimitStore {
    async hit(key: string, windowMs: number): Promise<Hit> {
      const hashed = createHash('sha256').update(key).digest('base64url');
      const window = Math.max(1, Math.trunc(windowMs));
      const rows = (await db().execute(sql`
        INSERT INTO rate_limit_hits (key, hits, reset_at)
        VALUES (${hashed}, 1, now() + make_interval(secs => ${window / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
          reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN excluded.reset_at
                          ELSE rate_limit_hits.reset_at END
        RETURNING hits, (extract(epoch FROM reset_at - now()) * 1000)::float8 AS ttl`)) as unknown as {
        rows: { hits: number; ttl: number }[];
      };
      const row = rows.rows[0]!;
      return { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl))) };
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
