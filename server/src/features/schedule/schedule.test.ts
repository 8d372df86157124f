import { gunzipSync } from 'node:zlib';
import {
  SCHEDULE_LIMITS,
  SCHEDULE_ERRORS,
  SCHEDULE_MESSAGES,
  type ScheduleBody,
  type ScheduleEntry,
} from '@atelier/contract/schedule';
import { sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  HOSTILE_VALUES,
  login,
  outbox,
  resetTokenFrom,
  signIn,
  testConfig,
  useTestApp,
  type SignedIn,
} from '../../../test/helpers';
import { SEMESTER_2025, seedSchedule } from '../../seed/schedule';
import { expectRefusal } from '../../../test/refusals';

const ctx = useTestApp();

function sampleEntry(overrides: Partial<ScheduleBody> = {}): ScheduleBody {
  return {
    date: '2025-07-05',
    startTime: '18:30',
    endTime: '20:00',
    title: 'Orientation',
    kind: 'OS',
    tags: ['Orientation', 'BIM'],
    location: 'Online (Zoom)',
    meetingDetails: 'Meeting ID 855 001; passcode smart1',
    zoomLink: 'https://zoom.example.com/j/1',
    recLink: 'https://recordings.example.org/1',
    ...overrides,
  };
}

const BASE = '/api/smartlabs/schedule';

const create = (who: SignedIn, payload: unknown) =>
  who.inject({ method: 'POST', url: BASE, payload: payload as object });

async function created(admin: SignedIn, overrides: Partial<ScheduleBody> = {}): Promise<ScheduleEntry> {
  const res = await create(admin, sampleEntry(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry as ScheduleEntry;
}

const list = (who: SignedIn, headers: Record<string, string> = {}) =>
  who.inject({ method: 'GET', url: BASE, headers });

const rowCount = () => countRows(ctx, 'schedule_entries');

/** The feed link's path and query, to be fetched through app.inject. */
async function feedPath(who: SignedIn): Promise<string> {
  const res = await who.inject({ method: 'GET', url: `${BASE}/feed-link` });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url as string);
  return url.pathname + url.search;
}

const fetchFeed = (path: string) => ctx.app.inject({ method: 'GET', url: path });

/** node-ical gives URL;VALUE=URI as its value and parameters. */
const urlOf = (url: unknown) => (typeof url === 'string' ? url : (url as { val: string }).val);

const eventsOf = (ics: string): VEvent[] =>
  Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('POST /api/smartlabs/schedule', () => {
  it('stores the entry, trimmed, and answers it with its id', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await create(
      admin,
      sampleEntry({ title: '  Orientation  ', tags: [' BIM ', 'BIM', 'Revit'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: SCHEDULE_MESSAGES.added,
      entry: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        date: '2025-07-05',
        endDate: null,
        startTime: '18:30',
        endTime: '20:00',
        title: 'Orientation',
        kind: 'OS',
        tags: ['BIM', 'Revit'],
        location: 'Online (Zoom)',
        meetingDetails: 'Meeting ID 855 001; passcode smart1',
        zoomLink: 'https://zoom.example.com/j/1',
        recLink: 'https://recordings.example.org/1',
      },
    });
  });

  it('takes an all-day several-day entry with empty optional fields as none', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin, {
      date: '2025-08-28',
      endDate: '2025-08-31',
      startTime: '',
      endTime: null,
      kind: 'study-tour',
      tags: [],
      location: '',
      meetingDetails: '',
      zoomLink: '',
      recLink: '',
    });
    expect(entry).toMatchObject({
      date: '2025-08-28',
      endDate: '2025-08-31',
      startTime: null,
      endTime: null,
      tags: [],
      zoomLink: '',
      recLink: '',
    });
  });

  it('refuses bad dates, times, kinds, links and text with 400, storing nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    const bad: Record<string, unknown>[] = [
      { date: '' },
      { date: '2025-02-30' },
      { date: '05/07/2025' },
      { date: '2025-7-5' },
      { endDate: '2025-13-01' },
      { endDate: '2025-07-04' },
      { startTime: '24:00' },
      { startTime: '9:00' },
      { startTime: '18:30', endTime: '18:29' },
      { startTime: null, endTime: '20:00' },
      { kind: 'lecture' },
      { kind: '' },
      { title: '   ' },
      { title: 't'.repeat(SCHEDULE_LIMITS.title + 1) },
      { location: 'l'.repeat(SCHEDULE_LIMITS.location + 1) },
      { meetingDetails: 'm'.repeat(SCHEDULE_LIMITS.meetingDetails + 1) },
      { tags: ['ok', '  '] },
      { tags: 'BIM' },
      { tags: Array.from({ length: SCHEDULE_LIMITS.tags + 1 }, (_, i) => `tag ${i}`) },
      { tags: ['t'.repeat(SCHEDULE_LIMITS.tag + 1)] },
      { zoomLink: 'javascript:alert(1)' },
      { zoomLink: 'zoom.example.com/j/1' },
      { recLink: 'data:text/html,<script>alert(1)</script>' },
      { recLink: 'ftp://recordings.example.org/1' },
      ...HOSTILE_VALUES.map((title) => ({ title })),
      ...HOSTILE_VALUES.map((meetingDetails) => ({ meetingDetails })),
      ...HOSTILE_VALUES.map((date) => ({ date })),
    ];
    for (const fields of bad) {
      const res = await create(admin, { ...sampleEntry(), ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    const early = await create(admin, sampleEntry({ startTime: '18:30', endTime: '18:00' }));
    expect(early.json().message).toBe('endTime: must not be before the start time');
    const noKind = await create(admin, { date: '2025-07-05', title: 'No kind' });
    expect(noKind.statusCode).toBe(400);
    expect(await rowCount()).toBe(0);
  });

  it('takes an end time before the start time when the entry ends on a later day', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin, { endDate: '2025-07-06', startTime: '18:00', endTime: '10:00' });
    expect(entry).toMatchObject({ endDate: '2025-07-06', startTime: '18:00', endTime: '10:00' });
  });

  it('refuses a caller without a token with 401 and a student or smartLABS member with 403', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: BASE, payload: sampleEntry() });
    expect(anonymous.statusCode).toBe(401);
    expect((await create(await signIn(ctx, 'student'), sampleEntry())).statusCode).toBe(403);
    expect((await create(await signIn(ctx, 'smartLABS'), sampleEntry())).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });
});

