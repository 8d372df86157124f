import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { WAITLIST_CSV_COLUMNS, WAITLIST_TEXT, type WaitlistEntryBody } from '@atelier/contract/waitlist';
import { sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { csvLines, outbox, resetTokenFrom, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { waitlistForm } from './waitlist-fixtures';

const ctx = useTestApp();

let n = 0;
async function join(overrides: Partial<WaitlistEntryBody> = {}) {
  n += 1;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/submit',
    remoteAddress: `10.3.${n % 250}.1`,
    payload: waitlistForm(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { referralCode: string };
}

async function entryId(email: string): Promise<string> {
  const res = (await ctx.database.db.execute(
    sql`SELECT id FROM waitlist_entries WHERE email = ${email}`,
  )) as unknown as {
    rows: { id: string }[];
  };
  return res.rows[0]!.id;
}

const list = (admin: SignedIn, query = '', headers: Record<string, string> = {}) =>
  admin.inject({ method: 'GET', url: `/api/waitlist/all${query}`, headers });

describe('GET /api/waitlist/all', () => {
  it('pages and searches on the server, the queue order first', async () => {
    const admin = await signIn(ctx, 'admin');
    for (let i = 0; i < 7; i++) await join({ institution: i % 2 ? 'Odd College' : 'Even School' });
    const page1 = (await list(admin, '?limit=3')).json();
    expect(page1.total).toBe(7);
    expect(page1.items).toHaveLength(3);
    const page3 = (await list(admin, '?limit=3&page=3')).json();
    expect(page3.items).toHaveLength(1);
    expect(page3.nextCursor).toBeNull();
    // The first page's cursor starts the second, as page=2 does.
    const byCursor = (await list(admin, `?limit=3&cursor=${page1.nextCursor}`)).json();
    expect(byCursor.items).toEqual((await list(admin, '?limit=3&page=2')).json().items);
    const odd = (await list(admin, '?q=odd%20col')).json();
    expect(odd.total).toBe(3);
    expect(odd.items.every((e: { institution: string }) => e.institution === 'Odd College')).toBe(true);
    expect((await list(admin, '?q=%25')).json().total).toBe(0);
  });

  it('answers 304 to a poll while nothing changed, and the new list after a join', async () => {
    const admin = await signIn(ctx, 'admin');
    await join();
    const first = await list(admin);
    const etag = String(first.headers.etag);
    const poll = await list(admin, '', { 'if-none-match': etag });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');
    // A 304 carries what the 200 would have (RFC 9110 §15.4.5), and the API's security headers.
    expect(poll.headers).toMatchObject({
      etag,
      vary: 'accept-encoding',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    });
    const gzipped = await list(admin, '', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).total).toBe(1);
    await join();
    const after = await list(admin, '', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().total).toBe(2);
  });

  it('refuses students with 403, no token with 401 and bad paging with 400', async () => {
    const student = await signIn(ctx, 'student');
    expect((await list(student)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/waitlist/all' })).statusCode).toBe(401);
    const admin = await signIn(ctx, 'admin');
    const badCursor = Buffer.from('["x"]').toString('base64url');
    for (const q of [
      '?page=0',
      '?limit=101',
      '?page=abc',
      `?q=${'x'.repeat(101)}`,
      `?cursor=${badCursor}`,
      '?page=1&cursor=x',
    ]) {
      expect((await list(admin, q)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /api/waitlist/export.csv', () => {
  it('streams every entry with the spec columns, quoted by a CSV library, formula-safe', async () => {
    const admin = await signIn(ctx, 'admin');
    const referrer = await join({ email: 'referrer@example.test' });
    await join({
      name: '=HYPERLINK("http://evil.test","click")',
      institution: 'Comma, "Quotes" Inc',
      refCode: referrer.referralCode,
    });
    await join({ name: '+SUM(A1)', institution: '@home' });
    const res = await admin.inject({ method: 'GET', url: '/api/waitlist/export.csv' });
    const lines = csvLines(res, 'waitlist.csv', WAITLIST_CSV_COLUMNS);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(lines[2]).toContain('"Comma, ""Quotes"" Inc"');
    expect(lines[2]).toContain('referrer@example.test');
    expect(lines[3]).toMatch(/^"'\+SUM\(A1\)",.*"'@home"/);
    expect(lines[1]!.split(',')[7]).toBe('"1"');
  });

  // Issue 25, item 11: a formula after a separator or a zero-width character was written raw.
  it('neutralises a formula hidden after a separator or a zero-width character, and quotes every cell', async () => {
    const admin = await signIn(ctx, 'admin');
    await join({ name: "Bob;=cmd|' /C calc'!A0", institution: '\u200B=HYPERLINK("http://evil.test")' });
    const res = await admin.inject({ method: 'GET', url: '/api/waitlist/export.csv' });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.trim().split('\n');
    expect(header).toBe(WAITLIST_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(row).toMatch(
      /^"'Bob;=cmd\|' \/C calc'!A0","visitor\d+@example\.test","'\u200B=HYPERLINK\(""http:\/\/evil\.test""\)",/,
    );
    expect(row!.split('","').every((cell) => !/^[=+\-@]/.test(cell.replace(/^"/, '')))).toBe(true);
  });

  it('exports thousands of rows in batches without repeating one', async () => {
    const admin = await signIn(ctx, 'admin');
    await ctx.database.db.execute(sql`
      INSERT INTO waitlist_entries (name, gender, email, country, phone, institution, ref_code, referral_code, created_at)
      SELECT 'Bulk ' || i, 'other', 'bulk' || i || '@example.test', 'India', '9876543210', 'X', 'R', 'CODE' || i,
             now() - (i % 7) * interval '1 microsecond'
      FROM generate_series(1, 2500) AS i`);
    const res = await admin.inject({ method: 'GET', url: '/api/waitlist/export.csv' });
    const emails = res.body
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[1]);
    expect(emails).toHaveLength(2500);
    expect(new Set(emails).size).toBe(2500);
  });

  it('refuses students with 403', async () => {
    const student = await signIn(ctx, 'student');
    expect((await student.inject({ method: 'GET', url: '/api/waitlist/export.csv' })).statusCode).toBe(403);
  });
});

describe('POST /api/waitlist/approve/:id', () => {
  it('creates the student without a usable password, keeps the entry approved, and mails a set-password link', async () => {
    const admin = await signIn(ctx, 'admin');
    await join({ email: 'newbie@example.test', name: 'New Bie' });
    const id = await entryId('newbie@example.test');
    const res = await admin.inject({ method: 'POST', url: `/api/waitlist/approve/${id}` });
    expect(res.json()).toEqual({ message: WAITLIST_TEXT.approved, inviteSent: true });

    const entry = (await list(admin)).json().items[0];
    expect(entry).toMatchObject({
      email: 'newbie@example.test',
      status: 'approved',
      approvedAt: expect.any(String),
    });
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'newbie@example.test', password, role: 'student' },
      });
    expect((await login('anything-at-all')).statusCode).toBe(401);

    const mail = outbox(ctx).at(-1)!;
    expect(mail).toContain('To: newbie@example.test');
    const token = resetTokenFrom(mail);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'my-own-password' },
    });
    expect(set.json()).toEqual({ msg: AUTH_MESSAGES.resetDone });
    const signedIn = await login('my-own-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({
      role: 'student',
      name: 'New Bie',
      institution: 'School of Planning',
    });
  });

  it('refuses approving twice, or an e-mail that already has an account, with 409 and changes nothing', async () => {
    const admin = await signIn(ctx, 'admin');
    await join({ email: 'once@example.test' });
    const id = await entryId('once@example.test');
    await admin.inject({ method: 'POST', url: `/api/waitlist/approve/${id}` });
    const twice = await admin.inject({ method: 'POST', url: `/api/waitlist/approve/${id}` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: WAITLIST_TEXT.alreadyApproved,
      code: 'waitlist.alreadyApproved',
    });

    const existing = await signIn(ctx, 'student');
    await join({ email: existing.user.email });
    const clash = await admin.inject({
      method: 'POST',
      url: `/api/waitlist/approve/${await entryId(existing.user.email)}`,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: WAITLIST_TEXT.accountExists, code: 'waitlist.accountExists' });
  });

  it('keeps the approval when the invitation cannot be sent, and says so', async () => {
    const failing = {
      transport: 'smtp' as const,
      send: async () => Promise.reject(new Error('relay down')),
      close: async () => undefined,
    };
    const app = await buildApp(ctx.config, { database: ctx.database, mailer: failing });
    try {
      const admin = await signIn({ ...ctx, app }, 'admin');
      await join({ email: 'unlucky@example.test' });
      const res = await admin.inject({
        method: 'POST',
        url: `/api/waitlist/approve/${await entryId('unlucky@example.test')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: WAITLIST_TEXT.approvedNotSent, inviteSent: false });
      const users = (await ctx.database.db.execute(
        sql`SELECT role FROM users WHERE email = 'unlucky@example.test'`,
      )) as unknown as {
        rows: { role: string }[];
      };
      expect(users.rows).toEqual([{ role: 'student' }]);
    } finally {
      await app.close();
    }
  });

  it('answers 404 for an unknown entry, 400 for a malformed id and 403 for a student', async () => {
    const admin = await signIn(ctx, 'admin');
    const approve = (who: SignedIn, id: string) =>
      who.inject({ method: 'POST', url: `/api/waitlist/approve/${id}` });
    const unknownId = '00000000-0000-4000-8000-000000000000';
    expect((await approve(admin, unknownId)).statusCode).toBe(404);
    expect((await approve(admin, 'nope')).statusCode).toBe(400);
    const student = await signIn(ctx, 'student');
    expect((await approve(student, unknownId)).statusCode).toBe(403);
  });
});
