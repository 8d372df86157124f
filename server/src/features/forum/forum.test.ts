import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { COMMON_ERRORS } from '@atelier/contract/errors';
import { UPLOAD_ERRORS } from '@atelier/contract/uploads';
import {
  FORUM_ERRORS,
  FORUM_LIMITS,
  FORUM_TEXT,
  type Feed,
  type ForumPost,
  type HiddenPage,
} from '@atelier/contract/forum';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  HOSTILE_VALUES,
  outbox,
  secondConnection,
  signIn,
  useTestApp,
  type SignedIn,
} from '../../../test/helpers';
import { MP4, PNG, sized } from '../../../test/media';
import { PDF } from '../../../test/pdf';
import * as store from './forum.store';
import { SWEEP_JOB } from '../../plugins/storage';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

const MB = 1024 * 1024;

function fileForm(bytes: Buffer, opts: { name?: string; type?: string; part?: string } = {}) {
  const data = new FormData();
  data.append(
    opts.part ?? 'file',
    new Blob([bytes], { type: opts.type ?? 'image/png' }),
    opts.name ?? 'photo.png',
  );
  return data;
}

const upload = (who: SignedIn, data: FormData) =>
  who.inject({ method: 'POST', url: '/api/forum/upload', payload: data });

async function post(who: SignedIn, body: Record<string, unknown>) {
  return who.inject({ method: 'POST', url: '/api/forum', payload: body });
}

async function newPost(who: SignedIn, question: string, category = 'general'): Promise<ForumPost> {
  const res = await post(who, { question, category });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { post: ForumPost }).post;
}