describe('PUT /api/smartlabs/schedule/:id', () => {
  it('replaces the entry and the list shows the change', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin);
    const res = await admin.inject({
      method: 'PUT',
      url: `${BASE}/${entry._id}`,
      payload: sampleEntry({ title: 'Orientation (moved)', date: '2025-07-06', zoomLink: '', tags: [] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: SCHEDULE_MESSAGES.updated,
      entry: { ...entry, title: 'Orientation (moved)', date: '2025-07-06', zoomLink: '', tags: [] },
    });
    expect((await list(admin)).json()).toEqual([res.json().entry]);
  });

  it('answers 404 for an unknown id, 400 for a malformed id or body, 403 to a member', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin);
    const unknown = await admin.inject({
      method: 'PUT',
      url: `${BASE}/00000000-0000-4000-8000-000000000000`,
      payload: sampleEntry(),
    });
    expectRefusal(unknown, SCHEDULE_ERRORS.notFound);
    const malformed = await admin.inject({ method: 'PUT', url: `${BASE}/not-an-id`, payload: sampleEntry() });
    expect(malformed.statusCode).toBe(400);
    const badBody = await admin.inject({
      method: 'PUT',
      url: `${BASE}/${entry._id}`,
      payload: sampleEntry({ date: '2025-02-29' }),
    });
    expect(badBody.statusCode).toBe(400);
    const member = await signIn(ctx, 'smartLABS');
    const refused = await member.inject({
      method: 'PUT',
      url: `${BASE}/${entry._id}`,
      payload: sampleEntry(),
    });
    expect(refused.statusCode).toBe(403);
    expect((await list(admin)).json()).toEqual([entry]);
  });
});

