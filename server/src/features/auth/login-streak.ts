import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoDay } from '../../lib/dates';
import { recordLoginDay } from './auth.store';

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
export function recordLoginStreaks(app: FastifyInstance): void {
  // Streak days already written by this process; a repeat insert would be a no-op anyway.
  const recorded = new Set<string>();

  async function markLoginDay(userId: string, request: FastifyRequest) {
    const timeZone = request.headers['x-time-zone'];
    const day = isoDay(new Date(), typeof timeZone === 'string' ? timeZone : undefined);
    if (recorded.size > 100_000) recorded.clear();
    const key = `${userId}:${day}`;
    if (recorded.has(key)) return;
    await recordLoginDay(app.db, userId, day);
    recorded.add(key);
  }
  app.decorate('markLoginDay', markLoginDay);

  // Every signed-in request counts; the guard (onRequest) has found the user by now.
  app.addHook('preHandler', async (request) => {
    if (request.auth) await markLoginDay(request.auth.user._id, request);
  });
}
