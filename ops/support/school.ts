import { chapterKey } from '@atelier/contract/courses';
import { ok } from './api';

export interface CourseRef {
  _id: string;
  title: string;
  /** The first chapter's key, as the viewer files notes under it. */
  chapterId: string;
}

/** An admin creates a course of one section and one chapter. */
export async function createCourse(base: string, adminToken: string, title: string): Promise<CourseRef> {
  const chapter = 'Federation';
  const { course } = await ok<{ course: { _id: string; title: string } }>(
    201,
    base,
    'POST',
    '/api/courses/create',
    {
      token: adminToken,
      body: {
        title,
        description: 'Federating discipline models and running a clash test.',
        coverImage: 'https://cdn.example.test/covers/ops.svg',
        sections: [
          {
            name: 'Basics',
            chapters: [{ name: chapter, content: 'https://cdn.example.test/lessons/federation.html' }],
          },
        ],
      },
    },
  );
  return { _id: course._id, title: course.title, chapterId: chapterKey(course._id, chapter) };
}

/** Questions of four options each: an autosave's answers spell a number in base 4. */
export const QUIZ_QUESTIONS = 8;

export async function createQuiz(base: string, adminToken: string): Promise<string> {
  const { quiz } = await ok<{ quiz: { _id: string } }>(201, base, 'POST', '/api/quiz/create', {
    token: adminToken,
    body: {
      title: 'Durability quiz',
      coverImage: 'https://cdn.example.test/covers/quiz.svg',
      timeLimit: 120,
      questions: Array.from({ length: QUIZ_QUESTIONS }, (_, i) => ({
        questionText: `Question ${i + 1}`,
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: 0,
      })),
    },
  });
  return quiz._id;
}

/** `n` as quiz answers: its base-4 digits, least significant first. */
export function answersFor(n: number): number[] {
  return Array.from({ length: QUIZ_QUESTIONS }, (_, i) => Math.floor(n / 4 ** i) % 4);
}

/** The number quiz answers spell (unanswered counts as 0). */
export function numberOf(answers: (number | null)[]): number {
  return answers.reduce<number>((sum, a, i) => sum + (a ?? 0) * 4 ** i, 0);
}
