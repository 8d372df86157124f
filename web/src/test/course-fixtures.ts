import type { Course, CourseSummary } from '@atelier/contract/courses';

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

/** A whole course as GET /api/courses/:id answers it: one section, Start, of one chapter, Intro. */
export function makeCourse(_id: string, title: string, overrides: Partial<Course> = {}): Course {
  return {
    _id,
    title,
    description: '',
    coverImage: '',
    learningObjectives: [],
    skillsCovered: [],
    authors: [],
    sections: [
      {
        _id: 'a1a1a1a1-1111-4111-8111-111111111111',
        name: 'Start',
        chapters: [
          {
            _id: 'b2b2b2b2-2222-4222-8222-222222222222',
            name: 'Intro',
            description: '',
            content: 'https://example.org/1.html',
            resources: [],
            summary: '',
          },
        ],
      },
    ],
    locked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
