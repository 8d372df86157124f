import { COMMON_ERRORS } from '@atelier/contract/errors';
import { METRICS_API, type StorageUsage } from '@atelier/contract/metrics';
import { admins } from '@atelier/contract/roles';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The storage figure and the upload quotas in Prometheus's text format (docs/decisions/022). */
export function storageExposition(usage: StorageUsage): string {
  const out: string[] = [];
  const metric = (name: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`);
  metric('atelier_storage_bytes', 'Bytes of uploaded files kept in storage, by kind.');
  for (const k of usage.kinds) out.push(`atelier_storage_bytes{kind="${k.kind}"} ${k.bytes}`);
  metric('atelier_storage_files', 'Uploaded files kept in storage, by kind.');
  for (const k of usage.kinds) out.push(`atelier_storage_files{kind="${k.kind}"} ${k.files}`);
  metric('atelier_storage_used_bytes', 'Bytes of every uploaded file kept in storage.');
  out.push(`atelier_storage_used_bytes ${usage.bytes}`);
  metric('atelier_storage_used_files', 'Every uploaded file kept in storage.');
  out.push(`atelier_storage_used_files ${usage.files}`);
  metric(
    'atelier_upload_quota_bytes',
    'Upload quotas: each member and all anonymous visitors per window, all stored files together.',
  );
  out.push(`atelier_upload_quota_bytes{quota="user"} ${usage.quota.userBytes}`);
  out.push(`atelier_upload_quota_bytes{quota="anonymous"} ${usage.quota.anonymousBytes}`);
  out.push(`atelier_upload_quota_bytes{quota="total"} ${usage.quota.totalBytes}`);
  metric('atelier_upload_quota_window_seconds', 'The rolling window of the per-member and anonymous quotas.');
  out.push(`atelier_upload_quota_window_seconds ${usage.quota.windowMs / 1000}`);
  return `${out.join('\n')}\n`;
}

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

  // The route checks its callers itself: an admin's session, or the token.
  const adminOrToken = {
    access: 'public',
    accessNote: 'signed in as admin, or `Authorization: Bearer METRICS_TOKEN`',
  } as const;

  serve(app, METRICS_API.exposition, adminOrToken, async (request, reply) => {
    if (!holdsToken(request)) {
      const auth = await app.identify(request);
      if (!auth) throw fail(COMMON_ERRORS.unauthenticated, 'Please log in again');
      if (auth.user.role !== 'admin') throw fail(COMMON_ERRORS.forbidden, 'Your role may not use this');
    }
    const storage = storageExposition(await app.uploads.usage());
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(app.metrics.render() + storage);
  });

  serve(app, METRICS_API.storage, { access: admins }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.uploads.usage()),
  );
};
