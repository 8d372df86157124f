import { gunzipSync } from 'node:zlib';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import {
  COURSE_ERRORS,
  COURSE_LIMITS,
  COURSE_MESSAGES,
  courseBodySchema,
  type CourseInput,
} from '@atelier/contract/courses';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, HOSTILE_VALUES, signIn, useTestApp } from '../../../test/helpers';
import { createCourse, firstChapterKey, sampleCourse } from './course-fixtures';
import { insertCourse } from './courses.store';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

const rowCount = (table: string) => countRows(ctx, table);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/courses', () => {
  it('answers a card per course, without chapters', async () => {
    const course = await createCourse(ctx);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'GET', url: '/api/courses' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        _id: course._id,
        title: 'BIM Coordination Basics',
        description: 'Clash detection, model federation and the coordination meeting, step by step.',
        coverImage: 'https://cdn.example.test/covers/bim.svg',
        skillsCovered: ['Revit', 'Navisworks'],
        authors: [{ name: 'Anika Rao', profileImage: 'https://cdn.example.test/anika.png' }],
        locked: false,
        sectionCount: 2,
        chapterCount: 3,
      },
    ]);
    expect(res.body).not.toContain('what-is-bim.html');
  });

  it('shows at most 6 skills and cuts a long description for the card', async () => {
    const description = 'Parametric modelling of facades. '.repeat(40).trim();
    await createCourse(
      ctx,
      sampleCourse({ description, skillsCovered: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }),
    );
    const admin = await signIn(ctx, 'admin');
    const [card] = (await admin.inject({ method: 'GET', url: '/api/courses' })).json();
    expect(card.skillsCovered).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(card.description.length).toBeLessThanOrEqual(COURSE_LIMITS.cardDescription);
    expect(card.description).toMatch(/^Parametric modelling of facades\. .*…$/);
  });

  it('lists locked courses to students too, marked locked', async () => {
    const course = await createCourse(ctx);
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true`);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'GET', url: '/api/courses' });
    expect(res.json().map((c: { _id: string; locked: boolean }) => [c._id, c.locked])).toEqual([
      [course._id, true],
    ]);
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses' });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('keeps the answer for 200 courses of 10 chapters under 50 KB', async () => {
    const words = (
      'model federation clash detection coordination workflow parametric facade daylight analysis ' +
      'structural grid level family schedule sheet annotation section elevation drawing revision ' +
      'phasing workset sharing cloud review issue tracking quantity takeoff cost estimate energy ' +
      'simulation sustainability material library rendering visualisation presentation studio ' +
      'project brief client site context massing concept detail construction fabrication'
    ).split(' ');
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const prose = (n: number) =>
      Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' ');
    const bodies = Array.from({ length: 200 }, (_, i) =>
      courseBodySchema.parse(
        sampleCourse({
          title: `${prose(3)} ${i + 1}`,
          description: prose(90),
          coverImage: `http://localhost:3000/lessons/covers/course-${i + 1}.svg`,
          learningObjectives: Array.from({ length: 5 }, () => prose(8)),
          skillsCovered: Array.from({ length: 8 }, () => prose(1)),
          authors: [
            {
              name: 'Anika Rao',
              linkedinId: 'anika-rao',
              profileImage: 'http://localhost:3000/lessons/people/ar.svg',
            },
            { name: 'Tomás Ferreira', profileImage: 'http://localhost:3000/lessons/people/tf.svg' },
          ],
          sections: [0, 1].map((s) => ({
            name: `Section ${s + 1}: ${prose(3)}`,
            chapters: Array.from({ length: 5 }, (_, c) => ({
              name: `Chapter ${s * 5 + c + 1} ${prose(2)}`,
              description: prose(40),
              content: `http://localhost:3000/lessons/course-${i}-chapter-${c}.html`,
              resources: [`http://localhost:3000/lessons/course-${i}-resource-${c}.html`],
              summary: prose(120),
            })),
          })),
        }),
      ),
    );
    await ctx.database.db.transaction(async (tx) => {
      for (const body of bodies) await insertCourse(tx, body);
    });
    const student = await signIn(ctx, 'student');

    const res = await student.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(50 * 1024);
    const cards = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(cards).toHaveLength(200);
    expect(cards[0].chapterCount).toBe(10);
    expect(JSON.stringify(cards)).not.toContain('chapter-');

    // Without compression the cards alone stay small too: no chapter carries its text.
    const plain = await student.inject({ method: 'GET', url: '/api/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeLessThan(200 * 700);
  });
});

