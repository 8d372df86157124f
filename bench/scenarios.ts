import { api, apiLogin } from '../e2e/support/api';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../e2e/support/server';
import type { Db } from '../server/src/db/client';

/** What a scenario's requests carry besides method and path. */
export interface ScenarioRequest {
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request to load. To add one, append it below; `setup` runs once against the started app
 * before any load and may create data through the API (e.g. log in as an admin and create 200
 * courses) and return the headers and body every request of the scenario sends.
 */
export interface Scenario {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Names the scenario when one path is measured twice (e.g. a 304 poll). */
  label?: string;
  /** The status every answer must have (default: any 2xx). */
  expectStatus?: number;
  /** Runs on the database before the server starts for the measured run (bulk data). */
  prepare?: (db: Db) => Promise<void>;
  /** Minimum app throughput as a share of the bare node:http baseline (0.35 = 35 %); none when absent. */
  target?: number;
  /** Largest answer allowed on the wire, in bytes; a larger one fails the scenario. */
  maxAnswerBytes?: number;
  setup?: (server: RunningServer) => Promise<ScenarioRequest>;
}

const signedIn =
  (role: 'student' | 'smartLABS' | 'admin') =>
  async (server: RunningServer): Promise<ScenarioRequest> => ({
    headers: { authorization: `Bearer ${await apiLogin(server, role)}` },
  });

/** A course of two sections of five chapters, like a real one in size. */
function benchCourse(n: number) {
  const url = (p: string) => `https://cdn.example.org/${p}`;
  return {
    title: `Course ${n}: Parametric façades and BIM coordination`,
    description:
      'From the first sketch to the coordinated model: how a design team moves between parametric studies, ' +
      'documentation and clash detection without losing the thread of the idea.',
    coverImage: url(`covers/${n}.jpg`),
    learningObjectives: [
      'Model a façade system',
      'Coordinate disciplines',
      'Publish drawings from the model',
    ],
    skillsCovered: ['Revit', 'Grasshopper', 'Navisworks', 'Dynamo', 'IFC', 'Rhino', 'Enscape'],
    authors: [{ name: 'Anika Rao', linkedinId: 'anika-rao', profileImage: url('people/anika.jpg') }],
    sections: [0, 1].map((s) => ({
      name: `Part ${s + 1}`,
      chapters: [0, 1, 2, 3, 4].map((c) => ({
        name: `Lesson ${s * 5 + c + 1}`,
        description: 'What this lesson covers, in two sentences. Why it matters for the project.',
        content: url(`lessons/${n}/${s}-${c}.html`),
        resources: [url(`resources/${n}/${s}-${c}.pdf`)],
        summary: 'The three ideas to remember from this lesson, in a short paragraph of text.',
      })),
    })),
  };
}

/** 200 courses of 10 chapters each, then the list as a signed-in student's browser asks for it. */
async function twoHundredCourses(server: RunningServer): Promise<ScenarioRequest> {
  const admin = await apiLogin(server, 'admin');
  const existing = await api<unknown[]>(server, 'GET', '/api/courses', { token: admin });
  for (let n = existing.body.length; n < 200; n++) {
    const res = await api(server, 'POST', '/api/courses/create', { token: admin, body: benchCourse(n) });
    if (res.status !== 201)
      throw new Error(`creating course ${n} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return {
    headers: {
      authorization: `Bearer ${await apiLogin(server, 'student')}`,
      'accept-encoding': 'gzip, deflate, br',
    },
  };
}

export const WAITLIST_ROWS = 100_000;

/** 100,000 people on the waitlist, a tenth of them with referral credit. */
async function hundredThousandOnTheWaitlist(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO waitlist_entries (name, gender, email, country, phone, institution, ref_code, referral_code, credits, created_at)
    SELECT 'Visitor ' || i, (ARRAY['male','female','other'])[1 + i % 3], 'visitor' || i || '@example.test', 'India',
           '98765' || lpad((i % 100000)::text, 5, '0'), 'Institute ' || (i % 400), 'ATELIER2025', 'BENCH' || i,
           CASE WHEN i % 10 = 0 THEN i % 7 ELSE 0 END, now() - i * interval '1 second'
    FROM generate_series(1, ${WAITLIST_ROWS}) AS i`);
}

/** The admin's approval panel as it polls: the first page, then the same page again with its ETag. */
async function adminPanel(server: RunningServer): Promise<ScenarioRequest> {
  return {
    headers: { authorization: `Bearer ${await apiLogin(server, 'admin')}`, 'accept-encoding': 'gzip' },
  };
}

async function adminPanelPoll(server: RunningServer): Promise<ScenarioRequest> {
  const request = await adminPanel(server);
  const first = await fetch(`${server.url}/api/waitlist/all`, { headers: request.headers });
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('GET /api/waitlist/all sent no ETag');
  return { headers: { ...request.headers, 'if-none-match': etag } };
}

export const BENCH_EVENT = 'bench-event';
export const REGISTRATIONS = 10_000;

/** One event with 10,000 registrations (no PDFs: the list carries links, not files). */
async function tenThousandRegistrations(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO event_meta (event_id, event_name, poster_url, input_fields)
    VALUES (${BENCH_EVENT}, 'Bench Day', 'https://example.org/poster.png', ARRAY['name','email','phone','pdf'])
    ON CONFLICT (event_id) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO event_registrations (event_id, name, email, phone, created_at)
    SELECT ${BENCH_EVENT}, 'Visitor ' || i, 'visitor' || i || '@example.test', '98765' || lpad(i::text, 5, '0'),
           now() - i * interval '1 second'
    FROM generate_series(1, ${REGISTRATIONS}) AS i`);
}

/** The Event Manager as it refreshes: the first page again with its ETag. */
async function eventManagerPoll(server: RunningServer): Promise<ScenarioRequest> {
  const request = await adminPanel(server);
  const first = await fetch(`${server.url}/api/event/by-event/${BENCH_EVENT}`, { headers: request.headers });
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('GET /api/event/by-event sent no ETag');
  return { headers: { ...request.headers, 'if-none-match': etag } };
}

export const FORUM_POSTS = 10_000;
export const FORUM_ANSWERS = 50_000;

/** A forum of 10,000 posts (every third a doubt) and 50,000 answers with a like on every seventh post. */
async function aBusyForum(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO forum_posts (user_id, question, category, like_count, answer_count, created_at)
    SELECT (SELECT id FROM users WHERE role = 'smartLABS' ORDER BY created_at LIMIT 1),
           'Post ' || i || ': how do you coordinate the structural grid with the façade module in Revit?',
           (ARRAY['doubt','general','idea'])[1 + i % 3], 0, 5, now() - i * interval '1 minute'
    FROM generate_series(1, ${FORUM_POSTS}) AS i`);
  await db.execute(sql`
    INSERT INTO forum_answers (post_id, user_id, kind, answer, created_at)
    SELECT p.id, p.user_id, CASE WHEN p.category = 'doubt' THEN 'answer' ELSE 'comment' END,
           'Answer ' || n || ': set the grid first, then host the curtain wall on it.', p.created_at + n * interval '1 second'
    FROM forum_posts p CROSS JOIN generate_series(1, ${FORUM_ANSWERS / FORUM_POSTS}) AS n`);
}

/** A member's Community page polling: the first page again with its ETag. */
async function forumPoll(server: RunningServer): Promise<ScenarioRequest> {
  const request = await signedIn('smartLABS')(server);
  const first = await fetch(`${server.url}/api/forum`, { headers: request.headers });
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('GET /api/forum sent no ETag');
  return { headers: { ...request.headers, 'if-none-match': etag } };
}

/** A student's bell as it polls: the newest notifications again with their ETag. */
async function bellPoll(server: RunningServer): Promise<ScenarioRequest> {
  const request = await signedIn('student')(server);
  const first = await fetch(`${server.url}/api/notifications`, { headers: request.headers });
  const etag = first.headers.get('etag');
  if (!etag) throw new Error('GET /api/notifications sent no ETag');
  return { headers: { ...request.headers, 'if-none-match': etag } };
}

export const scenarios: Scenario[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/auth/validate-token', target: 0.35, setup: signedIn('student') },
  { method: 'GET', path: '/api/courses', target: 0.25, maxAnswerBytes: 50 * 1024, setup: twoHundredCourses },
  {
    method: 'GET',
    // The bare server tells scenarios apart by path: this one names its page.
    path: '/api/waitlist/all?page=1&limit=25',
    label: 'first page of 100,000',
    target: 0.2,
    prepare: hundredThousandOnTheWaitlist,
    setup: adminPanel,
  },
  {
    method: 'GET',
    path: '/api/waitlist/all',
    label: '304 poll',
    target: 0.6,
    expectStatus: 304,
    setup: adminPanelPoll,
  },
  {
    method: 'GET',
    path: `/api/event/by-event/${BENCH_EVENT}`,
    label: '304 poll, 10,000 registrations',
    target: 0.6,
    expectStatus: 304,
    prepare: tenThousandRegistrations,
    setup: eventManagerPoll,
  },
  {
    method: 'GET',
    // The bare server tells scenarios apart by path: the first page names its size.
    path: '/api/forum?limit=20',
    label: 'first page of 10,000 posts and 50,000 answers',
    target: 0.15,
    prepare: aBusyForum,
    setup: async (server) => ({
      headers: { ...(await signedIn('smartLABS')(server)).headers, 'accept-encoding': 'gzip, deflate, br' },
    }),
  },
  {
    method: 'GET',
    path: '/api/forum',
    label: '304 poll',
    target: 0.6,
    expectStatus: 304,
    setup: forumPoll,
  },
  {
    method: 'GET',
    path: '/api/notifications',
    label: '304 poll of the bell',
    target: 0.6,
    expectStatus: 304,
    setup: bellPoll,
  },
];

export const scenarioName = (s: Scenario) => `${s.method} ${s.path}${s.label ? ` (${s.label})` : ''}`;
