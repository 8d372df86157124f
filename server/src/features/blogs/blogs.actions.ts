import type { Blog } from '@atelier/contract/blogs';
import type { FastifyInstance } from 'fastify';
import * as store from './blogs.store';

/** Every new blog changes the list (its cached answer listens to this topic). */
export const BLOGS_TOPIC = 'blogs';

export async function addBlog(app: FastifyInstance, fields: store.BlogFields): Promise<Blog> {
  return app.transact(async ({ tx, announce }) => {
    const blog = await store.insertBlog(tx, fields);
    announce(BLOGS_TOPIC);
    return blog;
  });
}
