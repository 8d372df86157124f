import { COURSE_ERRORS, chapterKey } from '@atelier/contract/courses';
import { QNA_ERRORS, QNA_MESSAGES } from '@atelier/contract/qna';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { countRows, HOSTILE_VALUES, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { createCourse, firstChapterKey } from '../courses/course-fixtures';
import { listQuestions } from './qna.store';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const rowCount = (table: string) => countRows(ctx, table);

const post = (who: SignedIn, url: string, payload: object) => who.inject({ method: 'POST', url, payload });

async function setup() {
  const course = await createCourse(ctx);
  const chapterId = firstChapterKey(course);
  const student = await signIn(ctx, 'student', { name: 'Asha' });
  const list = (who: SignedIn, key = chapterId) =>
    who.inject({ method: 'GET', url: `/api/qna/${course._id}/${encodeURIComponent(key)}` });
  const ask = async (who: SignedIn, question = 'What is LOD 300?') => {
    const res = await post(who, '/api/qna', {
      courseId: course._id,
      chapterId,
      userId: who.user._id,
      question,
    });
    expect(res.statusCode).toBe(201);
    return res.json().question as { _id: string };
  };
  const answer = async (who: SignedIn, questionId: string, text = 'Geometry at construction detail.') => {
    const res = await post(who, '/api/qna/answer', { questionId, userId: who.user._id, answer: text });
    expect(res.statusCode).toBe(201);
    return res.json().answer as { _id: string };
  };
  const lock = () => ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${course._id}`);
  return { course, chapterId, student, list, ask, answer, lock };
}

describe('GET /api/qna/:courseId/:chapterId', () => {
  it('lists questions newest first with authors, likes, answers and replies', async () => {
    const { course, chapterId, student, list, ask, answer } = await setup();
    const admin = await signIn(ctx, 'admin', { name: 'Meera' });
    const older = await ask(student, 'Older question');
    const newer = await ask(student, 'Newer question');
    const a1 = await answer(admin, older._id, 'First answer');
    const a2 = await answer(student, older._id, 'Second answer');
    await post(student, '/api/qna/reply', { questionId: older._id, answerId: a1._id, reply: 'Thanks!' });
    await post(admin, '/api/qna/like-question', { questionId: older._id });
    await post(student, '/api/qna/like-answer', { questionId: older._id, answerId: a1._id });
    await ask(student, 'Newest question');

    const res = await list(student);
    expect(res.statusCode).toBe(200);
    const questions = res.json().items;
    expect(questions.map((q: { question: string }) => q.question)).toEqual([
      'Newest question',
      'Newer question',
      'Older question',
    ]);
    const asha = { _id: student.user._id, name: 'Asha', avatar: '1.jpg' };
    const meera = { _id: admin.user._id, name: 'Meera', avatar: '1.jpg' };
    expect(questions[1]).toEqual({
      _id: newer._id,
      courseId: course._id,
      chapterId,
      question: 'Newer question',
      userId: asha,
      createdAt: expect.any(String),
      likes: [],
      answers: [],
    });
    expect(questions[2]).toEqual({
      _id: older._id,
      courseId: course._id,
      chapterId,
      question: 'Older question',
      userId: asha,
      createdAt: expect.any(String),
      likes: [admin.user._id],
      answers: [
        {
          _id: a1._id,
          answer: 'First answer',
          userId: meera,
          createdAt: expect.any(String),
          likes: [student.user._id],
          replies: [
            { _id: expect.any(String), reply: 'Thanks!', userId: asha, createdAt: expect.any(String) },
          ],
        },
        {
          _id: a2._id,
          answer: 'Second answer',
          userId: asha,
          createdAt: expect.any(String),
          likes: [],
          replies: [],
        },
      ],
    });
  });

  it('reads a chapter in the same number of queries however many questions it has', async () => {
    const { course, chapterId, student, ask, answer } = await setup();
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const queriesFor = async () => {
      const spy = vi.spyOn(client, 'query');
      try {
        await listQuestions(ctx.database.db, course._id, chapterId, { limit: 20 });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const q = await ask(student);
    await answer(student, q._id);
    const few = await queriesFor();
    for (let i = 0; i < 5; i++) {
      const more = await ask(student, `Question ${i}`);
      const a = await answer(student, more._id);
      await post(student, '/api/qna/reply', { questionId: more._id, answerId: a._id, reply: 'ok' });
      await post(student, '/api/qna/like-answer', { questionId: more._id, answerId: a._id });
    }
    expect(await queriesFor()).toBe(few);
    expect(few).toBe(6);
  });

  it('keeps chapters apart and answers an empty list for a chapter without questions', async () => {
    const { course, student, list, ask } = await setup();
    await ask(student);
    expect((await list(student, chapterKey(course._id, 'The model'))).json().items).toEqual([]);
  });

  it('refuses students on a locked course with 403; admins may read', async () => {
    const { student, list, ask, lock } = await setup();
    await ask(student);
    await lock();
    for (const who of [student, await signIn(ctx, 'student')]) {
      const res = await list(who);
      expectRefusal(res, COURSE_ERRORS.locked);
    }
    expect((await list(await signIn(ctx, 'admin'))).json().items).toHaveLength(1);
  });

  it('answers 404 for an unknown course, 400 for malformed ids and 401 without a token', async () => {
    const { course, chapterId, student } = await setup();
    const get = (url: string) => student.inject({ method: 'GET', url });
    expect((await get(`/api/qna/${UNKNOWN_ID}/${UNKNOWN_ID}_x`)).statusCode).toBe(404);
    expect((await get(`/api/qna/abc/${chapterId}`)).statusCode).toBe(400);
    expect((await get(`/api/qna/${course._id}/${'x'.repeat(301)}`)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/qna/${course._id}/${chapterId}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/qna', () => {
  it('adds a question by the caller, trimmed', async () => {
    const { course, chapterId, student } = await setup();
    const res = await post(student, '/api/qna', {
      courseId: course._id,
      chapterId,
      question: '  Why IFC?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: QNA_MESSAGES.questionAdded,
      question: {
        _id: expect.any(String),
        courseId: course._id,
        chapterId,
        question: 'Why IFC?',
        userId: { _id: student.user._id, name: 'Asha', avatar: '1.jpg' },
        createdAt: expect.any(String),
        likes: [],
        answers: [],
      },
    });
  });

  it('refuses blank, oversize and hostile questions and bad ids with 400', async () => {
    const { course, chapterId, student } = await setup();
    const good = { courseId: course._id, chapterId, question: 'Why?' };
    const bodies: unknown[] = [
      {},
      { ...good, question: '' },
      { ...good, question: ' \n\t ' },
      { ...good, question: 'q'.repeat(5001) },
      { ...good, courseId: 'abc' },
      { ...good, userId: 'abc' },
      { ...good, chapterId: '' },
      ...HOSTILE_VALUES.map((question) => ({ ...good, question })),
      ...HOSTILE_VALUES.map((chapterId) => ({ ...good, chapterId })),
      ...HOSTILE_VALUES.map((courseId) => ({ ...good, courseId })),
    ];
    for (const body of bodies) {
      const res = await post(student, '/api/qna', body as object);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await rowCount('qna_questions')).toBe(0);
  });

  it("refuses a userId that is not the caller's with 403 and no token with 401", async () => {
    const { course, chapterId, student } = await setup();
    const admin = await signIn(ctx, 'admin');
    const body = { courseId: course._id, chapterId, userId: student.user._id, question: 'Why?' };
    expect((await post(admin, '/api/qna', body)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/qna', payload: body })).statusCode).toBe(401);
    expect(await rowCount('qna_questions')).toBe(0);
  });

  it('refuses an unknown course or chapter with 404 and a locked course with 403', async () => {
    const { course, chapterId, student, lock } = await setup();
    const ask = (body: object) => post(student, '/api/qna', { question: 'Why?', ...body });
    expectRefusal(await ask({ courseId: UNKNOWN_ID, chapterId: `${UNKNOWN_ID}_x` }), COURSE_ERRORS.notFound);
    const noChapter = await ask({ courseId: course._id, chapterId: chapterKey(course._id, 'Nope') });
    expectRefusal(noChapter, COURSE_ERRORS.chapterNotFound);
    await lock();
    const locked = await ask({ courseId: course._id, chapterId });
    expectRefusal(locked, COURSE_ERRORS.locked);
    expect(await rowCount('qna_questions')).toBe(0);
  });
});

describe('POST /api/qna/answer', () => {
  it('adds an answer to the question', async () => {
    const { student, ask } = await setup();
    const question = await ask(student);
    const classmate = await signIn(ctx, 'student', { name: 'Ravi' });
    const res = await post(classmate, '/api/qna/answer', {
      questionId: question._id,
      answer: ' It is a level. ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: QNA_MESSAGES.answerAdded,
      answer: {
        _id: expect.any(String),
        answer: 'It is a level.',
        userId: { _id: classmate.user._id, name: 'Ravi', avatar: '1.jpg' },
        createdAt: expect.any(String),
        likes: [],
        replies: [],
      },
    });
  });

  it('refuses bad input with 400, an unknown question with 404, a stranger userId with 403, a locked course with 403', async () => {
    const { student, ask, lock } = await setup();
    const question = await ask(student);
    const other = await signIn(ctx, 'student');
    for (const body of [
      { questionId: question._id, answer: '  ' },
      { questionId: 'abc', answer: 'x' },
      { questionId: question._id },
      ...HOSTILE_VALUES.map((answer) => ({ questionId: question._id, answer })),
    ]) {
      expect((await post(other, '/api/qna/answer', body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
    }
    const unknown = await post(other, '/api/qna/answer', { questionId: UNKNOWN_ID, answer: 'x' });
    expectRefusal(unknown, QNA_ERRORS.questionNotFound);
    const stranger = { questionId: question._id, userId: student.user._id, answer: 'x' };
    expect((await post(other, '/api/qna/answer', stranger)).statusCode).toBe(403);
    await lock();
    expect((await post(other, '/api/qna/answer', { questionId: question._id, answer: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/qna/answer', payload: stranger })).statusCode,
    ).toBe(401);
    expect(await rowCount('qna_answers')).toBe(0);
  });
});

describe('POST /api/qna/reply', () => {
  it('adds a reply to the answer', async () => {
    const { student, ask, answer } = await setup();
    const question = await ask(student);
    const a = await answer(student, question._id);
    const res = await post(student, '/api/qna/reply', {
      questionId: question._id,
      answerId: a._id,
      userId: student.user._id,
      reply: 'Got it',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: QNA_MESSAGES.replyAdded,
      reply: {
        _id: expect.any(String),
        reply: 'Got it',
        userId: { _id: student.user._id, name: 'Asha', avatar: '1.jpg' },
        createdAt: expect.any(String),
      },
    });
  });

  it('refuses an answer of another question with 404, bad input with 400, a stranger userId with 403', async () => {
    const { student, ask, answer } = await setup();
    const q1 = await ask(student, 'One');
    const q2 = await ask(student, 'Two');
    const a2 = await answer(student, q2._id);
    const mismatched = await post(student, '/api/qna/reply', {
      questionId: q1._id,
      answerId: a2._id,
      reply: 'x',
    });
    expectRefusal(mismatched, QNA_ERRORS.answerNotFound);
    const noQuestion = await post(student, '/api/qna/reply', {
      questionId: UNKNOWN_ID,
      answerId: a2._id,
      reply: 'x',
    });
    expectRefusal(noQuestion, QNA_ERRORS.questionNotFound);
    for (const body of [
      { questionId: q2._id, answerId: a2._id, reply: '' },
      { questionId: q2._id, answerId: 'abc', reply: 'x' },
      { questionId: q2._id, reply: 'x' },
      ...HOSTILE_VALUES.map((reply) => ({ questionId: q2._id, answerId: a2._id, reply })),
    ]) {
      expect((await post(student, '/api/qna/reply', body)).statusCode).toBe(400);
    }
    const other = await signIn(ctx, 'student');
    const body = { questionId: q2._id, answerId: a2._id, userId: student.user._id, reply: 'x' };
    expect((await post(other, '/api/qna/reply', body)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/qna/reply', payload: body })).statusCode).toBe(
      401,
    );
    expect(await rowCount('qna_replies')).toBe(0);
  });
});

describe('POST /api/qna/like-question', () => {
  it('toggles: each user counts once, and liking again takes the like back', async () => {
    const { student, ask, list } = await setup();
    const question = await ask(student);
    const other = await signIn(ctx, 'student');
    const like = (who: SignedIn) =>
      post(who, '/api/qna/like-question', { questionId: question._id, userId: who.user._id }).then((r) =>
        r.json(),
      );

    expect(await like(student)).toEqual({ message: QNA_MESSAGES.liked, liked: true, likes: 1 });
    expect(await like(other)).toEqual({ message: QNA_MESSAGES.liked, liked: true, likes: 2 });
    expect(await like(student)).toEqual({ message: QNA_MESSAGES.unliked, liked: false, likes: 1 });
    expect((await list(student)).json().items[0].likes).toEqual([other.user._id]);
    expect(await like(student)).toEqual({ message: QNA_MESSAGES.liked, liked: true, likes: 2 });
  });

  it('refuses unknown questions with 404, bad ids with 400, stranger userIds with 403, locked courses with 403', async () => {
    const { student, ask, lock } = await setup();
    const question = await ask(student);
    const other = await signIn(ctx, 'student');
    expect((await post(other, '/api/qna/like-question', { questionId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await post(other, '/api/qna/like-question', { questionId: 'abc' })).statusCode).toBe(400);
    expect((await post(other, '/api/qna/like-question', {})).statusCode).toBe(400);
    const forged = { questionId: question._id, userId: student.user._id };
    expect((await post(other, '/api/qna/like-question', forged)).statusCode).toBe(403);
    await lock();
    expect((await post(other, '/api/qna/like-question', { questionId: question._id })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/qna/like-question',
      payload: forged,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowCount('qna_question_likes')).toBe(0);
  });
});

describe('POST /api/qna/like-answer', () => {
  it('toggles: each user counts once, and liking again takes the like back', async () => {
    const { student, ask, answer, list } = await setup();
    const question = await ask(student);
    const a = await answer(student, question._id);
    const admin = await signIn(ctx, 'admin');
    const like = (who: SignedIn) =>
      post(who, '/api/qna/like-answer', { questionId: question._id, answerId: a._id }).then((r) => r.json());

    expect(await like(student)).toEqual({ message: QNA_MESSAGES.liked, liked: true, likes: 1 });
    expect(await like(admin)).toEqual({ message: QNA_MESSAGES.liked, liked: true, likes: 2 });
    expect(await like(admin)).toEqual({ message: QNA_MESSAGES.unliked, liked: false, likes: 1 });
    expect((await list(student)).json().items[0].answers[0].likes).toEqual([student.user._id]);
  });

  it('refuses an answer of another question with 404, bad ids with 400, stranger userIds with 403', async () => {
    const { student, ask, answer } = await setup();
    const q1 = await ask(student, 'One');
    const q2 = await ask(student, 'Two');
    const a2 = await answer(student, q2._id);
    const other = await signIn(ctx, 'student');
    const mismatched = await post(other, '/api/qna/like-answer', { questionId: q1._id, answerId: a2._id });
    expect(mismatched.statusCode).toBe(404);
    expect(
      (await post(other, '/api/qna/like-answer', { questionId: q2._id, answerId: UNKNOWN_ID })).statusCode,
    ).toBe(404);
    expect(
      (await post(other, '/api/qna/like-answer', { questionId: q2._id, answerId: '1' })).statusCode,
    ).toBe(400);
    const forged = { questionId: q2._id, answerId: a2._id, userId: student.user._id };
    expect((await post(other, '/api/qna/like-answer', forged)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/qna/like-answer', payload: forged });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowCount('qna_answer_likes')).toBe(0);
  });
});
