import { siteConfigSchema } from '@atelier/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productName, internationalSiteUrl, defaultRefCode } = app.config;
  app.get(
    '/config',
    { config: { access: 'public' }, schema: { response: { 200: siteConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { productName, internationalSiteUrl, defaultRefCode };
    },
  );
};
