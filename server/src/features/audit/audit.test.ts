import { AUDIT_CSV_COLUMNS } from '@atelier/contract/audit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { countRows, csvLines, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { openChallenge } from '../auth/challenges';
import { RETENTION_JOB } from './audit-retention';
import { entriesOf, pastEntry } from './audit.fixtures';

const ctx = useTestApp();

const list = (admin: SignedIn, query = '') =>
  admin.inject({ method: 'GET', url: `/api/admin/audit${query}` });

/** A small log: Ada changed Sam's role today, Sam signed in yesterday and with a passkey 10 days ago. */
async function someLog() {
  const admin = await signIn(ctx, 'admin', { name: 'Ada Admin' });
  const sam = await signIn(ctx, 'student', { name: 'Sam Student' });
  // Only the entries below: not the two sign-ins that gave them sessions.
  await ctx.database.db.execute(sql`DELETE FROM audit_events`);
  const ada = admin.user._id;
  const samId = sam.user._id;
  await pastEntry(
    ctx,
    { action: 'sign-in', actorId: samId, userId: samId, method: 'passkey', ip: '10.0.0.9' },
    10,
  );
  await pastEntry(
    ctx,
    { action: 'sign-in', actorId: samId, userId: samId, method: 'password+totp', ip: '10.0.0.8' },
    1,
  );
  await pastEntry(
    ctx,
    {
      action: 'sign-in-failed',
      actorId: null,
      email: 'nobody@elsewhere.test',
      method: 'password',
      ip: '10.0.0.7',
      detail: { reason: 'wrong-password' },
    },
    1,
  );
  await pastEntry(ctx, {
    action: 'role-changed',
    actorId: ada,
    userId: samId,
    email: sam.user.email,
    ip: '10.0.0.1',
    detail: { from: 'student', to: 'smartLABS' },
  });
  return { admin, sam };
}

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with the actor and user named, and their address, method and detail', async () => {
    const { admin, sam } = await someLog();
    const res = await list(admin, '?action=role-changed');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      action: 'role-changed',
      actor: { _id: admin.user._id, name: 'Ada Admin', email: admin.user.email },
      user: { _id: sam.user._id, name: 'Sam Student', email: sam.user.email },
      ip: '10.0.0.1',
      detail: { from: 'student', to: 'smartLABS' },
    });
    const all = (await list(admin)).json();
    const times = all.items.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = all.items.find((e: { action: string }) => e.action === 'sign-in-failed');
    expect(failed).toMatchObject({ actor: null, user: null, email: 'nobody@elsewhere.test' });
  });

  it('filters by action, user, actor, e-mail, dates and method', async () => {
    const { admin, sam } = await someLog();
    const count = async (query: string) => (await list(admin, query)).json().total as number;
    const signIns = await count('?action=sign-in');
    expect(signIns).toBeGreaterThanOrEqual(2);
    expect(await count(`?action=sign-in&user=${sam.user._id}`)).toBe(2);
    expect(await count(`?actor=${admin.user._id}&action=role-changed`)).toBe(1);
    // The recorded e-mail, or the concerned account's; any case, `%` and `_` taken literally.
    expect(await count('?email=ELSEWHERE')).toBe(1);
    expect(await count(`?email=${encodeURIComponent(sam.user.email.slice(0, 6))}&action=sign-in`)).toBe(2);
    expect(await count('?email=%25')).toBe(0);
    expect(await count('?method=password&action=sign-in')).toBe(1);
    expect(await count('?method=passkey')).toBe(1);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    expect(await count(`?action=sign-in&user=${sam.user._id}&from=${day(2)}`)).toBe(1);
    expect(await count(`?action=sign-in&user=${sam.user._id}&to=${day(2)}`)).toBe(1);
    expect(await count(`?action=sign-in&user=${sam.user._id}&from=${day(10)}&to=${day(10)}`)).toBe(1);
    expect(await count(`?from=${day(0)}&action=role-changed`)).toBe(1);
  });

  it('pages from a cursor without repeating or skipping an entry', async () => {
    const { admin } = await someLog();
    const all = (await list(admin, '?limit=50')).json();
    const first = (await list(admin, '?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(admin, `?limit=2&cursor=${first.nextCursor}`)).json();
    const ids = [...first.items, ...second.items].map((e: { _id: string }) => e._id);
    expect(ids).toEqual(all.items.slice(0, ids.length).map((e: { _id: string }) => e._id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses bad filters with 400 and the field named', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const query of [
      '?action=nothing',
      '?user=42',
      '?actor=x',
      '?from=yesterday',
      '?to=2026-13-01',
      '?from=2026-05-02&to=2026-05-01',
      `?email=${'a'.repeat(300)}`,
      '?limit=0',
      '?limit=500',
      '?cursor=garbage',
      '?page=1&cursor=x',
    ]) {
      const res = await list(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toMatch(/^common\./);
    }
    const res = await list(admin, '?from=2026-05-02&to=2026-05-01');
    expect(res.json().issues).toEqual([expect.objectContaining({ in: 'querystring', path: 'to' })]);
  });

  it('is for admins only', async () => {
    for (const role of ['student', 'smartLABS'] as const) {
      const who = await signIn(ctx, role);
      expect((await list(who)).statusCode).toBe(403);
      expect((await who.inject({ method: 'GET', url: '/api/admin/audit.csv' })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('exports the filtered log oldest first, every cell quoted and formula-safe', async () => {
    const { admin, sam } = await someLog();
    await pastEntry(ctx, { action: 'sign-in-failed', actorId: null, email: '=HYPERLINK("x")@evil.test' });
    const lines = csvLines(
      await admin.inject({ method: 'GET', url: `/api/admin/audit.csv?action=sign-in&user=${sam.user._id}` }),
      'audit.csv',
      AUDIT_CSV_COLUMNS,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"sign-in","Sam Student"');
    expect(lines[1]).toContain('"passkey","10.0.0.9"');
    expect(lines[2]).toContain('"password+totp"');
    const failed = csvLines(
      await admin.inject({ method: 'GET', url: '/api/admin/audit.csv?action=sign-in-failed' }),
      'audit.csv',
      AUDIT_CSV_COLUMNS,
    );
    expect(failed.at(-1)).toContain(`"'=HYPERLINK(""x"")@evil.test"`);
    expect(failed[1]).toContain('"{""reason"":""wrong-password""}"');
  });

  it('refuses bad filters with 400', async () => {
    const admin = await signIn(ctx, 'admin');
    for (const query of ['?action=x', '?from=2026-05-02&to=2026-05-01', '?user=1']) {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/audit.csv${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the sign-in sweep', () => {
  const runSweep = async () => {
    await ctx.database.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE kind = ${RETENTION_JOB}`,
    );
    await ctx.app.jobs.drain();
  };

  it('removes audit entries older than AUDIT_RETENTION_DAYS and expired sign-in steps, nothing else', async () => {
    await ctx.app.ready();
    const admin = await signIn(ctx, 'admin');
    const who = { actorId: admin.user._id, userId: admin.user._id };
    await pastEntry(ctx, { action: 'sign-in', ...who, detail: { keep: false } }, 366);
    await pastEntry(ctx, { action: 'sign-in', ...who, detail: { keep: true } }, 364);
    await pastEntry(ctx, { action: 'sign-in', ...who, detail: { keep: true } }, 0);
    const db = ctx.database.db;
    await openChallenge(db, { kind: 'second-factor', userId: admin.user._id, ttlMs: -1000 });
    await openChallenge(db, { kind: 'second-factor', userId: admin.user._id, ttlMs: 60_000 });
    await runSweep();
    const kept = await entriesOf(ctx, 'sign-in');
    // (The admin's own sign-in above is an entry too, without `keep`.)
    expect(kept.map((e) => e.detail).filter((d) => 'keep' in d)).toEqual([{ keep: true }, { keep: true }]);
    expect(await countRows(ctx, 'auth_challenges')).toBe(1);
    // Queued again for the next hour.
    const queued = await db.execute(
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${RETENTION_JOB} AND run_at > now()`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('reads AUDIT_RETENTION_DAYS: a year by default, at least 30 days', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    for (const bad of ['29', '0', '-1', '1.5', 'forever']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad }), bad).toThrow();
    }
  });
});
