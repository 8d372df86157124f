import { COURSE_ERRORS, COURSE_MESSAGES, chapterKey, type Course } from '@atelier/contract/courses';
import {
  PROGRESS_LIMITS,
  PROGRESS_ERRORS,
  PROGRESS_MESSAGES,
  type CourseProgressTable,
  type MyProgress,
  type ProgressEvent,
  type WeeklyGoal,
} from '@atelier/contract/progress';
import type { QuizBody } from '@atelier/contract/quizzes';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOSTILE_VALUES, signIn, type SignedIn, useClockedTestApp } from '../../../test/helpers';
import { createCourse, sampleCourse } from '../courses/course-fixtures';
import { expectRefusal } from '../../../test/refusals';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;
/** 19:00 UTC is half past midnight of the next day in Kolkata (UTC+5:30). */
const NOON_UTC = Date.parse('2025-11-03T12:00:00.000Z');

const ctx = useClockedTestApp(() => NOON_UTC);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await ctx.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const stored = async () => ({
  days: await rows<{ day: string; seconds: number }>(
    sql`SELECT day::text AS day, seconds FROM learning_days ORDER BY day`,
  ),
  chapters: await rows<{ chapter_id: string; seconds: number }>(
    sql`SELECT chapter_id, seconds FROM chapter_progress ORDER BY seconds DESC, chapter_id`,
  ),
});

const keysOf = (course: Course) =>
  course.sections.flatMap((s) => s.chapters.map((c) => chapterKey(course._id, c.name)));

const iso = (ms = ctx.clock) => new Date(ms).toISOString();
const opened = (course: Course, chapterId: string, at = iso()): ProgressEvent => ({
  type: 'chapter_opened',
  courseId: course._id,
  chapterId,
  at,
});
const spent = (course: Course, chapterId: string, seconds: number, at = iso()): ProgressEvent => ({
  type: 'chapter_time',
  courseId: course._id,
  chapterId,
  seconds,
  at,
});

const send = (who: SignedIn, events: unknown, headers: Record<string, string> = {}) =>
  who.inject({ method: 'POST', url: '/api/progress/events', payload: { events }, headers });
