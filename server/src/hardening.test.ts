import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  createUser,
  postCourse,
  requestResetToken,
  signIn,
  testConfig,
  testDatabase,
  useTestApp,
  withOtherInstance,
  type SignedIn,
} from '../test/helpers';
import { buildApp } from './app';
import { runUserCommand } from './cli/user-command';
import { truncateAll } from './db/client';
import { loadSecret } from './db/secrets';
import { signPath } from './lib/signed-links';
import { createCourse, firstChapterKey } from './features/courses/course-fixtures';

// Issue 9: defects found by probing the running server. Each test is named after its defect.
describe("defect 8: a malformed URL got the framework's own 400, without security headers, echoing the path", () => {
  const ctx = useTestApp();

  it('answers a malformed URL through our error shape, with the security headers and no echo', async () => {
    for (const url of ['/lessons/%c0%ae%c0%ae/x', '/api/courses/%E0%A4%A', '/%zz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.body, url).not.toContain('%c0');
      expect(res.body, url).not.toContain('%E0');
      expect(res.json(), url).toEqual({ message: 'The address is not valid', code: 'common.badRequest' });
    }
  });

  it('answers an unknown lesson file with a 404 carrying the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/lessons/no-such-style.css' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('defect 1: per-IP caps on login and forgot-password never applied', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

  it('caps forgot-password at 30 requests per address whatever the e-mails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await post('/api/auth/forgot-password', { email: `person${i}@x.test` })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
  // Login's per-address cap: auth.test.ts, 'defect 1: caps login attempts from one address …'.
});

describe('defect 2: rate-limit counters lived in process memory', () => {
  const ctx = useTestApp();
  const attempt = (app: FastifyInstance, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong', role: 'student' },
    });

  it('holds one limit across two processes on one database, and across a restart', async () => {
    await withOtherInstance(ctx, async (other) => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(i % 2 ? other : ctx.app, 'a@x.test')).statusCode);
      expect(statuses.every((s) => s === 401)).toBe(true);
      expect((await attempt(other, 'a@x.test')).statusCode).toBe(429);
    });
    const restarted = await buildApp(ctx.config, { database: ctx.database });
    try {
      expect((await attempt(restarted, 'a@x.test')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('limits change-password per user, and says how long to wait', async () => {
    const first = await signIn(ctx, 'student');
    const second = await signIn(ctx, 'student');
    const change = (who: SignedIn) =>
      who.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: 'not-my-password', newPassword: 'another-password-1' },
      });
    for (let i = 0; i < 10; i++) expect((await change(first)).statusCode).toBe(400);
    const refused = await change(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: AUTH_MESSAGES.tooMany('15 minutes'), code: 'common.rateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await change(second)).statusCode).toBe(400);
  });
});

describe('defect 3: forgot-password told by its timing which e-mails have accounts', () => {
  it('answers before making the link and sending the mail, which a job does after', async () => {
    const database = await testDatabase();
    await truncateAll(database.db);
    const config = testConfig();
    let release: (() => void) | undefined;
    const sent: string[] = [];
    const mailer = {
      transport: 'smtp' as const,
      send: async (message: { to: string | { address: string } }) => {
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(typeof message.to === 'string' ? message.to : message.to.address);
        return { response: '250 Ok' };
      },
      close: async () => undefined,
    };
    const app = await buildApp(config, { database, mailer });
    try {
      const who = await createUser({ app, config, database }, { email: 'known@x.test' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: who.user.email },
      });
      // The mail is still stuck in the relay, yet the answer came.
      expect(res.statusCode).toBe(200);
      expect(sent).toEqual([]);
      // The job reaches the mailer after the answer; let the mail through.
      await vi.waitFor(() => expect(release).toBeDefined());
      release!();
      await app.jobs.drain();
      expect(sent).toEqual(['known@x.test']);
    } finally {
      release?.();
      await app.close();
    }
  });
});

describe('defect 4: older reset links stayed valid after a reset or a password change', () => {
  const ctx = useTestApp();
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  it('ends every older link when a new one is made, and all of them on a reset', async () => {
    const who = await createUser(ctx, { email: 'three-links@x.test' });
    const first = await requestResetToken(ctx, who.user.email);
    const second = await requestResetToken(ctx, who.user.email);
    expect(
      (await post('/api/auth/reset-password', { token: first, newPassword: 'first-link-pass' })).statusCode,
    ).toBe(400);
    const third = await requestResetToken(ctx, who.user.email);
    expect(
      (await post('/api/auth/reset-password', { token: third, newPassword: 'third-link-pass' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: second, newPassword: 'second-link-pass' })).statusCode,
    ).toBe(400);
  });

  it('ends outstanding links when the password is changed in settings', async () => {
    const me = await signIn(ctx, 'student');
    const link = await requestResetToken(ctx, me.user.email);
    const changed = await me.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: me.password, newPassword: 'changed-in-settings' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await post('/api/auth/reset-password', { token: link, newPassword: 'attacker-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.resetInvalid, code: 'auth.resetInvalid' });
  });
});

describe('defect 5: passwords with unpaired surrogates collapsed to one hash', () => {
  const ctx = useTestApp();

  it('refuses ill-formed passwords on every route that takes one, with 400 and a message', async () => {
    const me = await signIn(ctx, 'student');
    const bad = 'Surr-\ud800-pass';
    const answers = [
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: me.user.email, password: bad, role: 'student' },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'a'.repeat(43), newPassword: bad },
      }),
      await me.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword: me.password, newPassword: bad },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/not allowed/);
    }
  });

  it('treats the composed and decomposed forms of a password as the same password', async () => {
    const who = await createUser(ctx, { password: 'Caf\u00e9-au-lait-1' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: 'Cafe\u0301-au-lait-1', role: 'student' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses them in the CLI too', async () => {
    await expect(
      runUserCommand(
        [
          'create',
          '--email',
          'cli@x.test',
          '--password',
          'Surr-\udc00-pass',
          '--role',
          'student',
          '--name',
          'C',
        ],
        () => undefined,
        { DATA_DIR: ctx.config.dataDir },
      ),
    ).rejects.toThrow(/not allowed/);
  });
});

