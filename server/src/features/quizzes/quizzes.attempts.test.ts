import {
  QUIZ_ERRORS,
  QUIZ_TEXT,
  REVIEW_OPTIONS,
  type AttemptReview,
  type Quiz,
  type QuizBody,
  type QuizCard,
  type QuizForStudent,
} from '@atelier/contract/quizzes';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, type SignedIn, useClockedTestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { expectRefusal } from '../../../test/refusals';

// Issue 25, item 12: attempts allowed, review options and the close time.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const quizBody: QuizBody = {
  title: 'Levels of detail',
  description: 'Two questions.',
  coverImage: 'https://images.example.org/lod.png',
  timeLimit: 10,
  questions: [
    {
      questionText: 'LOD 400 is for…',
      options: ['Concept', 'Fabrication'],
      correctAnswer: 1,
      explanation: 'Fabrication and assembly.',
    },
    {
      questionText: 'LOD 100 is for…',
      options: ['Concept', 'As-built'],
      correctAnswer: 0,
      explanation: 'Massing and concept.',
    },
  ],
};

describe('quiz attempts and review options', () => {
  const ctx = useClockedTestApp();
  let admin: SignedIn;
  let student: SignedIn;

  beforeEach(async () => {
    admin = await signIn(ctx, 'admin');
    student = await signIn(ctx, 'student');
  });

  async function createQuiz(extra: Partial<QuizBody> = {}): Promise<Quiz> {
    const res = await admin.inject({
      method: 'POST',
      url: '/api/quiz/create',
      payload: { ...quizBody, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().quiz as Quiz;
  }
  const start = (who: SignedIn, quizId: string) =>
    who.inject({ method: 'POST', url: `/api/quiz/${quizId}/start` });
  const submit = (who: SignedIn, quizId: string, answers: unknown[]) =>
    who.inject({
      method: 'POST',
      url: `/api/quiz/submit/${quizId}`,
      payload: { answers, userId: who.user._id },
    });
  /** Starts and submits one attempt: the submit's answer. */
  async function attempt(who: SignedIn, quizId: string, answers: unknown[] = [0, 0]) {
    expect((await start(who, quizId)).statusCode).toBe(201);
    const res = await submit(who, quizId, answers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AttemptReview;
  }
  const review = async (who: SignedIn, attemptId: string) => {
    const res = await who.inject({ method: 'GET', url: `/api/quiz/attempts/${attemptId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AttemptReview;
  };
  const card = async (who: SignedIn) =>
    ((await who.inject({ method: 'GET', url: '/api/quiz' })).json() as QuizCard[])[0]!;
  const detail = async (who: SignedIn, quizId: string) =>
    (await who.inject({ method: 'GET', url: `/api/quiz/${quizId}` })).json() as QuizForStudent;

  /** The review carries the answers (all three keys on every question) or none of them. */
  function expectAnswers(body: AttemptReview, shown: boolean) {
    expect(body.answersShown).toBe(shown);
    for (const item of body.review) {
      for (const key of ['correctAnswer', 'explanation', 'correct']) expect(key in item, key).toBe(shown);
    }
    // The student's own choices, the score and pass or fail are always there.
    expect(body.review.map((r) => r.chosen)).toEqual(body.answers);
    expect(typeof body.score).toBe('number');
    expect(typeof body.percent).toBe('number');
  }

  it('allows one attempt by default: a second start is refused with a clear message', async () => {
    const quiz = await createQuiz();
    expect(quiz).toMatchObject({ attemptsAllowed: 1, reviewAnswers: 'after-last', closesAt: null });
    expect(await card(student)).toMatchObject({
      attemptsAllowed: 1,
      attemptsUsed: 0,
      attemptsLeft: 1,
      closed: false,
    });
    await attempt(student, quiz._id);
    const again = await start(student, quiz._id);
    expectRefusal(again, QUIZ_ERRORS.attemptsUsed, 'You have used your attempt at this quiz.');
    expect(await card(student)).toMatchObject({ attemptsUsed: 1, attemptsLeft: 0 });
    expect(await detail(student, quiz._id)).toMatchObject({
      attemptsUsed: 1,
      attemptsLeft: 0,
      inProgress: false,
    });
    // The refusal opened nothing: still one attempt.
    const mine = await student.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` });
    expect(mine.json()).toHaveLength(1);
  });

  it('allows three attempts and refuses the fourth; resuming an open attempt is not a new one', async () => {
    const quiz = await createQuiz({ attemptsAllowed: 3 });
    await attempt(student, quiz._id);
    expect((await start(student, quiz._id)).statusCode).toBe(201);
    // A reload resumes the open attempt even though it is the last one allowed... (2 of 3 here)
    expect((await start(student, quiz._id)).statusCode).toBe(200);
    expect((await detail(student, quiz._id)).inProgress).toBe(true);
    await submit(student, quiz._id, [1, 0]);
    await attempt(student, quiz._id);
    expect(await card(student)).toMatchObject({ attemptsUsed: 3, attemptsLeft: 0 });
    const fourth = await start(student, quiz._id);
    expectRefusal(fourth, QUIZ_ERRORS.attemptsUsed, QUIZ_TEXT.attemptsUsed(3));
    expect(QUIZ_TEXT.attemptsUsed(3)).toBe('You have used your 3 attempts at this quiz.');
    // Another student has their own three.
    const other = await signIn(ctx, 'student');
    expect((await start(other, quiz._id)).statusCode).toBe(201);
  });

  it('allows any number of attempts when the limit is 0', async () => {
    const quiz = await createQuiz({ attemptsAllowed: 0 });
    for (let i = 0; i < 5; i++) await attempt(student, quiz._id);
    expect(await card(student)).toMatchObject({ attemptsAllowed: 0, attemptsUsed: 5, attemptsLeft: null });
    expect((await start(student, quiz._id)).statusCode).toBe(201);
  });

  it('counts a forgotten attempt the server closed at its deadline as used', async () => {
    const quiz = await createQuiz({ timeLimit: 1 });
    await start(student, quiz._id);
    ctx.clock += 5 * MINUTE;
    const again = await start(student, quiz._id);
    expectRefusal(again, QUIZ_ERRORS.attemptsUsed, QUIZ_TEXT.attemptsUsed(1));
    const mine = await student.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` });
    expect(mine.json()).toMatchObject([{ timedOut: true }]);
  });

  it('starts one attempt when a student starts many times at once, on two servers', async () => {
    const quiz = await createQuiz({ attemptsAllowed: 2 });
    await attempt(student, quiz._id);
    const other = await buildApp(ctx.config, { database: ctx.database, now: () => ctx.clock });
    try {
      const elsewhere = (o: Parameters<SignedIn['inject']>[0]) =>
        other.inject({ ...o, headers: { authorization: `Bearer ${student.token}` } });
      const url = `/api/quiz/${quiz._id}/start`;
      const started = await Promise.all([
        start(student, quiz._id),
        elsewhere({ method: 'POST', url }),
        start(student, quiz._id),
        elsewhere({ method: 'POST', url }),
      ]);
      const statuses = started.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 201]);
      expect(new Set(started.map((r) => r.json().attemptId)).size).toBe(1);
      await submit(student, quiz._id, [1, 0]);
      // Both used: every start refused, on either server, however many at once.
      const refused = await Promise.all([
        start(student, quiz._id),
        elsewhere({ method: 'POST', url }),
        start(student, quiz._id),
      ]);
      expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
      const mine = await student.inject({
        method: 'GET',
        url: `/api/quiz/attempts/user/${student.user._id}`,
      });
      expect(mine.json()).toHaveLength(2);
    } finally {
      await other.close();
    }
  });

  it('refuses to start after the close time, but an attempt already open keeps its own deadline', async () => {
    const quiz = await createQuiz({ attemptsAllowed: 0, closesAt: new Date(ctx.clock + HOUR).toISOString() });
    const early = await signIn(ctx, 'student');
    expect((await start(early, quiz._id)).statusCode).toBe(201);
    ctx.clock += HOUR - MINUTE;
    expect((await start(student, quiz._id)).statusCode).toBe(201);
    ctx.clock += 2 * MINUTE;
    // Closed now: the student with an attempt open may resume it and submit it in time.
    const resumed = await start(student, quiz._id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().remainingSeconds).toBe(8 * 60);
    expect((await submit(student, quiz._id, [1, 0])).json()).toMatchObject({ score: 2, timedOut: false });
    const refused = await start(student, quiz._id);
    expectRefusal(refused, QUIZ_ERRORS.closed);
    expect(await card(student)).toMatchObject({ closed: true, attemptsLeft: null });
    expect(await detail(student, quiz._id)).toMatchObject({ closed: true });
    // A quiz closed from the start (a past time is allowed: it closes the quiz at once).
    const past = await createQuiz({ closesAt: new Date(ctx.clock - MINUTE).toISOString() });
    expectRefusal(await start(early, past._id), QUIZ_ERRORS.closed);
  });

  it('after-each: the review carries the correct answers once the attempt is submitted', async () => {
    const quiz = await createQuiz({ reviewAnswers: 'after-each', attemptsAllowed: 3 });
    const submitted = await attempt(student, quiz._id, [0, 0]);
    expectAnswers(submitted, true);
    expect(submitted.review[0]).toMatchObject({
      chosen: 0,
      correctAnswer: 1,
      correct: false,
      explanation: 'Fabrication and assembly.',
    });
    expectAnswers(await review(student, submitted._id), true);
  });

  it('after-last: withheld while attempts are left, shown once the last one is submitted', async () => {
    const quiz = await createQuiz({ reviewAnswers: 'after-last', attemptsAllowed: 2 });
    const first = await attempt(student, quiz._id, [0, 0]);
    expectAnswers(first, false);
    expect(JSON.stringify(first)).not.toContain('Fabrication and assembly');
    expect(first).toMatchObject({ score: 1, percent: 50, reviewAnswers: 'after-last' });
    expectAnswers(await review(student, first._id), false);
    // Admins always see them.
    expectAnswers(await review(admin, first._id), true);
    // With a second attempt open, the first one's review is still withheld.
    await start(student, quiz._id);
    expectAnswers(await review(student, first._id), false);
    const last = (await submit(student, quiz._id, [1, 0])).json() as AttemptReview;
    expectAnswers(last, true);
    expectAnswers(await review(student, first._id), true);
  });

  it('after-last with no limit: withheld until every attempt is over after the close', async () => {
    const closesAt = ctx.clock + HOUR;
    const quiz = await createQuiz({ attemptsAllowed: 0, closesAt: new Date(closesAt).toISOString() });
    const first = await attempt(student, quiz._id);
    expectAnswers(first, false);
    ctx.clock = closesAt + 10 * MINUTE + 31_000;
    expectAnswers(await review(student, first._id), true);
  });

  it('after-close: withheld before the close and while an attempt begun before it can still run, shown after', async () => {
    const closesAt = ctx.clock + HOUR;
    const quiz = await createQuiz({
      reviewAnswers: 'after-close',
      attemptsAllowed: 1,
      closesAt: new Date(closesAt).toISOString(),
    });
    // The last attempt used, but the quiz is still open: withheld.
    const only = await attempt(student, quiz._id);
    expectAnswers(only, false);
    // Just after the close, another student's attempt begun before it may still be running.
    ctx.clock = closesAt + MINUTE;
    expectAnswers(await review(student, only._id), false);
    ctx.clock = closesAt + 10 * MINUTE + 31_000;
    expectAnswers(await review(student, only._id), true);
    // Never closing: never shown to the student.
    const open = await createQuiz({ reviewAnswers: 'after-close', closesAt: null });
    const other = await signIn(ctx, 'student');
    expectAnswers(await attempt(other, open._id), false);
  });

  it('never: the student never gets the correct answers, even after the last attempt and the close', async () => {
    const quiz = await createQuiz({
      reviewAnswers: 'never',
      closesAt: new Date(ctx.clock + MINUTE).toISOString(),
    });
    const only = await attempt(student, quiz._id, [1, 0]);
    expectAnswers(only, false);
    expect(only).toMatchObject({ score: 2, percent: 100 });
    ctx.clock += 24 * HOUR;
    expectAnswers(await review(student, only._id), false);
    expectAnswers(await review(admin, only._id), true);
    // The admin's results keep the correct answers.
    const results = (await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/results` })).json();
    expect(results.questions.map((q: { correctAnswer: number }) => q.correctAnswer)).toEqual([1, 0]);
  });

  it('refuses bad settings with 400 and stores nothing; the settings alone change after attempts', async () => {
    const bad: [object, RegExp][] = [
      [{ attemptsAllowed: -1 }, /^attemptsAllowed: /],
      [{ attemptsAllowed: 21 }, /^attemptsAllowed: /],
      [{ attemptsAllowed: 1.5 }, /^attemptsAllowed: /],
      [{ attemptsAllowed: '3' }, /^attemptsAllowed: /],
      [{ reviewAnswers: 'always' }, /^reviewAnswers: /],
      [{ closesAt: 'tomorrow' }, /^closesAt: /],
      [{ closesAt: '2026-13-01T10:00:00Z' }, /^closesAt: /],
      [{ closesAt: 12 }, /^closesAt: /],
    ];
    for (const [extra, message] of bad) {
      const res = await admin.inject({
        method: 'POST',
        url: '/api/quiz/create',
        payload: { ...quizBody, ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await admin.inject({ method: 'GET', url: '/api/quiz' })).json()).toEqual([]);
    expect(REVIEW_OPTIONS).toEqual(['after-each', 'after-last', 'after-close', 'never']);

    const quiz = await createQuiz({ attemptsAllowed: 20, reviewAnswers: 'never' });
    expect(quiz).toMatchObject({ attemptsAllowed: 20, reviewAnswers: 'never' });
    await attempt(student, quiz._id);
    const url = `/api/quiz/${quiz._id}/settings`;
    const closesAt = '2030-01-01T09:00:00.000Z';
    for (const [payload] of bad) {
      const res = await admin.inject({ method: 'PUT', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await student.inject({ method: 'PUT', url, payload: { attemptsAllowed: 5 } })).statusCode).toBe(
      403,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/quiz/${unknown}/settings`, payload: {} })).statusCode,
    ).toBe(404);
    const saved = await admin.inject({
      method: 'PUT',
      url,
      payload: { attemptsAllowed: 2, reviewAnswers: 'after-each', closesAt: '2030-01-01T10:00:00+01:00' },
    });
    expect(saved.json()).toEqual({ message: QUIZ_TEXT.settingsSaved });
    const full = (await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/full` })).json();
    expect(full).toMatchObject({
      attemptsAllowed: 2,
      reviewAnswers: 'after-each',
      closesAt,
      attemptCount: 1,
    });
    expect(await card(student)).toMatchObject({ attemptsLeft: 1, closesAt });
  });

  it('averages the results from the exact scores', async () => {
    const quiz = await createQuiz({
      questions: [...quizBody.questions, { questionText: 'Third', options: ['a', 'b'], correctAnswer: 0 }],
    });
    await attempt(student, quiz._id, [1, 0, 1]);
    const other = await signIn(ctx, 'student');
    await attempt(other, quiz._id, [1, 0, 0]);
    const results = (await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/results` })).json();
    expect(results.attempts.map((a: { percent: number }) => a.percent).sort()).toEqual([100, 67]);
    expect(results.averagePercent).toBe(83.3);
  });
});