const me = async (who: SignedIn, headers: Record<string, string> = {}) => {
  const res = await who.inject({ method: 'GET', url: '/api/progress/me', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyProgress;
};

describe('POST /api/progress/events', () => {
  it('records opened chapters and adds up the time on them, day and chapter', async () => {
    const course = await createCourse(ctx);
    const [first, second] = keysOf(course);
    const student = await signIn(ctx, 'student');

    const res = await send(student, [
      opened(course, first!),
      spent(course, first!, 30),
      spent(course, first!, 45),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recorded: 3 });
    expect((await send(student, [spent(course, first!, 20)])).statusCode).toBe(200);

    expect(await stored()).toEqual({
      days: [{ day: '2025-11-03', seconds: 95 }],
      chapters: [{ chapter_id: first, seconds: 95 }],
    });
    let mine = await me(student);
    expect(mine.courses).toEqual([
      { courseId: course._id, chaptersOpened: 1, chapterCount: 3, seconds: 95, lastSeenAt: iso() },
    ]);

    ctx.clock += 5 * MINUTE;
    await send(student, [opened(course, second!)]);
    mine = await me(student);
    expect(mine.courses[0]).toMatchObject({ chaptersOpened: 2, seconds: 95, lastSeenAt: iso() });
    expect(mine.days).toEqual([{ day: '2025-11-03', seconds: 95, quizzes: 0 }]);

    // A renamed chapter's old key no longer counts as one of the course's chapters.
    await ctx.database.db.execute(
      sql`UPDATE course_chapters SET name = 'Renamed' WHERE course_id = ${course._id} AND name = 'The model'`,
    );
    expect((await me(student)).courses[0]).toMatchObject({ chaptersOpened: 1, chapterCount: 3 });
  });

  it("files the day in the caller's time zone (x-time-zone), else in UTC", async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const student = await signIn(ctx, 'student');
    ctx.clock = Date.parse('2025-11-03T19:00:00.000Z');

    const kolkata = { 'x-time-zone': 'Asia/Kolkata' };
    expect((await send(student, [spent(course, first!, 60)], kolkata)).statusCode).toBe(200);
    expect((await send(student, [spent(course, first!, 10)])).statusCode).toBe(200);
    expect((await stored()).days).toEqual([
      { day: '2025-11-03', seconds: 10 },
      { day: '2025-11-04', seconds: 60 },
    ]);

    const inKolkata = await me(student, kolkata);
    expect(inKolkata.today).toBe('2025-11-04');
    expect(inKolkata.from).toBe('2025-08-13');
    expect(inKolkata.days.at(-1)).toEqual({ day: '2025-11-04', seconds: 60, quizzes: 0 });
    expect((await me(student)).today).toBe('2025-11-03');
    // A time zone nobody has heard of is UTC, not an error.
    expect((await me(student, { 'x-time-zone': 'Mars/Olympus' })).today).toBe('2025-11-03');
  });

  it('refuses a time in the future (beyond two minutes of skew) or older than a week, storing nothing', async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const student = await signIn(ctx, 'student');

    const future = await send(student, [
      opened(course, first!),
      spent(course, first!, 30, iso(ctx.clock + 3 * MINUTE)),
    ]);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: `events.1.at: ${PROGRESS_MESSAGES.future}`,
      code: PROGRESS_ERRORS.future.code,
      issues: [{ in: 'body', path: 'events.1.at', message: PROGRESS_MESSAGES.future }],
    });
    const old = await send(student, [
      opened(course, first!, iso(ctx.clock - PROGRESS_LIMITS.maxAgeMs - MINUTE)),
    ]);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      message: `events.0.at: ${PROGRESS_MESSAGES.tooOld}`,
      code: PROGRESS_ERRORS.tooOld.code,
    });
    expect(await stored()).toEqual({ days: [], chapters: [] });

    // A ctx.clock a minute fast is skew, not the future.
    expect((await send(student, [opened(course, first!, iso(ctx.clock + MINUTE))])).statusCode).toBe(200);
    expect((await stored()).chapters).toHaveLength(1);
  });

  it('refuses the whole batch with 403 when one course is locked, 404 for an unknown course or chapter', async () => {
    const open = await createCourse(ctx);
    const locked = await createCourse(ctx, sampleCourse({ title: 'Locked course' }));
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${locked._id}`);
    const student = await signIn(ctx, 'student');
    const [openChapter] = keysOf(open);
    const [lockedChapter] = keysOf(locked);

    const refused = await send(student, [opened(open, openChapter!), spent(locked, lockedChapter!, 30)]);
    expectRefusal(refused, COURSE_ERRORS.locked);

    const unknownCourse = await send(student, [
      opened(open, openChapter!),
      { ...opened(open, openChapter!), courseId: UNKNOWN_ID, chapterId: `${UNKNOWN_ID}_What_is_BIM` },
    ]);
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().message).toBe(COURSE_MESSAGES.notFound);

    const unknownChapter = await send(student, [
      opened(open, openChapter!),
      opened(open, `${open._id}_Nope`),
    ]);
    expectRefusal(unknownChapter, COURSE_ERRORS.chapterNotFound);
    // A chapter of another course named under this one.
    const crossed = await send(student, [opened(open, lockedChapter!)]);
    expect(crossed.statusCode).toBe(404);

    expect(await stored()).toEqual({ days: [], chapters: [] });

    // Admins open locked courses, so their time there counts.
    const admin = await signIn(ctx, 'admin');
    expect((await send(admin, [opened(locked, lockedChapter!)])).statusCode).toBe(200);
  });

  it('refuses smartLABS with 403 and anyone without a token with 401', async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const member = await signIn(ctx, 'smartLABS');
    for (const [method, url] of [
      ['POST', '/api/progress/events'],
      ['GET', '/api/progress/me'],
      ['GET', `/api/progress/course/${course._id}`],
    ] as const) {
      const payload = method === 'POST' ? { events: [opened(course, first!)] } : undefined;
      expect((await member.inject({ method, url, payload })).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect(await stored()).toEqual({ days: [], chapters: [] });
  });

  it('answers 400 for hostile or malformed values and stores nothing', async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const student = await signIn(ctx, 'student');
    const good = spent(course, first!, 30) as Record<string, unknown>;
    const bodies: unknown[] = [
      [],
      Array.from({ length: PROGRESS_LIMITS.eventsPerBatch + 1 }, () => opened(course, first!)),
      [{ ...good, type: 'quiz_submitted' }],
      [{ ...good, seconds: 0 }],
      [{ ...good, seconds: 601 }],
      [{ ...good, seconds: 1.5 }],
      [{ ...good, at: '2025-11-03' }],
      [{ ...good, at: 'yesterday' }],
      [{ ...good, chapterId: 'x'.repeat(301) }],
      [{ ...good, chapterId: 'a\nb' }],
    ];
    for (const field of ['type', 'courseId', 'chapterId', 'seconds', 'at']) {
      for (const value of HOSTILE_VALUES) bodies.push([{ ...good, [field]: value }]);
    }
    for (const value of HOSTILE_VALUES) bodies.push(value);
    for (const events of bodies) {
      const res = await send(student, events);
      // A body past the route's 64 KB is refused before it is read.
      const expected = JSON.stringify(events).length > 64 * 1024 ? 413 : 400;
      expect(res.statusCode, JSON.stringify(events).slice(0, 120)).toBe(expected);
    }
    const noBody = await student.inject({ method: 'POST', url: '/api/progress/events' });
    expect(noBody.statusCode).toBe(400);
    expect(await stored()).toEqual({ days: [], chapters: [] });
  });

  it('keeps a day at most eight hours, however much a stuck tab sends', async () => {
    const course = await createCourse(ctx);
    const [first, second] = keysOf(course);
    const student = await signIn(ctx, 'student');
    const batch = Array.from({ length: 50 }, () => spent(course, first!, 600));
    expect((await send(student, batch)).statusCode).toBe(200);
    expect((await send(student, [spent(course, second!, 600)])).statusCode).toBe(200);
    const { days, chapters } = await stored();
    expect(days).toEqual([{ day: '2025-11-03', seconds: PROGRESS_LIMITS.secondsPerDay }]);
    // The second chapter still counts as opened, with none of the day's time left for it.
    expect(chapters).toEqual([
      { chapter_id: first, seconds: PROGRESS_LIMITS.secondsPerDay },
      { chapter_id: second, seconds: 0 },
    ]);
    // The next day starts afresh.
    ctx.clock += 24 * 60 * MINUTE;
    await send(student, [spent(course, second!, 600)]);
    expect((await stored()).days.at(-1)).toEqual({ day: '2025-11-04', seconds: 600 });
  });

  it('answers 429 after 60 batches in a minute', async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const student = await signIn(ctx, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await send(student, [spent(course, first!, 1)])).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await stored()).chapters).toEqual([{ chapter_id: first, seconds: 60 }]);
  });
});

describe('GET /api/progress/me', () => {
  it("shows only the caller's own days, chapters and scores", async () => {
    const course = await createCourse(ctx);
    const [first] = keysOf(course);
    const asha = await signIn(ctx, 'student');
    const ravi = await signIn(ctx, 'student');
    await send(asha, [spent(course, first!, 120)]);

    const empty = await me(ravi);
    expect(empty).toEqual({ today: '2025-11-03', from: '2025-08-12', days: [], scores: [], courses: [] });
    // There is no way to ask for somebody else's: a userId is ignored.
    const res = await ravi.inject({ method: 'GET', url: `/api/progress/me?userId=${asha.user._id}` });
    expect(res.json()).toEqual(empty);
    expect((await me(asha)).days).toEqual([{ day: '2025-11-03', seconds: 120, quizzes: 0 }]);
  });

  it('shows quiz scores after a submit and marks the submission day active', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const quizBody: QuizBody = {
      title: 'BIM basics',
      description: 'Levels of detail.',
      coverImage: 'https://images.example.org/bim.png',
      timeLimit: 10,
      questions: [
        {
          questionText: 'BIM?',
          options: ['Building Information Modelling', 'No'],
          correctAnswer: 0,
          explanation: '',
        },
        { questionText: 'LOD 400?', options: ['Concept', 'Fabrication'], correctAnswer: 1, explanation: '' },
        { questionText: 'Family?', options: ['Project', 'Component'], correctAnswer: 1, explanation: '' },
      ],
    };
    const created = await admin.inject({ method: 'POST', url: '/api/quiz/create', payload: quizBody });
    const quizId = created.json().quiz._id as string;
    ctx.clock -= 2 * 24 * 60 * MINUTE;
    expect((await student.inject({ method: 'POST', url: `/api/quiz/${quizId}/start` })).statusCode).toBe(201);
    ctx.clock += 3 * MINUTE;
    const submitted = await student.inject({
      method: 'POST',
      url: `/api/quiz/submit/${quizId}`,
      payload: { answers: [0, 1, 0], userId: student.user._id },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    ctx.clock = NOON_UTC;

    const mine = await me(student);
    expect(mine.scores).toEqual([
      {
        attemptId: expect.any(String),
        quizId,
        quizTitle: 'BIM basics',
        score: 2,
        total: 3,
        percent: 67,
        submittedAt: '2025-11-01T12:03:00.000Z',
      },
    ]);
    expect(mine.days).toEqual([{ day: '2025-11-01', seconds: 0, quizzes: 1 }]);
    expect((await me(admin)).scores).toEqual([]);
  });
});

describe('GET /api/progress/course/:courseId', () => {
  it('lists each learner who opened a chapter, last seen first, in pages', async () => {
    const course = await createCourse(ctx);
    const other = await createCourse(ctx, sampleCourse({ title: 'Other course' }));
    const [first, second] = keysOf(course);
    const admin = await signIn(ctx, 'admin');
    const asha = await signIn(ctx, 'student', { name: 'Asha' });
    const ravi = await signIn(ctx, 'student', { name: 'Ravi' });
    await signIn(ctx, 'student', { name: 'Idle' });
    await send(asha, [opened(course, first!), spent(course, first!, 90), spent(course, second!, 30)]);
    ctx.clock += MINUTE;
    await send(ravi, [opened(course, first!)]);
    await send(ravi, [opened(other, keysOf(other)[0]!)]);

    const res = await admin.inject({ method: 'GET', url: `/api/progress/course/${course._id}` });
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json() as CourseProgressTable;
    expect(table.course).toEqual({ _id: course._id, title: course.title, chapterCount: 3 });
    expect(table.total).toBe(2);
    expect(table.nextCursor).toBeNull();
    expect(table.items).toEqual([
      {
        userId: ravi.user._id,
        name: 'Ravi',
        email: ravi.user.email,
        role: 'student',
        chaptersOpened: 1,
        seconds: 0,
        lastSeenAt: iso(),
      },
      {
        userId: asha.user._id,
        name: 'Asha',
        email: asha.user.email,
        role: 'student',
        chaptersOpened: 2,
        seconds: 120,
        lastSeenAt: iso(ctx.clock - MINUTE),
      },
    ]);

    const second_page = await admin.inject({
      method: 'GET',
      url: `/api/progress/course/${course._id}?limit=1&page=2`,
    });
    expect(second_page.json()).toMatchObject({ total: 2, nextCursor: null, items: [{ name: 'Asha' }] });
    const first_page = await admin.inject({
      method: 'GET',
      url: `/api/progress/course/${course._id}?limit=1`,
    });
    expect(first_page.json()).toMatchObject({ total: 2, nextCursor: '2', items: [{ name: 'Ravi' }] });
  });

  it('refuses a student with 403, an unknown course with 404 and a bad id or page with 400', async () => {
    const course = await createCourse(ctx);
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const url = `/api/progress/course/${course._id}`;
    expect((await student.inject({ method: 'GET', url })).statusCode).toBe(403);
    const unknown = await admin.inject({ method: 'GET', url: `/api/progress/course/${UNKNOWN_ID}` });
    expectRefusal(unknown, COURSE_ERRORS.notFound);
    for (const bad of [
      '/api/progress/course/not-an-id',
      `${url}?page=0`,
      `${url}?limit=101`,
      `${url}?page=x`,
    ]) {
      expect((await admin.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(400);
    }
  });
});

describe('/api/progress/weekly-goal', () => {
  const goalOf = async (who: SignedIn, headers: Record<string, string> = {}) => {
    const res = await who.inject({ method: 'GET', url: '/api/progress/weekly-goal', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WeeklyGoal;
  };
  const putGoal = (who: SignedIn, payload: unknown, headers: Record<string, string> = {}) =>
    who.inject({ method: 'PUT', url: '/api/progress/weekly-goal', payload: payload as object, headers });

  it('keeps the goal on the server, the same for every device, and only for its owner', async () => {
    const asha = await signIn(ctx, 'student');
    const ravi = await signIn(ctx, 'student');
    expect(await goalOf(asha)).toEqual({
      chaptersPerWeek: 5,
      done: 0,
      weekStart: '2025-11-02',
      saved: false,
    });

    const res = await putGoal(asha, { chaptersPerWeek: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ chaptersPerWeek: 3, done: 0, weekStart: '2025-11-02', saved: true });
    // Another device reads the same goal: nothing of it lives in the browser.
    expect((await goalOf(asha, { 'x-time-zone': 'Asia/Kolkata' })).chaptersPerWeek).toBe(3);
    expect((await putGoal(asha, { chaptersPerWeek: 50 })).json().chaptersPerWeek).toBe(50);
    expect(await rows(sql`SELECT chapters_per_week FROM weekly_goals`)).toEqual([{ chapters_per_week: 50 }]);
    // Nobody else's goal changes, and a userId in the body is not accepted as somebody else.
    expect(await goalOf(ravi)).toMatchObject({ chaptersPerWeek: 5, saved: false });
  });

  it("counts distinct chapters opened or seen this week (from Sunday in the caller's time zone)", async () => {
    const course = await createCourse(ctx);
    const [first, second, third] = keysOf(course);
    const student = await signIn(ctx, 'student');
    const other = await signIn(ctx, 'student');
    const kolkata = { 'x-time-zone': 'Asia/Kolkata' };
    // Saturday 1 November, 19:00 UTC: still Saturday in UTC, already Sunday 00:30 in Kolkata.
    const saturdayEvening = Date.parse('2025-11-01T19:00:00.000Z');
    expect((await send(student, [opened(course, first!, iso(saturdayEvening))])).statusCode).toBe(200);
    expect((await goalOf(student)).done).toBe(0);
    expect(await goalOf(student, kolkata)).toMatchObject({ done: 1, weekStart: '2025-11-02' });

    // Monday: two more chapters, one of them opened twice, and time on it.
    await send(student, [opened(course, second!), opened(course, second!), spent(course, second!, 30)]);
    await send(student, [opened(course, third!)]);
    expect((await goalOf(student)).done).toBe(2);
    expect((await goalOf(student, kolkata)).done).toBe(3);
    // A chapter first opened last week but seen again this week counts too.
    await send(student, [spent(course, first!, 30)]);
    expect((await goalOf(student)).done).toBe(3);
    expect((await goalOf(other)).done).toBe(0);

    // The next Sunday starts at zero, the goal kept.
    await putGoal(student, { chaptersPerWeek: 2 });
    ctx.clock = Date.parse('2025-11-09T12:00:00.000Z');
    expect(await goalOf(student)).toEqual({
      chaptersPerWeek: 2,
      done: 0,
      weekStart: '2025-11-09',
      saved: true,
    });
  });

  it('refuses a goal outside 1–50 or not a whole number with 400, changing nothing', async () => {
    const student = await signIn(ctx, 'student');
    await putGoal(student, { chaptersPerWeek: 4 });
    const bodies: unknown[] = [
      {},
      { chaptersPerWeek: 0 },
      { chaptersPerWeek: 51 },
      { chaptersPerWeek: 2.5 },
      { chaptersPerWeek: '7' },
      { chaptersPerWeek: null },
      [7],
      ...HOSTILE_VALUES.map((chaptersPerWeek) => ({ chaptersPerWeek })),
    ];
    for (const body of bodies) {
      const res = await putGoal(student, body);
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
    const zero = await putGoal(student, { chaptersPerWeek: 0 });
    expect(zero.json().message).toContain(PROGRESS_MESSAGES.goalRange);
    expect((await goalOf(student)).chaptersPerWeek).toBe(4);
  });

  it('refuses smartLABS with 403 and anyone without a token with 401', async () => {
    const member = await signIn(ctx, 'smartLABS');
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { chaptersPerWeek: 3 } : undefined;
      const url = '/api/progress/weekly-goal';
      expect((await member.inject({ method, url, payload })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect(await rows(sql`SELECT * FROM weekly_goals`)).toEqual([]);
  });
});
