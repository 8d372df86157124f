import { AUTH_MESSAGES } from '@atelier/contract/auth';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, useTestApp, withOtherInstance, type TestUser } from '../../../test/helpers';
import { cleanUserAgent, describeDevice } from './devices';

const ctx = useTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function loginFrom(who: TestUser, userAgent: string, remoteAddress: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { email: who.user.email, password: who.password, role: who.user.role },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const as = (token: string, app: FastifyInstance = ctx.app) => ({
  get: (url: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: `Bearer ${token}` } }),
  del: (url: string) => app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } }),
  post: (url: string) => app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } }),
});

async function sessionRows(userId: string) {
  const res = (await ctx.database.db.execute(
    sql`SELECT id, ip, user_agent, last_used_at::text AS last_used FROM sessions WHERE user_id = ${userId} ORDER BY created_at`,
  )) as unknown as { rows: { id: string; ip: string; user_agent: string; last_used: string }[] };
  return res.rows;
}

describe('device summaries', () => {
  it('name the browser and the system simply, and keep a User-Agent clean and short', () => {
    expect(describeDevice(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('something-else/1.0')).toBe('Unknown browser');
    expect(cleanUserAgent('Evil\r\nX-Injected: 1\u0000\u202e')).toBe('Evil X-Injected: 1');
    expect(cleanUserAgent('a'.repeat(5000))).toHaveLength(512);
    expect(cleanUserAgent(undefined)).toBe('');
  });
});

describe('GET /api/auth/sessions', () => {
  it("lists only the caller's own sessions with device, address and times, marks the current one, and shows no token or hash", async () => {
    const who = await createUser(ctx, { role: 'student' });
    const onLaptop = await loginFrom(who, FIREFOX_WINDOWS, '203.0.113.7');
    const onPhone = await loginFrom(who, `${SAFARI_IPHONE}\n\u0007`, '198.51.100.23');
    const stranger = await signIn(ctx, 'student');

    const res = await as(onPhone).get('/api/auth/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    const phone = sessions.find((s: { current: boolean }) => s.current);
    const laptop = sessions.find((s: { current: boolean }) => !s.current);
    expect(phone).toMatchObject({
      device: 'Safari on iOS',
      userAgent: SAFARI_IPHONE,
      ip: '198.51.100.23',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });
    expect(laptop).toMatchObject({ device: 'Firefox on Windows', ip: '203.0.113.7', current: false });
    const rows = await sessionRows(who.user._id);
    expect(sessions.map((s: { id: string }) => s.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const hashes = (await ctx.database.db.execute(sql`SELECT token_hash FROM sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    for (const secret of [onLaptop, onPhone, stranger.token, ...hashes.rows.map((r) => r.token_hash)]) {
      expect(res.body).not.toContain(secret);
    }
    expect(
      (await stranger.inject({ method: 'GET', url: '/api/auth/sessions' })).json().sessions,
    ).toHaveLength(1);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('last use of a session', () => {
  it('is not written on every request, but is written (with the latest address) once older than five minutes', async () => {
    await withOtherInstance(ctx, async (other) => {
      const me = await signIn(ctx, 'student');
      // Two minutes ago: fresh enough, so requests leave it alone.
      await ctx.database.db.execute(
        sql`UPDATE sessions SET last_used_at = now() - interval '2 minutes', ip = 'old' WHERE user_id = ${me.user._id}`,
      );
      const [before] = await sessionRows(me.user._id);
      for (let i = 0; i < 3; i++)
        expect((await as(me.token, other).get('/api/auth/validate-token')).statusCode).toBe(200);
      expect(await sessionRows(me.user._id)).toEqual([before]);

      // Ten minutes ago: the next request (a process that has not cached it) notes the use.
      await ctx.database.db.execute(
        sql`UPDATE sessions SET last_used_at = now() - interval '10 minutes' WHERE user_id = ${me.user._id}`,
      );
      const [stale] = await sessionRows(me.user._id);
      await withOtherInstance(ctx, async (third) => {
        expect((await as(me.token, third).get('/api/auth/validate-token', '192.0.2.44')).statusCode).toBe(
          200,
        );
        const [after] = await sessionRows(me.user._id);
        expect(after!.ip).toBe('192.0.2.44');
        expect(after!.last_used > stale!.last_used).toBe(true);
        // …and the requests right after it write nothing more.
        await ctx.database.db.execute(sql`UPDATE sessions SET ip = 'kept' WHERE user_id = ${me.user._id}`);
        for (let i = 0; i < 3; i++) await as(me.token, third).get('/api/auth/validate-token', '192.0.2.45');
        expect((await sessionRows(me.user._id))[0]!.ip).toBe('kept');
      });
    });
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends one of the own sessions: its token is refused at once, even where it was cached, and the others go on', async () => {
    const who = await createUser(ctx, { role: 'student' });
    const a = await loginFrom(who, FIREFOX_WINDOWS, '203.0.113.7');
    const b = await loginFrom(who, SAFARI_IPHONE, '198.51.100.23');
    // Both validated, so both are in the session cache.
    expect((await as(a).get('/api/auth/validate-token')).statusCode).toBe(200);
    expect((await as(b).get('/api/auth/validate-token')).statusCode).toBe(200);
    const other = (await as(a).get('/api/auth/sessions'))
      .json()
      .sessions.find((s: { current: boolean }) => !s.current);

    const res = await as(a).del(`/api/auth/sessions/${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.sessionEnded });
    expect((await as(b).get('/api/auth/validate-token')).statusCode).toBe(401);
    expect((await as(a).get('/api/auth/validate-token')).statusCode).toBe(200);
    expect((await as(a).get('/api/auth/sessions')).json().sessions).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it working, 404 for an unknown id and 400 for a malformed one", async () => {
    const me = await signIn(ctx, 'student');
    const them = await signIn(ctx, 'student');
    const [theirs] = await sessionRows(them.user._id);
    const res = await as(me.token).del(`/api/auth/sessions/${theirs!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.sessionNotFound, code: 'auth.sessionNotFound' });
    expect((await as(them.token).get('/api/auth/validate-token')).statusCode).toBe(200);
    expect(
      (await as(me.token).del('/api/auth/sessions/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    for (const bad of ['not-a-uuid', "1'%20OR%201=1", '%00']) {
      expect((await as(me.token).del(`/api/auth/sessions/${bad}`)).statusCode).toBe(400);
    }
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${theirs!.id}` })).statusCode,
    ).toBe(401);
  });

  it('ends the current session too, which signs the caller out', async () => {
    const me = await signIn(ctx, 'student');
    const [mine] = await sessionRows(me.user._id);
    expect((await as(me.token).del(`/api/auth/sessions/${mine!.id}`)).statusCode).toBe(200);
    expect((await as(me.token).get('/api/auth/validate-token')).statusCode).toBe(401);
  });

  it('ends a session on every process: another that had it cached refuses it within moments', async () => {
    await withOtherInstance(ctx, async (other) => {
      const who = await createUser(ctx, { role: 'student' });
      const a = await loginFrom(who, FIREFOX_WINDOWS, '203.0.113.7');
      const b = await loginFrom(who, SAFARI_IPHONE, '198.51.100.23');
      expect((await as(b, other).get('/api/auth/validate-token')).statusCode).toBe(200);
      const target = (await as(a).get('/api/auth/sessions'))
        .json()
        .sessions.find((s: { current: boolean }) => !s.current);
      expect((await as(a).del(`/api/auth/sessions/${target.id}`)).statusCode).toBe(200);
      let status = 0;
      for (let i = 0; i < 50 && status !== 401; i++) {
        status = (await as(b, other).get('/api/auth/validate-token')).statusCode;
        if (status !== 401) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
    });
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('ends every other session of the caller and keeps the current one', async () => {
    const who = await createUser(ctx, { role: 'student' });
    const a = await loginFrom(who, FIREFOX_WINDOWS, '203.0.113.7');
    const b = await loginFrom(who, SAFARI_IPHONE, '198.51.100.23');
    const c = await loginFrom(who, FIREFOX_WINDOWS, '203.0.113.8');
    const bystander = await signIn(ctx, 'student');
    expect((await as(b).get('/api/auth/validate-token')).statusCode).toBe(200);
    const res = await as(a).post('/api/auth/sessions/end-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: AUTH_MESSAGES.otherSessionsEnded(2), ended: 2 });
    expect((await as(b).get('/api/auth/validate-token')).statusCode).toBe(401);
    expect((await as(c).get('/api/auth/validate-token')).statusCode).toBe(401);
    expect((await as(a).get('/api/auth/validate-token')).statusCode).toBe(200);
    expect((await as(bystander.token).get('/api/auth/validate-token')).statusCode).toBe(200);
  });
});
