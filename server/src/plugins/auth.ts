import type { Role, User } from '@atelier/contract/auth';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, recordLoginDay, toUser } from '../features/auth/auth.store';
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  // Streak days already written by this process; a repeat insert would be a no-op anyway.
  const recorded = new Set<string>();
  let recordedDay = isoDay();

  async function markToday(userId: string) {
    const day = isoDay();
    if (day !== recordedDay) {
      recorded.clear();
      recordedDay = day;
    }
    const key = `${userId}:${day}`;
    if (recorded.has(key)) return;
    await recordLoginDay(app.db, userId, day);
    recorded.add(key);
  }
  app.decorate('markLoginDay', markToday);

  async function authenticate(request: FastifyRequest): Promise<AuthContext | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const found = await findSession(app.db, hashToken(token));
    if (!found) return null;
    await markToday(found.user.id);
    return { user: toUser(found.user), sessionId: found.sessionId };
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
    markLoginDay(userId: string): Promise<void>;
  }
}
