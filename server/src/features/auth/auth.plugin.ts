import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, AuthContext } from '../../lib/access';
import { forbidden, unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { SESSION_ENDED, USER_CHANGED } from './accounts';
import { Batcher } from '../../db/batcher';
import { findSessions, touchSessions, toUser } from './auth.store';
import { recordLoginStreaks } from './login-streak';
import { type CachedSession, SessionCache } from './session-cache';

/** How stale a session's last use (and address) may be before a request writes it again. */
export const LAST_USED_REFRESH_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Who sent a request to a public route, if anyone: for answers that add to what everyone
     * sees (admins also see pending FAQs). Null without a valid token; never refuses.
     */
    identify(request: FastifyRequest): Promise<AuthContext | null>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Sessions end to end: the bearer-token guard every /api route gets from its `config.access`
 * (the app refuses to start when a route states none), the in-memory session cache with its
 * cross-process eviction, and login-streak recording.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10_000 });
  app.changes.on(SESSION_ENDED, (sessionId) => cache.forgetSession(sessionId));
  app.changes.on(USER_CHANGED, (userId) => cache.forgetUser(userId));

  // A class signing in at once is looked up a batch of tokens per statement (docs/decisions/018).
  const sessionLookups = new Batcher((hashes: string[]) => findSessions(app.db, hashes));

  // A session's last use is written at most once in LAST_USED_REFRESH_MS, batched like the look-ups.
  const touches = new Batcher(
    (items: { sessionId: string; ip: string; at: Date }[]) => touchSessions(app.db, items),
    { keyOf: (item) => item.sessionId },
  );

  async function lookUp(tokenHash: string): Promise<CachedSession | null> {
    const generation = cache.currentGeneration;
    const found = await sessionLookups.submit(tokenHash);
    if (!found) return null;
    const session: CachedSession = {
      user: toUser(found.user),
      sessionId: found.sessionId,
      expiresAt: found.expiresAt.getTime(),
      lastUsedAt: found.lastUsedAt.getTime(),
    };
    cache.set(tokenHash, session, generation);
    return session;
  }

  /** The request's session: at once when it has no token or its session is cached, else from the database. */
  function find(request: FastifyRequest): CachedSession | null | Promise<CachedSession | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    return cache.get(tokenHash) ?? lookUp(tokenHash);
  }

  app.decorate('identify', async (request: FastifyRequest) => {
    const session = await find(request);
    return session ? { user: session.user, sessionId: session.sessionId } : null;
  });

  /**
   * Notes the session's use when its last noted use is older than LAST_USED_REFRESH_MS: the
   * usual request costs a clock reading and no write. The cached entry moves on first, so the
   * requests that follow (in this process) write nothing.
   */
  function touch(session: CachedSession, request: FastifyRequest, done: (error?: Error) => void): void {
    const now = Date.now();
    // Another request of the session may have moved it on meanwhile.
    if (now - session.lastUsedAt < LAST_USED_REFRESH_MS) return done();
    session.lastUsedAt = now;
    touches.submit({ sessionId: session.sessionId, ip: request.ip, at: new Date(now) }).then(
      () => done(),
      (err: unknown) => {
        // A lost note of use must not refuse the request.
        request.log.warn({ err }, 'could not note a session as used');
        done();
      },
    );
  }

  const streaks = recordLoginStreaks(app);

  /**
   * Callback style, so the usual request (its session in the cache, today already counted)
   * costs no promise: only a cache miss waits for the database.
   */
  function guard(access: Exclude<Access, 'public'>): onRequestHookHandler {
    const admit = (
      request: FastifyRequest,
      reply: FastifyReply,
      session: CachedSession | null,
      done: (error?: Error) => void,
    ) => {
      if (!session) return done(unauthorized('Please log in again'));
      if (!access.includes(session.user.role)) return done(forbidden('Your role may not use this'));
      request.auth = { user: session.user, sessionId: session.sessionId };
      // Every signed-in answer is the caller's own: no cache keeps it unless the route says
      // otherwise (a conditional GET answers `private, no-cache`, lib/conditional-get.ts).
      reply.header('cache-control', 'no-store');
      // The usual request (noted as used within the last minutes) passes `done` on as it is.
      if (Date.now() - session.lastUsedAt < LAST_USED_REFRESH_MS) {
        return streaks.record(session.user._id, request, done);
      }
      streaks.record(session.user._id, request, (error) =>
        error ? done(error) : touch(session, request, done),
      );
    };
    return (request, reply, done) => {
      const found = find(request);
      if (found instanceof Promise) found.then((auth) => admit(request, reply, auth, done), done);
      else admit(request, reply, found, done);
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
    route.onRequest = access === 'public' ? existing : [guard(access), ...existing];
  });
});
