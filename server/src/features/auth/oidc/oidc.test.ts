import { OIDC_ERRORS } from '@atelier/contract/oidc';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, signInSettings } from '../../../db/schema/sign-in';
import { countRows, createUser, useTestApp } from '../../../../test/helpers';
import type { LocalProvider } from './oidc-provider.fixtures';
import { SCHOOL_CALLBACK, schoolSignIn, ticketOf, useSchoolProvider } from './oidc-sign-in.fixtures';

const env: Record<string, string> = {};
const ctx = useTestApp(env);
const idp = useSchoolProvider(env);
beforeEach(() => {
  idp().accounts.clear();
  idp().tamper = undefined;
});

const { start, roundTrip, callback, finish } = schoolSignIn(ctx, idp, SCHOOL_CALLBACK);

async function allowSignUp(domains: string[]) {
  await ctx.database.db
    .insert(signInSettings)
    .values({ id: 'school', signupDomains: { school: domains } })
    .onConflictDoUpdate({ target: signInSettings.id, set: { signupDomains: { school: domains } } });
}

async function audited(action: string) {
  return ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));
}

describe('GET /api/auth/oidc/providers', () => {
  it('lists the configured providers by id and name only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: [{ id: 'school', name: 'Springfield School' }] });
    expect(res.body).not.toContain(idp().clientSecret);
  });
});

describe('GET /api/auth/oidc/:provider/callback', () => {
  it('links the existing account with the same verified e-mail on the first sign-in, and signs in', async () => {
    const { user } = await createUser(ctx, { email: 'ada@springfield.edu', role: 'smartLABS' });
    idp().accounts.set('ada-1', { email: 'Ada@Springfield.edu', email_verified: true, name: 'Ada' });
    const { location } = await roundTrip('ada-1');
    const ticket = ticketOf(location);
    expect(ticket).toBeTruthy();
    const res = await finish(ticket!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: user._id, role: 'smartLABS' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().user._id).toBe(user._id);
    expect(await countRows(ctx, 'user_identities')).toBe(1);
    expect(await audited('identity-linked')).toMatchObject([{ userId: user._id, method: 'oidc:school' }]);
    expect(await audited('sign-in')).toMatchObject([{ userId: user._id, method: 'oidc:school' }]);
  });

  it('links one identity once when two first sign-ins of it arrive together', async () => {
    await createUser(ctx, { email: 'twin@springfield.edu' });
    idp().accounts.set('twin-1', { email: 'twin@springfield.edu', email_verified: true });
    const trips = await Promise.all([start(), start()]);
    const backs = await Promise.all(trips.map((t) => idp().signIn(t.location, 'twin-1')));
    const answers = await Promise.all(backs.map((back, i) => callback(back, trips[i]!.cookie)));
    for (const res of answers) {
      expect(res.statusCode).toBe(302);
      // Each a ticket, or (on PostgreSQL, where they may race) the loser asked to sign in again.
      expect(String(res.headers.location)).toMatch(/^\/sign-in\/continue#|^\/login\?sso=oidc\.stateInvalid$/);
    }
    expect(await countRows(ctx, 'user_identities')).toBe(1);
  });

  it('keeps "Remember me" through the round trip', async () => {
    await createUser(ctx, { email: 'rem@springfield.edu' });
    idp().accounts.set('rem-1', { email: 'rem@springfield.edu', email_verified: true });
    const { location } = await roundTrip('rem-1', { remember: true });
    expect(location).toMatch(/&remember=1$/);
    expect((await finish(ticketOf(location)!)).statusCode).toBe(200);
    const res = await ctx.database.db.execute(sql`SELECT remember, method FROM sessions`);
    expect((res as unknown as { rows: unknown[] }).rows).toEqual([{ remember: true, method: 'oidc:school' }]);
  });

  it('signs the linked identity in as its account again, whatever e-mail the provider now gives', async () => {
    const { user } = await createUser(ctx, { email: 'bo@springfield.edu' });
    idp().accounts.set('bo-1', { email: 'bo@springfield.edu', email_verified: true });
    expect((await finish(ticketOf((await roundTrip('bo-1')).location)!)).statusCode).toBe(200);
    idp().accounts.set('bo-1', { email: 'someone.else@elsewhere.org', email_verified: false });
    const res = await finish(ticketOf((await roundTrip('bo-1')).location)!);
    expect(res.json().user._id).toBe(user._id);
    expect(await countRows(ctx, 'user_identities')).toBe(1);
  });

  it('creates a student account where the sign-in settings allow the e-mail domain, whatever the provider claims', async () => {
    await allowSignUp(['springfield.edu']);
    idp().accounts.set('new-1', { email: 'cy@springfield.edu', email_verified: true, name: 'Cy Young' });
    const res = await finish(ticketOf((await roundTrip('new-1')).location)!);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'cy@springfield.edu', name: 'Cy Young', role: 'student' });
    expect(await audited('account-created-by-sign-in')).toMatchObject([{ userId: res.json().user._id }]);
    expect(await countRows(ctx, 'user_identities')).toBe(1);
  });

  it('asks for the second factor set-up when the role must have one', async () => {
    await ctx.database.db.insert(signInSettings).values({ id: 'school', mfaRoles: ['admin'] });
    await createUser(ctx, { email: 'head@springfield.edu', role: 'admin' });
    idp().accounts.set('head-1', { email: 'head@springfield.edu', email_verified: true });
    const res = await finish(ticketOf((await roundTrip('head-1')).location)!);
    expect(res.json()).toMatchObject({ next: 'factor-setup' });
    expect(await countRows(ctx, 'sessions')).toBe(0);
  });
});

