import { OIDC_ERRORS } from '@atelier/contract/oidc';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, useTestApp } from '../../../../test/helpers';
import { unreachableIssuer } from './oidc-provider.fixtures';

const env: Record<string, string> = {};
const ctx = useTestApp(env);

beforeAll(async () => {
  Object.assign(env, {
    OIDC_PROVIDERS: 'school',
    OIDC_SCHOOL_ISSUER: await unreachableIssuer(),
    OIDC_SCHOOL_CLIENT_ID: 'atelier',
    OIDC_SCHOOL_CLIENT_SECRET: 'secret',
    OIDC_SCHOOL_NAME: 'Springfield School',
  });
});

describe('a provider that cannot be reached', () => {
  it('answers 503 at the start, leaves no step behind, and the rest of the app works', async () => {
    // The app started although the provider is down: discovery waits for the first sign-in.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/school/start' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: OIDC_ERRORS.unreachable.code,
        msg: OIDC_ERRORS.unreachable.message,
      });
    }
    expect(await countRows(ctx, 'auth_challenges')).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/oidc/providers' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