async function newAnswer(who: SignedIn, questionId: string, answer: string): Promise<{ _id: string }> {
  const res = await who.inject({ method: 'POST', url: '/api/forum/answer', payload: { questionId, answer } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().answer;
}

async function feed(who: SignedIn, query = ''): Promise<Feed> {
  const res = await who.inject({ method: 'GET', url: `/api/forum${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Feed;
}

const uploads = () => path.join(ctx.config.dataDir, 'uploads');
const storedFiles = (): string[] =>
  fs.existsSync(uploads())
    ? (fs.readdirSync(uploads(), { recursive: true }) as string[]).filter((f) => /\.\w+$/.test(f))
    : [];
const tmpFiles = () => {
  const dir = path.join(ctx.config.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('who may use the forum', () => {
  it('answers 401 without a token, 403 to a student, and lets smartLABS members and admins read', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/forum' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/forum', payload: {} })).statusCode).toBe(401);
    const student = await signIn(ctx, 'student');
    expect((await student.inject({ method: 'GET', url: '/api/forum' })).statusCode).toBe(403);
    expect((await post(student, { question: 'hi', category: 'general' })).statusCode).toBe(403);
    expect((await student.inject({ method: 'GET', url: '/api/forum/events' })).statusCode).toBe(403);
    const member = await signIn(ctx, 'smartLABS');
    const admin = await signIn(ctx, 'admin');
    await newPost(member, 'Hello cohort');
    expect((await feed(admin)).items.map((p) => p.question)).toEqual(['Hello cohort']);
  });

  it('refuses a userId that is not the caller’s with 403 and stores nothing', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const res = await post(member, { userId: other.user._id, question: 'as someone else', category: 'idea' });
    expect(res.statusCode).toBe(403);
    const mine = await newPost(member, 'mine', 'doubt');
    const answer = await member.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: mine._id, userId: other.user._id, answer: 'x' },
    });
    expect(answer.statusCode).toBe(403);
    const like = await member.inject({
      method: 'POST',
      url: '/api/forum/like-question',
      payload: { questionId: mine._id, userId: other.user._id },
    });
    expect(like.statusCode).toBe(403);
    expect((await feed(member)).items).toHaveLength(1);
    expect((await feed(member)).items[0]!.likes).toEqual([]);
  });
});

describe('posts', () => {
  it('makes a post with its author and category, newest first', async () => {
    const member = await signIn(ctx, 'smartLABS', { name: 'Ravi' });
    const res = await post(member, {
      userId: member.user._id,
      question: '  How do I export IFC?  ',
      category: 'doubt',
    });
    expect(res.statusCode).toBe(201);
    const created = (res.json() as { post: ForumPost }).post;
    expect(created).toMatchObject({
      question: 'How do I export IFC?',
      category: 'doubt',
      userId: { _id: member.user._id, name: 'Ravi' },
      mediaUrl: null,
      likes: [],
      answers: [],
      editedAt: null,
    });
    await newPost(member, 'Second');
    expect((await feed(member)).items.map((p) => p.question)).toEqual(['Second', 'How do I export IFC?']);
  });

  it('needs text or a file, a known category, and refuses hostile values with 400', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const blank = await post(member, { question: '   ', category: 'general' });
    expectRefusal(blank, FORUM_ERRORS.needTextOrFile);
    expect((await post(member, { question: 'x', category: 'job' })).statusCode).toBe(400);
    expect((await post(member, { question: 'x' })).statusCode).toBe(400);
    expect(
      (await post(member, { question: 'x'.repeat(FORUM_LIMITS.post + 1), category: 'idea' })).statusCode,
    ).toBe(400);
    for (const value of HOSTILE_VALUES) {
      expect((await post(member, { question: value, category: 'general' })).statusCode).toBe(400);
      expect((await post(member, { question: 'ok', category: value })).statusCode).toBe(400);
    }
    expect((await feed(member)).total).toBe(0);
  });
});

describe('attachments', () => {
  it('uploads a photo checked by its bytes, posts with it, and serves it through a signed link', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const res = await upload(
      member,
      fileForm(PNG, { name: 'anything.bin', type: 'application/octet-stream' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { url, kind } = res.json() as { url: string; kind: string };
    expect(kind).toBe('image');
    expect(url).toMatch(/^\/api\/files\/forum\/\d{4}-\d{2}\/[0-9a-f-]+\.png\?exp=\d+&sig=/);

    const created = await post(member, { question: '', category: 'general', mediaUrl: url });
    expect(created.statusCode, created.body).toBe(201);
    const [shown] = (await feed(member)).items;
    expect(shown).toMatchObject({ mediaKind: 'image', question: '' });
    const file = await ctx.app.inject({ method: 'GET', url: shown!.mediaUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(tmpFiles()).toEqual([]);
  });

  it('takes a video and a PDF document, each up to its own size', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const video = await upload(
      member,
      fileForm(sized(MP4, 12 * MB), { name: 'walkthrough.mp4', type: 'video/mp4' }),
    );
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().kind).toBe('video');
    const doc = await upload(member, fileForm(PDF, { name: 'brief.pdf', type: 'application/pdf' }));
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().kind).toBe('document');
    expect(storedFiles()).toHaveLength(2);
  });

  it('refuses a photo over 10 MB with 413, a file that is not what it claims with 415, and keeps nothing', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const big = await upload(member, fileForm(sized(PNG, FORUM_LIMITS.bytes.image + 1)));
    expectRefusal(big, UPLOAD_ERRORS.tooLarge, FORUM_TEXT.tooLarge('image'));
    const fake = await upload(member, fileForm(Buffer.from('<script>alert(1)</script>'), { name: 'x.png' }));
    expectRefusal(fake, UPLOAD_ERRORS.wrongType, FORUM_TEXT.wrongFileType);
    const empty = await upload(member, fileForm(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(415);
    const notMultipart = await member.inject({
      method: 'POST',
      url: '/api/forum/upload',
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().code).toBe(UPLOAD_ERRORS.notMultipart.code);
    const wrongPart = await upload(member, fileForm(PNG, { part: 'photo' }));
    expect(wrongPart.statusCode).toBe(400);
    expect(wrongPart.json()).toEqual({
      message: FORUM_ERRORS.noFile.message,
      code: UPLOAD_ERRORS.unknownPart.code,
    });
    const two = fileForm(PNG);
    two.append('file', new Blob([PNG], { type: 'image/png' }), 'second.png');
    const twoFiles = await upload(member, two);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({
      message: FORUM_ERRORS.noFile.message,
      code: UPLOAD_ERRORS.tooMany.code,
    });
    const withText = fileForm(PNG);
    withText.append('caption', 'hello');
    expect((await upload(member, withText)).statusCode).toBe(400);
    const noFile = new FormData();
    expect((await upload(member, noFile)).statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file over the largest limit while it streams (413) and keeps nothing', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const res = await upload(
      member,
      fileForm(sized(MP4, FORUM_LIMITS.bytes.video + 1), { type: 'video/mp4' }),
    );
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it('lets only the uploader post an upload, once, and refuses links that are not uploads', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const { url } = (await upload(member, fileForm(PNG))).json() as { url: string };
    const stolen = await post(other, { question: 'mine now', category: 'idea', mediaUrl: url });
    expectRefusal(stolen, FORUM_ERRORS.mediaNotFound);
    expect((await post(member, { question: 'first', category: 'idea', mediaUrl: url })).statusCode).toBe(201);
    expect((await post(member, { question: 'again', category: 'idea', mediaUrl: url })).statusCode).toBe(400);
    for (const mediaUrl of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/api/files/events/2026-01/x.pdf',
      '/api/files/../etc',
    ]) {
      expect((await post(member, { question: 'x', category: 'idea', mediaUrl })).statusCode).toBe(400);
    }
    expect((await feed(member)).total).toBe(1);
  });

  it('posts an upload by the uploadId it answered: only the uploader, only once, never another id', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const uploaded = (await upload(member, fileForm(PNG))).json() as { url: string; uploadId: string };
    // The id names the stored file the link opens.
    expect(uploaded.url).toContain(`/${uploaded.uploadId}.png?`);
    const refused = { message: FORUM_TEXT.mediaNotFound, code: FORUM_ERRORS.mediaNotFound.code };
    const stolen = await post(other, { question: 'mine now', category: 'idea', uploadId: uploaded.uploadId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(refused);
    const unknown = { question: 'x', category: 'idea', uploadId: '00000000-0000-4000-8000-000000000000' };
    expect((await post(member, unknown)).json()).toEqual(refused);
    const posted = await post(member, { question: '', category: 'idea', uploadId: uploaded.uploadId });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((posted.json() as { post: ForumPost }).post.mediaKind).toBe('image');
    expect(
      (await post(member, { question: 'again', category: 'idea', uploadId: uploaded.uploadId })).json(),
    ).toEqual(refused);
    // An id is a UUID: a pattern is a 400 of the body's schema, never a search.
    const pattern = await post(member, { question: 'x', category: 'idea', uploadId: '%' });
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().code).toBe(COMMON_ERRORS.invalid.code);
    const { items } = await feed(member);
    expect(items).toHaveLength(1);
    expect(items[0]!.mediaUrl).toContain(`/${uploaded.uploadId}.png?`);
  });

  it('removes an upload nobody posted a day later, file and all, and keeps a posted one', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const unused = (await upload(member, fileForm(PNG))).json() as { url: string };
    const used = (await upload(member, fileForm(PNG))).json() as { url: string };
    await post(member, { question: 'with photo', category: 'general', mediaUrl: used.url });
    expect(storedFiles()).toHaveLength(2);
    // Nothing is due yet.
    await ctx.app.jobs.drain();
    expect(storedFiles()).toHaveLength(2);
    // A day passes: the uploads are a day old and the storage sweep falls due.
    await ctx.database.db.execute(sql`UPDATE uploads SET created_at = created_at - interval '25 hours'`);
    await ctx.database.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = ${SWEEP_JOB}`,
    );
    await ctx.app.jobs.drain();
    const left = storedFiles();
    expect(left).toHaveLength(1);
    expect(used.url).toContain(path.basename(left[0]!));
    expect(unused.url).not.toContain(path.basename(left[0]!));
    expect((await feed(member)).items[0]!.mediaUrl).not.toBeNull();
  });
});

