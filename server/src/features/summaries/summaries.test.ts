import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  SUMMARY_LIMITS,
  SUMMARY_ERRORS,
  SUMMARY_MESSAGES,
  type Summary,
  type SummaryBody,
} from '@atelier/contract/summaries';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  countRows,
  HOSTILE_VALUES,
  signIn,
  testConfig,
  testDatabase,
  useTestApp,
  type SignedIn,
} from '../../../test/helpers';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

const BASE = '/api/smartlabs/session-summary';
const YT_ID = 'Xy7bD1mQk2s';

function sampleSummary(overrides: Partial<SummaryBody> = {}): SummaryBody {
  return {
    sessionTitle: 'BIM execution plans',
    sessionDate: '2025-07-19',
    coverImage: 'https://cdn.example.test/covers/bep.jpg',
    recordingLink: `https://youtu.be/${YT_ID}`,
    tag: 'BEP',
    summaryText: [
      { heading: 'Why a BEP comes first', description: 'It fixes who models what.' },
      { heading: 'Naming', description: 'ISO 19650 fields, one by one.' },
    ],
    ...overrides,
  };
}

const add = (who: SignedIn, payload: unknown) =>
  who.inject({ method: 'POST', url: BASE, payload: payload as object });
const update = (who: SignedIn, id: string, payload: unknown) =>
  who.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: payload as object });
const list = (who: SignedIn, headers: Record<string, string> = {}) =>
  who.inject({ method: 'GET', url: BASE, headers });
const detail = (who: SignedIn, id: string) => who.inject({ method: 'GET', url: `${BASE}/${id}` });

