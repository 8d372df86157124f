import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';

export interface BlogSection {
  title: string;
  description: string;
  image: string;
}

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    name: text('name').notNull(),
    subheading: text('subheading').notNull(),
    author: text('author').notNull().default(''),
    coverImage: text('cover_image').notNull(),
    sections: jsonb('sections').$type<BlogSection[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);
