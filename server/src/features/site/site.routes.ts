import { SITE_API } from '@atelier/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productName, internationalSiteUrl, defaultRefCode } = app.config;
  serve(app, SITE_API.config, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { productName, internationalSiteUrl, defaultRefCode };
  });
};