describe('GET /api/courses/:id', () => {
  it('answers the whole course with sections and chapters in order', async () => {
    const created = await createCourse(ctx);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'GET', url: `/api/courses/${created._id}` });
    expect(res.statusCode).toBe(200);
    const course = res.json();
    expect(course).toEqual(created);
    expect(course.sections.map((s: { name: string }) => s.name)).toEqual(['Getting started', 'Coordination']);
    expect(course.sections[0].chapters).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'What is BIM',
        description: 'Models, not drawings.',
        content: 'https://cdn.example.test/lessons/what-is-bim.html',
        resources: ['https://cdn.example.test/glossary.pdf'],
        summary: 'BIM is a process.',
      },
      {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'The model',
        description: '',
        content: 'https://cdn.example.test/lessons/the-model.html',
        resources: [],
        summary: '',
      },
    ]);
    expect(course.authors).toEqual([
      { name: 'Anika Rao', linkedinId: 'anika-rao', profileImage: 'https://cdn.example.test/anika.png' },
    ]);
  });

  it('refuses students on a locked course with 403 and the spec message; admins may open it', async () => {
    const course = await createCourse(ctx);
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true`);
    const student = await signIn(ctx, 'student');
    const res = await student.inject({ method: 'GET', url: `/api/courses/${course._id}` });
    expectRefusal(res, COURSE_ERRORS.locked);
    const admin = await signIn(ctx, 'admin');
    expect((await admin.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a token', async () => {
    const student = await signIn(ctx, 'student');
    const unknown = await student.inject({ method: 'GET', url: `/api/courses/${UNKNOWN_ID}` });
    expectRefusal(unknown, COURSE_ERRORS.notFound);
    for (const bad of ['not-a-uuid', '1', "x'%20OR%201=1", '%00']) {
      expect((await student.inject({ method: 'GET', url: `/api/courses/${bad}` })).statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/courses/${UNKNOWN_ID}` })).statusCode).toBe(401);
  });
});

describe('POST /api/courses/create', () => {
  it('creates the course for an admin, dropping blank skills and objectives', async () => {
    const admin = await signIn(ctx, 'admin');
    const input = sampleCourse({
      title: '  Revit for Architects  ',
      learningObjectives: ['Model walls', '  ', '', 'Print sheets '],
      skillsCovered: ['', 'Revit', '   '],
    });
    const res = await admin.inject({ method: 'POST', url: '/api/courses/create', payload: input });
    expect(res.statusCode).toBe(201);
    const { message, course } = res.json();
    expect(message).toBe(COURSE_MESSAGES.created);
    expect(course).toMatchObject({
      title: 'Revit for Architects',
      learningObjectives: ['Model walls', 'Print sheets'],
      skillsCovered: ['Revit'],
      locked: false,
    });
    expect(course.sections[0].chapters).toHaveLength(2);
    const fetched = await admin.inject({ method: 'GET', url: `/api/courses/${course._id}` });
    expect(fetched.json()).toEqual(course);
  });

  it('accepts a course with no authors and no sections', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/courses/create',
      payload: { title: 'Coming soon', description: 'Soon.', coverImage: 'http://example.test/c.png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().course).toMatchObject({
      authors: [],
      sections: [],
      learningObjectives: [],
      skillsCovered: [],
    });
  });

  it('refuses students and smartLABS with 403 and a caller without a token with 401', async () => {
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      const res = await who.inject({ method: 'POST', url: '/api/courses/create', payload: sampleCourse() });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/courses/create',
      payload: sampleCourse(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowCount('courses')).toBe(0);
  });

  it('refuses missing fields, bad URLs, hostile values and oversize courses with a 400 message', async () => {
    const admin = await signIn(ctx, 'admin');
    const good = sampleCourse();
    const chapter = good.sections![0]!.chapters[0]!;
    const withChapter = (patch: object): Partial<CourseInput> => ({
      sections: [{ name: 'S', chapters: [{ ...chapter, ...patch }] }],
    });
    const badUrls = [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.test/x',
      'not a url',
      '',
      '/relative',
    ];
    const bodies: unknown[] = [
      {},
      { ...good, title: undefined },
      { ...good, title: '   ' },
      { ...good, description: '' },
      { ...good, coverImage: undefined },
      ...badUrls.map((coverImage) => ({ ...good, coverImage })),
      ...badUrls.map((content) => ({ ...good, ...withChapter({ content }) })),
      { ...good, ...withChapter({ resources: ['https://ok.test/a', 'javascript:alert(1)'] }) },
      { ...good, authors: [{ name: 'No image' }] },
      { ...good, authors: [{ name: '  ', profileImage: 'https://ok.test/a.png' }] },
      { ...good, authors: [{ name: 'Bad image', profileImage: 'data:image/png;base64,AAAA' }] },
      { ...good, sections: [{ name: '', chapters: [] }] },
      { ...good, ...withChapter({ name: 'Line\nbreak' }) },
      {
        ...good,
        sections: [
          { name: 'A', chapters: [{ ...chapter, name: 'Intro lesson' }] },
          { name: 'B', chapters: [{ ...chapter, name: 'Intro_lesson' }] },
        ],
      },
      { ...good, title: 't'.repeat(COURSE_LIMITS.title + 1) },
      {
        ...good,
        sections: Array.from({ length: COURSE_LIMITS.sections + 1 }, (_, i) => ({
          name: `S${i}`,
          chapters: [],
        })),
      },
      {
        ...good,
        sections: [
          {
            name: 'S',
            chapters: Array.from({ length: COURSE_LIMITS.chaptersPerSection + 1 }, (_, i) => ({
              ...chapter,
              name: `C${i}`,
            })),
          },
        ],
      },
      { ...good, authors: Array.from({ length: COURSE_LIMITS.authors + 1 }, () => good.authors![0]) },
      { ...good, skillsCovered: 'Revit' },
      { ...good, learningObjectives: [42] },
      { ...good, sections: { name: 'not a list' } },
      ...HOSTILE_VALUES.map((title) => ({ ...good, title })),
      ...HOSTILE_VALUES.map((description) => ({ ...good, description })),
      ...HOSTILE_VALUES.map((name) => ({ ...good, ...withChapter({ name }) })),
    ];
    for (const body of bodies) {
      const res = await admin.inject({ method: 'POST', url: '/api/courses/create', payload: body as object });
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await rowCount('courses')).toBe(0);
    expect(await rowCount('course_chapters')).toBe(0);
  });

  it('names the field that is wrong', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'POST',
      url: '/api/courses/create',
      payload: { ...sampleCourse(), coverImage: 'javascript:alert(1)' },
    });
    expect(res.json()).toEqual({
      message: 'coverImage: must be an http(s) URL',
      code: COMMON_ERRORS.invalid.code,
      issues: [{ in: 'body', path: 'coverImage', message: 'must be an http(s) URL' }],
    });
  });
});

