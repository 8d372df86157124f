import { chapterKey } from '@atelier/contract/courses';
import type { BlogBody } from '@atelier/contract/blogs';
import type { EventMetaBody } from '@atelier/contract/events';
import type { CreatePostBody } from '@atelier/contract/forum';
import type { SummaryBody } from '@atelier/contract/summaries';
import { api, apiLogin } from './api';
import { createSiteAnalysisCourse, lesson, siteAnalysisCourse } from './courses';
import { takeQuizzes } from './quizzes';
import type { RunningServer } from './server';

/** The ids of what seedContent made, for the pages that show one thing (/event/:id, /summary/:id …). */
/** A visitor who joined the waitlist before the one a story follows (who then starts second). */
export const EARLY_BIRD = {
  name: 'Early Bird',
  gender: 'other',
  email: 'early@example.org',
  country: 'India',
  phone: '9000000001',
  institution: 'College of Art',
  refCode: 'ATELIER2025',
};

export interface SeededContent {
  courseId: string;
  quizId: string;
  eventId: string;
  summaryId: string;
  assignmentId: string;
}

/**
 * One of everything a page lists, made through the API as the demo accounts would: a course, a quiz
 * the student has taken, an event, a blog, a schedule entry, a session summary, an assignment the
 * smartLABS member has started, a forum post, a question in the course's Q & A, an FAQ, a waitlist
 * entry. So a sweep over every page meets each page with real rows rather than its empty state.
 * Logs in admin twice and student and smartLABS once each (login is rate-limited per account).
 */
export async function seedContent(server: RunningServer): Promise<SeededContent> {
  const courseId = await createSiteAnalysisCourse(server);
  await takeQuizzes(server, [{ title: 'Contour Basics', correct: 3 }]);
  const admin = await apiLogin(server, 'admin');
  const member = await apiLogin(server, 'smartLABS');
  const student = await apiLogin(server, 'student');
  const cover = lesson(server, 'covers/design-thinking.svg');

  const expect = async (status: number, call: Promise<{ status: number; body: unknown }>) => {
    const res = await call;
    if (res.status !== status) throw new Error(`Seeding answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  const quizzes = (await expect(200, api(server, 'GET', '/api/quiz', { token: admin }))) as {
    _id: string;
  }[];
  const quizId = quizzes[0]?._id;
  if (!quizId) throw new Error('The quiz takeQuizzes made is not listed');

  const event: EventMetaBody = {
    eventId: 'site-walk',
    eventName: 'Site Walk and Sketch',
    posterUrl: lesson(server, 'covers/bim-fundamentals.svg'),
    inputFields: ['name', 'email', 'phone'],
  };
  await expect(201, api(server, 'POST', '/api/event-meta/create', { token: admin, body: event }));

  const blog: BlogBody = {
    name: 'Reading a contour map',
    subheading: 'Lines that tell you where water goes',
    coverImage: cover,
    sections: [{ title: 'Why contours', description: 'They show the shape of the ground in plan.' }],
  };
  await expect(201, api(server, 'POST', '/api/blogs/add', { token: admin, body: blog }));

  const today = new Date().toISOString().slice(0, 10);
  await expect(
    201,
    api(server, 'POST', '/api/smartlabs/schedule', {
      token: admin,
      body: { date: today, startTime: '10:00', endTime: '11:30', title: 'Studio review', kind: 'OS' },
    }),
  );

  const summary: SummaryBody = {
    sessionTitle: 'Massing studies',
    sessionDate: today,
    coverImage: cover,
    recordingLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tag: 'Studio',
    summaryText: [{ heading: 'Blocks first', description: 'Massing before facades.' }],
  };
  const savedSummary = (await expect(
    201,
    api(server, 'POST', '/api/smartlabs/session-summary', { token: admin, body: summary }),
  )) as { summary?: { _id: string }; _id?: string };
  const summaryId = savedSummary.summary?._id ?? savedSummary._id;
  if (!summaryId) throw new Error(`No summary id in ${JSON.stringify(savedSummary)}`);

  const form = new FormData();
  form.set('code', 'A1');
  form.set('title', 'Survey a street corner');
  form.set('brief', 'Measure and draw one street corner of your town.');
  form.set('tasks', JSON.stringify([{ code: 'T1', instructions: 'Sketch the corner in plan.', hints: [] }]));
  const created = await fetch(`${server.url}/api/assignment/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  const assignment = (await created.json()) as { assignment?: { _id: string } };
  if (created.status !== 201 || !assignment.assignment)
    throw new Error(`Creating the assignment answered ${created.status}: ${JSON.stringify(assignment)}`);
  const assignmentId = assignment.assignment._id;
  await expect(
    200,
    api(server, 'POST', `/api/smartlabs/assignment/start/${assignmentId}`, { token: member, body: {} }),
  );

  const post: CreatePostBody = { question: 'How do you read a slope from contours?', category: 'doubt' };
  await expect(201, api(server, 'POST', '/api/forum', { token: member, body: post }));
  await expect(
    201,
    api(server, 'POST', '/api/qna', {
      token: student,
      body: {
        courseId,
        chapterId: chapterKey(courseId, siteAnalysisCourse(server).reading.name),
        question: 'Which way does water run on this site?',
      },
    }),
  );
  await expect(
    201,
    api(server, 'POST', '/api/faq/create', { body: { question: 'Can I join a course halfway through?' } }),
  );
  await expect(
    201,
    api(server, 'POST', '/api/submit', {
      body: EARLY_BIRD,
    }),
  );

  return { courseId, quizId, eventId: event.eventId, summaryId, assignmentId };
}
