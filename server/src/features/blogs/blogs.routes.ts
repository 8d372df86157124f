import { BLOG_API, BLOG_MESSAGES, blogListSchema } from '@atelier/contract/blogs';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_ROUTE } from '../../lib/conditional-get';
import { serve } from '../../lib/serve';
import * as actions from './blogs.actions';
import * as store from './blogs.store';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for every caller and read far more often than written: built once, kept gzipped
  // with its ETag, dropped when a blog is added (in any process).
  const list = app.cachedAnswer({
    topic: actions.BLOGS_TOPIC,
    build: async () => blogListSchema.parse(await store.listBlogs(app.db)),
  });

  // No response schema here: the cached answer was parsed with blogListSchema when built.
  serve(app, BLOG_API.list, { access: 'public' }, list.send, CACHED_ROUTE);

  serve(app, BLOG_API.add, { access: admins }, async (request, reply) => {
    const blog = await actions.addBlog(app, request.body);
    return reply.status(201).send({ message: BLOG_MESSAGES.added, blog });
  });
};
