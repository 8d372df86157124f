import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/event-meta, /api/event: being built. */
export const eventRoutes: FastifyPluginAsyncZod = async () => {};
