import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/blogs: being built. */
export const blogRoutes: FastifyPluginAsyncZod = async () => {};
