import {
  QUIZ_ERRORS,
  QUIZ_MESSAGES,
  QUIZ_TEXT,
  type AttemptReview,
  type OpenAttempt,
  type Quiz,
  type QuizBody,
} from '@atelier/contract/quizzes';
import { beforeEach, describe, expect, it } from 'vitest';
import { csvLines, signIn, type SignedIn, useClockedTestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { expectRefusal } from '../../../test/refusals';

const MINUTE = 60_000;

const quizBody: QuizBody = {
  title: 'BIM basics',
  description: 'Ten minutes on levels of detail and families.',
  coverImage: 'https://images.example.org/bim.png',
  timeLimit: 10,
  questions: [
    {
      questionText: 'What does BIM stand for?',
      options: ['Building Information Modelling', 'Big Iron Mesh', 'Basic Interior Model', 'Beam Index Map'],
      correctAnswer: 0,
      explanation: 'The model holds information, not only geometry.',
    },
    {
      questionText: 'LOD 400 is for…',
      options: ['Concept', 'Fabrication'],
      correctAnswer: 1,
      explanation: 'Fabrication and assembly.',
    },
    {
      questionText: 'A Revit family is…',
      options: ['A project', 'A reusable component', 'A sheet'],
      correctAnswer: 1,
    },
  ],
};

describe('quizzes', () => {
  const ctx = useClockedTestApp();
  let admin: SignedIn;
  let student: SignedIn;

  beforeEach(async () => {
    admin = await signIn(ctx, 'admin');
    student = await signIn(ctx, 'student');
  });

  async function createQuiz(body: QuizBody = quizBody): Promise<Quiz> {
    const res = await admin.inject({ method: 'POST', url: '/api/quiz/create', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(QUIZ_MESSAGES.published);
    return res.json().quiz as Quiz;
  }

  const start = (who: SignedIn, quizId: string) =>
    who.inject({ method: 'POST', url: `/api/quiz/${quizId}/start` });
  const save = (who: SignedIn, quizId: string, answers: unknown[]) =>
    who.inject({ method: 'PUT', url: `/api/quiz/${quizId}/attempt`, payload: { answers } });
  const submit = (who: SignedIn, quizId: string, answers: unknown[], userId = who.user._id) =>
    who.inject({ method: 'POST', url: `/api/quiz/submit/${quizId}`, payload: { answers, userId } });

  /** Every key anywhere in a JSON value. */
  function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
    if (Array.isArray(value)) value.forEach((v) => keysOf(v, keys));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        keys.add(k);
        keysOf(v, keys);
      }
    }
    return keys;
  }

  it('creates a quiz and never shows a student its answers or explanations on any route', async () => {
    const quiz = await createQuiz();
    expect(quiz.questions[1]!.correctAnswer).toBe(1);
    expect(quiz.questions[2]!.explanation).toBe('');
    const answers: unknown[] = [];
    for (const url of ['/api/quiz', `/api/quiz/${quiz._id}`]) {
      const res = await student.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      answers.push(res.json());
    }
    const started = await start(student, quiz._id);
    answers.push(started.json());
    answers.push((await save(student, quiz._id, [0])).json());
    for (const body of answers) {
      const keys = keysOf(body);
      expect(keys.has('correctAnswer')).toBe(false);
      expect(keys.has('explanation')).toBe(false);
    }
    // After submitting, the review belongs to its owner.
    const result = (await submit(student, quiz._id, [0, 0, 1])).json() as AttemptReview;
    expect(result.review[1]).toMatchObject({
      chosen: 0,
      correctAnswer: 1,
      correct: false,
      explanation: 'Fabrication and assembly.',
    });
  });

  it('names the field of a bad quiz and stores nothing', async () => {
    const bad: [object, RegExp][] = [
      [{ ...quizBody, title: '  ' }, /^title: /],
      [{ ...quizBody, coverImage: 'javascript:alert(1)' }, /^coverImage: /],
      [{ ...quizBody, timeLimit: 0 }, /^timeLimit: /],
      [{ ...quizBody, timeLimit: 301 }, /^timeLimit: /],
      [{ ...quizBody, questions: [] }, /^questions: /],
      [
        { ...quizBody, questions: [{ ...quizBody.questions[0]!, options: ['only one'] }] },
        /^questions\.0\.options: /,
      ],
      [
        { ...quizBody, questions: [{ ...quizBody.questions[0]!, options: ['a', ' '] }] },
        /^questions\.0\.options\.1: /,
      ],
      [
        { ...quizBody, questions: [{ ...quizBody.questions[0]!, correctAnswer: 4 }] },
        /^questions\.0\.correctAnswer: /,
      ],
      [
        { ...quizBody, questions: [{ ...quizBody.questions[0]!, options: Array(11).fill('x') }] },
        /^questions\.0\.options: /,
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await admin.inject({ method: 'POST', url: '/api/quiz/create', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await admin.inject({ method: 'GET', url: '/api/quiz' })).json()).toEqual([]);
    // The time limit defaults to the spec's 10 minutes.
    const { timeLimit: _omit, ...noLimit } = quizBody;
    const created = await admin.inject({ method: 'POST', url: '/api/quiz/create', payload: noLimit });
    expect(created.json().quiz.timeLimit).toBe(10);
  });

  it('serves a class that starts, saves and submits at the same moment, as if one after another', async () => {
    const quiz = await createQuiz();
    const students = [student];
    for (let i = 0; i < 7; i++) students.push(await signIn(ctx, 'student', { name: `Student ${i}` }));
    // A second server on the same database: nobody's session is in its cache, so the class's
    // first requests are looked up together (decision 018).
    const other = await buildApp(ctx.config, { database: ctx.database, now: () => ctx.clock });
    try {
      const as = (who: SignedIn) => (o: Parameters<SignedIn['inject']>[0]) =>
        other.inject({ ...o, headers: { authorization: `Bearer ${who.token}` } });
      const [first, ...rest] = students.map(as);
      const url = `/api/quiz/${quiz._id}`;

      // Everyone starts at once; the first student also from a second tab, and a stranger's
      // token is refused among them.
      const started = await Promise.all([
        ...[first!, ...rest].map((send) => send({ method: 'POST', url: `${url}/start` })),
        first!({ method: 'POST', url: `${url}/start` }),
        other.inject({
          method: 'POST',
          url: `${url}/start`,
          headers: { authorization: `Bearer ${'x'.repeat(43)}` },
        }),
      ]);
      const statuses = started.map((r) => r.statusCode);
      expect(statuses.slice(0, students.length)).toEqual(
        students.map((_, i) => (i === 0 ? expect.any(Number) : 201)),
      );
      expect([statuses[0], statuses[students.length]].sort()).toEqual([200, 201]);
      expect(statuses.at(-1)).toBe(401);
      expect(started[0]!.json().attemptId).toBe(started[students.length]!.json().attemptId);
      expect(new Set(started.slice(0, students.length).map((r) => r.json().attemptId)).size).toBe(
        students.length,
      );

      // Everyone saves at once; the first student twice (the later one counts).
      const saved = await Promise.all([
        first!({ method: 'PUT', url: `${url}/attempt`, payload: { answers: [1] } }),
        ...rest.map((send, i) =>
          send({ method: 'PUT', url: `${url}/attempt`, payload: { answers: [i % 4 === 0 ? 0 : 1] } }),
        ),
        first!({ method: 'PUT', url: `${url}/attempt`, payload: { answers: [0, 1] } }),
      ]);
      expect(saved.map((r) => r.statusCode)).toEqual(saved.map(() => 200));
      const resumed = await first!({ method: 'POST', url: `${url}/start` });
      expect(resumed.json().answers).toEqual([0, 1, null]);

      // Everyone submits at once; the first student twice (one counts, the other is told).
      const answersOf = (i: number) => [i % 2, 1, i % 3 === 0 ? 1 : 2];
      const submitted = await Promise.all([
        ...[first!, ...rest].map((send, i) =>
          send({
            method: 'POST',
            url: `/api/quiz/submit/${quiz._id}`,
            payload: { answers: answersOf(i), userId: students[i]!.user._id },
          }),
        ),
        first!({
          method: 'POST',
          url: `/api/quiz/submit/${quiz._id}`,
          payload: { answers: [1, 1, 1], userId: students[0]!.user._id },
        }),
      ]);
      const [once, twice] = [submitted[0]!, submitted.at(-1)!].sort((a, b) => a.statusCode - b.statusCode);
      expect([once!.statusCode, twice!.statusCode]).toEqual([200, 409]);
      submitted.slice(1, students.length).forEach((res, n) => {
        const i = n + 1;
        const expected = [i % 2 === 0, true, i % 3 === 0].filter(Boolean).length;
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          score: expected,
          total: 3,
          answers: answersOf(i),
          timedOut: false,
        });
      });
      const results = (await admin.inject({ method: 'GET', url: `${url}/results` })).json();
      expect(results.attemptCount).toBe(students.length);
    } finally {
      await other.close();
    }
  });

  it('keeps the ctx.clock on the server: start, resume with saved answers and the true time, submit', async () => {
    const quiz = await createQuiz({ ...quizBody, attemptsAllowed: 2 });
    const first = await start(student, quiz._id);
    expect(first.statusCode).toBe(201);
    const open = first.json() as OpenAttempt;
    expect(open.remainingSeconds).toBe(600);
    expect(open.answers).toEqual([null, null, null]);
    expect(Date.parse(open.deadline) - Date.parse(open.startedAt)).toBe(10 * MINUTE);

    ctx.clock += 2 * MINUTE;
    const saved = await save(student, quiz._id, [0, 1]);
    expect(saved.json().remainingSeconds).toBe(480);

    // A reload (or a second tab) gets the same attempt, its answers and the time left.
    ctx.clock += MINUTE;
    const again = await start(student, quiz._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      attemptId: open.attemptId,
      deadline: open.deadline,
      answers: [0, 1, null],
      remainingSeconds: 420,
    });

    const cards = (await student.inject({ method: 'GET', url: '/api/quiz' })).json();
    expect(cards[0]).toMatchObject({ inProgress: true, accuracy: null, studentsAttempted: 0 });

    // The score is the server's: a score, total or key sent along is ignored.
    const res = await student.inject({
      method: 'POST',
      url: `/api/quiz/submit/${quiz._id}`,
      payload: { answers: [0, 1, 0], userId: student.user._id, score: 3, total: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      score: 2,
      total: 3,
      percent: 67,
      timedOut: false,
      quizId: { _id: quiz._id, title: quiz.title },
    });

    const attempts = (
      await student.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` })
    ).json();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ score: 2, quizId: { _id: quiz._id } });
    const after = (await student.inject({ method: 'GET', url: '/api/quiz' })).json();
    expect(after[0]).toMatchObject({
      inProgress: false,
      accuracy: 67,
      completionRate: 100,
      studentsAttempted: 1,
    });

    // A new start after submitting is a new attempt.
    expect((await start(student, quiz._id)).statusCode).toBe(201);
  });

  it('refuses a submit or save with no open attempt, and answers that do not fit the quiz', async () => {
    const quiz = await createQuiz();
    const none = await submit(student, quiz._id, [0]);
    expectRefusal(none, QUIZ_ERRORS.startFirst);
    // Nothing to save into: told apart from a deadline that passed (timeUp) by its code alone.
    const unopened = await save(student, quiz._id, [0]);
    expectRefusal(unopened, QUIZ_ERRORS.startFirst);
    await start(student, quiz._id);
    const tooMany = await submit(student, quiz._id, [0, 0, 0, 0]);
    expectRefusal(tooMany, QUIZ_ERRORS.tooManyAnswers);
    const outside = await save(student, quiz._id, [0, 2]);
    expectRefusal(outside, QUIZ_ERRORS.optionOutOfRange, QUIZ_TEXT.optionOutOfRange(2));
    for (const answers of [[-1], [1.5], ['a'], [{ $gt: 0 }]]) {
      expect((await save(student, quiz._id, answers)).statusCode, JSON.stringify(answers)).toBe(400);
    }
    // The attempt is still open and untouched.
    expect((await start(student, quiz._id)).json().answers).toEqual([null, null, null]);
  });

  it("refuses 'guest' and another student's id, and refuses admins and smartLABS members as takers", async () => {
    const quiz = await createQuiz();
    await start(student, quiz._id);
    const guest = await submit(student, quiz._id, [0], 'guest');
    expectRefusal(guest, QUIZ_ERRORS.guest);
    const other = await signIn(ctx, 'student');
    const notMine = await submit(student, quiz._id, [0], other.user._id);
    expectRefusal(notMine, QUIZ_ERRORS.notYours);
    const member = await signIn(ctx, 'smartLABS');
    expect((await start(admin, quiz._id)).statusCode).toBe(403);
    expect((await start(member, quiz._id)).statusCode).toBe(403);
    expect((await member.inject({ method: 'GET', url: '/api/quiz' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/quiz' })).statusCode).toBe(401);
    // Attempts of another student are not visible; admins see anyone's.
    expect(
      (await other.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await admin.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` })).statusCode,
    ).toBe(200);
  });

  it('counts only what was saved before the deadline once the grace is over, and closes forgotten attempts itself', async () => {
    const quiz = await createQuiz({ ...quizBody, timeLimit: 1, attemptsAllowed: 2 });
    await start(student, quiz._id);
    await save(student, quiz._id, [0]);
    ctx.clock += MINUTE + 1000;
    const late = await save(student, quiz._id, [0, 1, 1]);
    expectRefusal(late, QUIZ_ERRORS.timeUp);
    // Within the 30 s grace, the auto-submit sent at zero still counts; the attempt says the time
    // ran out (issue 25: the result page tells the student so).
    ctx.clock += 20_000;
    const inGrace = await submit(student, quiz._id, [0, 1]);
    expect(inGrace.json()).toMatchObject({ score: 2, timedOut: true });

    // Past the grace: only the answers autosaved before the deadline count.
    await start(student, quiz._id);
    await save(student, quiz._id, [1]);
    ctx.clock += MINUTE + 31_000;
    const tooLate = await submit(student, quiz._id, [0, 1, 1]);
    expect(tooLate.statusCode).toBe(200);
    expect(tooLate.json()).toMatchObject({ score: 0, answers: [1, null, null], timedOut: true });

    // Left open and never submitted: the server closes and scores it on its own.
    const other = await signIn(ctx, 'student');
    await start(other, quiz._id);
    await save(other, quiz._id, [0, 1, 1]);
    ctx.clock += 5 * MINUTE;
    const attempts = (
      await other.inject({ method: 'GET', url: `/api/quiz/attempts/user/${other.user._id}` })
    ).json();
    expect(attempts).toMatchObject([{ score: 3, timedOut: true }]);
    const closed = await submit(other, quiz._id, [0]);
    expect(closed.statusCode).toBe(409);
  });

  it('lets the admin edit only until someone attempts, unpublish, delete, and read the results', async () => {
    const quiz = await createQuiz();
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/quiz/${quiz._id}`,
      payload: { ...quizBody, title: 'BIM basics, revised' },
    });
    expect(edited.json()).toEqual({ message: QUIZ_TEXT.updated });
    await start(student, quiz._id);
    const locked = await admin.inject({ method: 'PUT', url: `/api/quiz/${quiz._id}`, payload: quizBody });
    expectRefusal(locked, QUIZ_ERRORS.attempted);
    await submit(student, quiz._id, [0, 1, 0]);
    const second = await signIn(ctx, 'student', { name: 'Second Student' });
    await start(second, quiz._id);
    await submit(second, quiz._id, [2, null, 1]);

    const results = (await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/results` })).json();
    expect(results).toMatchObject({ attemptCount: 2, passRate: 50, averagePercent: 50 });
    expect(results.questions[0]).toMatchObject({ chosen: [1, 0, 1, 0], unanswered: 0, correctShare: 50 });
    expect(results.questions[1]).toMatchObject({ chosen: [0, 1], unanswered: 1, correctShare: 50 });
    expect(results.attempts.map((a: { user: { name: string } }) => a.user.name)).toContain('Second Student');
    const csv = await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/results.csv` });
    csvLines(csv, 'BIM-basics-revised-results.csv', [
      'Name',
      'Email',
      'Score',
      'Total',
      'Percent',
      'Submitted at',
      'Timed out',
    ]);
    expect(csv.body).toContain('Second Student');

    const unpublished = await admin.inject({
      method: 'POST',
      url: `/api/quiz/${quiz._id}/publish`,
      payload: { published: false },
    });
    expect(unpublished.json()).toEqual({ message: QUIZ_TEXT.unpublished });
    expect((await student.inject({ method: 'GET', url: '/api/quiz' })).json()).toEqual([]);
    const closed = await start(student, quiz._id);
    expectRefusal(closed, QUIZ_ERRORS.notOpen);
    expect((await admin.inject({ method: 'GET', url: '/api/quiz' })).json()[0]).toMatchObject({
      published: false,
      studentsAttempted: 2,
    });

    expect((await admin.inject({ method: 'DELETE', url: `/api/quiz/${quiz._id}` })).json()).toEqual({
      message: QUIZ_TEXT.deleted,
    });
    const gone = await start(student, quiz._id);
    expectRefusal(gone, QUIZ_ERRORS.notFound);
    expect(
      (await student.inject({ method: 'GET', url: `/api/quiz/attempts/user/${student.user._id}` })).json(),
    ).toEqual([]);
  });

  it('keeps the builder and results for admins, and answers 404 for unknown ids', async () => {
    const quiz = await createQuiz();
    for (const call of [
      { method: 'POST' as const, url: '/api/quiz/create', payload: quizBody },
      { method: 'PUT' as const, url: `/api/quiz/${quiz._id}`, payload: quizBody },
      { method: 'DELETE' as const, url: `/api/quiz/${quiz._id}` },
      { method: 'GET' as const, url: `/api/quiz/${quiz._id}/full` },
      { method: 'GET' as const, url: `/api/quiz/${quiz._id}/results` },
      { method: 'POST' as const, url: `/api/quiz/${quiz._id}/publish`, payload: { published: false } },
    ]) {
      expect((await student.inject(call)).statusCode, call.url).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await student.inject({ method: 'GET', url: `/api/quiz/${unknown}` })).statusCode).toBe(404);
    expect((await student.inject({ method: 'GET', url: '/api/quiz/not-an-id' })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'GET', url: `/api/quiz/${unknown}/results` })).statusCode).toBe(404);
    expect((await student.inject({ method: 'GET', url: `/api/quiz/attempts/${unknown}` })).statusCode).toBe(
      404,
    );
    const full = (await admin.inject({ method: 'GET', url: `/api/quiz/${quiz._id}/full` })).json();
    expect(full).toMatchObject({
      attemptCount: 0,
      questions: [{ correctAnswer: 0 }, { correctAnswer: 1 }, { correctAnswer: 1 }],
    });
  });

  it('drops a cached quiz in every process when it changes', async () => {
    const quiz = await createQuiz();
    const other = await buildApp(ctx.config, { database: ctx.database, now: () => ctx.clock });
    try {
      const elsewhere = {
        ...student,
        inject: (o: Parameters<SignedIn['inject']>[0]) =>
          other.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${student.token}` } }),
      };
      // The other process has the quiz in its cache now.
      expect((await start(elsewhere, quiz._id)).statusCode).toBe(201);
      await submit(elsewhere, quiz._id, []);
      await admin.inject({
        method: 'POST',
        url: `/api/quiz/${quiz._id}/publish`,
        payload: { published: false },
      });
      await expect.poll(async () => (await start(elsewhere, quiz._id)).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });

  it("shows an attempt's review to its owner and admins only", async () => {
    const quiz = await createQuiz();
    await start(student, quiz._id);
    const { _id } = (await submit(student, quiz._id, [0, 1, 1])).json() as AttemptReview;
    const own = await student.inject({ method: 'GET', url: `/api/quiz/attempts/${_id}` });
    expect(own.json()).toMatchObject({
      score: 3,
      review: [{ correct: true }, { correct: true }, { correct: true }],
    });
    expect((await admin.inject({ method: 'GET', url: `/api/quiz/attempts/${_id}` })).statusCode).toBe(200);
    const other = await signIn(ctx, 'student');
    expect((await other.inject({ method: 'GET', url: `/api/quiz/attempts/${_id}` })).statusCode).toBe(404);
  });
});