describe('PUT /api/courses/:id', () => {
  it('replaces fields, sections and chapters, keeping the ids of chapters sent back', async () => {
    const created = await createCourse(ctx);
    const admin = await signIn(ctx, 'admin');
    const kept = created.sections[0]!.chapters[1]!;
    const payload = {
      ...created,
      title: 'BIM Coordination, second edition',
      sections: [
        {
          name: 'Only section',
          chapters: [kept, { name: 'Brand new', content: 'https://cdn.example.test/new.html' }],
        },
      ],
    };
    const res = await admin.inject({ method: 'PUT', url: `/api/courses/${created._id}`, payload });
    expect(res.statusCode).toBe(200);
    const { message, course } = res.json();
    expect(message).toBe(COURSE_MESSAGES.updated);
    expect(course.title).toBe('BIM Coordination, second edition');
    expect(course.sections).toHaveLength(1);
    expect(course.sections[0].chapters.map((c: { name: string }) => c.name)).toEqual([
      'The model',
      'Brand new',
    ]);
    expect(course.sections[0].chapters[0]._id).toBe(kept._id);
    expect(course.sections[0].chapters[1]._id).not.toBe(kept._id);
    expect(await rowCount('course_sections')).toBe(1);
    expect(await rowCount('course_chapters')).toBe(2);
    const [card] = (await admin.inject({ method: 'GET', url: '/api/courses' })).json();
    expect(card).toMatchObject({
      title: 'BIM Coordination, second edition',
      sectionCount: 1,
      chapterCount: 2,
    });
  });

  it("gives new ids to chapters that carry another course's ids, and keeps lock state", async () => {
    const first = await createCourse(ctx);
    const second = await createCourse(ctx, sampleCourse({ title: 'Second' }));
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${second._id}`);
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/courses/${second._id}`,
      payload: { ...second, locked: false, sections: first.sections },
    });
    expect(res.statusCode).toBe(200);
    const { course } = res.json();
    expect(course.locked).toBe(true);
    expect(course.sections[0].chapters[0]._id).not.toBe(first.sections[0]!.chapters[0]!._id);
    const untouched = await admin.inject({ method: 'GET', url: `/api/courses/${first._id}` });
    expect(untouched.json()).toEqual(first);
  });

  it('refuses students with 403, bad input with 400, unknown ids with 404', async () => {
    const created = await createCourse(ctx);
    const student = await signIn(ctx, 'student');
    const admin = await signIn(ctx, 'admin');
    const put = (who: typeof admin, id: string, payload: object) =>
      who.inject({ method: 'PUT', url: `/api/courses/${id}`, payload });
    expect((await put(student, created._id, sampleCourse({ title: 'Hijacked' }))).statusCode).toBe(403);
    expect((await put(admin, created._id, { ...created, title: '' })).statusCode).toBe(400);
    expect((await put(admin, created._id, { ...created, description: '  ' })).statusCode).toBe(400);
    expect(
      (await put(admin, created._id, { ...created, coverImage: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await put(admin, 'nope', sampleCourse())).statusCode).toBe(400);
    const unknown = await put(admin, UNKNOWN_ID, sampleCourse());
    expectRefusal(unknown, COURSE_ERRORS.notFound);
    expect((await admin.inject({ method: 'GET', url: `/api/courses/${created._id}` })).json()).toEqual(
      created,
    );
  });
});

