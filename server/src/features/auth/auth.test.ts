import { formatWait } from '@atelier/contract/common';
import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay } from '../../lib/dates';
import {
  countRows,
  createUser,
  HOSTILE_VALUES,
  login,
  outbox,
  postRaw,
  requestResetToken,
  signIn,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();
/** A request with a body, sent with `token` when there is one. */
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = (url: string, payload: unknown, token?: string) => send('POST', url, payload, token);
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const rowCount = (table: string) => countRows(ctx, table);

describe('POST /api/auth/login', () => {
  it('answers the user and a token, without the password hash', async () => {
    const who = await createUser(ctx, {
      role: 'student',
      email: 'asha@example.test',
      password: 'correct horse',
    });
    const res = await post('/api/auth/login', {
      email: 'Asha@Example.test',
      password: 'correct horse',
      role: 'student',
      remember: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual(who.user);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body).not.toContain('argon2');
  });

  it('stores only a hash of the token', async () => {
    const who = await createUser(ctx);
    const token = await login(ctx, who);
    const res = (await ctx.database.db.execute(sql`SELECT token_hash FROM sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]!.token_hash).not.toContain(token);
    expect(res.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes passwords with argon2id at the OWASP cost or more', async () => {
    await createUser(ctx);
    const res = (await ctx.database.db.execute(sql`SELECT password_hash FROM users`)) as unknown as {
      rows: { password_hash: string }[];
    };
    expect(res.rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps a remembered session for 30 days and another for 1 day', async () => {
    const who = await createUser(ctx);
    await login(ctx, who, true);
    await login(ctx, who, false);
    const res = (await ctx.database.db.execute(
      sql`SELECT remember, round(extract(epoch FROM expires_at - now()) / 3600) AS hours FROM sessions ORDER BY remember`,
    )) as unknown as { rows: { remember: boolean; hours: string | number }[] };
    expect(res.rows.map((r) => [r.remember, Number(r.hours)])).toEqual([
      [false, 24],
      [true, 720],
    ]);
  });

  it('refuses a wrong password, an unknown e-mail and a wrong role with the same 401', async () => {
    const who = await createUser(ctx, { role: 'smartLABS', password: 'right-password' });
    const attempts = [
      { email: who.user.email, password: 'wrong-password', role: 'smartLABS' },
      { email: 'nobody@example.test', password: 'right-password', role: 'smartLABS' },
      { email: who.user.email, password: 'right-password', role: 'admin' },
    ];
    for (const attempt of attempts) {
      const res = await post('/api/auth/login', attempt);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: AUTH_MESSAGES.invalidCredentials, code: 'auth.invalidCredentials' });
    }
    expect(await rowCount('sessions')).toBe(0);
  });

  it('refuses missing fields, wrong types and hostile values with a 400 msg', async () => {
    await createUser(ctx, { email: 'a@example.test', password: 'password-ok' });
    const good = { email: 'a@example.test', password: 'password-ok', role: 'student' };
    const bodies: unknown[] = [
      {},
      { email: 'a@example.test' },
      { ...good, role: 'teacher' },
      { ...good, email: 'not-an-email' },
      { ...good, remember: 'yes' },
      ...HOSTILE_VALUES.map((v) => ({ ...good, email: v })),
      ...HOSTILE_VALUES.filter((v) => typeof v !== 'string').map((v) => ({ ...good, password: v })),
      { ...good, password: 'p'.repeat(10_000) },
    ];
    for (const body of bodies) {
      const res = await post('/api/auth/login', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    }
    expect(await rowCount('sessions')).toBe(0);
  });

  it('refuses a body that is not JSON with a 400, and a huge body with a 413', async () => {
    const bad = await postRaw(ctx.app, '/api/auth/login', 'application/json', '{"email": "a@');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ msg: 'Request body is not valid JSON', code: 'common.badJson' });
    const huge = await postRaw(
      ctx.app,
      '/api/auth/login',
      'application/json',
      JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
  });

  it('rate-limits repeated attempts on one account with a 429', async () => {
    const who = await createUser(ctx, { password: 'right-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post('/api/auth/login', {
        email: who.user.email,
        password: 'wrong',
        role: 'student',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const locked = await post('/api/auth/login', {
      email: who.user.email,
      password: 'right-password',
      role: 'student',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      msg: AUTH_MESSAGES.tooMany(formatWait(Number(locked.headers['retry-after']))),
      code: 'common.rateLimited',
    });
  });

  it('defect 1: caps login attempts from one address across many accounts with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await post('/api/auth/login', {
        email: `nobody${i}@x.test`,
        password: 'wrong',
        role: 'student',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it("records today's date for the streak", async () => {
    const who = await createUser(ctx);
    const token = await login(ctx, who);
    const res = await get('/api/auth/streak-dates', token);
    expect(res.json()).toEqual({ streakDates: [isoDay()] });
  });
});

describe('streak days', () => {
  it('are recorded in the time zone the browser names, else in UTC', async () => {
    const who = await createUser(ctx);
    const farEast = 'Pacific/Kiritimati'; // UTC+14: its date is never behind UTC's
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-time-zone': farEast },
      payload: { email: who.user.email, password: who.password, role: who.user.role },
    });
    const token = res.json().token as string;
    await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${token}`, 'x-time-zone': 'Not/AZone' },
    });
    const days = (await get('/api/auth/streak-dates', token)).json().streakDates as string[];
    expect(days).toEqual([...new Set([isoDay(), isoDay(new Date(), farEast)])].sort());
  });
});

describe('GET /api/auth/validate-token', () => {
  it('answers the session user', async () => {
    const me = await signIn(ctx, 'admin');
    const res = await get('/api/auth/validate-token', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: me.user });
  });

  it('refuses no token, a forged token and a malformed header with 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().msg).toBe('string');
    }
  });

  it('refuses an expired session', async () => {
    const me = await signIn(ctx, 'student');
    await ctx.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await get('/api/auth/validate-token', me.token)).statusCode).toBe(401);
  });

  it('records the day of a validation for a session opened earlier', async () => {
    const me = await signIn(ctx, 'student');
    await ctx.database.db.execute(sql`DELETE FROM login_days`);
    await ctx.app.close();
    const { buildApp } = await import('../../app');
    ctx.app = await buildApp(ctx.config, { database: ctx.database });
    await get('/api/auth/validate-token', me.token);
    expect((await get('/api/auth/streak-dates', me.token)).json()).toEqual({ streakDates: [isoDay()] });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server', async () => {
    const me = await signIn(ctx, 'student');
    const res = await post('/api/auth/logout', {}, me.token);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/auth/validate-token', me.token)).statusCode).toBe(401);
  });

  it('leaves the same user’s other sessions alone', async () => {
    const me = await signIn(ctx, 'student');
    const other = await login(ctx, me);
    await post('/api/auth/logout', {}, me.token);
    expect((await get('/api/auth/validate-token', other)).statusCode).toBe(200);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('gives the same answer for a known and an unknown e-mail, and mails only the known one', async () => {
    const who = await createUser(ctx, { email: 'known@example.test' });
    const known = await post('/api/auth/forgot-password', { email: 'KNOWN@example.test' });
    const unknown = await post('/api/auth/forgot-password', { email: 'unknown@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await ctx.app.jobs.drain();
    const mails = outbox(ctx);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${who.user.email}`);
    expect(mails[0]!.replace(/=\r?\n/g, '')).toContain('http://atelier.test/reset-password/');
    expect(mails[0]!).not.toContain('invite');
  });

  it('refuses a missing or malformed e-mail with 400', async () => {
    for (const body of [{}, { email: 'nope' }, ...HOSTILE_VALUES.map((email) => ({ email }))]) {
      expect((await post('/api/auth/forgot-password', body)).statusCode).toBe(400);
    }
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(0);
  });

  it('rate-limits repeated requests with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/auth/forgot-password', { email: 'someone@example.test' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends old sessions, and refuses the token a second time', async () => {
    const who = await createUser(ctx, { password: 'old-password' });
    const oldSession = await login(ctx, who);
    const token = await requestResetToken(ctx, who.user.email);

    const res = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.resetDone });
    expect((await get('/api/auth/validate-token', oldSession)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: who.user.email, password: 'old-password', role: 'student' }))
        .statusCode,
    ).toBe(401);
    expect(await login(ctx, { ...who, password: 'brand-new-password' })).toBeTruthy();

    const again = await post('/api/auth/reset-password', { token, newPassword: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: AUTH_MESSAGES.resetInvalid, code: 'auth.resetInvalid' });
  });

  it('refuses an expired token', async () => {
    const who = await createUser(ctx);
    const token = await requestResetToken(ctx, who.user.email);
    await ctx.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`,
    );
    const res = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(res.statusCode).toBe(400);
    expect(await login(ctx, who)).toBeTruthy();
  });

  it('refuses a forged token, a short password and hostile values with 400', async () => {
    const who = await createUser(ctx);
    const token = await requestResetToken(ctx, who.user.email);
    const bodies: unknown[] = [
      { token: 'A'.repeat(43), newPassword: 'brand-new-password' },
      { token, newPassword: 'short' },
      { token },
      ...HOSTILE_VALUES.map((v) => ({ token: v, newPassword: 'brand-new-password' })),
    ];
    for (const body of bodies) expect((await post('/api/auth/reset-password', body)).statusCode).toBe(400);
    // The real token still works: nothing above consumed it.
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password and ends every session of the user', async () => {
    const me = await signIn(ctx, 'smartLABS');
    const second = await login(ctx, me);
    const res = await post(
      '/api/auth/change-password',
      { userId: me.user._id, currentPassword: me.password, newPassword: 'a-better-password' },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.passwordChanged });
    expect((await get('/api/auth/validate-token', me.token)).statusCode).toBe(401);
    expect((await get('/api/auth/validate-token', second)).statusCode).toBe(401);
    expect(await login(ctx, { ...me, password: 'a-better-password' })).toBeTruthy();
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const me = await signIn(ctx, 'student');
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'a-better-password' },
      me.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: AUTH_MESSAGES.wrongCurrentPassword,
      code: 'auth.wrongCurrentPassword',
    });
    expect((await get('/api/auth/validate-token', me.token)).statusCode).toBe(200);
  });

  it("refuses another user's id with 403, a short password with 400, and no session with 401", async () => {
    const me = await signIn(ctx, 'admin');
    const other = await createUser(ctx);
    const body = { userId: other.user._id, currentPassword: me.password, newPassword: 'a-better-password' };
    expect((await post('/api/auth/change-password', body, me.token)).statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/auth/change-password',
          { currentPassword: me.password, newPassword: 'short' },
          me.token,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('/api/auth/change-password', body)).statusCode).toBe(401);
    expect(await login(ctx, me)).toBeTruthy();
  });
});

