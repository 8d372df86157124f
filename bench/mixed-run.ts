// Issue 17's load: 200 clients for 60 s doing what people do, with think time between clicks —
// students open the course list and the viewer (a course and its chapter's Q&A), ask questions
// and autosave a quiz; smartLABS members keep the Community page open (its 2-second 304 poll);
// now and then someone logs in for real (argon2 is slow on purpose, so the others hold sessions
// made before the run, as a day's returning users do). Counts, errors and p50/p95 per route, and
// the server's memory at the start and at its peak.
import { chapterKey } from '@atelier/contract/courses';
import { api, apiLogin } from '../e2e/support/api';
import type { RunningServer } from '../e2e/support/server';
import type { Db } from '../server/src/db/client';
import { signedInUsers } from './users';

/** With the members and the one client that logs in: 200 clients. */
export const MIXED_STUDENTS = 159;
export const MIXED_MEMBERS = 40;
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** A real login (and the token check that follows it) every this many milliseconds, by one client. */
const LOGIN_EVERY_MS = 5000;
/** The Community page polls every two seconds (docs/decisions/015). */
const FORUM_POLL_MS = 2000;
const THINK_MS = { min: 500, max: 2500 };
const QUESTIONS = 10;

export interface MixedClients {
  students: { userId: string; token: string }[];
  members: { userId: string; token: string }[];
}

/** 159 students and 40 smartLABS members with a session each, made before the server starts. */
export async function prepareMixedClients(db: Db): Promise<MixedClients> {
  return {
    students: await signedInUsers(db, 'student', MIXED_STUDENTS, 'mixed-student'),
    members: await signedInUsers(db, 'smartLABS', MIXED_MEMBERS, 'mixed-member'),
  };
}

export interface RouteFigures {
  route: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
}

export interface MixedResult {
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  firstError: string | undefined;
  routes: RouteFigures[];
  rssStart: number;
  rssPeak: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));

interface Course {
  _id: string;
  sections: { chapters: { name: string }[] }[];
}