describe('refused callbacks: nothing linked or created, the reason audited', () => {
  async function expectRefused(location: string, code: string, reason: string | RegExp, users: number) {
    expect(location).toBe(`/login?sso=${code}`);
    expect(await countRows(ctx, 'user_identities')).toBe(0);
    expect(await countRows(ctx, 'users')).toBe(users);
    expect(await countRows(ctx, 'sessions')).toBe(0);
    const reasons = (await audited('sign-in-failed')).map((f) => `${f.method} ${String(f.detail.reason)}`);
    expect(reasons).toContainEqual(
      expect.stringMatching(typeof reason === 'string' ? `oidc:school ${reason}` : reason),
    );
  }

  it('refuses a new e-mail whose domain may not sign up', async () => {
    await allowSignUp(['springfield.edu']);
    idp().accounts.set('x-1', { email: 'dee@shelbyville.edu', email_verified: true });
    await expectRefused((await roundTrip('x-1')).location, OIDC_ERRORS.noAccount.code, 'no-account', 0);
  });

  it('refuses an unverified e-mail, even one of an existing account', async () => {
    await createUser(ctx, { email: 'eve@springfield.edu' });
    await allowSignUp(['springfield.edu']);
    idp().accounts.set('eve-1', { email: 'eve@springfield.edu', email_verified: false });
    const { location } = await roundTrip('eve-1');
    await expectRefused(location, OIDC_ERRORS.emailUnverified.code, 'email-unverified', 1);
  });

  it('refuses a deactivated account', async () => {
    const { user } = await createUser(ctx, { email: 'old@springfield.edu' });
    await ctx.database.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE id = ${user._id}`);
    idp().accounts.set('old-1', { email: 'old@springfield.edu', email_verified: true });
    await expectRefused((await roundTrip('old-1')).location, 'auth.deactivated', 'deactivated', 1);
  });

  it('refuses a wrong state, and a state from another browser', async () => {
    await createUser(ctx, { email: 'fay@springfield.edu' });
    idp().accounts.set('fay-1', { email: 'fay@springfield.edu', email_verified: true });
    const started = await start();
    const back = await idp().signIn(started.location, 'fay-1');
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    let res = await callback(forged, started.cookie.replace(/=.*/, '=forged-state'));
    expect(res.headers.location).toBe(`/login?sso=${OIDC_ERRORS.stateInvalid.code}`);
    // The attacker's own round trip, completed in the victim's browser (login CSRF).
    res = await callback(back, 'atelier_oidc_school=another-browsers-state');
    await expectRefused(
      String(res.headers.location),
      OIDC_ERRORS.stateInvalid.code,
      'state-not-this-browser',
      1,
    );
  });

  it('refuses a replayed callback', async () => {
    await createUser(ctx, { email: 'gus@springfield.edu' });
    idp().accounts.set('gus-1', { email: 'gus@springfield.edu', email_verified: true });
    const first = await roundTrip('gus-1');
    expect(ticketOf(first.location)).toBeTruthy();
    const again = await callback(first.back, first.cookie);
    expect(again.headers.location).toBe(`/login?sso=${OIDC_ERRORS.stateInvalid.code}`);
    expect(await countRows(ctx, 'user_identities')).toBe(1);
    expect(await countRows(ctx, 'auth_challenges')).toBe(1);
  });

  it("refuses the provider's error answer", async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get('state')!;
    const back = new URL(SCHOOL_CALLBACK);
    back.search = new URLSearchParams({ error: 'access_denied', state, iss: idp().issuer }).toString();
    const res = await callback(back, started.cookie);
    await expectRefused(
      String(res.headers.location),
      OIDC_ERRORS.providerRefused.code,
      'provider-error: access_denied',
      0,
    );
  });

  const forgeries: [string, LocalProvider['tamper']][] = [
    ['a nonce of another sign-in', { claims: (c) => ({ ...c, nonce: 'another-nonce' }) }],
    ['another audience', { claims: (c) => ({ ...c, aud: 'another-client' }) }],
    ['another issuer', { claims: (c) => ({ ...c, iss: 'https://evil.example' }) }],
    ['an expired token', { claims: (c) => ({ ...c, iat: c.iat! - 7200, exp: c.iat! - 3600 }) }],
    ['a signature by a key the provider does not publish', { claims: (c) => c, foreignKey: true }],
  ];
  it.each(forgeries)('refuses an ID token with %s', async (_what, tamper) => {
    await createUser(ctx, { email: 'hal@springfield.edu' });
    idp().accounts.set('hal-1', { email: 'hal@springfield.edu', email_verified: true });
    idp().tamper = tamper;
    const { location } = await roundTrip('hal-1');
    await expectRefused(location, OIDC_ERRORS.tokenInvalid.code, /^oidc:school token: /, 1);
  });

  it('proves the tampering itself keeps a token valid when it changes nothing', async () => {
    await createUser(ctx, { email: 'ida@springfield.edu' });
    idp().accounts.set('ida-1', { email: 'ida@springfield.edu', email_verified: true });
    idp().tamper = { claims: (c) => c };
    expect(ticketOf((await roundTrip('ida-1')).location)).toBeTruthy();
  });

  it('answers 404 for a provider that is not configured', async () => {
    for (const url of ['/api/auth/oidc/other/start', '/api/auth/oidc/other/callback?state=x']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(OIDC_ERRORS.unknownProvider.code);
    }
  });

  it('rate limits the start of sign-ins by address', async () => {
    for (let i = 0; i < 30; i += 1) await start();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/school/start' });
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/auth/oidc/finish', () => {
  it('takes a ticket once', async () => {
    await createUser(ctx, { email: 'jo@springfield.edu' });
    idp().accounts.set('jo-1', { email: 'jo@springfield.edu', email_verified: true });
    const ticket = ticketOf((await roundTrip('jo-1')).location)!;
    expect((await finish(ticket)).statusCode).toBe(200);
    for (const again of [ticket, 'not-a-ticket']) {
      const res = await finish(again);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(OIDC_ERRORS.ticketInvalid.code);
    }
    expect(await countRows(ctx, 'sessions')).toBe(1);
  });
});
