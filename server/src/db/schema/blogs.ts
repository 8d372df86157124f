import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface BlogSection {
  title: string;
  description: string;
  image: string;
}

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subheading: text('subheading').notNull(),
    author: text('author').notNull().default(''),
    coverImage: text('cover_image').notNull(),
    sections: jsonb('sections').$type<BlogSection[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);
