import type { Role, User } from '@atelier/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client';
import { findSession, recordLoginDay, toUser } from '../features/auth/auth.store';
import { SessionCache } from '../features/auth/session-cache';
import { isoDay } from '../lib/dates';
import { forbidden, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';

/** Who may call a route: anyone, or signed-in users holding one of the roles. */
export type Access = 'public' | readonly Role[];

export interface AuthContext {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The signed-in user of a guarded route (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): User {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Refuses a `userId` given by the client that is not the caller's own (admins may act for others). */
export function assertSelf(
  request: FastifyRequest,
  userId: string | undefined,
  opts: { adminMayAct?: boolean } = {},
) {
  const user = currentUser(request);
  if (userId === undefined || userId === user._id) return;
  if (opts.adminMayAct && user.role === 'admin') return;
  throw forbidden('You can only act for your own account');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/** Change topics that end cached sessions (see plugins/changes.ts); the detail is the id. */
export const SESSION_ENDED = 'session';
export const USER_CHANGED = 'user';

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10_000 });
  app.changes.on(SESSION_ENDED, (sessionId) => cache.forgetSession(sessionId));
  app.changes.on(USER_CHANGED, (userId) => cache.forgetUser(userId));
  app.decorate('sessions', {
    ended: (db: Executor, sessionId: string) => app.changes.announce(db, SESSION_ENDED, sessionId),
    userChanged: (db: Executor, userId: string) => app.changes.announce(db, USER_CHANGED, userId),
  });
  // Streak days already written by this process; a repeat insert would be a no-op anyway.
  const recorded = new Set<string>();

  /** Records today, in the time zone the browser names (`x-time-zone`), for the streak calendar. */
  async function markToday(userId: string, request: FastifyRequest) {
    const timeZone = request.headers['x-time-zone'];
    const day = isoDay(new Date(), typeof timeZone === 'string' ? timeZone : undefined);
    if (recorded.size > 100_000) recorded.clear();
    const key = `${userId}:${day}`;
    if (recorded.has(key)) return;
    await recordLoginDay(app.db, userId, day);
    recorded.add(key);
  }
  app.decorate('markLoginDay', markToday);

  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const cached = cache.get(tokenHash);
    if (cached) {
      await markToday(cached.user._id, request);
      return { user: cached.user, sessionId: cached.sessionId };
    }
    const generation = cache.currentGeneration;
    const found = await findSession(app.db, tokenHash);
    if (!found) return null;
    const session = {
      user: toUser(found.user),
      sessionId: found.sessionId,
      expiresAt: found.expiresAt.getTime(),
    };
    cache.set(tokenHash, session, generation);
    await markToday(session.user._id, request);
    return { user: session.user, sessionId: session.sessionId };
  }

  function guard(access: Access): onRequestHookHandler {
    return async (request) => {
      if (access === 'public') {
        return;
      }
      const auth = await authenticate(request);
      if (!auth) throw unauthorized('Please log in again');
      if (!access.includes(auth.user.role)) throw forbidden('Your role may not use this');
      request.auth = auth;
    };
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [guard(access), ...existing];
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    markLoginDay(userId: string, request: FastifyRequest): Promise<void>;
    /** Call whenever a session ends or a user's sessions or details change, with the handle that wrote it. */
    sessions: {
      ended(db: Executor, sessionId: string): Promise<void>;
      userChanged(db: Executor, userId: string): Promise<void>;
    };
  }
}
