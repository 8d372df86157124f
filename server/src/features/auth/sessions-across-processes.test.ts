import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { signIn, useTestApp } from '../../../test/helpers';

// Two API instances over one database stand for two processes behind a load balancer (DESIGN §6):
// a session opened on one is valid on the other, and ended everywhere by a logout on either.
describe('sessions shared by two API instances', () => {
  const ctx = useTestApp();

  it('validates on one instance a token issued by the other, and logs out on both', async () => {
    const other = await buildApp(ctx.config, { database: ctx.database });
    try {
      const me = await signIn(ctx, 'student');
      const headers = { authorization: `Bearer ${me.token}` };
      expect(
        (await other.inject({ method: 'GET', url: '/api/auth/validate-token', headers })).statusCode,
      ).toBe(200);
      expect((await other.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/auth/validate-token', headers })).statusCode,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });
});
