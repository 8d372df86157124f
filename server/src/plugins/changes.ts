import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHANGES_CHANNEL, notifyChange, parseChange, type Announce } from '../db/changes';
import type { Database } from '../db/client';

export interface Changes {
  /** Runs `handler` whenever `topic` changes, in this process or any other on the database. */
  on(topic: string, handler: (detail: string) => void): void;
  /** Runs this process's handlers now and tells every other process (see db/changes.ts). */
  announce: Announce;
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
