/** The spec's exact blog messages (spec-2 §2, §8), shared with the server and the tests. */
export { BLOG_LIMITS, BLOG_MESSAGES } from '@atelier/contract/blogs';

/** Wording of our own where the spec names none. */
export const BLOG_TEXT = {
  loadFailed: 'The blog could not be loaded. Please try again later.',
  latest: 'Latest blog',
  byline: (author: string) => `By ${author}`,
} as const;
