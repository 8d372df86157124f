import { COMMON_ERRORS } from '@atelier/contract/errors';
import { healthSchema } from '@atelier/contract/common';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema } } },
    async () => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch {
        throw fail(COMMON_ERRORS.unavailable, 'Database is not answering');
      }
      return { status: 'ok' as const };
    },
  );
};