export async function measureMixed(
  server: RunningServer,
  clients: MixedClients,
  rssOf: () => number,
): Promise<MixedResult> {
  // What the clients work on: the demo courses, a quiz long enough to outlast the run.
  const admin = await apiLogin(server, 'admin');
  const list = await api<{ _id: string }[]>(server, 'GET', '/api/courses', { token: admin });
  const courses: Course[] = [];
  for (const { _id } of list.body.slice(0, 10)) {
    const res = await api<Course>(server, 'GET', `/api/courses/${_id}`, { token: admin });
    if (res.body.sections.some((s) => s.chapters.length > 0)) courses.push(res.body);
  }
  if (courses.length === 0) throw new Error('the mixed run needs a course with chapters (the demo courses)');
  const created = await api<{ quiz: { _id: string } }>(server, 'POST', '/api/quiz/create', {
    token: admin,
    body: {
      title: 'Mixed-load quiz',
      description: 'Ten questions, an hour',
      coverImage: 'https://example.org/quiz.png',
      timeLimit: 60,
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        questionText: `Question ${i + 1}`,
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: i % 4,
      })),
    },
  });
  if (created.status !== 201) throw new Error(`creating the mixed-load quiz answered ${created.status}`);
  const quizId = created.body.quiz._id;

  const latencies = new Map<string, number[]>();
  const failures = new Map<string, number>();
  let firstError: string | undefined;
  const record = (route: string, ms: number, ok: boolean, why: string) => {
    let list = latencies.get(route);
    if (!list) latencies.set(route, (list = []));
    list.push(ms);
    if (!ok) {
      failures.set(route, (failures.get(route) ?? 0) + 1);
      firstError ??= `${route}: ${why}`;
    }
  };

  /** One request, timed; `expect` lists the statuses that are right for it. */
  async function call(
    route: string,
    path: string,
    options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
    expect: number[] = [200],
  ): Promise<{ headers: Headers; text: string } | undefined> {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await res.text();
      const ok = expect.includes(res.status);
      record(route, performance.now() - started, ok, `${res.status} ${text.slice(0, 120)}`);
      return ok ? { headers: res.headers, text } : undefined;
    } catch (err) {
      record(route, performance.now() - started, false, String(err));
      return undefined;
    }
  }

  const deadline = performance.now() + MIXED_SECONDS * 1000;
  const running = () => performance.now() < deadline;

  async function student({ token }: { token: string }, n: number) {
    let listTag: string | null = null;
    let started = false;
    const answers: (number | null)[] = Array.from({ length: QUESTIONS }, () => null);
    let asked = 0;
    // Arrivals spread over the first two seconds.
    await sleep((n * 2000) / clients.students.length);
    while (running()) {
      const roll = Math.random();
      if (roll < 0.2) {
        const res = await call(
          'GET /api/courses',
          '/api/courses',
          { token, headers: listTag ? { 'if-none-match': listTag } : {} },
          [200, 304],
        );
        listTag = res?.headers.get('etag') ?? listTag;
      } else if (roll < 0.5) {
        const course = courses[n % courses.length]!;
        const chapters = course.sections.flatMap((s) => s.chapters);
        const chapter = chapters[(n + asked) % chapters.length]!;
        await call('GET /api/courses/:id', `/api/courses/${course._id}`, { token });
        await call(
          'GET /api/qna/:courseId/:chapterId',
          `/api/qna/${course._id}/${encodeURIComponent(chapterKey(course._id, chapter.name))}?limit=20`,
          { token },
        );
      } else if (roll < 0.55) {
        const course = courses[n % courses.length]!;
        const chapter = course.sections.flatMap((s) => s.chapters)[0]!;
        asked++;
        await call(
          'POST /api/qna',
          '/api/qna',
          {
            method: 'POST',
            token,
            body: {
              courseId: course._id,
              chapterId: chapterKey(course._id, chapter.name),
              question: `Student ${n}, question ${asked}: how does this chapter's method scale to a larger site?`,
            },
          },
          [201],
        );
      } else {
        if (!started) {
          started =
            (await call(
              'POST /api/quiz/:quizId/start',
              `/api/quiz/${quizId}/start`,
              { method: 'POST', token },
              [200, 201],
            )) !== undefined;
        } else {
          const next = answers.findIndex((a) => a === null);
          answers[next === -1 ? n % QUESTIONS : next] = (n + asked) % 4;
          await call('PUT /api/quiz/:quizId/attempt', `/api/quiz/${quizId}/attempt`, {
            method: 'PUT',
            token,
            body: { answers },
          });
        }
      }
      await think();
    }
  }

  async function member({ token }: { token: string }, n: number) {
    let tag: string | null = null;
    await sleep((n * FORUM_POLL_MS) / clients.members.length);
    while (running()) {
      const res = await call(
        'GET /api/forum (poll)',
        '/api/forum',
        { token, headers: tag ? { 'if-none-match': tag } : {} },
        [200, 304],
      );
      tag = res?.headers.get('etag') ?? tag;
      await sleep(FORUM_POLL_MS);
    }
  }

  async function loginClient() {
    const roles = ['student', 'smartLABS', 'admin'] as const;
    let n = 0;
    while (running()) {
      const role = roles[n++ % roles.length]!;
      const { email, password } = server.accounts[role];
      const res = await call(
        'POST /api/auth/login',
        '/api/auth/login',
        { method: 'POST', body: { email, password, role, remember: false } },
        [200],
      );
      const token = res ? (JSON.parse(res.text) as { token: string }).token : undefined;
      if (token) await call('GET /api/auth/validate-token', '/api/auth/validate-token', { token });
      await sleep(LOGIN_EVERY_MS);
    }
  }

  const rssStart = rssOf();
  let rssPeak = rssStart;
  const watch = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf())), 250);
  const started = performance.now();
  try {
    await Promise.all([
      ...clients.students.map((s, n) => student(s, n)),
      ...clients.members.map((m, n) => member(m, n)),
      loginClient(),
    ]);
  } finally {
    clearInterval(watch);
  }
  const routes = [...latencies.entries()]
    .map(([route, values]) => ({
      route,
      count: values.length,
      errors: failures.get(route) ?? 0,
      p50: percentile(values, 50),
      p95: percentile(values, 95),
    }))
    .sort((a, b) => b.count - a.count);
  return {
    clients: clients.students.length + clients.members.length + 1,
    seconds: (performance.now() - started) / 1000,
    requests: routes.reduce((sum, r) => sum + r.count, 0),
    errors: routes.reduce((sum, r) => sum + r.errors, 0),
    firstError,
    routes,
    rssStart,
    rssPeak,
  };
}
