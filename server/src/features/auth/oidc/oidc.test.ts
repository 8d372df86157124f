import { OIDC_ERRORS } from '@atelier/contract/oidc';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, signInSettings } from '../../../db/schema/sign-in';
import { countRows, createUser, useTestApp } from '../../../../test/helpers';
import { startLocalProvider, type LocalProvider } from './oidc-provider.fixtures';

const CALLBACK = 'http://atelier.test/api/auth/oidc/school/callback';
const env: Record<string, string> = {};
const ctx = useTestApp(env);
let idp: LocalProvider;

beforeAll(async () => {
  idp = await startLocalProvider([CALLBACK]);
  Object.assign(env, idp.env('school', 'Springfield School'));
});
afterAll(() => idp.close());
beforeEach(() => {
  idp.accounts.clear();
  idp.tamper = undefined;
});

/** GET /start as a browser would: the provider's URL and the state cookie. */
async function start(remember = false) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/oidc/school/start?remember=${remember ? 1 : 0}` });
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { location: String(res.headers.location), cookie };
}

/** The whole round trip for `login` at the provider; answers the callback's redirect. */
async function roundTrip(login: string, opts: { cookie?: (own: string) => string } = {}) {
  const started = await start();
  const back = await idp.signIn(started.location, login);
  expect(back.href.startsWith(CALLBACK)).toBe(true);
  const cookie = opts.cookie ? opts.cookie(started.cookie) : started.cookie;
  const res = await callback(back, cookie);
  return { res, back, cookie: started.cookie, location: String(res.headers.location) };
}

function callback(back: URL, cookie: string) {
  return ctx.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
}

const ticketOf = (location: string) => /^\/sign-in\/continue#ticket=([\w-]+)$/.exec(location)?.[1];

function finish(ticket: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/oidc/finish', payload: { ticket } });
}

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
    expect(res.body).not.toContain(idp.clientSecret);
  });
});

describe('GET /api/auth/oidc/:provider/callback', () => {
  it('links the existing account with the same verified e-mail on the first sign-in, and signs in', async () => {
    const { user } = await createUser(ctx, { email: 'ada@springfield.edu', role: 'smartLABS' });
    idp.accounts.set('ada-1', { email: 'Ada@Springfield.edu', email_verified: true, name: 'Ada' });
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
});
