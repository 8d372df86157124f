import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/faq: being built. */
export const faqRoutes: FastifyPluginAsyncZod = async () => {};