describe('defect 6: one student could flood a chapter and a notebook', () => {
  const ctx = useTestApp();

  async function chapter() {
    const course = await createCourse(ctx);
    return { course, chapterId: firstChapterKey(course) };
  }

  it('caps the length of questions, answers, replies and notes', async () => {
    const { course, chapterId } = await chapter();
    const student = await signIn(ctx, 'student');
    const ask = (question: string) =>
      student.inject({
        method: 'POST',
        url: '/api/qna',
        payload: { courseId: course._id, chapterId, question },
      });
    expect((await ask('q'.repeat(2001))).statusCode).toBe(400);
    const asked = await ask('q'.repeat(2000));
    expect(asked.statusCode).toBe(201);
    const questionId = asked.json().question._id;
    const answer = (text: string) =>
      student.inject({ method: 'POST', url: '/api/qna/answer', payload: { questionId, answer: text } });
    expect((await answer('a'.repeat(5001))).statusCode).toBe(400);
    const answerId = (await answer('a'.repeat(5000))).json().answer._id;
    const reply = await student.inject({
      method: 'POST',
      url: '/api/qna/reply',
      payload: { questionId, answerId, reply: 'r'.repeat(5001) },
    });
    expect(reply.statusCode).toBe(400);
    const note = await student.inject({
      method: 'POST',
      url: '/api/notebook',
      payload: { courseId: course._id, chapterId, title: 'Long', content: 'n'.repeat(20001) },
    });
    expect(note.statusCode).toBe(400);
  });

  it('limits each user to 20 questions a minute; another student may still ask', async () => {
    const { course, chapterId } = await chapter();
    const [flooder, other] = [await signIn(ctx, 'student'), await signIn(ctx, 'student')];
    const ask = (who: SignedIn) =>
      who.inject({
        method: 'POST',
        url: '/api/qna',
        payload: { courseId: course._id, chapterId, question: 'Spam?' },
      });
    for (let i = 0; i < 20; i++) expect((await ask(flooder)).statusCode).toBe(201);
    const refused = await ask(flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait (a minute|\d+ seconds) and try again/);
    expect((await ask(other)).statusCode).toBe(201);
  });

  it('limits every other signed-in write per user too', async () => {
    const student = await signIn(ctx, 'student');
    const update = () =>
      student.inject({
        method: 'PUT',
        url: `/api/auth/update/${student.user._id}`,
        payload: { name: 'Same' },
      });
    for (let i = 0; i < 300; i++) expect((await update()).statusCode).toBe(200);
    expect((await update()).statusCode).toBe(429);
  });

  it('pages the Q&A and the notebook on the server, newest first, with no row twice', async () => {
    const { course, chapterId } = await chapter();
    const student = await signIn(ctx, 'student');
    for (let i = 0; i < 25; i++) {
      await ctx.database.db.execute(sql`
        INSERT INTO qna_questions (course_id, chapter_id, user_id, question, created_at)
        SELECT ${course._id}, ${chapterId}, id, ${`Question ${i}`}, now() - ${i} * interval '1 second' FROM users LIMIT 1`);
    }
    const base = `/api/qna/${course._id}/${encodeURIComponent(chapterId)}`;
    const first = (await student.inject({ method: 'GET', url: base })).json();
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(25);
    expect(first.items[0].question).toBe('Question 0');
    const second = (
      await student.inject({ method: 'GET', url: `${base}?limit=20&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items.map((q: { question: string }) => q.question)).toEqual(
      [20, 21, 22, 23, 24].map((i) => `Question ${i}`),
    );
    expect(second.nextCursor).toBeNull();
    expect((await student.inject({ method: 'GET', url: `${base}?limit=101` })).statusCode).toBe(400);
    expect((await student.inject({ method: 'GET', url: `${base}?cursor=bogus` })).statusCode).toBe(400);

    for (let i = 0; i < 3; i++) {
      await student.inject({
        method: 'POST',
        url: '/api/notebook',
        payload: { courseId: course._id, chapterId, title: `Note ${i}` },
      });
    }
    const notes = `/api/notebook/${student.user._id}/${course._id}/${encodeURIComponent(chapterId)}`;
    const page1 = (await student.inject({ method: 'GET', url: `${notes}?limit=2` })).json();
    expect(page1.items.map((n: { title: string }) => n.title)).toEqual(['Note 2', 'Note 1']);
    expect(page1.total).toBe(3);
    const page2 = (
      await student.inject({ method: 'GET', url: `${notes}?limit=2&cursor=${page1.nextCursor}` })
    ).json();
    expect(page2.items.map((n: { title: string }) => n.title)).toEqual(['Note 0']);
  });
});

describe('defect 7: a locked course still took notes, and chapter names leaked before the lock', () => {
  const ctx = useTestApp();

  it('refuses every notebook route on a locked course with 403 first (list, save, update, delete)', async () => {
    const course = await createCourse(ctx);
    const chapterId = firstChapterKey(course);
    const student = await signIn(ctx, 'student');
    const saved = await student.inject({
      method: 'POST',
      url: '/api/notebook',
      payload: { courseId: course._id, chapterId, title: 'Mine' },
    });
    await ctx.database.db.execute(sql`UPDATE courses SET locked = true WHERE id = ${course._id}`);
    const deleted = await student.inject({ method: 'DELETE', url: `/api/notebook/${saved.json().note._id}` });
    expect(deleted.statusCode).toBe(403);
    const wrongChapter = await student.inject({
      method: 'POST',
      url: '/api/notebook',
      payload: { courseId: course._id, chapterId: `${course._id}_Guess`, title: 'x' },
    });
    expect(wrongChapter.statusCode).toBe(403);
    const ask = await student.inject({
      method: 'POST',
      url: '/api/qna',
      payload: { courseId: course._id, chapterId: `${course._id}_Guess`, question: 'x' },
    });
    expect(ask.statusCode).toBe(403);
  });
});

describe('defect 9: smartLABS accounts got the student course, notebook and Q&A routes', () => {
  const ctx = useTestApp();

  it('refuses a smartLABS token there with 403, and still serves students and admins', async () => {
    const course = await createCourse(ctx);
    const chapterId = encodeURIComponent(firstChapterKey(course));
    const cohort = await signIn(ctx, 'smartLABS');
    const urls = [
      { method: 'GET', url: '/api/courses' },
      { method: 'GET', url: `/api/courses/${course._id}` },
      { method: 'GET', url: `/api/qna/${course._id}/${chapterId}` },
      { method: 'GET', url: `/api/notebook/${cohort.user._id}/${course._id}/${chapterId}` },
      { method: 'POST', url: '/api/qna', payload: { courseId: course._id, chapterId, question: 'Hi?' } },
      { method: 'POST', url: '/api/notebook', payload: { courseId: course._id, chapterId, title: 'Hi' } },
    ] as const;
    for (const request of urls) {
      expect((await cohort.inject(request)).statusCode, request.url).toBe(403);
    }
    for (const role of ['student', 'admin'] as const) {
      const who = await signIn(ctx, role);
      expect((await who.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(200);
    }
  });
});

describe('defect 7 (lessons): lesson pages were served to anyone without a session', () => {
  const ctx = useTestApp();
  const plain = `/lessons/bim-what-is-bim.html`;

  async function courseWithLesson() {
    const admin = await signIn(ctx, 'admin');
    const created = await postCourse(admin, {
      title: 'Signed',
      description: 'Lessons behind signed links.',
      coverImage: `${ctx.config.publicUrl}/lessons/covers/bim-fundamentals.svg`,
      content: `${ctx.config.publicUrl}${plain}`,
    });
    return { admin, course: created.json().course };
  }

  it('refuses a lesson page without a valid, unexpired signature', async () => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });
    expect((await get(plain)).statusCode).toBe(403);
    const secret = await loadSecret(ctx.database.db, 'lesson-links');
    expect((await get(`${plain}?${signPath(secret, plain, 60_000)}`)).statusCode).toBe(200);
    expect((await get(`${plain}?${signPath(secret, plain, -1000)}`)).statusCode).toBe(403);
    expect((await get(`${plain}?${signPath('another-secret', plain, 60_000)}`)).statusCode).toBe(403);
    const other = '/lessons/bim-glossary.html';
    expect((await get(`${other}?${signPath(secret, plain, 60_000)}`)).statusCode).toBe(403);
    // The stylesheet and covers hold no course text and stay public, loadable from a sandboxed frame.
    const css = await get('/lessons/lesson.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('hands signed links to those who may open the course, and stores plain ones', async () => {
    const { admin, course } = await courseWithLesson();
    const student = await signIn(ctx, 'student');
    const opened = (await student.inject({ method: 'GET', url: `/api/courses/${course._id}` })).json();
    const link = opened.sections[0].chapters[0].content as string;
    expect(link).toMatch(/\/lessons\/bim-what-is-bim\.html\?exp=\d+&sig=[\w-]+$/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: link.slice(ctx.config.publicUrl.length) })).statusCode,
    ).toBe(200);

    // The edit form sends the signed link back; the course keeps the plain URL.
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/courses/${course._id}`,
      payload: {
        title: 'Signed',
        description: 'Lessons behind signed links.',
        coverImage: `${ctx.config.publicUrl}/lessons/covers/bim-fundamentals.svg`,
        sections: [{ name: 'S', chapters: [{ name: 'C', content: link }] }],
      },
    });
    expect(edited.statusCode).toBe(200);
    const rows = (await ctx.database.db.execute(sql`SELECT content FROM course_chapters`)) as unknown as {
      rows: { content: string }[];
    };
    expect(rows.rows.map((r) => r.content)).toEqual([`${ctx.config.publicUrl}${plain}`]);

    await admin.inject({ method: 'PATCH', url: `/api/courses/${course._id}/lock-toggle` });
    expect((await student.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(403);
  });
});