describe('PATCH /api/courses/:id/lock-toggle', () => {
  it('locks the course for students and unlocks it again; admins open it either way', async () => {
    const course = await createCourse(ctx);
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const toggle = () => admin.inject({ method: 'PATCH', url: `/api/courses/${course._id}/lock-toggle` });
    const open = (who: typeof admin) => who.inject({ method: 'GET', url: `/api/courses/${course._id}` });

    const locked = await toggle();
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ message: COURSE_MESSAGES.nowLocked, locked: true });
    expect((await open(student)).statusCode).toBe(403);
    expect((await open(admin)).statusCode).toBe(200);

    expect((await toggle()).json()).toEqual({ message: COURSE_MESSAGES.nowUnlocked, locked: false });
    expect((await open(student)).statusCode).toBe(200);
  });

  it('refuses students with 403, unknown ids with 404 and malformed ids with 400', async () => {
    const course = await createCourse(ctx);
    const student = await signIn(ctx, 'student');
    const admin = await signIn(ctx, 'admin');
    expect(
      (await student.inject({ method: 'PATCH', url: `/api/courses/${course._id}/lock-toggle` })).statusCode,
    ).toBe(403);
    expect(
      (await admin.inject({ method: 'PATCH', url: `/api/courses/${UNKNOWN_ID}/lock-toggle` })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'PATCH', url: '/api/courses/123/lock-toggle' })).statusCode).toBe(
      400,
    );
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: `/api/courses/${course._id}/lock-toggle` })).statusCode,
    ).toBe(401);
    const [card] = (await admin.inject({ method: 'GET', url: '/api/courses' })).json();
    expect(card.locked).toBe(false);
  });
});

describe('DELETE /api/courses/:id', () => {
  it("deletes the course with its chapters, notes and questions, and nothing of other courses'", async () => {
    const doomed = await createCourse(ctx);
    const kept = await createCourse(ctx, sampleCourse({ title: 'Kept' }));
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    for (const course of [doomed, kept]) {
      const chapterId = firstChapterKey(course);
      const note = { courseId: course._id, chapterId, title: 'Note', content: 'Text', tags: [] };
      expect((await student.inject({ method: 'POST', url: '/api/notebook', payload: note })).statusCode).toBe(
        201,
      );
      const asked = await student.inject({
        method: 'POST',
        url: '/api/qna',
        payload: { courseId: course._id, chapterId, question: 'Why?' },
      });
      const questionId = asked.json().question._id;
      const answered = await admin.inject({
        method: 'POST',
        url: '/api/qna/answer',
        payload: { questionId, answer: 'Because.' },
      });
      const answerId = answered.json().answer._id;
      await student.inject({
        method: 'POST',
        url: '/api/qna/reply',
        payload: { questionId, answerId, reply: 'Thanks' },
      });
      await student.inject({
        method: 'POST',
        url: '/api/qna/like-answer',
        payload: { questionId, answerId },
      });
      await student.inject({ method: 'POST', url: '/api/qna/like-question', payload: { questionId } });
    }

    const res = await admin.inject({ method: 'DELETE', url: `/api/courses/${doomed._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: COURSE_MESSAGES.deleted });
    expect((await admin.inject({ method: 'GET', url: `/api/courses/${doomed._id}` })).statusCode).toBe(404);
    const counts: Record<string, number> = {};
    for (const table of [
      'courses',
      'course_sections',
      'course_chapters',
      'notes',
      'qna_questions',
      'qna_answers',
      'qna_replies',
      'qna_question_likes',
      'qna_answer_likes',
    ]) {
      counts[table] = await rowCount(table);
    }
    expect(counts).toEqual({
      courses: 1,
      course_sections: 2,
      course_chapters: 3,
      notes: 1,
      qna_questions: 1,
      qna_answers: 1,
      qna_replies: 1,
      qna_question_likes: 1,
      qna_answer_likes: 1,
    });
    expect((await admin.inject({ method: 'DELETE', url: `/api/courses/${doomed._id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses students and smartLABS with 403, malformed ids with 400 and no token with 401', async () => {
    const course = await createCourse(ctx);
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      expect((await who.inject({ method: 'DELETE', url: `/api/courses/${course._id}` })).statusCode).toBe(
        403,
      );
    }
    const admin = await signIn(ctx, 'admin');
    expect((await admin.inject({ method: 'DELETE', url: '/api/courses/abc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/courses/${course._id}` })).statusCode).toBe(
      401,
    );
    expect(await rowCount('courses')).toBe(1);
  });
});
