import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorDef } from '@atelier/contract/errors';
import type { Tx } from '../db/client';
import type { Recipients, NotificationInput } from '../db/notifications-store';
import { fail } from '../lib/errors';

/** What a step of an action may ask for besides the transaction: changes to announce once it commits. */
export interface Unit {
  /** The transaction every write of the action goes through. */
  readonly tx: Tx;
  /** Announces `topic` (with `detail`) to every process once the transaction has committed. */
  announce(topic: string, detail?: string): void;
  /** Writes notifications (and their e-mail job) in the transaction; the bell hears of them after commit. */
  notify(to: Recipients, input: NotificationInput & { except?: string }): Promise<void>;
  /** Runs `work` after commit (deleting files the rolled-back rows no longer name …); never on rollback. */
  afterCommit(work: () => Promise<unknown>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` in one transaction, then, only if it committed, announces what it changed and
     * runs what it left for after commit. An action (`features/<f>/<f>.actions.ts`) writes through
     * this instead of opening a transaction and announcing by hand.
     */
    transact<T>(work: (unit: Unit) => Promise<T>): Promise<T>;
    /**
     * A write that must find its row: runs `write` through `transact`; when it answers nothing
     * (`undefined`, `null` or `false`: no row matched) refuses with `missing`, else announces `topic`
     * once committed and answers what it wrote.
     */
    writeOr404<T>(
      topic: string,
      missing: ErrorDef,
      write: (unit: Unit) => Promise<T | undefined | null | false>,
    ): Promise<T>;
  }
}

export const transactPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('transact', async <T>(work: (unit: Unit) => Promise<T>): Promise<T> => {
    const after: (() => Promise<unknown>)[] = [];
    const topics = new Map<string, string>();
    const result = await app.db.transaction(async (tx) => {
      const unit: Unit = {
        tx,
        announce(topic, detail = '') {
          // One announcement per topic and detail: an action that changes a post three times says so once.
          topics.set(`${topic}\u0000${detail}`, topic);
        },
        async notify(to, input) {
          const written = await app.notify(tx, to, input);
          after.push(() => written.announce());
        },
        afterCommit(task) {
          after.push(task);
        },
      };
      return work(unit);
    });
    await Promise.all([
      ...[...topics].map(([key, topic]) => app.changes.announce(app.db, topic, key.slice(topic.length + 1))),
      ...after.map((task) => task()),
    ]);
    return result;
  });

  app.decorate(
    'writeOr404',
    <T>(topic: string, missing: ErrorDef, write: (unit: Unit) => Promise<T | undefined | null | false>) =>
      app.transact(async (unit) => {
        const written = await write(unit);
        if (written === undefined || written === null || written === false) throw fail(missing);
        unit.announce(topic);
        return written;
      }),
  );
});
