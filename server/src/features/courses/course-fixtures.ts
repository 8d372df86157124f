import { chapterKey, courseBodySchema, type Course, type CourseInput } from '@atelier/contract/courses';
import type { TestContext } from '../../../test/helpers';
import { findCourse, insertCourse } from './courses.store';

/** A valid course as the create form sends it; overrides replace whole fields. */
export function sampleCourse(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    title: 'BIM Coordination Basics',
    description: 'Clash detection, model federation and the coordination meeting, step by step.',
    coverImage: 'https://cdn.example.test/covers/bim.svg',
    learningObjectives: ['Federate discipline models', 'Run a clash test'],
    skillsCovered: ['Revit', 'Navisworks'],
    authors: [
      { name: 'Anika Rao', linkedinId: 'anika-rao', profileImage: 'https://cdn.example.test/anika.png' },
    ],
    sections: [
      {
        name: 'Getting started',
        chapters: [
          {
            name: 'What is BIM',
            description: 'Models, not drawings.',
            content: 'https://cdn.example.test/lessons/what-is-bim.html',
            resources: ['https://cdn.example.test/glossary.pdf'],
            summary: 'BIM is a process.',
          },
          { name: 'The model', content: 'https://cdn.example.test/lessons/the-model.html' },
        ],
      },
      {
        name: 'Coordination',
        chapters: [{ name: 'Clash detection', content: 'https://cdn.example.test/lessons/clashes.html' }],
      },
    ],
    ...overrides,
  };
}

/** Stores a course directly, as an admin's create would. */
export async function createCourse(ctx: TestContext, input: CourseInput = sampleCourse()): Promise<Course> {
  const body = courseBodySchema.parse(input);
  const db = ctx.database.db;
  const id = await db.transaction((tx) => insertCourse(tx, body));
  return (await findCourse(db, id))!;
}

/** The first chapter's key, as the viewer builds it. */
export const firstChapterKey = (course: Course) =>
  chapterKey(course._id, course.sections[0]!.chapters[0]!.name);