describe('answers, comments and replies', () => {
  it('takes answers on doubt posts and comments on the others, never the other way round', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const helper = await signIn(ctx, 'smartLABS', { name: 'Helper' });
    const doubt = await newPost(member, 'Why does my wall not join?', 'doubt');
    const idea = await newPost(member, 'A BIM reading club', 'idea');
    const answered = await helper.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: doubt._id, answer: 'Check the wall location line.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().answer).toMatchObject({
      answer: 'Check the wall location line.',
      userId: { name: 'Helper' },
      replies: [],
    });

    const wrongComment = await helper.inject({
      method: 'POST',
      url: '/api/forum/comment',
      payload: { questionId: doubt._id, comment: 'x' },
    });
    expectRefusal(wrongComment, FORUM_ERRORS.commentsNotOnDoubts);
    const wrongAnswer = await helper.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: idea._id, answer: 'x' },
    });
    expectRefusal(wrongAnswer, FORUM_ERRORS.answersOnDoubts);
    const commented = await helper.inject({
      method: 'POST',
      url: '/api/forum/comment',
      payload: { questionId: idea._id, comment: 'Count me in' },
    });
    expect(commented.statusCode).toBe(201);

    const blank = await helper.inject({
      method: 'POST',
      url: '/api/forum/comment',
      payload: { questionId: idea._id, comment: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(FORUM_TEXT.blankComment);
    const missing = await helper.inject({
      method: 'POST',
      url: '/api/forum/answer',
      payload: { questionId: '00000000-0000-4000-8000-000000000000', answer: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await helper.inject({
          method: 'POST',
          url: '/api/forum/answer',
          payload: { questionId: 'nope', answer: 'x' },
        })
      ).statusCode,
    ).toBe(400);

    const items = (await feed(member)).items;
    expect(items.find((p) => p._id === doubt._id)!.answers.map((a) => a.answer)).toEqual([
      'Check the wall location line.',
    ]);
    expect(items.find((p) => p._id === idea._id)!.answers.map((a) => a.answer)).toEqual(['Count me in']);
  });

  it('replies to an answer of the post named, never to another post’s answer or a blank reply', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const doubt = await newPost(member, 'Families?', 'doubt');
    const other = await newPost(member, 'Other', 'doubt');
    const answer = await newAnswer(member, doubt._id, 'Use nested families');
    const replied = await member.inject({
      method: 'POST',
      url: '/api/forum/reply',
      payload: { questionId: doubt._id, answerId: answer._id, reply: 'Thanks!' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const wrongPost = await member.inject({
      method: 'POST',
      url: '/api/forum/reply',
      payload: { questionId: other._id, answerId: answer._id, reply: 'x' },
    });
    expect(wrongPost.statusCode).toBe(404);
    const blank = await member.inject({
      method: 'POST',
      url: '/api/forum/reply',
      payload: { questionId: doubt._id, answerId: answer._id, reply: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(FORUM_TEXT.blankReply);
    const shown = (await feed(member)).items.find((p) => p._id === doubt._id)!;
    expect(shown.answers[0]!.replies.map((r) => r.reply)).toEqual(['Thanks!']);
  });
});

describe('likes, trending and stats', () => {
  it('toggles one like per member', async () => {
    const a = await signIn(ctx, 'smartLABS');
    const b = await signIn(ctx, 'smartLABS');
    const p = await newPost(a, 'Like me');
    const like = (who: SignedIn) =>
      who.inject({ method: 'POST', url: '/api/forum/like-question', payload: { questionId: p._id } });
    expect((await like(a)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(b)).json()).toEqual({ liked: true, likes: 2 });
    expect((await like(a)).json()).toEqual({ liked: false, likes: 1 });
    expect((await feed(a)).items[0]!.likes).toEqual([b.user._id]);
    const unknown = await a.inject({
      method: 'POST',
      url: '/api/forum/like-question',
      payload: { questionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the five most liked posts as Trending and the spec’s stats for the caller', async () => {
    const a = await signIn(ctx, 'smartLABS');
    const b = await signIn(ctx, 'smartLABS');
    const c = await signIn(ctx, 'smartLABS');
    const posts: ForumPost[] = [];
    for (let i = 0; i < 7; i++) posts.push(await newPost(i < 2 ? a : b, `Post ${i}`));
    const like = (who: SignedIn, p: ForumPost) =>
      who.inject({ method: 'POST', url: '/api/forum/like-question', payload: { questionId: p._id } });
    // a's posts 0 and 1 get 3 and 2 likes; b's post 6 gets 1.
    for (const who of [a, b, c]) await like(who, posts[0]!);
    for (const who of [a, b]) await like(who, posts[1]!);
    await like(c, posts[6]!);

    const trending = (await feed(c)).trending;
    expect(trending).toHaveLength(FORUM_LIMITS.trending);
    expect(trending.slice(0, 3).map((t) => [t.question, t.likes])).toEqual([
      ['Post 0', 3],
      ['Post 1', 2],
      ['Post 6', 1],
    ]);
    const stats = (await a.inject({ method: 'GET', url: '/api/forum/stats' })).json();
    // Influence = (2 posts × 5 likes) / (7 posts × 6 likes) × 100 = 23.81 %.
    expect(stats).toEqual({ posts: 2, impressions: 5, influence: 23.81 });
    expect((await c.inject({ method: 'GET', url: '/api/forum/stats' })).json()).toEqual({
      posts: 0,
      impressions: 0,
      influence: 0,
    });
  });
});

describe('the feed', () => {
  it('pages newest first with a cursor, searches post text by word prefixes, and shows My Posts', async () => {
    const a = await signIn(ctx, 'smartLABS');
    const b = await signIn(ctx, 'smartLABS');
    // Fillers straight through the store: the route allows a member ten posts a minute.
    for (let i = 0; i < 22; i++) {
      await store.insertPost(ctx.database.db, (i % 2 ? a : b).user, {
        question: `Filler post ${i}`,
        category: 'general',
      });
    }
    await newPost(a, 'Revit families with nested parameters', 'doubt');
    await newPost(b, 'Rhino to Revit: what survives the export?', 'doubt');

    const first = await feed(a);
    expect(first.items).toHaveLength(FORUM_LIMITS.pageSize);
    expect(first.total).toBe(24);
    expect(first.items[0]!.question).toBe('Rhino to Revit: what survives the export?');
    const second = await feed(a, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((p) => p._id)).size).toBe(24);

    expect((await feed(a, '?q=revit')).items.map((p) => p.question)).toEqual([
      'Rhino to Revit: what survives the export?',
      'Revit families with nested parameters',
    ]);
    expect((await feed(a, '?q=revit%20fam')).items.map((p) => p.question)).toEqual([
      'Revit families with nested parameters',
    ]);
    expect((await feed(a, `?q=${encodeURIComponent("'); DROP TABLE forum_posts; --")}`)).total).toBe(0);
    expect((await feed(a, '?q=%26%7C!')).total).toBe(24);
    const mine = await feed(a, '?mine=true&limit=50');
    expect(mine.total).toBe(12);
    expect(mine.items.every((p) => p.userId._id === a.user._id)).toBe(true);

    for (const query of ['?cursor=bogus', '?limit=0', '?limit=51', '?mine=yes', `?q=${'x'.repeat(201)}`]) {
      expect((await a.inject({ method: 'GET', url: `/api/forum${query}` })).statusCode, query).toBe(400);
    }
  });

  it('answers the 2-second poll 304 until something changes, then 200 with a new ETag', async () => {
    const member = await signIn(ctx, 'smartLABS');
    await newPost(member, 'One');
    const first = await member.inject({ method: 'GET', url: '/api/forum' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await member.inject({
      method: 'GET',
      url: '/api/forum',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await newPost(member, 'Two');
    const changed = await member.inject({
      method: 'GET',
      url: '/api/forum',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('moves another API process’s poll from 304 to 200 when a member posts through this one', async () => {
    const second = await secondConnection();
    const other = await buildApp(ctx.config, { database: second.database });
    try {
      const member = await signIn(ctx, 'smartLABS');
      await newPost(member, 'Before');
      const poll = (etag?: string) =>
        other.inject({
          method: 'GET',
          url: '/api/forum',
          headers: { authorization: `Bearer ${member.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
        });
      const first = await poll();
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect((await poll(etag)).statusCode).toBe(304);
      await newPost(member, 'After');
      let status = 304;
      for (let i = 0; i < 100 && status === 304; i++) {
        status = (await poll(etag)).statusCode;
        if (status === 304) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(200);
      const next = await poll();
      expect((next.json() as Feed).items[0]!.question).toBe('After');
      expect((await poll(next.headers.etag as string)).statusCode).toBe(304);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('live updates', () => {
  it('pushes "changed" down an open event stream when someone posts, and refuses a stream without a token', async () => {
    const member = await signIn(ctx, 'smartLABS');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/forum/events`)).status).toBe(401);

    const controller = new AbortController();
    const res = await fetch(`${base}/api/forum/events`, {
      headers: { authorization: `Bearer ${member.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before "${needle}": ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil(': open');
    await newPost(member, 'Live!');
    await readUntil('event: changed');
    controller.abort();
  });
});

describe('moderation', () => {
  it('lets authors edit and delete only their own posts, answers and replies', async () => {
    const author = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const { url } = (await upload(author, fileForm(PNG))).json() as { url: string };
    const p = (await post(author, { question: 'Typo', category: 'doubt', mediaUrl: url })).json()
      .post as ForumPost;
    const edit = (who: SignedIn, kind: string, id: string, text: unknown) =>
      who.inject({ method: 'PATCH', url: `/api/forum/item/${kind}/${id}`, payload: { text } });

    expectRefusal(await edit(other, 'post', p._id, 'Hijacked'), FORUM_ERRORS.notYours);
    expect((await edit(author, 'post', p._id, '  ')).statusCode).toBe(400);
    expect((await edit(author, 'thread', p._id, 'x')).statusCode).toBe(400);
    expect((await edit(author, 'post', p._id, 'Fixed')).statusCode).toBe(200);
    const answer = await newAnswer(other, p._id, 'Hi');
    expect((await edit(author, 'answer', answer._id, 'not mine')).statusCode).toBe(403);
    expect((await edit(other, 'answer', answer._id, 'Hello')).statusCode).toBe(200);

    let shown = (await feed(author)).items[0]!;
    expect(shown.question).toBe('Fixed');
    expect(shown.editedAt).not.toBeNull();
    expect(shown.answers[0]).toMatchObject({ answer: 'Hello' });
    expect(shown.answers[0]!.editedAt).not.toBeNull();

    const del = (who: SignedIn, kind: string, id: string) =>
      who.inject({ method: 'DELETE', url: `/api/forum/item/${kind}/${id}` });
    expect((await del(author, 'answer', answer._id)).statusCode).toBe(403);
    expect((await del(other, 'answer', answer._id)).statusCode).toBe(200);
    shown = (await feed(author)).items[0]!;
    expect(shown.answers).toEqual([]);
    expect(storedFiles()).toHaveLength(1);
    expect((await del(other, 'post', p._id)).statusCode).toBe(403);
    expect((await del(author, 'post', p._id)).statusCode).toBe(200);
    expect((await del(author, 'post', p._id)).statusCode).toBe(404);
    expect((await feed(author)).total).toBe(0);
    // The attachment went with the post.
    expect(storedFiles()).toEqual([]);
  });

  it('lets an admin hide any item from every feed, tells the author by e-mail, and show it again', async () => {
    const author = await signIn(ctx, 'smartLABS', { name: 'Spammer' });
    const member = await signIn(ctx, 'smartLABS');
    const admin = await signIn(ctx, 'admin');
    const p = await newPost(author, 'Buy cheap licences at example.com');
    const keep = await newPost(member, 'A real question', 'doubt');
    const answer = await newAnswer(author, keep._id, 'Spam answer');
    const hide = (who: SignedIn, kind: string, id: string, hidden = true) =>
      who.inject({ method: 'POST', url: `/api/forum/item/${kind}/${id}/hide`, payload: { hidden } });

    expect((await hide(member, 'post', p._id)).statusCode).toBe(403);
    expect((await hide(admin, 'post', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const hidden = await hide(admin, 'post', p._id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message).toBe(FORUM_TEXT.hidden);
    expect((await hide(admin, 'answer', answer._id)).statusCode).toBe(200);

    for (const who of [member, author, admin]) {
      const items = (await feed(who)).items;
      expect(items.map((x) => x.question)).toEqual(['A real question']);
      expect(items[0]!.answers).toEqual([]);
    }
    expect((await feed(author, '?mine=true')).total).toBe(0);
    // Hidden items take no answers, likes or edits.
    expect(
      (
        await member.inject({
          method: 'POST',
          url: '/api/forum/like-question',
          payload: { questionId: p._id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await author.inject({
          method: 'PATCH',
          url: `/api/forum/item/post/${p._id}`,
          payload: { text: 'sneaky' },
        })
      ).statusCode,
    ).toBe(404);

    await ctx.app.jobs.drain();
    const mails = outbox(ctx).filter((m) => m.includes(author.user.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/Subject: Your post in the Atelier community was hidden/);
    expect(mails.join('\n')).toContain('Buy cheap licences');

    expect((await hide(admin, 'post', p._id, false)).json().message).toBe(FORUM_TEXT.shown);
    expect((await feed(member)).items.map((x) => x.question)).toContain('Buy cheap licences at example.com');
  });

  it('lists for admins what is hidden, newest hidden first and a page at a time, until it is shown again', async () => {
    const author = await signIn(ctx, 'smartLABS', { name: 'Noisy Member' });
    const member = await signIn(ctx, 'smartLABS');
    const admin = await signIn(ctx, 'admin');
    const doubt = await newPost(member, 'How do I link a Revit model?', 'doubt');
    const spam = await newPost(author, `Cheap licences ${'x'.repeat(FORUM_LIMITS.post - 20)}`);
    const answer = await newAnswer(author, doubt._id, 'Off-topic answer');
    const reply = (
      await author.inject({
        method: 'POST',
        url: '/api/forum/reply',
        payload: { questionId: doubt._id, answerId: answer._id, reply: 'Off-topic reply' },
      })
    ).json().reply as { _id: string };
    const hide = (kind: string, id: string, hidden = true) =>
      admin.inject({ method: 'POST', url: `/api/forum/item/${kind}/${id}/hide`, payload: { hidden } });
    const hiddenList = (who: SignedIn, query = '') =>
      who.inject({ method: 'GET', url: `/api/forum/hidden${query}` });

    expect((await hiddenList(admin)).json()).toEqual({ items: [], total: 0, nextCursor: null });
    for (const [kind, id] of [
      ['reply', reply._id],
      ['post', spam._id],
      ['answer', answer._id],
    ] as const) {
      expect((await hide(kind, id)).statusCode).toBe(200);
    }

    const all = (await hiddenList(admin)).json() as HiddenPage;
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.kind, item._id])).toEqual([
      ['answer', answer._id],
      ['post', spam._id],
      ['reply', reply._id],
    ]);
    expect(all.items[0]).toMatchObject({ text: 'Off-topic answer', author: { name: 'Noisy Member' } });
    expect(all.items[1]!.text).toHaveLength(FORUM_LIMITS.hiddenExcerpt);
    expect(Date.parse(all.items[0]!.hiddenAt)).toBeGreaterThanOrEqual(Date.parse(all.items[1]!.hiddenAt));

    // Two at a time: the cursor goes on across the kinds without repeating or losing one.
    const first = (await hiddenList(admin, '?limit=2')).json() as HiddenPage;
    expect(first.items.map((item) => item._id)).toEqual([answer._id, spam._id]);
    const second = (await hiddenList(admin, `?limit=2&cursor=${first.nextCursor}`)).json() as HiddenPage;
    expect(second.items.map((item) => item._id)).toEqual([reply._id]);
    expect(second.nextCursor).toBeNull();

    // Admins only; a bad query or cursor is a 400 that lists nothing.
    expect((await hiddenList(member)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/forum/hidden' })).statusCode).toBe(401);
    expect((await hiddenList(admin, '?limit=0')).statusCode).toBe(400);
    expect((await hiddenList(admin, '?cursor=bm9wZQ')).statusCode).toBe(400);

    // Shown again: off the list and back in the feed.
    expect((await hide('post', spam._id, false)).statusCode).toBe(200);
    const after = (await hiddenList(admin)).json() as HiddenPage;
    expect(after.items.map((item) => item._id)).toEqual([answer._id, reply._id]);
    expect(after.total).toBe(2);
    expect((await feed(member)).items.map((x) => x._id)).toContain(spam._id);
  });
});
