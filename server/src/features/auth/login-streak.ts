import type { FastifyInstance, FastifyRequest } from 'fastify';
import { today } from '../../lib/dates';
import { Batcher } from '../../db/batcher';
import { recordLoginDays } from './auth.store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records today as a login day of the user, in the time zone the browser names. */
    markLoginDay(userId: string, request: FastifyRequest): Promise<void>;
  }
}

/**
 * The streak calendar counts the days a user signed in or used the app while signed in
 * (spec-1 §4), in the browser's time zone (`x-time-zone`, else UTC).
 */
export function recordLoginStreaks(app: FastifyInstance): {
  /** Counts today for the user: the auth guard calls it once it has found them, then goes on. */
  record(userId: string, request: FastifyRequest, done: (error?: Error) => void): void;
} {
  // Streak days already written by this process; a repeat insert would be a no-op anyway.
  const recorded = new Set<string>();
  const dayOf = (request: FastifyRequest) => {
    const timeZone = request.headers['x-time-zone'];
    return today(typeof timeZone === 'string' ? timeZone : undefined);
  };

  // The first request of the day of a whole class shares one INSERT (docs/decisions/018).
  const days = new Batcher(
    (items: { key: string; userId: string; day: string }[]) => recordLoginDays(app.db, items),
    { keyOf: (item) => item.key },
  );

  async function write(key: string, userId: string, day: string) {
    await days.submit({ key, userId, day });
    if (recorded.size > 100_000) recorded.clear();
    recorded.add(key);
  }

  app.decorate('markLoginDay', async (userId: string, request: FastifyRequest) => {
    const day = dayOf(request);
    const key = `${userId}:${day}`;
    if (!recorded.has(key)) await write(key, userId, day);
  });

  return {
    // Callback style: the usual case (already recorded today) costs no promise.
    record(userId, request, done) {
      const day = dayOf(request);
      const key = `${userId}:${day}`;
      if (recorded.has(key)) return done();
      write(key, userId, day).then(() => done(), done);
    },
  };
}
