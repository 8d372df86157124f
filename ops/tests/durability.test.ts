import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { call, inviteUsers, login, ok, type Session } from '../support/api';
import { createDatabase, type TestDatabase } from '../support/postgres';
import { answersFor, createCourse, createQuiz, numberOf, type CourseRef } from '../support/school';
import { freePort, startServer, tempDir, type RunningServer } from '../support/server';

/**
 * A bounded write load of 20 clients (notes, forum posts and comments, quiz autosaves) records
 * every write the server acknowledged (2xx); the server is killed with SIGKILL in the middle of
 * it, restarted on the same data, and every acknowledged write must be there.
 */

const LOAD_MS = 3_000;
const KILL_AFTER_MS = 2_000;
const NOTE_CLIENTS = 8;
const FORUM_CLIENTS = 6;
const QUIZ_CLIENTS = 6;

interface Tally {
  notes: Map<string, string>; // note id → title, acknowledged
  posts: Map<string, string>; // post id → text
  comments: Map<string, string>; // comment id → text
  /** Per quiz client: the last autosave acknowledged, and the one in flight at the kill. */
  autosaves: { acked: number; inFlight: number | undefined; ackedCount: number }[];
  /** Writes sent whose answer never came (the kill cut them off): they may or may not have landed. */
  inFlight: { kind: 'note' | 'post' | 'comment'; text: string }[];
  refused: number;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

async function runLoad(
  server: RunningServer,
  course: CourseRef,
  quizId: string,
  students: Session[],
  members: Session[],
  quizzers: Session[],
): Promise<{ tally: Tally; killedAtMs: number }> {
  const base = server.url;
  const tally: Tally = {
    notes: new Map(),
    posts: new Map(),
    comments: new Map(),
    autosaves: quizzers.map(() => ({ acked: 0, inFlight: undefined, ackedCount: 0 })),
    inFlight: [],
    refused: 0,
  };
  const started = Date.now();
  let killed = false;
  const going = () => !killed && Date.now() - started < LOAD_MS;
  /** A write's answer; undefined when the kill cut it off. */
  const send = async (session: Session, method: string, route: string, body: unknown) => {
    try {
      return await call<Record<string, { _id: string }>>(base, method, route, { token: session.token, body });
    } catch {
      return undefined;
    }
  };
  /** Once a kind of write is rate-limited, the client waits out the rest of the run. */
  const idle = async () => {
    while (going()) await new Promise((r) => setTimeout(r, 25));
  };

  const noteClient = async (session: Session, c: number) => {
    for (let seq = 1; going(); seq++) {
      const title = `note ${c}.${seq}`;
      const body = {
        userId: session.user._id,
        courseId: course._id,
        chapterId: course.chapterId,
        title,
        content: `Written by client ${c} as write ${seq}.`,
        tags: ['ops'],
      };
      const res = await send(session, 'POST', '/api/notebook', body);
      if (!res) tally.inFlight.push({ kind: 'note', text: title });
      else if (res.status === 201) tally.notes.set(res.body.note!._id, title);
      else if (res.status === 429) {
        tally.refused++;
        return idle();
      } else throw new Error(`note: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };

  const forumClient = async (session: Session, c: number) => {
    let firstPost: string | undefined;
    let posting = true;
    for (let seq = 1; going(); seq++) {
      const text = `forum ${c}.${seq}`;
      if (posting || !firstPost) {
        const res = await send(session, 'POST', '/api/forum', {
          userId: session.user._id,
          question: text,
          category: 'general',
        });
        if (!res) tally.inFlight.push({ kind: 'post', text });
        else if (res.status === 201) {
          tally.posts.set(res.body.post!._id, text);
          firstPost ??= res.body.post!._id;
        } else if (res.status === 429) {
          tally.refused++;
          posting = false;
        } else throw new Error(`post: ${res.status} ${JSON.stringify(res.body)}`);
        if (!posting && !firstPost) return idle();
        continue;
      }
      const res = await send(session, 'POST', '/api/forum/comment', {
        questionId: firstPost,
        userId: session.user._id,
        comment: text,
      });
      if (!res) tally.inFlight.push({ kind: 'comment', text });
      else if (res.status === 201) tally.comments.set(res.body.answer!._id, text);
      else if (res.status === 429) {
        tally.refused++;
        return idle();
      } else throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };

  const quizClient = async (session: Session, c: number) => {
    const mine = tally.autosaves[c]!;
    // Autosaves one after another, as the quiz page sends them: each carries the next number.
    for (let seq = 1; going(); seq++) {
      mine.inFlight = seq;
      const res = await send(session, 'PUT', `/api/quiz/${quizId}/attempt`, { answers: answersFor(seq) });
      if (!res) return;
      mine.inFlight = undefined;
      if (res.status === 200) {
        mine.acked = seq;
        mine.ackedCount++;
      } else if (res.status === 429) {
        tally.refused++;
        return idle();
      } else throw new Error(`autosave: ${res.status} ${JSON.stringify(res.body)}`);
    }
  };

  const clients = [
    ...students.map((s, i) => noteClient(s, i)),
    ...members.map((s, i) => forumClient(s, i)),
    ...quizzers.map((s, i) => quizClient(s, i)),
  ];
  await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
  killed = true;
  const killedAtMs = Date.now() - started;
  await server.kill9();
  await Promise.all(clients);
  return { tally, killedAtMs };
}

/** Every note of a user in the chapter, through the API, page by page. */
async function notesOf(base: string, session: Session, course: CourseRef): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: { items: { _id: string; title: string }[]; nextCursor: string | null } = await ok(
      200,
      base,
      'GET',
      `/api/notebook/${session.user._id}/${course._id}/${encodeURIComponent(course.chapterId)}?${query}`,
      { token: session.token },
    );
    for (const note of page.items) found.set(note._id, note.title);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

/** A member's own posts and the comments on them, through the feed, page by page. */
async function forumOf(base: string, session: Session) {
  const posts = new Map<string, string>();
  const comments = new Map<string, string>();
  let before: string | null = null;
  do {
    const query: string = `mine=true&limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`;
    const feed: {
      items: { _id: string; question: string; answers: { _id: string; text?: string; answer?: string }[] }[];
      nextCursor: string | null;
    } = await ok(200, base, 'GET', `/api/forum?${query}`, { token: session.token });
    for (const post of feed.items) {
      posts.set(post._id, post.question);
      for (const answer of post.answers) comments.set(answer._id, answer.text ?? answer.answer ?? '');
    }
    before = feed.nextCursor;
  } while (before);
  return { posts, comments };
}

async function durabilityRun(kind: 'pglite' | 'postgres') {
  const dataDir = tempDir(`durability-${kind}`);
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let database: TestDatabase | undefined;
  if (kind === 'postgres') {
    database = await createDatabase('durability');
    cleanups.push(() => database!.drop());
  }
  const port = await freePort();
  const options = { dataDir, databaseUrl: database?.url, port };
  const first = await startServer(options);
  cleanups.push(() => first.kill9());

  const admin = await login(first.url, first.accounts.admin!, 'admin');
  const course = await createCourse(first.url, admin.token, 'Durability course');
  const quizId = await createQuiz(first.url, admin.token);
  const people = (role: 'student' | 'smartLABS', label: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `${label} ${i + 1}`,
      email: `${label}${i + 1}@ops.example.test`,
      role,
      password: `correct-horse-${label}-${i + 1}`,
    }));
  const sessions = await inviteUsers(first.url, dataDir, admin.token, [
    ...people('student', 'writer', NOTE_CLIENTS),
    ...people('smartLABS', 'member', FORUM_CLIENTS),
    ...people('student', 'taker', QUIZ_CLIENTS),
  ]);
  const students = sessions.slice(0, NOTE_CLIENTS);
  const members = sessions.slice(NOTE_CLIENTS, NOTE_CLIENTS + FORUM_CLIENTS);
  const quizzers = sessions.slice(NOTE_CLIENTS + FORUM_CLIENTS);
  for (const taker of quizzers)
    await ok(201, first.url, 'POST', `/api/quiz/${quizId}/start`, { token: taker.token });

  const { tally, killedAtMs } = await runLoad(first, course, quizId, students, members, quizzers);
  const acknowledged =
    tally.notes.size +
    tally.posts.size +
    tally.comments.size +
    tally.autosaves.reduce((sum, a) => sum + a.ackedCount, 0);
  expect(tally.notes.size).toBeGreaterThanOrEqual(NOTE_CLIENTS);
  expect(tally.posts.size).toBeGreaterThanOrEqual(FORUM_CLIENTS);
  expect(tally.autosaves.every((a) => a.acked > 0)).toBe(true);
  if (kind === 'pglite') {
    // The killed server could not remove its lock: the restart must see that it is stale.
    expect(fs.existsSync(path.join(dataDir, 'atelier.lock'))).toBe(true);
  }

  const restartedAt = Date.now();
  const second = await startServer({ ...options, accounts: first.accounts });
  const restartMs = Date.now() - restartedAt;
  cleanups.push(() => second.stop());
  expect(second.output()).not.toMatch(/"level":(50|60)/);
  if (kind === 'pglite') {
    // The new server holds the lock now.
    expect(fs.readFileSync(path.join(dataDir, 'atelier.lock'), 'utf8')).toMatch(
      new RegExp(`^${second.pid}\\b`),
    );
  }

  // The sessions were stored too: the same tokens read everything back.
  let notesPresent = 0;
  const inFlightLanded: string[] = [];
  for (const session of students) {
    const found = await notesOf(second.url, session, course);
    for (const [id, title] of tally.notes)
      if (title.startsWith(`note ${students.indexOf(session)}.`)) {
        expect(found.get(id), `acknowledged ${title}`).toBe(title);
        notesPresent++;
      }
    const titles = new Set(found.values());
    for (const w of tally.inFlight) if (w.kind === 'note' && titles.has(w.text)) inFlightLanded.push(w.text);
  }
  let postsPresent = 0;
  let commentsPresent = 0;
  for (const session of members) {
    const found = await forumOf(second.url, session);
    const c = members.indexOf(session);
    for (const [id, text] of tally.posts)
      if (text.startsWith(`forum ${c}.`)) {
        expect(found.posts.get(id), `acknowledged post ${text}`).toBe(text);
        postsPresent++;
      }
    for (const [id, text] of tally.comments)
      if (text.startsWith(`forum ${c}.`)) {
        expect(found.comments.get(id), `acknowledged comment ${text}`).toBe(text);
        commentsPresent++;
      }
    const texts = new Set([...found.posts.values(), ...found.comments.values()]);
    for (const w of tally.inFlight) if (w.kind !== 'note' && texts.has(w.text)) inFlightLanded.push(w.text);
  }
  let autosavesPresent = 0;
  let autosavesInFlight = 0;
  for (const [c, taker] of quizzers.entries()) {
    const { acked, inFlight, ackedCount } = tally.autosaves[c]!;
    // Starting again resumes the open attempt with what was saved last.
    const attempt = await ok<{ answers: (number | null)[] }>(
      200,
      second.url,
      'POST',
      `/api/quiz/${quizId}/start`,
      {
        token: taker.token,
      },
    );
    const saved = numberOf(attempt.answers);
    if (inFlight !== undefined) autosavesInFlight++;
    if (inFlight !== undefined && saved === inFlight) inFlightLanded.push(`autosave ${c}.${inFlight}`);
    else expect(saved, `the last acknowledged autosave of taker ${c}`).toBe(acked);
    // Each autosave replaces the one before: the last one present means all of them were.
    autosavesPresent += ackedCount;
  }
  const present = notesPresent + postsPresent + commentsPresent + autosavesPresent;
  expect(present).toBe(acknowledged);

  // And the restarted server takes new writes: from a student who wrote no note in the load, so the
  // per-user rate limit (60 notes a minute) a fast writer may have reached cannot answer instead.
  await ok(201, second.url, 'POST', '/api/notebook', {
    token: quizzers[0]!.token,
    body: { courseId: course._id, chapterId: course.chapterId, title: 'after the restart' },
  });

  const inFlight = tally.inFlight.length + autosavesInFlight;
  console.log(
    `[durability] ${kind}: kill -9 after ${killedAtMs} ms of load; ${acknowledged} writes acknowledged ` +
      `(${tally.notes.size} notes, ${tally.posts.size} posts, ${tally.comments.size} comments, ` +
      `${acknowledged - tally.notes.size - tally.posts.size - tally.comments.size} autosaves), ` +
      `${present} present after the restart; ${inFlight} in flight at the kill, ${inFlightLanded.length} of them landed; ` +
      `${tally.refused} rate-limited; restart ${restartMs} ms`,
  );
}

describe('durability under kill -9', () => {
  it('the embedded database (PGlite in DATA_DIR) keeps every acknowledged write and takes over the stale lock', async () => {
    await durabilityRun('pglite');
  });

  it('PostgreSQL keeps every acknowledged write of a killed API process', async () => {
    await durabilityRun('postgres');
  });
});
