/**
 * A browser's round trip through the app and the local provider, for the API tests: the start (its
 * state cookie kept), the provider's login form, the callback, and the ticket traded at finish.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startLocalProvider, type LocalProvider } from './oidc-provider.fixtures';

/** The app's callback for the provider `school` (the test config's PUBLIC_URL). */
export const SCHOOL_CALLBACK = 'http://atelier.test/api/auth/oidc/school/callback';

/**
 * A local provider for the test file, configured as `school` ("Springfield School") in `env`, the
 * app's environment, before its apps start; `extra` adds settings. Answers the running provider.
 */
export function useSchoolProvider(env: Record<string, string>, extra: Record<string, string> = {}) {
  let idp: LocalProvider | undefined;
  beforeAll(async () => {
    idp = await startLocalProvider([SCHOOL_CALLBACK]);
    Object.assign(env, idp.env('school', 'Springfield School'), extra);
  });
  afterAll(() => idp?.close());
  return () => {
    if (!idp) throw new Error('the provider starts in beforeAll');
    return idp;
  };
}

/** The ticket of the callback's redirect to the continue page, or undefined for a refusal. */
export const ticketOf = (location: string) =>
  /^\/sign-in\/continue#ticket=([\w-]+)(&remember=1)?$/.exec(location)?.[1];

/** Sign-ins through the provider `school` of `ctx.app` (read at each call: a fresh app per test). */
export function schoolSignIn(ctx: { app: FastifyInstance }, idp: () => LocalProvider, callbackUrl: string) {
  /** GET /start as a browser would: the provider's URL and the state cookie. */
  async function start(remember = false) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/school/start?remember=${remember ? 1 : 0}`,
    });
    expect(res.statusCode).toBe(302);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    return { location: String(res.headers.location), cookie };
  }

  function callback(back: URL, cookie: string) {
    return ctx.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
  }

  /** The whole round trip for `login` at the provider; answers the callback's redirect. */
  async function roundTrip(login: string, opts: { remember?: boolean } = {}) {
    const started = await start(opts.remember);
    const back = await idp().signIn(started.location, login);
    expect(back.href.startsWith(callbackUrl)).toBe(true);
    const res = await callback(back, started.cookie);
    return { res, back, cookie: started.cookie, location: String(res.headers.location) };
  }

  function finish(ticket: string) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/oidc/finish', payload: { ticket } });
  }

  return { start, callback, roundTrip, finish };
}
