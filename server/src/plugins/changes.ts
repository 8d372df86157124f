import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client';

/**
 * Every process listens here. A payload is `topic` or `topic:detail` (e.g. `courses`,
 * `session:<id>`, `user:<id>`): what changed, so each process can drop what it cached of it.
 */
export const CHANGES_CHANNEL = 'atelier_changes';

export function parseChange(payload: string): { topic: string; detail: string } {
  const colon = payload.indexOf(':');
  return colon < 0
    ? { topic: payload, detail: '' }
    : { topic: payload.slice(0, colon), detail: payload.slice(colon + 1) };
}

/** Tells every process on the database that `topic` changed; inside a transaction, at commit. */
export async function notifyChange(db: Executor, topic: string, detail = ''): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${detail ? `${topic}:${detail}` : topic})`);
}

export interface Changes {
  /** Runs `handler` whenever `topic` changes, in this process or any other on the database. */
  on(topic: string, handler: (detail: string) => void): void;
  /** Runs this process's handlers now and tells every other process (see notifyChange). */
  announce(db: Executor, topic: string, detail?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

export const changesPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const handlers = new Map<string, ((detail: string) => void)[]>();
  const fire = (topic: string, detail: string) => handlers.get(topic)?.forEach((h) => h(detail));
  const unlisten = await opts.database.listen(CHANGES_CHANNEL, (payload) => {
    const { topic, detail } = parseChange(payload);
    fire(topic, detail);
  });
  // The database may already be closed by then; its listener goes with it.
  app.addHook('onClose', () => unlisten().catch(() => undefined));
  app.decorate('changes', {
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async announce(db, topic, detail = '') {
      fire(topic, detail);
      await notifyChange(db, topic, detail);
    },
  } satisfies Changes);
});
