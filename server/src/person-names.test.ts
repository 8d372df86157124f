import { WAITLIST_TEXT, referralSchema } from '@atelier/contract/waitlist';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, signIn, useTestApp } from '../test/helpers';
import { PDF } from '../test/pdf';
import { createEvent, GOOD_FIELDS } from './features/events/event-fixtures';

// Issue 25, item 8: a display name holding CR/LF was stored, and every e-mail naming that user
// then failed to send. Each place a name is written refuses it, and stores nothing.
const BAD_NAME = 'Ann\r\nBcc: x@y';
const ONE_LINE = /[Nn]ame must be on one line, without control characters/;

describe('names with a line break or a control character', () => {
  const ctx = useTestApp();
  const count = async (query: string) => {
    const res = (await ctx.database.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] };
    return res.rows[0]!.n;
  };

  it('are refused by profile update, with the name left as it was', async () => {
    const student = await signIn(ctx, 'student', { name: 'Tara' });
    for (const name of [BAD_NAME, 'Ann\u0007', 'Ann\u2028B', 'Ann\tB']) {
      const res = await student.inject({
        method: 'PUT',
        url: `/api/auth/update/${student.user._id}`,
        payload: { name },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().msg, JSON.stringify(name)).toMatch(ONE_LINE);
    }
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE name = 'Tara'`)).toBe(1);
  });

  it('are refused when an admin creates (invites) a user, and no account or e-mail is made', async () => {
    const admin = await signIn(ctx, 'admin');
    const before = outbox(ctx).length;
    const res = await admin.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: BAD_NAME, email: 'ann@example.test', role: 'student' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(ONE_LINE);
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE email = 'ann@example.test'`)).toBe(0);
    expect(outbox(ctx).length).toBe(before);
  });

  it('are refused by the waitlist, and an entry kept from before is not approved into an account', async () => {
    const entry = {
      gender: 'female',
      email: 'ann@example.test',
      country: 'India',
      phone: '9876543210',
      institution: 'School of Planning',
      refCode: 'ATELIER2025',
    };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: { ...entry, name: BAD_NAME },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(ONE_LINE);
    expect(await count('SELECT count(*)::int AS n FROM waitlist_entries')).toBe(0);

    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: { ...entry, name: 'Ann' },
    });
    expect(joined.statusCode).toBe(201);
    await ctx.database.db.execute(sql`UPDATE waitlist_entries SET name = ${BAD_NAME}`);
    const [row] = (
      (await ctx.database.db.execute(sql`SELECT id FROM waitlist_entries`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    const admin = await signIn(ctx, 'admin');
    const before = outbox(ctx).length;
    const approve = await admin.inject({ method: 'POST', url: `/api/waitlist/approve/${row!.id}` });
    expect(approve.statusCode).toBe(400);
    expect(approve.json()).toEqual({ message: WAITLIST_TEXT.badName, code: 'waitlist.badName' });
    expect(await count(`SELECT count(*)::int AS n FROM users WHERE email = 'ann@example.test'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM waitlist_entries WHERE status = 'approved'`)).toBe(0);
    expect(outbox(ctx).length).toBe(before);
  });

  it('are refused in the friends a waitlist entry refers (whose names their invitations carry)', () => {
    const refused = referralSchema.safeParse({ name: BAD_NAME, email: 'pal@example.test' });
    expect(refused.error?.issues[0]?.message).toMatch(ONE_LINE);
    expect(referralSchema.safeParse({ name: 'Ann B', email: 'pal@example.test' }).success).toBe(true);
  });

  it('are refused by event registration, and nothing is registered', async () => {
    const admin = await signIn(ctx, 'admin');
    const created = await createEvent(admin);
    expect(created.statusCode).toBe(201);
    const data = new FormData();
    const fields = { ...GOOD_FIELDS, eventId: 'bim-day', name: BAD_NAME, email: 'ann@example.org' };
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('pdfFile', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/event/register', payload: data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(ONE_LINE);
    expect(await count('SELECT count(*)::int AS n FROM event_registrations')).toBe(0);
  });
});
