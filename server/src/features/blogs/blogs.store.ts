import type { Blog } from '@atelier/contract/blogs';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { iso, pick } from '../../db/rows';
import { blogs } from '../../db/schema/blogs';

type BlogRow = typeof blogs.$inferSelect;

/** What an admin writes: a blog without its id and creation date. */
export type BlogFields = Omit<Blog, '_id' | 'createdAt'>;

function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    ...pick(row, ['name', 'subheading', 'author', 'coverImage']),
    sections: row.sections.map((s) => ({ title: s.title, description: s.description, image: s.image })),
    createdAt: iso(row.createdAt),
  };
}

/** Every blog, newest first (the blog page shows the first). */
export async function listBlogs(db: Executor): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlog);
}

export async function insertBlog(db: Executor, fields: BlogFields): Promise<Blog> {
  const [row] = await db
    .insert(blogs)
    .values({
      name: fields.name,
      subheading: fields.subheading,
      author: fields.author,
      coverImage: fields.coverImage,
      sections: fields.sections.map((s) => ({ title: s.title, description: s.description, image: s.image })),
    })
    .returning();
  return toBlog(row!);
}
