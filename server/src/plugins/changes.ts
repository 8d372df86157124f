import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../db/client';

/** Every process listens here; the payload names the topic that changed (e.g. `courses`). */
export const CHANGES_CHANNEL = 'atelier_changes';

export interface Changes {
  /** Runs `handler` whenever `topic` changes, in this process or any other on the database. */
  on(topic: string, handler: () => void): void;
  /** Tells every process that `topic` changed; inside a transaction, at commit. */
  announce(db: Executor, topic: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

export const changesPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const handlers = new Map<string, (() => void)[]>();
  const fire = (topic: string) => handlers.get(topic)?.forEach((h) => h());
  const unlisten = await opts.database.listen(CHANGES_CHANNEL, fire);
  // The database may already be closed by then; its listener goes with it.
  app.addHook('onClose', () => unlisten().catch(() => undefined));
  app.decorate('changes', {
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async announce(db, topic) {
      fire(topic);
      await db.execute(sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${topic})`);
    },
  } satisfies Changes);
});
