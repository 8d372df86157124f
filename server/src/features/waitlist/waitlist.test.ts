import { WAITLIST_MESSAGES, WAITLIST_TEXT, type WaitlistEntryBody } from '@atelier/contract/waitlist';
import { describe, expect, it } from 'vitest';
import { countRows, HOSTILE_VALUES, outbox, useTestApp } from '../../../test/helpers';
import { waitlistForm } from './waitlist-fixtures';

const ctx = useTestApp();

const post = (url: string, payload: unknown, ip = '10.1.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const join = (overrides: Partial<WaitlistEntryBody> = {}, ip?: string) =>
  post('/api/submit', waitlistForm(overrides), ip);
const friends = (prefix: string) =>
  Array.from({ length: 5 }, (_, i) => ({ name: `Friend ${i}`, email: `${prefix}${i}@example.test` }));
const count = (table: string) => countRows(ctx, table);

describe('POST /api/submit', () => {
  it('puts the visitor on the list with a code of their own and their standing', async () => {
    const res = await join({ email: 'First@Example.test' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: WAITLIST_TEXT.joined,
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      standing: { position: 1, total: 1, credits: 0 },
    });
    expect((await join()).json().standing).toEqual({ position: 2, total: 2, credits: 0 });
  });

  it('refuses a second entry with the same e-mail (any case) with 409 and keeps one row', async () => {
    await join({ email: 'twice@example.test' });
    const again = await join({ email: 'TWICE@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: WAITLIST_TEXT.alreadyJoined, code: 'waitlist.alreadyJoined' });
    expect(await count('waitlist_entries')).toBe(1);
  });

  it('refuses missing fields, a bad e-mail, phone or gender, and hostile values with 400', async () => {
    const bad: Partial<Record<keyof WaitlistEntryBody, unknown>>[] = [
      { name: '' },
      { name: '   ' },
      { email: 'nope' },
      { phone: '12345' },
      { phone: '+91 98765 43210' },
      { phone: '1234567890123456' },
      { gender: 'unknown' },
      { institution: '' },
      { country: '' },
      { refCode: '' },
      ...HOSTILE_VALUES.map((name) => ({ name })),
    ];
    for (const fields of bad) {
      const res = await post(
        '/api/submit',
        { ...waitlistForm(), ...fields },
        `10.2.0.${bad.indexOf(fields) % 250}`,
      );
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
    }
    expect(await count('waitlist_entries')).toBe(0);
  });

  it('credits the entry whose code the visitor typed, and ranks by credit, then by join time', async () => {
    const first = (await join()).json();
    const second = (await join()).json();
    expect(second.standing.position).toBe(2);
    await join({ refCode: second.referralCode.toLowerCase() });
    const standing = await ctx.app.inject({
      method: 'GET',
      url: `/api/waitlist/position?code=${second.referralCode}`,
    });
    expect(standing.json()).toEqual({ position: 1, total: 3, credits: 1 });
    const firstNow = await ctx.app.inject({
      method: 'GET',
      url: `/api/waitlist/position?code=${first.referralCode}`,
    });
    expect(firstNow.json().position).toBe(2);
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await join({}, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('POST /api/waitlist-referral/submit', () => {
  const positionOf = async (code: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/waitlist/position?code=${code}` })).json();

  it("refuses naming one's own address (400) and answers an unknown code's standing with 404", async () => {
    const me = (await join({ email: 'self@example.test' })).json();
    const own = await post('/api/waitlist-referral/submit', {
      user: { email: 'self@example.test', referralCode: me.referralCode },
      referrals: [...friends('pal').slice(0, 4), { name: 'Me Again', email: 'self@example.test' }],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: WAITLIST_TEXT.ownAddress, code: 'waitlist.ownAddress' });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/waitlist/position?code=NOSUCHCODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: WAITLIST_TEXT.unknownCode, code: 'waitlist.unknownCode' });
  });

  it('invites five friends once each and moves nobody: only a friend who joins with the code counts', async () => {
    const early = (await join()).json();
    const me = (await join({ email: 'referrer@example.test' })).json();
    const body = {
      user: { email: 'referrer@example.test', referralCode: me.referralCode },
      referrals: friends('pal'),
    };
    const res = await post('/api/waitlist-referral/submit', body);
    expect(res.json()).toEqual({ success: true, message: WAITLIST_MESSAGES.referralsDone });
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(5);
    expect(outbox(ctx)[0]).toContain(`ref=3D${me.referralCode}`); // quoted-printable '='

    // The same friends again: never mailed twice, and naming them still earns nothing.
    await post('/api/waitlist-referral/submit', body);
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(5);
    expect(await positionOf(me.referralCode)).toEqual({ position: 2, total: 2, credits: 0 });
    expect(await positionOf(early.referralCode)).toEqual({ position: 1, total: 2, credits: 0 });
    expect(await count('waitlist_credits')).toBe(0);

    // A referred friend who joins with the code moves the referrer up, once.
    await join({ email: 'pal0@example.test', refCode: me.referralCode });
    expect(await positionOf(me.referralCode)).toEqual({ position: 1, total: 3, credits: 1 });
    await post('/api/waitlist-referral/submit', body);
    expect((await positionOf(me.referralCode)).credits).toBe(1);
  });

  it("refuses another entry's e-mail without its own referral code with 403, sending and storing nothing", async () => {
    const victim = (await join({ email: 'victim@example.test' })).json();
    const intruder = (await join({ email: 'intruder@example.test' })).json();
    for (const user of [
      { email: 'victim@example.test' },
      { email: 'victim@example.test', referralCode: '' },
      { email: 'victim@example.test', referralCode: 'WRONG123' },
      { email: 'victim@example.test', referralCode: intruder.referralCode },
      { email: 'victim@example.test', referralCode: `${victim.referralCode}X` },
    ]) {
      const res = await post('/api/waitlist-referral/submit', { user, referrals: friends('mark') });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: WAITLIST_TEXT.notYourEntry, code: 'waitlist.notYourEntry' });
    }
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(0);
    expect(await count('referral_invites')).toBe(0);
    expect(await count('waitlist_credits')).toBe(0);

    // The owner's code, typed in lower case, is proof enough.
    const own = await post('/api/waitlist-referral/submit', {
      user: { email: 'VICTIM@example.test', referralCode: victim.referralCode.toLowerCase() },
      referrals: friends('mark'),
    });
    expect(own.statusCode).toBe(200);
  });

  it("refuses fewer or more than five, blanks, duplicates and the referrer's own address with 400", async () => {
    const me = (await join({ email: 'me@example.test' })).json();
    const user = { email: 'me@example.test', referralCode: me.referralCode };
    const five = friends('x');
    for (const referrals of [
      five.slice(0, 4),
      [...five, { name: 'Six', email: 'six@example.test' }],
      [...five.slice(0, 4), { name: ' ', email: 'blank@example.test' }],
      [...five.slice(0, 4), { name: 'Dup', email: five[0]!.email }],
      [...five.slice(0, 4), { name: 'Me', email: 'ME@example.test' }],
      'not a list',
    ]) {
      const res = await post('/api/waitlist-referral/submit', { user, referrals });
      expect(res.statusCode).toBe(400);
    }
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(0);
    expect(await count('referral_invites')).toBe(0);
  });

  it('answers 404 with the spec message when the user is not on the list', async () => {
    const res = await post('/api/waitlist-referral/submit', {
      user: { email: 'ghost@example.test' },
      referrals: friends('g'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: WAITLIST_MESSAGES.userMissing, code: 'waitlist.userMissing' });
  });
});

describe('POST /api/referral/submit', () => {
  it('invites five friends without crediting anyone', async () => {
    const res = await post('/api/referral/submit', { referrals: friends('anon') });
    expect(res.json()).toEqual({ success: true, message: WAITLIST_MESSAGES.referralsDone });
    await ctx.app.jobs.drain();
    expect(outbox(ctx)).toHaveLength(5);
    expect(await count('waitlist_credits')).toBe(0);
  });
});

describe('GET /api/waitlist/position', () => {
  it('answers 404 for an unknown code and 400 without one', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/waitlist/position?code=NOPE1234' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/waitlist/position' })).statusCode).toBe(400);
  });
});