async function added(admin: SignedIn, overrides: Partial<SummaryBody> = {}): Promise<Summary> {
  const res = await add(admin, sampleSummary(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().summary as Summary;
}

const rowCount = () => countRows(ctx, 'session_summaries');

describe('POST /api/smartlabs/session-summary', () => {
  it(`stores the summary, trimmed, answers '${SUMMARY_MESSAGES.added}' and the YouTube player address`, async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await add(
      admin,
      sampleSummary({ sessionTitle: '  BIM execution plans  ', tag: ' BEP ', userId: admin.user._id }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: SUMMARY_MESSAGES.added,
      summary: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sessionTitle: 'BIM execution plans',
        sessionDate: '2025-07-19',
        coverImage: 'https://cdn.example.test/covers/bep.jpg',
        recordingLink: `https://youtu.be/${YT_ID}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${YT_ID}`,
        tag: 'BEP',
        summaryText: [
          { heading: 'Why a BEP comes first', description: 'It fixes who models what.' },
          { heading: 'Naming', description: 'ISO 19650 fields, one by one.' },
        ],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const [row] = (
      (await ctx.database.db.execute(sql`SELECT created_by FROM session_summaries`)) as unknown as {
        rows: { created_by: string }[];
      }
    ).rows;
    expect(row!.created_by).toBe(admin.user._id);
  });

  it('keeps a recording that is not on YouTube as a link, and takes no cover image', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin, {
      recordingLink: 'https://recordings.example.org/smartlabs/2025-08-02',
      coverImage: '',
    });
    expect(summary.recordingLink).toBe('https://recordings.example.org/smartlabs/2025-08-02');
    expect(summary.embedUrl).toBeNull();
    expect(summary.coverImage).toBe('');
    const withoutCover = sampleSummary();
    delete withoutCover.coverImage;
    expect((await add(admin, withoutCover)).json().summary.coverImage).toBe('');
  });

  it('keeps HTML in every text field as text, verbatim', async () => {
    const admin = await signIn(ctx, 'admin');
    const html = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const summary = await added(admin, {
      sessionTitle: html,
      tag: '<i>t</i>',
      summaryText: [{ heading: `<script>alert('h')</script>`, description: `<p>${html}</p>` }],
    });
    const fetched = (await detail(admin, summary._id)).json();
    expect(fetched.sessionTitle).toBe(html);
    expect(fetched.summaryText).toEqual([
      { heading: `<script>alert('h')</script>`, description: `<p>${html}</p>` },
    ]);
  });

  it('refuses missing or blank fields, bad links and hostile values with 400, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const section = { heading: 'A heading', description: 'Its text' };
    const bad: Record<string, unknown>[] = [
      { sessionTitle: '' },
      { sessionTitle: '   ' },
      { sessionTitle: 's'.repeat(SUMMARY_LIMITS.sessionTitle + 1) },
      { sessionDate: '' },
      { sessionDate: '2025-02-30' },
      { sessionDate: '19/07/2025' },
      { tag: '' },
      { tag: 't'.repeat(SUMMARY_LIMITS.tag + 1) },
      { recordingLink: '' },
      { recordingLink: 'javascript:alert(1)' },
      { recordingLink: 'data:text/html,<script>alert(1)</script>' },
      { recordingLink: `ftp://youtu.be/${YT_ID}` },
      { recordingLink: 'youtu.be/abc' },
      { recordingLink: 'not a url' },
      { recordingLink: `https://youtu.be/${'x'.repeat(3000)}` },
      { coverImage: 'javascript:alert(1)' },
      { coverImage: 'cover.jpg' },
      { summaryText: [] },
      { summaryText: 'text' },
      { summaryText: [{ ...section, heading: '  ' }] },
      { summaryText: [{ ...section, description: '' }] },
      { summaryText: [section, { heading: 'No description' }] },
      { summaryText: [{ ...section, description: 'd'.repeat(SUMMARY_LIMITS.description + 1) }] },
      { summaryText: Array.from({ length: SUMMARY_LIMITS.sections + 1 }, () => section) },
      { userId: { $ne: '' } },
      ...HOSTILE_VALUES.map((sessionTitle) => ({ sessionTitle })),
      ...HOSTILE_VALUES.map((tag) => ({ tag })),
      ...HOSTILE_VALUES.map((recordingLink) => ({ recordingLink })),
      ...HOSTILE_VALUES.map((description) => ({ summaryText: [{ heading: 'h', description }] })),
    ];
    for (const fields of bad) {
      const res = await add(admin, { ...sampleSummary(), ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    expect((await add(admin, { sessionTitle: 'Only a title' })).statusCode).toBe(400);
    const link = await add(admin, sampleSummary({ recordingLink: 'javascript:alert(1)' }));
    expect(link.json().message).toBe('recordingLink: must be an http(s) URL');
    const none = await add(admin, sampleSummary({ summaryText: [] }));
    expect(none.json().message).toContain('A summary needs at least one section');
    expect(await rowCount()).toBe(0);
  });

  it('refuses no token with 401, a student or member with 403, and another user’s id with 403', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: BASE, payload: sampleSummary() });
    expect(anonymous.statusCode).toBe(401);
    expect((await add(await signIn(ctx, 'student'), sampleSummary())).statusCode).toBe(403);
    const member = await signIn(ctx, 'smartLABS');
    expect((await add(member, sampleSummary({ userId: member.user._id }))).statusCode).toBe(403);
    const admin = await signIn(ctx, 'admin');
    const other = await signIn(ctx, 'admin');
    const forOther = await add(admin, sampleSummary({ userId: other.user._id }));
    expect(forOther.statusCode).toBe(403);
    expect((await add(admin, sampleSummary({ userId: 'guest' }))).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });
});

describe('PUT /api/smartlabs/session-summary/:id', () => {
  it(`replaces the summary, answers '${SUMMARY_MESSAGES.updated}', and the list and detail show it`, async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const res = await update(
      admin,
      summary._id,
      sampleSummary({
        sessionTitle: 'BEPs, revisited',
        recordingLink: `https://www.youtube.com/watch?v=${YT_ID}&t=30s`,
        summaryText: [{ heading: 'Only one', description: 'Now.' }],
        userId: admin.user._id,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: SUMMARY_MESSAGES.updated,
      summary: {
        ...summary,
        sessionTitle: 'BEPs, revisited',
        recordingLink: `https://www.youtube.com/watch?v=${YT_ID}&t=30s`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${YT_ID}?start=30`,
        summaryText: [{ heading: 'Only one', description: 'Now.' }],
        updatedAt: expect.any(String),
      },
    });
    const member = await signIn(ctx, 'smartLABS');
    expect((await detail(member, summary._id)).json()).toEqual(res.json().summary);
    expect((await list(member)).json()).toEqual([res.json().summary]);
  });

  it('answers 404 for an unknown id and 400 for a malformed id or a bad body', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const unknown = await update(admin, '00000000-0000-4000-8000-000000000000', sampleSummary());
    expectRefusal(unknown, SUMMARY_ERRORS.notFound);
    expect((await update(admin, 'abc', sampleSummary())).statusCode).toBe(400);
    const bad = await update(admin, summary._id, sampleSummary({ recordingLink: 'javascript:alert(1)' }));
    expect(bad.statusCode).toBe(400);
    expect((await detail(admin, summary._id)).json()).toEqual(summary);
  });

  it('refuses no token with 401, a member with 403 and another user’s id with 403, changing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${summary._id}`,
      payload: sampleSummary({ tag: 'X' }),
    });
    expect(anonymous.statusCode).toBe(401);
    const member = await signIn(ctx, 'smartLABS');
    expect((await update(member, summary._id, sampleSummary({ tag: 'X' }))).statusCode).toBe(403);
    const student = await signIn(ctx, 'student');
    expect((await update(student, summary._id, sampleSummary({ tag: 'X' }))).statusCode).toBe(403);
    const other = await signIn(ctx, 'admin');
    const forOther = await update(admin, summary._id, sampleSummary({ tag: 'X', userId: other.user._id }));
    expect(forOther.statusCode).toBe(403);
    expect((await detail(admin, summary._id)).json().tag).toBe('BEP');
  });
});

describe('DELETE /api/smartlabs/session-summary/:id', () => {
  it('removes the summary; then it is a 404', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const res = await admin.inject({ method: 'DELETE', url: `${BASE}/${summary._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUMMARY_MESSAGES.deleted });
    expect((await detail(admin, summary._id)).statusCode).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${summary._id}` })).statusCode).toBe(404);
  });

  it('refuses no token with 401 and a member with 403', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${summary._id}` })).statusCode).toBe(401);
    const member = await signIn(ctx, 'smartLABS');
    expect((await member.inject({ method: 'DELETE', url: `${BASE}/${summary._id}` })).statusCode).toBe(403);
    expect(await rowCount()).toBe(1);
  });
});

describe('GET /api/smartlabs/session-summary', () => {
  it('lists the newest session first, whatever the order they were written in', async () => {
    const admin = await signIn(ctx, 'admin');
    await added(admin, { sessionTitle: 'August', sessionDate: '2025-08-02' });
    await added(admin, { sessionTitle: 'July', sessionDate: '2025-07-05' });
    await added(admin, { sessionTitle: 'September', sessionDate: '2025-09-06' });
    const member = await signIn(ctx, 'smartLABS');
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: Summary) => s.sessionTitle)).toEqual(['September', 'August', 'July']);
    expect((await list(admin)).json()).toEqual(res.json());
  });

  it('answers 304 to a matching ETag, gzip when asked, and a fresh list after a write', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const first = await added(admin, {
      summaryText: [{ heading: 'Long', description: 'A long description. '.repeat(80) }],
    });
    const res = await list(member);
    const etag = String(res.headers.etag);
    const poll = await list(member, { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');
    const gzipped = await list(member, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(res.json());

    await update(admin, first._id, sampleSummary({ tag: 'Changed' }));
    const after = await list(member, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].tag).toBe('Changed');
  });

  it('refuses no token with 401 and a student with 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await list(await signIn(ctx, 'student'))).statusCode).toBe(403);
  });
});

describe('GET /api/smartlabs/session-summary/:id', () => {
  it('answers the summary with its embed address, or null for a plain link', async () => {
    const admin = await signIn(ctx, 'admin');
    const yt = await added(admin);
    const plain = await added(admin, { recordingLink: 'https://vimeo.com/123456789' });
    const member = await signIn(ctx, 'smartLABS');
    const a = await detail(member, yt._id);
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(yt);
    expect(a.json().embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${YT_ID}`);
    expect((await detail(member, plain._id)).json().embedUrl).toBeNull();
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 and 403 to outsiders', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const member = await signIn(ctx, 'smartLABS');
    const unknown = await detail(member, '00000000-0000-4000-8000-000000000000');
    expectRefusal(unknown, SUMMARY_ERRORS.notFound);
    expect((await detail(member, 'not-an-id')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/${summary._id}` })).statusCode).toBe(401);
    expect((await detail(await signIn(ctx, 'student'), summary._id)).statusCode).toBe(403);
  });

  it('answers 404 for every well-formed id it does not hold, 400 only for one that is not an id', async () => {
    const admin = await signIn(ctx, 'admin');
    const summary = await added(admin);
    const member = await signIn(ctx, 'smartLABS');
    const wellFormed = [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '12345678-1234-1234-1234-123456789abc',
      '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
      summary._id.replace(/.$/, (c) => (c === '0' ? '1' : '0')).toUpperCase(),
    ];
    for (const id of wellFormed) {
      for (const res of [
        await detail(member, id),
        await update(admin, id, sampleSummary()),
        await admin.inject({ method: 'DELETE', url: `${BASE}/${id}` }),
      ]) {
        expectRefusal(res, SUMMARY_ERRORS.notFound);
      }
    }
    expect((await detail(member, summary._id.toUpperCase())).statusCode).toBe(200);
    for (const id of ['not-an-id', '1234', `${summary._id}0`, summary._id.replaceAll('-', '').slice(0, 31)])
      expect((await detail(member, id)).statusCode, id).toBe(400);
    expect((await detail(await signIn(ctx, 'student'), summary._id)).statusCode).toBe(403);
  });
});

describe('GET /api/smartlabs/session-summary/youtube-connect', () => {
  it('answers null when YOUTUBE_OAUTH_URL is not set', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({ method: 'GET', url: `${BASE}/youtube-connect` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: null });
  });

  it('refuses no token with 401 and a member with 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/youtube-connect` })).statusCode).toBe(401);
    const member = await signIn(ctx, 'smartLABS');
    expect((await member.inject({ method: 'GET', url: `${BASE}/youtube-connect` })).statusCode).toBe(403);
  });
});

describe('the YouTube connect address with YOUTUBE_OAUTH_URL set', () => {
  const configured = useTestApp({ YOUTUBE_OAUTH_URL: 'https://oauth.example.org/youtube/start?app=atelier' });

  it('is the OAuth start with the admin’s own id added', async () => {
    const admin = await signIn(configured, 'admin');
    const res = await admin.inject({ method: 'GET', url: `${BASE}/youtube-connect` });
    expect(res.json()).toEqual({
      url: `https://oauth.example.org/youtube/start?app=atelier&userId=${admin.user._id}`,
    });
  });
});

describe('the web app’s pages may frame the YouTube player', () => {
  it('names www.youtube-nocookie.com in frame-src and keeps the rest of the policy', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    const app = await buildApp(testConfig({ WEB_DIST: dist }), { database: await testDatabase() });
    try {
      const res = await app.inject({ method: 'GET', url: '/dashboard/smartLABS/summary/x' });
      const policy = String(res.headers['content-security-policy']);
      const directives = new Map(
        policy.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name!, values] as const;
        }),
      );
      expect(directives.get('frame-src')).toContain('https://www.youtube-nocookie.com');
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
