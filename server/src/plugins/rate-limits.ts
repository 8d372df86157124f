import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors';
import type { LimitKey } from '../lib/rate-limit';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

const KEYS: Record<LimitKey, (request: FastifyRequest) => string> = {
  address: (request) => request.ip,
  'address+email': (request) => `${request.ip}|${emailOf(request)}`,
  user: (request) => (request.auth ? `user:${request.auth.user._id}` : request.ip),
};

/**
 * Turns each route's `config.limits` into one preHandler (after the auth guard, so `user` keys
 * work, and after body parsing, so `address+email` does). Counters are @fastify/rate-limit's,
 * one store per declared limit.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });

  app.addHook('onRoute', (route) => {
    const limits = route.config?.limits;
    if (!limits?.length) return;
    const checks = limits.map((limit) => ({
      message: limit.message ?? TOO_MANY_REQUESTS,
      check: app.createRateLimit({ max: limit.max, timeWindow: limit.per, keyGenerator: KEYS[limit.by] }),
    }));
    const handler: preHandlerAsyncHookHandler = async (request, reply) => {
      let refused: { message: string; retryAfter: number } | undefined;
      for (const { check, message } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const retryAfter = result.ttlInSeconds;
          if (!refused || retryAfter > refused.retryAfter) refused = { message, retryAfter };
        }
      }
      if (refused) {
        reply.header('retry-after', refused.retryAfter);
        throw tooManyRequests(refused.message);
      }
    };
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, handler];
  });
});