describe('DELETE /api/smartlabs/schedule/:id', () => {
  it('removes the entry; a second delete is a 404', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin);
    const res = await admin.inject({ method: 'DELETE', url: `${BASE}/${entry._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SCHEDULE_MESSAGES.deleted });
    expect((await list(admin)).json()).toEqual([]);
    expect((await admin.inject({ method: 'DELETE', url: `${BASE}/${entry._id}` })).statusCode).toBe(404);
  });

  it('refuses no token with 401 and a member with 403, keeping the entry', async () => {
    const admin = await signIn(ctx, 'admin');
    const entry = await created(admin);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${entry._id}` })).statusCode).toBe(401);
    const member = await signIn(ctx, 'smartLABS');
    expect((await member.inject({ method: 'DELETE', url: `${BASE}/${entry._id}` })).statusCode).toBe(403);
    expect(await rowCount()).toBe(1);
  });
});

describe('GET /api/smartlabs/schedule', () => {
  it('lists every entry by day, all-day entries first, then by start time', async () => {
    const admin = await signIn(ctx, 'admin');
    await created(admin, { title: 'Evening', date: '2025-09-06', startTime: '18:30', endTime: '' });
    await created(admin, { title: 'Morning', date: '2025-09-06', startTime: '09:00', endTime: '' });
    await created(admin, {
      title: 'Tour',
      date: '2025-09-06',
      startTime: '',
      endTime: '',
      kind: 'study-tour',
    });
    await created(admin, { title: 'December', date: '2025-12-13', kind: 'graduation' });
    await created(admin, { title: 'July', date: '2025-07-05' });
    const member = await signIn(ctx, 'smartLABS');
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: ScheduleEntry) => e.title)).toEqual([
      'July',
      'Tour',
      'Morning',
      'Evening',
      'December',
    ]);
  });

  it('answers 304 to a matching ETag, gzip when asked, and a fresh list after each write', async () => {
    const admin = await signIn(ctx, 'admin');
    const member = await signIn(ctx, 'smartLABS');
    const entry = await created(admin);
    const first = await list(member);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const poll = await list(member, { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');

    await created(admin, { title: 'A long meeting '.repeat(10), meetingDetails: 'x'.repeat(1500) });
    const gzipped = await list(member, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toHaveLength(2);
    expect((await list(member, { 'if-none-match': etag })).statusCode).toBe(200);

    const etag2 = String((await list(member)).headers.etag);
    await admin.inject({
      method: 'PUT',
      url: `${BASE}/${entry._id}`,
      payload: sampleEntry({ title: 'Renamed' }),
    });
    const afterEdit = await list(member, { 'if-none-match': etag2 });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.json().map((e: ScheduleEntry) => e.title)).toContain('Renamed');

    const etag3 = String(afterEdit.headers.etag);
    await admin.inject({ method: 'DELETE', url: `${BASE}/${entry._id}` });
    const afterDelete = await list(member, { 'if-none-match': etag3 });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toHaveLength(1);
  });

  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await list(await signIn(ctx, 'student'))).statusCode).toBe(403);
  });
});

