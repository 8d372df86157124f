import { formatWait } from '@atelier/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../../test/helpers';
import { tooManyRequestsText } from './rate-limits';

/** Routes that only declare limits, to test the declaration itself. */
const limitedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/sign-up',
    {
      config: {
        access: 'public',
        limits: [
          {
            max: 3,
            per: '1 minute',
            by: 'address+email',
            message: (wait: string) => `Slow down on this account for ${wait}.`,
          },
          { max: 5, per: '1 minute', by: 'address' },
        ],
      },
      schema: { body: z.object({ email: z.string() }) },
    },
    async () => ({ ok: true }),
  );
  app.post(
    '/api/test/write',
    { config: { access: ['student'], limits: [{ max: 2, per: '1 minute', by: 'user' }] } },
    async () => ({ ok: true }),
  );
};

describe('rate limits declared in a route config', () => {
  const ctx = useTestApp();
  const signUp = (email: string, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/test/sign-up', payload: { email }, remoteAddress: ip });

  it('holds the per-account limit with the declared message and a Retry-After', async () => {
    await ctx.app.register(limitedRoutes).ready();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp('a@x.test')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await signUp('A@x.test ');
    expect(refused.statusCode).toBe(429);
    const wait = formatWait(Number(refused.headers['retry-after']));
    expect(refused.json()).toEqual({
      message: `Slow down on this account for ${wait}.`,
      code: 'common.rateLimited',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds the per-address limit too, whatever e-mails the address tries', async () => {
    await ctx.app.register(limitedRoutes).ready();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(`user${i}@x.test`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await signUp('another@x.test');
    expect(refused.json()).toEqual({
      message: tooManyRequestsText(formatWait(Number(refused.headers['retry-after']))),
      code: 'common.rateLimited',
    });
    expect((await signUp('user0@x.test', '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts per signed-in user, not per address', async () => {
    await ctx.app.register(limitedRoutes).ready();
    const first = await signIn(ctx, 'student');
    const second = await signIn(ctx, 'student');
    const write = (who: typeof first) => who.inject({ method: 'POST', url: '/api/test/write' });
    expect((await write(first)).statusCode).toBe(200);
    expect((await write(first)).statusCode).toBe(200);
    expect((await write(first)).statusCode).toBe(429);
    expect((await write(second)).statusCode).toBe(200);
  });
});

describe('rate limits behind one appending proxy (TRUST_PROXY=1)', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1' });
  const from = (forwarded: string, email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/test/sign-up',
      payload: { email },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwarded },
    });

  it('counts each forwarded client address on its own', async () => {
    await ctx.app.register(limitedRoutes).ready();
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7', `u${i}@x.test`)).statusCode).toBe(200);
    expect((await from('203.0.113.7', 'u9@x.test')).statusCode).toBe(429);
    expect((await from('198.51.100.4', 'u9@x.test')).statusCode).toBe(200);
  });

  it('counts the right-most forwarded address: rotating the left-most entry dodges nothing', async () => {
    await ctx.app.register(limitedRoutes).ready();
    expect((await from('1.2.3.4, 5.6.7.8', 'u0@x.test')).statusCode).toBe(200);
    for (let i = 1; i < 5; i++) {
      expect((await from(`1.2.3.${10 + i}, 5.6.7.8`, `u${i}@x.test`)).statusCode).toBe(200);
    }
    expect((await from('9.9.9.9, 5.6.7.8', 'u9@x.test')).statusCode).toBe(429);
    expect((await from('1.2.3.4, 5.6.7.9', 'u9@x.test')).statusCode).toBe(200);
  });
});

describe('rate limits behind listed proxies (TRUST_PROXY=127.0.0.1,10.0.0.0/8)', () => {
  const ctx = useTestApp({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });

  it('counts the right-most address that is not a listed proxy', async () => {
    await ctx.app.register(limitedRoutes).ready();
    const from = (forwarded: string, email: string, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/test/sign-up',
        payload: { email },
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < 5; i++) {
      expect((await from(`1.2.3.${i}, 5.6.7.8, 10.1.2.3`, `u${i}@x.test`)).statusCode).toBe(200);
    }
    expect((await from('4.4.4.4, 5.6.7.8, 10.9.9.9', 'u9@x.test')).statusCode).toBe(429);
    // A client that is not a listed proxy is itself the address, whatever it forwards.
    expect((await from('5.6.7.8', 'u9@x.test', '192.0.2.1')).statusCode).toBe(200);
  });
});
