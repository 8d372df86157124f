import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { jobs } from './schema/jobs';

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Queues a job, due now or `delayMs` from now (on the database's clock, which every process shares). */
export async function insertJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  delayMs = 0,
): Promise<void> {
  await db
    .insert(jobs)
    .values(
      delayMs > 0
        ? { kind, payload, runAt: sql`now() + make_interval(secs => ${delayMs / 1000})` }
        : { kind, payload },
    );
}

/** Queues `kind` to run `everyMs` from now, unless one is queued already (a repeating job: one at a time). */
export async function queueRepeatingJob(db: Executor, kind: string, everyMs: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, run_at)
    SELECT ${kind}, '{}'::jsonb, now() + make_interval(secs => ${everyMs / 1000})
    WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${kind} AND failed_at IS NULL AND run_at > now())`);
}

/** Queues many jobs of one kind, due now, in one INSERT. */
export async function insertJobs(db: Executor, kind: string, payloads: Record<string, unknown>[]) {
  if (payloads.length > 0) await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}

/**
 * Takes the oldest due job for `lockMs`, skipping jobs another process holds; none when nothing is
 * due. A job whose process died is taken again once its lock runs out.
 */
export async function claimJob(db: Executor, lockMs: number): Promise<ClaimedJob | undefined> {
  const result = (await db.execute(sql`
    UPDATE jobs SET locked_until = now() + make_interval(secs => ${lockMs / 1000}), attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until < now())
      ORDER BY run_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`)) as unknown as { rows: ClaimedJob[] };
  return result.rows[0];
}

export async function finishJob(db: Executor, id: string): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}

/** Tries again after `retryInMs`, or gives up (kept, with its error) when `retryInMs` is undefined. */
export async function failJob(db: Executor, id: string, error: string, retryInMs: number | undefined) {
  await db
    .update(jobs)
    .set(
      retryInMs === undefined
        ? { lastError: error, lockedUntil: null, failedAt: new Date() }
        : { lastError: error, lockedUntil: null, runAt: new Date(Date.now() + retryInMs) },
    )
    .where(eq(jobs.id, id));
}
