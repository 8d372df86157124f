import type { CourseSummary } from '@atelier/contract/courses';

/** FNV-1a over the seed and the id: a cheap, well-spread number per course for one seed. */
function rank(seed: number, id: string): number {
  let hash = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

/**
 * The spec shows the cards in random order. The order comes from a seed drawn once per visit, so it
 * holds while the page is open (re-renders, refetches, a new course appearing) and changes next visit.
 */
export function shuffleBySeed<T extends { _id: string }>(items: readonly T[], seed: number): T[] {
  return [...items].sort((a, b) => rank(seed, a._id) - rank(seed, b._id) || a._id.localeCompare(b._id));
}

export function newShuffleSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}

/** Case-insensitive match of every word of the query on title, description, skills and authors. */
export function matchesSearch(course: CourseSummary, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    course.title,
    course.description,
    ...course.skillsCovered,
    ...course.authors.map((a) => a.name),
  ]
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
