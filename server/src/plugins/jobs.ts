import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import { claimJob, failJob, finishJob, insertJob, insertJobs, queueRepeatingJob } from '../db/jobs-store';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface Jobs {
  /** What to do with jobs of `kind`; a handler that throws is tried again later. */
  define(kind: string, handler: JobHandler): void;
  /** Queues a job (inside a transaction: it exists from the commit on) and wakes every worker. */
  enqueue(
    db: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options?: { delayMs?: number },
  ): Promise<void>;
  /** Queues many jobs of one kind, due now, in one INSERT (and one wake-up). */
  enqueueMany(db: Executor, kind: string, payloads: Record<string, unknown>[]): Promise<void>;
  /** Runs every due job now, and waits for the one in progress: for tests and shutdown. */
  drain(): Promise<void>;
  /**
   * A job that runs every `everyMs` (sweeps): one queued at a time, queued again by itself after
   * each run; every process may queue it, one finds it queued. Queued at start and checked again
   * every interval (a lost or failed job, a database that was down at start).
   */
  every(kind: string, everyMs: number, handler: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const TOPIC = 'jobs';
const MAX_ATTEMPTS = 5;
/** How long a claimed job is held before another process may take it (a crashed worker's). */
const LOCK_MS = 5 * 60_000;
/** Retries and jobs queued by a process that could not notify are found by this poll. */
const POLL_MS = 5_000;

/**
 * A small job queue in the database: requests queue work they must not wait on (e-mails), and a
 * worker in every process runs it, woken by the change channel and by a slow poll.
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const handlers = new Map<string, JobHandler>();
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;

  async function runOne(): Promise<boolean> {
    const job = await claimJob(app.db, LOCK_MS);
    if (!job) return false;
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await finishJob(app.db, job.id);
    } catch (err) {
      const last = job.attempts >= MAX_ATTEMPTS;
      app.log.error(
        { err, job: job.kind, attempt: job.attempts },
        last ? 'job failed for good' : 'job failed',
      );
      await failJob(app.db, job.id, String(err), last ? undefined : 2 ** job.attempts * 10_000);
    }
    return true;
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      while (!closing && (await runOne()));
    } while (again && !closing);
  }

  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((err: unknown) => app.log.error({ err }, 'the job worker stopped on an error'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  // JOBS=off: this process only queues; `npm run worker` processes run them (drain still runs them, for tests).
  if (app.config.runJobs) {
    // Deferred: the request that queued the job finishes its own work (and answers) first.
    app.changes.on(TOPIC, () => void setImmediate(wake));
    const poll = setInterval(() => void wake(), POLL_MS);
    poll.unref();
    app.addHook('onReady', async () => void wake());
    app.addHook('preClose', async () => clearInterval(poll));
  }
  app.addHook('preClose', async () => {
    closing = true;
    await running;
  });

  app.decorate('jobs', {
    define(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(db, kind, payload, options) {
      await insertJob(db, kind, payload, options?.delayMs);
      // A job for later is found by the slow poll; only one due now wakes every worker.
      if (!options?.delayMs) await app.changes.announce(db, TOPIC);
    },
    async enqueueMany(db, kind, payloads) {
      if (payloads.length === 0) return;
      await insertJobs(db, kind, payloads);
      await app.changes.announce(db, TOPIC);
    },
    async drain() {
      await running;
      await wake();
    },
    every(kind, everyMs, handler) {
      const queue = () => queueRepeatingJob(app.db, kind, everyMs);
      handlers.set(kind, async () => {
        await handler();
        await queue();
      });
      const ensure = () =>
        queue().catch((err: unknown) =>
          app.log.warn({ err, job: kind }, 'a repeating job could not be queued'),
        );
      const recheck = setInterval(() => void ensure(), everyMs);
      recheck.unref();
      app.addHook('onReady', async () => void (await ensure()));
      app.addHook('preClose', async () => clearInterval(recheck));
    },
  } satisfies Jobs);
});
