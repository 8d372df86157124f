import { z } from 'zod';
import { httpUrl, requiredText, text } from './common';
import { get, post } from './endpoints';

export const BLOG_LIMITS = {
  name: 200,
  author: 100,
  subheading: 300,
  sectionTitle: 200,
  sectionDescription: 20000,
  sections: 50,
} as const;

/** The spec's exact blog strings (spec-2 §2, §8). */
export const BLOG_MESSAGES = {
  none: 'No blog found.',
  added: 'Blog added successfully!',
  addFailed: 'Error adding blog',
} as const;

/** An optional image URL: empty means none, anything else must be http(s). */
const optionalImage = z
  .union([z.literal(''), httpUrl])
  .optional()
  .default('');

export const blogSectionSchema = z.object({
  title: requiredText(BLOG_LIMITS.sectionTitle, 'Section title'),
  description: requiredText(BLOG_LIMITS.sectionDescription, 'Section description'),
  image: optionalImage,
});

/** POST /api/blogs/add (admin): name, subheading, cover image and at least one section (spec-2 §5). */
export const blogBodySchema = z.object({
  name: requiredText(BLOG_LIMITS.name, 'Name'),
  subheading: requiredText(BLOG_LIMITS.subheading, 'Subheading'),
  /** Beyond the spec: the byline, optional. */
  author: text(BLOG_LIMITS.author).optional().default(''),
  coverImage: httpUrl,
  sections: z
    .array(blogSectionSchema, { message: 'sections must be a list' })
    .min(1, 'A blog needs at least one section')
    .max(BLOG_LIMITS.sections, `A blog has at most ${BLOG_LIMITS.sections} sections`),
});
export type BlogBody = z.input<typeof blogBodySchema>;

export const blogSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subheading: z.string(),
  author: z.string(),
  coverImage: z.string(),
  sections: z.array(z.object({ title: z.string(), description: z.string(), image: z.string() })),
  createdAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /api/blogs/all: newest first by creation date (the page shows the first). */
export const blogListSchema = z.array(blogSchema);

export const blogAddedSchema = z.object({ message: z.string(), blog: blogSchema });

export const BLOG_API = {
  /** Answered from a cache built with blogListSchema: no response schema of its own. */
  list: get('/api/blogs/all', {}),
  add: post('/api/blogs/add', { body: blogBodySchema, response: { 201: blogAddedSchema } }),
};
