import { COMMON_ERRORS } from '@atelier/contract/errors';
import { SITE_API } from '@atelier/contract/site';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors';
import { serve } from '../../lib/serve';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, SITE_API.health, { access: 'public' }, async () => {
    try {
      await app.db.execute(sql`SELECT 1`);
    } catch {
      throw fail(COMMON_ERRORS.unavailable, 'Database is not answering');
    }
    return { status: 'ok' as const };
  });
};
