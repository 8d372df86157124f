import type { CourseSummary } from '@atelier/contract/courses';

/** A course card as GET /api/courses answers it: one section of one chapter, the rest empty unless given. */
export function makeCourseSummary(
  _id: string,
  title: string,
  overrides: Partial<CourseSummary> = {},
): CourseSummary {
  return {
    _id,
    title,
    description: '',
    coverImage: '',
    skillsCovered: [],
    authors: [],
    locked: false,
    sectionCount: 1,
    chapterCount: 1,
    ...overrides,
  };
}