describe('GET /api/smartlabs/schedule/feed-link', () => {
  it('gives each member a link of their own under PUBLIC_URL', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const res = await member.inject({ method: 'GET', url: `${BASE}/feed-link` });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url as string);
    expect(url.origin + url.pathname).toBe('http://atelier.test/api/smartlabs/schedule.ics');
    expect(url.searchParams.get('user')).toBe(member.user._id);
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const other = await signIn(ctx, 'admin');
    expect(await feedPath(other)).not.toBe(await feedPath(member));
  });

  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${BASE}/feed-link` })).statusCode).toBe(401);
    const student = await signIn(ctx, 'student');
    expect((await student.inject({ method: 'GET', url: `${BASE}/feed-link` })).statusCode).toBe(403);
  });
});

// Issue 25, item 13: a link shared by mistake can be ended, and a new password ends the old link.
describe('POST /api/smartlabs/schedule/feed-link/reset', () => {
  const resetLink = (who: SignedIn) => who.inject({ method: 'POST', url: `${BASE}/feed-link/reset` });

  it("answers a new link for the caller's own feed and refuses the old one", async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const old = await feedPath(member);
    const others = await feedPath(other);
    const res = await resetLink(member);
    expect(res.statusCode).toBe(200);
    const fresh = new URL(res.json().url as string);
    expect(fresh.pathname + fresh.search).not.toBe(old);
    expect(await feedPath(member)).toBe(fresh.pathname + fresh.search);
    const refused = await fetchFeed(old);
    expectRefusal(refused, SCHEDULE_ERRORS.badFeedLink);
    expect((await fetchFeed(fresh.pathname + fresh.search)).statusCode).toBe(200);
    expect((await fetchFeed(others)).statusCode).toBe(200);
  });

  it('refuses a caller without a token with 401 and a student with 403', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `${BASE}/feed-link/reset` })).statusCode).toBe(401);
    expect((await resetLink(await signIn(ctx, 'student'))).statusCode).toBe(403);
  });

  it('ends the old link when the password is changed or reset', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const old = await feedPath(member);
    const changed = await member.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        userId: member.user._id,
        currentPassword: member.password,
        newPassword: 'a-better-password-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await fetchFeed(old)).statusCode).toBe(403);

    const again = await signIn(ctx, 'smartLABS');
    const before = await feedPath(again);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: again.user.email },
    });
    await ctx.app.jobs.drain();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetTokenFrom(outbox(ctx).at(-1)!), newPassword: 'another-good-password-7' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await fetchFeed(before)).statusCode).toBe(403);
    const signedIn = await login(ctx, { ...again, password: 'another-good-password-7' });
    const link = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/feed-link`,
      headers: { authorization: `Bearer ${signedIn}` },
    });
    const url = new URL(link.json().url as string);
    expect((await fetchFeed(url.pathname + url.search)).statusCode).toBe(200);
  });
});

