import { ROLES, type Role } from '@atelier/contract/roles';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { signIn, testConfig, useTestApp, type SignedIn, type TestContext } from '../test/helpers';

// Issue 25, item 9: signed-in JSON carried no Cache-Control, so a browser or proxy could keep it.

/** The live-update stream never ends, so an injected request to it would never finish. */
const STREAMS = new Set(['/api/forum/events']);

/** Every signed-in GET route the app registers, with the roles that may call it. */
async function signedInGets(ctx: TestContext): Promise<Array<{ url: string; roles: readonly Role[] }>> {
  const routes: Array<{ url: string; roles: readonly Role[] }> = [];
  const app = await buildApp(testConfig(), {
    database: ctx.database,
    onRoute: (route) => {
      const access = route.config?.access;
      if (!route.url.startsWith('/api/') || access === undefined || access === 'public') return;
      if ([route.method].flat().includes('GET') && !STREAMS.has(route.url))
        routes.push({ url: route.url, roles: access });
    },
  });
  await app.close();
  return routes;
}

/** The route with its parameters filled in (an unknown id: the answer is still the caller's). */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

describe('Cache-Control on signed-in answers', () => {
  const ctx = useTestApp();

  it('answers every signed-in GET route with no-store, or private where it revalidates', async () => {
    const routes = await signedInGets(ctx);
    expect(routes.length).toBeGreaterThan(30);
    const users = {} as Record<Role, SignedIn>;
    for (const role of ROLES) users[role] = await signIn(ctx, role);
    for (const { url, roles } of routes) {
      const res = await users[roles[0]!].inject({ method: 'GET', url: concrete(url) });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], `${url} (${res.statusCode})`).toMatch(/^(no-store|private\b)/);
    }
  });

  it('answers a polled list private, no-cache and still 304s', async () => {
    const member = await signIn(ctx, 'smartLABS');
    const first = await member.inject({ method: 'GET', url: '/api/smartlabs/schedule' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const poll = await member.inject({
      method: 'GET',
      url: '/api/smartlabs/schedule',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(poll.statusCode).toBe(304);
    expect(poll.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a public list that varies by caller private when the request carries a token', async () => {
    const student = await signIn(ctx, 'student');
    const signedIn = await student.inject({ method: 'GET', url: '/api/faq/all' });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/faq/all' });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });
});