describe('PUT /api/auth/update/:userId', () => {
  const put = (url: string, payload: unknown, token?: string) => send('PUT', url, payload, token);

  it('updates the caller’s own profile but never e-mail or role', async () => {
    const me = await signIn(ctx, 'student');
    const res = await put(
      `/api/auth/update/${me.user._id}`,
      {
        name: '  Asha K  ',
        gender: 'female',
        country: 'India',
        institution: 'CEPT',
        phone: '+91 98765 43210',
        avatar: '7.jpg',
        email: 'hijack@example.test',
        role: 'admin',
      },
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      ...me.user,
      name: 'Asha K',
      gender: 'female',
      country: 'India',
      institution: 'CEPT',
      phone: '+91 98765 43210',
      avatar: '7.jpg',
    });
    expect((await get('/api/auth/validate-token', me.token)).json().user.role).toBe('student');
  });

  it("refuses another user's profile with 403, but lets an admin edit it", async () => {
    const student = await signIn(ctx, 'student');
    const other = await createUser(ctx);
    expect((await put(`/api/auth/update/${other.user._id}`, { name: 'X' }, student.token)).statusCode).toBe(
      403,
    );
    const admin = await signIn(ctx, 'admin');
    const res = await put(`/api/auth/update/${other.user._id}`, { name: 'Renamed' }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.name).toBe('Renamed');
  });

  it('refuses bad values with 400, a malformed id with 400, an unknown id with 404 and no session with 401', async () => {
    const me = await signIn(ctx, 'admin');
    for (const body of [
      { avatar: '99.jpg' },
      { avatar: '../../etc/passwd' },
      { name: '' },
      { gender: 'robot' },
      { phone: 'call me' },
      ...HOSTILE_VALUES.map((name) => ({ name })),
    ]) {
      const res = await put(`/api/auth/update/${me.user._id}`, body, me.token);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await put('/api/auth/update/not-a-uuid', { name: 'x' }, me.token)).statusCode).toBe(400);
    expect(
      (await put('/api/auth/update/00000000-0000-4000-8000-000000000000', { name: 'x' }, me.token))
        .statusCode,
    ).toBe(404);
    expect((await put(`/api/auth/update/${me.user._id}`, { name: 'x' })).statusCode).toBe(401);
    expect((await get('/api/auth/validate-token', me.token)).json().user.name).toBe(me.user.name);
  });
});

describe('GET /api/auth/streak-dates', () => {
  it('refuses a caller without a session with 401', async () => {
    expect((await get('/api/auth/streak-dates')).statusCode).toBe(401);
  });
});