describe('GET /api/smartlabs/schedule.ics', () => {
  it('is an iCalendar feed of the seeded semester that a calendar library reads back', async () => {
    await seedSchedule(ctx.database.db, ctx.config);
    const member = await signIn(ctx, 'smartLABS');
    const res = await fetchFeed(await feedPath(member));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n');

    const entries = (await list(member)).json() as ScheduleEntry[];
    expect(entries).toHaveLength(SEMESTER_2025.length);
    const events = eventsOf(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual(entries.map((e) => e._id).sort());
    const months = new Set(entries.map((e) => e.date.slice(0, 7)));
    expect([...months]).toEqual(['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12']);
  });

  it('writes timed entries in the school’s zone and all-day entries as dates, with their details', async () => {
    const admin = await signIn(ctx, 'admin');
    const session = await created(admin, {
      title: 'Orientation, part 1; BIM',
      meetingDetails: 'Line one\nLine two',
    });
    const tour = await created(admin, {
      title: 'Study tour',
      kind: 'study-tour',
      date: '2025-08-28',
      endDate: '2025-08-31',
      startTime: '',
      endTime: '',
      location: 'Ahmedabad',
      zoomLink: '',
      recLink: '',
      tags: [],
      meetingDetails: '',
    });
    const res = await fetchFeed(await feedPath(admin));
    // The lines themselves: a TZID on timed values, DATE values on all-day ones, DTEND the day after.
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${session._id}\r\n`);
    expect(unfolded).toContain('DTSTART;TZID=Asia/Kolkata:20250705T183000\r\n');
    expect(unfolded).toContain('DTEND;TZID=Asia/Kolkata:20250705T200000\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20250828\r\nDTEND;VALUE=DATE:20250901\r\n');
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);

    const [timed, allDay] = [session, tour].map((entry) =>
      eventsOf(res.body).find((e) => e.uid === entry._id)!,
    );
    // 18:30 in Kolkata is 13:00 UTC.
    expect(timed!.start.toISOString()).toBe('2025-07-05T13:00:00.000Z');
    expect(timed!.end!.toISOString()).toBe('2025-07-05T14:30:00.000Z');
    expect(timed!.summary).toBe('OS: Orientation, part 1; BIM');
    expect(timed!.location).toBe('Online (Zoom)');
    expect(timed!.description).toContain('Line one\nLine two');
    expect(timed!.description).toContain('Join: https://zoom.example.com/j/1');
    expect(timed!.description).toContain('Recording: https://recordings.example.org/1');
    expect(urlOf(timed!.url)).toBe('https://zoom.example.com/j/1');
    expect(allDay!.datetype).toBe('date');
    expect(allDay!.summary).toBe('Study tour');
    expect(allDay!.location).toBe('Ahmedabad');
    expect(urlOf(allDay!.url)).toBe('http://atelier.test/dashboard/smartLABS/schedule');
  });

  it('refuses a missing, changed or borrowed signature with 403', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const other = await signIn(ctx, 'smartLABS');
    const path = await feedPath(member);
    const url = new URL(path, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const bad = [
      '/api/smartlabs/schedule.ics',
      `/api/smartlabs/schedule.ics?user=${member.user._id}`,
      `/api/smartlabs/schedule.ics?sig=${sig}`,
      `/api/smartlabs/schedule.ics?user=${member.user._id}&sig=${flipped}`,
      `/api/smartlabs/schedule.ics?user=${member.user._id}&sig=${sig.slice(0, -1)}`,
      `/api/smartlabs/schedule.ics?user=${other.user._id}&sig=${sig}`,
      `/api/smartlabs/schedule.ics?user=${member.user._id.toUpperCase()}&sig=${sig}`,
      `/api/smartlabs/schedule.ics?user=${member.user._id}&user=${member.user._id}&sig=${sig}`,
      `/api/smartlabs/schedule.ics?user=not-a-uuid&sig=${sig}`,
      `/api/smartlabs/schedule.ics?user=${member.user._id}&sig=${'a'.repeat(5000)}`,
    ];
    for (const p of bad) {
      const res = await fetchFeed(p);
      expect(res.statusCode, p.slice(0, 120)).toBe(403);
      expectRefusal(res, SCHEDULE_ERRORS.badFeedLink);
    }
    expect((await fetchFeed(path)).statusCode).toBe(200);
  });

  it('stops working for a user who left the cohort or was deactivated, and never worked for a student', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const path = await feedPath(member);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`UPDATE users SET role = 'student' WHERE id = ${member.user._id}`);
    expect((await fetchFeed(path)).statusCode).toBe(403);
    await ctx.database.db.execute(sql`UPDATE users SET role = 'smartLABS' WHERE id = ${member.user._id}`);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE id = ${member.user._id}`);
    expect((await fetchFeed(path)).statusCode).toBe(403);
    await ctx.database.db.execute(sql`DELETE FROM users WHERE id = ${member.user._id}`);
    expect((await fetchFeed(path)).statusCode).toBe(403);
  });

  it('writes exact UTC instants when the server’s own zone skips the wall-clock time', async () => {
    const admin = await signIn(ctx, 'admin');
    // 02:30 on 9 March 2025 does not exist in New York (clocks jump from 02:00 to 03:00).
    const entry = await created(admin, { date: '2025-03-09', startTime: '02:30', endTime: '03:30' });
    const path = await feedPath(admin);
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const res = await fetchFeed(path);
      const unfolded = res.body.replace(/\r\n /g, '');
      expect(unfolded).toContain('DTSTART:20250308T210000Z\r\n');
      expect(unfolded).toContain('DTEND:20250308T220000Z\r\n');
      const event = eventsOf(res.body).find((e) => e.uid === entry._id)!;
      expect(event.start.toISOString()).toBe('2025-03-08T21:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('seedSchedule', () => {
  it('gives a new development database the July–December 2025 semester and summaries, once', async () => {
    await seedSchedule(ctx.database.db, ctx.config);
    await seedSchedule(ctx.database.db, ctx.config);
    expect(await rowCount()).toBe(SEMESTER_2025.length);
    const member = await signIn(ctx, 'smartLABS');
    const entries = (await list(member)).json() as ScheduleEntry[];
    const kinds = new Set(entries.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['OS', 'SS', 'conference', 'exhibition', 'graduation', 'study-tour']);
    expect(entries.every((e) => e.date >= '2025-07-01' && (e.endDate ?? e.date) <= '2025-12-31')).toBe(true);
    expect(entries.filter((e) => e.endDate !== null).length).toBeGreaterThanOrEqual(3);
    const summaries = await member.inject({ method: 'GET', url: '/api/smartlabs/session-summary' });
    expect(summaries.json().length).toBe(3);
  });

  it('adds nothing in production', async () => {
    await seedSchedule(ctx.database.db, testConfig({ NODE_ENV: 'production' }));
    expect(await rowCount()).toBe(0);
  });
});
