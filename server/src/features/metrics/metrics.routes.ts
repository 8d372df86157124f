import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, unauthorized } from '../../lib/errors';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /api/metrics: what plugins/metrics.ts counts, in Prometheus's text format, for admins and
 * for whoever holds `METRICS_TOKEN` (a scraper has no session). The token is compared in constant
 * time (as digests, so its length does not show either).
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokenDigest = app.config.metricsToken ? sha256(app.config.metricsToken) : undefined;

  const holdsToken = (request: FastifyRequest) => {
    if (!tokenDigest) return false;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    return match !== null && timingSafeEqual(sha256(match[1]!), tokenDigest);
  };

  app.get(
    '/metrics',
    {
      // The route checks its callers itself: an admin's session, or the token.
      config: {
        access: 'public',
        accessNote: 'signed in as admin, or `Authorization: Bearer METRICS_TOKEN`',
      },
      schema: {
        summary:
          'Request counts and latency by route, database pool, mail, memory (Prometheus text format 0.0.4)',
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      if (!holdsToken(request)) {
        const auth = await app.identify(request);
        if (!auth) throw unauthorized('Please log in again');
        if (auth.user.role !== 'admin') throw forbidden('Your role may not use this');
      }
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(app.metrics.render());
    },
  );
};
