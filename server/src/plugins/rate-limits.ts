import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { formatWait } from '@atelier/contract/common';
import { databaseStore, pruneRateLimits } from '../db/rate-limit-store';
import { tooManyRequests } from '../lib/errors';
import type { LimitKey, RateLimit } from '../lib/rate-limit';

export const tooManyRequestsText = (wait: string) => `Too many requests. Please wait ${wait} and try again.`;

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

const KEYS: Record<LimitKey, (request: FastifyRequest) => string> = {
  address: (request) => request.ip,
  'address+email': (request) => `${request.ip}|${emailOf(request)}`,
  user: (request) => (request.auth ? `user:${request.auth.user._id}` : request.ip),
};

const PRUNE_EVERY_MS = 5 * 60_000;

/**
 * Every signed-in write counts against its user, so one account cannot flood (a route may declare
 * a stricter `user` limit of its own). Generous: an admin building a catalogue stays under it.
 */
export const DEFAULT_WRITE_LIMIT: RateLimit = { max: 300, per: '1 minute', by: 'user' };

function limitsOf(route: RouteOptions): readonly RateLimit[] {
  const declared = route.config?.limits ?? [];
  const methods = [route.method].flat();
  const write = methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS');
  const signedIn = route.config?.access !== undefined && route.config.access !== 'public';
  if (!write || !signedIn || declared.some((l) => l.by === 'user')) return declared;
  return [...declared, DEFAULT_WRITE_LIMIT];
}

/**
 * Turns each route's `config.limits` into one preHandler (after the auth guard, so `user` keys
 * work, and after body parsing, so `address+email` does). The counters are @fastify/rate-limit's,
 * kept in the database so that limits hold across processes and restarts (docs/decisions/003).
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false, store: databaseStore(() => app.db) });
  const prune = setInterval(() => {
    pruneRateLimits(app.db).catch((err: unknown) => app.log.warn({ err }, 'could not prune rate limits'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const limits = limitsOf(route);
    if (!limits.length) return;
    const checks = limits.map((limit, i) => {
      // Each declared limit counts in its own namespace.
      const namespace = `${route.method}:${route.url}#${i}|`;
      const key = KEYS[limit.by];
      return {
        message: limit.message ?? tooManyRequestsText,
        check: app.createRateLimit({
          max: limit.max,
          timeWindow: limit.per,
          keyGenerator: (request) => namespace + key(request),
        }),
      };
    });
    const handler: preHandlerAsyncHookHandler = async (request, reply) => {
      let refused: { message: (wait: string) => string; retryAfter: number } | undefined;
      for (const { check, message } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const retryAfter = Math.max(1, result.ttlInSeconds);
          if (!refused || retryAfter > refused.retryAfter) refused = { message, retryAfter };
        }
      }
      if (refused) {
        reply.header('retry-after', refused.retryAfter);
        throw tooManyRequests(refused.message(formatWait(refused.retryAfter)));
      }
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, handler];
  });
});
