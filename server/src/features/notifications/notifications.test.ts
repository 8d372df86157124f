import { PAGE_LIMITS } from '@atelier/contract/common';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import {
  NOTIFICATION_ERRORS,
  kindNotForRoleText,
  type Notification,
  type NotificationPage,
} from '@atelier/contract/notifications';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema/faq';
import { notifications } from '../../db/schema/notifications';
import { HOSTILE_VALUES, outbox, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { PNG } from '../../../test/media';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

async function bell(who: SignedIn, query = ''): Promise<NotificationPage> {
  const res = await who.inject({ method: 'GET', url: `/api/notifications${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
}

const titles = (page: NotificationPage) => page.items.map((n: Notification) => n.title);

/** A new quiz ("Walls", for students) and session summary ("Site analysis", for the cohort). */
/** A forum post by `who`, through the API. */
async function forumPost(
  who: SignedIn,
  question: string,
  category: 'doubt' | 'idea',
): Promise<{ _id: string }> {
  const res = await who.inject({ method: 'POST', url: '/api/forum', payload: { question, category } });
  expect(res.statusCode).toBe(201);
  return res.json().post;
}

async function createQuizAndSummary(admin: SignedIn) {
  const quiz = await admin.inject({
    method: 'POST',
    url: '/api/quiz/create',
    payload: {
      title: 'Walls',
      description: 'Five questions on walls',
      coverImage: 'https://example.org/q.png',
      timeLimit: 10,
      questions: [{ questionText: 'Q?', options: ['a', 'b'], correctAnswer: 0, explanation: '' }],
    },
  });
  expect(quiz.statusCode, quiz.body).toBe(201);
  const summary = await admin.inject({
    method: 'POST',
    url: '/api/smartlabs/session-summary',
    payload: {
      sessionTitle: 'Site analysis',
      sessionDate: '2025-08-01',
      coverImage: '',
      recordingLink: 'https://youtu.be/dQw4w9WgXcQ',
      tag: 'OS',
      summaryText: [{ heading: 'Sun path', description: 'We read the site.' }],
    },
  });
  expect(summary.statusCode, summary.body).toBe(201);
  return { quiz, summary };
}

async function createCourse(admin: SignedIn, title = 'BIM basics') {
  const res = await admin.inject({
    method: 'POST',
    url: '/api/courses/create',
    payload: {
      title,
      description: 'Learn the basics of BIM.',
      coverImage: 'https://example.org/cover.png',
      learningObjectives: [],
      skillsCovered: [],
      authors: [],
      sections: [
        {
          name: 'Start',
          chapters: [
            {
              name: 'Intro',
              description: '',
              content: 'https://example.org/a.html',
              resources: [],
              summary: '',
            },
          ],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().course as { _id: string; sections: { chapters: { _id: string; name: string }[] }[] };
}

describe('the bell', () => {
  it('tells a student when someone answers or replies to their course question, never about their own words', async () => {
    const admin = await signIn(ctx, 'admin');
    const asker = await signIn(ctx, 'student', { name: 'Asha' });
    const helper = await signIn(ctx, 'student', { name: 'Bo' });
    const course = await createCourse(admin);
    const chapter = course.sections[0]!.chapters[0]!;
    const chapterId = `${course._id}_${chapter.name}`;
    const asked = await asker.inject({
      method: 'POST',
      url: '/api/qna',
      payload: { courseId: course._id, chapterId, question: 'What is LOD?' },
    });
    const questionId = asked.json().question._id as string;
    // The new course itself was announced to both students.
    expect(titles(await bell(asker))).toEqual(['New course: BIM basics']);

    await asker.inject({
      method: 'POST',
      url: '/api/qna/answer',
      payload: { questionId, answer: 'My own note' },
    });
    expect((await bell(asker)).unread).toBe(1);

    const answered = await helper.inject({
      method: 'POST',
      url: '/api/qna/answer',
      payload: { questionId, answer: 'Level of development.' },
    });
    const answerId = answered.json().answer._id as string;
    const page = await bell(asker);
    expect(page.unread).toBe(2);
    expect(page.items[0]).toMatchObject({
      kind: 'qna_answer',
      title: 'Bo answered your question',
      body: 'Level of development.',
      link: `/dashboard/student/courses/${course._id}?chapter=${chapter._id}&tab=qna`,
      read: false,
    });

    await asker.inject({
      method: 'POST',
      url: '/api/qna/reply',
      payload: { questionId, answerId, reply: 'Thanks!' },
    });
    expect(titles(await bell(helper))[0]).toBe('Asha replied in a thread you are part of');
  });

  it('groups likes on one forum post into one unread notification and tells of answers', async () => {
    const author = await signIn(ctx, 'smartLABS', { name: 'Ravi' });
    const a = await signIn(ctx, 'smartLABS', { name: 'Anu' });
    const b = await signIn(ctx, 'smartLABS');
    const post = await forumPost(author, 'Grids?', 'doubt');
    const like = (who: SignedIn) =>
      who.inject({ method: 'POST', url: '/api/forum/like-question', payload: { questionId: post._id } });
    await like(a);
    await like(b);
    await like(author);
    let page = await bell(author);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ kind: 'forum_like', count: 2, body: 'Grids?' });
    await like(a); // taking a like back tells nobody
    expect((await bell(author)).items[0]!.count).toBe(2);

    await a.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: post._id, answer: 'Set levels first.' },
    });
    page = await bell(author);
    expect(page.items[0]).toMatchObject({ kind: 'forum_answer', title: 'Anu answered your doubt' });
    expect(page.unread).toBe(2);

    // Once read, the next like starts a new notification.
    await author.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } });
    await like(a);
    page = await bell(author);
    expect(page.unread).toBe(1);
    expect(page.items.filter((n) => n.kind === 'forum_like').map((n) => [n.count, n.read])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('announces a new quiz to students and a new session summary to the cohort, not to deactivated users', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const gone = await signIn(ctx, 'student');
    const member = await signIn(ctx, 'smartLABS');
    await admin.inject({ method: 'POST', url: `/api/users/${gone.user._id}/deactivate`, payload: {} });
    const { quiz } = await createQuizAndSummary(admin);

    expect(titles(await bell(student))).toEqual(['New quiz: Walls']);
    expect((await bell(student)).items[0]!.link).toBe(
      `/dashboard/student/quiz/${quiz.json().quiz._id}/start`,
    );
    expect(titles(await bell(member))).toEqual(['New session summary: Site analysis']);
    expect(titles(await bell(admin))).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, gone.user._id));
    expect(rows).toEqual([]);
  });

  it('leaves out notifications whose course, summary or quiz was deleted: none opens a "not found"', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    const member = await signIn(ctx, 'smartLABS');
    const kept = await createCourse(admin, 'Kept course');
    const doomed = await createCourse(admin, 'Doomed course');
    const { quiz, summary } = await createQuizAndSummary(admin);
    const before = await bell(student);
    expect(titles(before)).toEqual([
      'New quiz: Walls',
      'New course: Doomed course',
      'New course: Kept course',
    ]);
    expect(before.unread).toBe(3);
    const polled = await student.inject({ method: 'GET', url: '/api/notifications' });
    const etag = polled.headers.etag as string;

    // Deleting the course deletes its notifications, and the bell's poll sees the change at once.
    const deleted = await admin.inject({ method: 'DELETE', url: `/api/courses/${doomed._id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const poll = await student.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { 'if-none-match': etag },
    });
    expect(poll.statusCode).toBe(200);
    expect(titles(poll.json() as NotificationPage)).toEqual(['New quiz: Walls', 'New course: Kept course']);
    expect((poll.json() as NotificationPage).unread).toBe(2);
    const left = await ctx.database.db.select({ link: notifications.link }).from(notifications);
    expect(left.map((r) => r.link)).not.toContain(`/dashboard/student/courses/${doomed._id}`);
    expect(left.map((r) => r.link)).toContain(`/dashboard/student/courses/${kept._id}`);

    // So does deleting a session summary.
    expect(titles(await bell(member))).toEqual(['New session summary: Site analysis']);
    const gone = await admin.inject({
      method: 'DELETE',
      url: `/api/smartlabs/session-summary/${summary.json().summary._id}`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await bell(member)).toMatchObject({ items: [], total: 0, unread: 0 });

    // Whatever else goes (a quiz here), its notification is neither listed nor counted.
    const quizGone = await admin.inject({ method: 'DELETE', url: `/api/quiz/${quiz.json().quiz._id}` });
    expect(quizGone.statusCode, quizGone.body).toBe(200);
    const after = await bell(student, '?limit=5');
    expect(titles(after)).toEqual(['New course: Kept course']);
    expect(after).toMatchObject({ total: 1, unread: 1 });
    const read = await student.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(read.json()).toMatchObject({ unread: 0 });
  });

  it('e-mails a task review by default, other kinds only when asked for in Settings', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      code: 'A1',
      title: 'Pavilion',
      brief: 'A pavilion.',
      tasks: JSON.stringify([{ code: 'T1', instructions: 'Sketch', hints: [] }]),
    }))
      form.append(k, v);
    const assignment = (
      await admin.inject({ method: 'POST', url: '/api/assignment/create', payload: form })
    ).json().assignment as { _id: string };
    const sub = (
      await member.inject({
        method: 'POST',
        url: `/api/smartlabs/assignment/start/${assignment._id}`,
        payload: {},
      })
    ).json() as { _id: string };
    const files = new FormData();
    files.append('uploadToDrive', 'true');
    for (let i = 0; i < 5; i++) files.append('files', new Blob([PNG], { type: 'image/png' }), `${i}.png`);
    expect(
      (
        await member.inject({
          method: 'POST',
          url: `/api/smartlabs/assignment/submit/${sub._id}/1`,
          payload: files,
        })
      ).statusCode,
    ).toBe(201);
    await admin.inject({
      method: 'POST',
      url: `/api/assignment/review/${sub._id}/1`,
      payload: { status: 'changes_requested', comment: 'Add a scale bar.' },
    });
    expect((await bell(member)).items[0]).toMatchObject({
      kind: 'review',
      title: 'Changes requested on task T1 of A1',
      body: 'Add a scale bar.',
      link: `/dashboard/smartLABS/assignment/${assignment._id}/tasks`,
    });

    // A forum answer: no e-mail by default; after opting in, one.
    const post = await forumPost(member, 'Help', 'doubt');
    await other.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: post._id, answer: 'First' },
    });
    await ctx.app.jobs.drain();
    let mails = outbox(ctx).filter((m) => m.includes(member.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Atelier: Changes requested on task T1 of A1/);
    expect(mails[0]).toContain('Add a scale bar.');

    expect((await member.inject({ method: 'GET', url: '/api/notifications/prefs' })).json()).toEqual({
      emailKinds: ['review'],
    });
    const saved = await member.inject({
      method: 'PUT',
      url: '/api/notifications/prefs',
      payload: { emailKinds: ['review', 'forum_answer'] },
    });
    expect(saved.json()).toEqual({ emailKinds: ['review', 'forum_answer'] });
    await other.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: post._id, answer: 'Second' },
    });
    await ctx.app.jobs.drain();
    mails = outbox(ctx).filter((m) => m.includes(member.user.email));
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Second');
  });

  it('answers the poll 304 until the caller’s own notifications change, and marks them read', async () => {
    const admin = await signIn(ctx, 'admin');
    const me = await signIn(ctx, 'smartLABS');
    const someone = await signIn(ctx, 'smartLABS');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const first = await me.inject({ method: 'GET', url: '/api/notifications' });
    const etag = first.headers.etag as string;
    const poll = () =>
      me.inject({ method: 'GET', url: '/api/notifications', headers: { 'if-none-match': etag } });
    expect((await poll()).statusCode).toBe(304);

    // Someone else's notification leaves my answer as it was.
    const theirs = await forumPost(someone, 'x', 'idea');
    await me.inject({ method: 'POST', url: '/api/forum/like-question', payload: { questionId: theirs._id } });
    expect((await bell(someone)).unread).toBe(1);
    expect((await poll()).statusCode).toBe(304);

    const mine = await forumPost(me, 'y', 'idea');
    await someone.inject({
      method: 'POST',
      url: '/api/forum/comment',
      payload: { questionId: mine._id, comment: 'Nice' },
    });
    expect((await poll()).statusCode).toBe(200);

    const page = await bell(me);
    const read = await me.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [page.items[0]!._id] },
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await bell(me)).items[0]!.read).toBe(true);
    // Marking someone else's notification changes nothing of theirs.
    const foreign = (await bell(someone)).items[0]!._id;
    await me.inject({ method: 'POST', url: '/api/notifications/read', payload: { ids: [foreign] } });
    expect((await bell(someone)).unread).toBe(1);
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      ...HOSTILE_VALUES.map((ids) => ({ ids })),
    ]) {
      expect((await me.inject({ method: 'POST', url: '/api/notifications/read', payload })).statusCode).toBe(
        400,
      );
    }
    expect((await me.inject({ method: 'GET', url: '/api/notifications?limit=0' })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(200);
  });

  it('pages the bell and refuses preferences a role cannot receive', async () => {
    const admin = await signIn(ctx, 'admin');
    const student = await signIn(ctx, 'student');
    for (let i = 0; i < 3; i++) await createCourse(admin, `Course ${i}`);
    const first = await bell(student, '?limit=2');
    expect(titles(first)).toEqual(['New course: Course 2', 'New course: Course 1']);
    const second = await bell(student, `?limit=2&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['New course: Course 0']);
    expect(second.nextCursor).toBeNull();
    expect((await student.inject({ method: 'GET', url: '/api/notifications?cursor=bogus' })).statusCode).toBe(
      400,
    );
    // The shared paging query: at most PAGE_LIMITS.max a page, a cursor or a page number but not both.
    for (const query of [`?limit=${PAGE_LIMITS.max + 1}`, `?page=2&cursor=${first.nextCursor}`]) {
      const refused = await student.inject({ method: 'GET', url: `/api/notifications${query}` });
      expect(refused.json().code, query).toBe(COMMON_ERRORS.invalid.code);
    }

    expect((await student.inject({ method: 'GET', url: '/api/notifications/prefs' })).json()).toEqual({
      emailKinds: [],
    });
    const wrong = await student.inject({
      method: 'PUT',
      url: '/api/notifications/prefs',
      payload: { emailKinds: ['review'] },
    });
    expectRefusal(wrong, NOTIFICATION_ERRORS.kindNotForRole, kindNotForRoleText('review'));
    const unknown = await student.inject({
      method: 'PUT',
      url: '/api/notifications/prefs',
      payload: { emailKinds: ['spam'] },
    });
    expect(unknown.statusCode).toBe(400);
    const ok = await student.inject({
      method: 'PUT',
      url: '/api/notifications/prefs',
      payload: { emailKinds: ['new_quiz'] },
    });
    expect(ok.json()).toEqual({ emailKinds: ['new_quiz'] });
  });
});

describe('a visitor’s FAQ answered by e-mail', () => {
  it('e-mails the visitor who left an address once an admin answers, and forgets the address', async () => {
    const admin = await signIn(ctx, 'admin');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/faq/create',
      payload: { question: 'Is the course free?', answer: '', email: 'Visitor@Example.org' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/faq/create',
          payload: { question: 'Another question?', email: 'not-an-address' },
        })
      ).statusCode,
    ).toBe(400);
    const id = asked.json().faq._id as string;
    await admin.inject({
      method: 'PUT',
      url: `/api/faq/${id}`,
      payload: { question: 'Is the course free?', answer: 'Yes.' },
    });
    await ctx.app.jobs.drain();
    const toVisitor = () => outbox(ctx).filter((m) => m.includes('visitor@example.org'));
    expect(toVisitor()).toHaveLength(1);
    expect(toVisitor()[0]).toContain('Our answer: Yes.');
    // The address is gone once used: a later edit of the answer e-mails nobody.
    await admin.inject({
      method: 'PUT',
      url: `/api/faq/${id}`,
      payload: { question: 'Is the course free?', answer: 'Yes, always.' },
    });
    await ctx.app.jobs.drain();
    expect(toVisitor()).toHaveLength(1);
    const [row] = await ctx.database.db.select({ email: faqs.email }).from(faqs).where(eq(faqs.id, id));
    expect(row?.email).toBeNull();
  });
});
