import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signIn, useTestApp, withOtherInstance } from '../../../test/helpers';

// Two API instances over one database stand for two processes behind a load balancer (DESIGN §6).
describe('sessions shared by two API instances', () => {
  const ctx = useTestApp();

  async function statusWithin(app: FastifyInstance, token: string, expected: number): Promise<number> {
    // A revocation reaches the other process through LISTEN/NOTIFY: allow it a moment.
    let status = 0;
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/validate-token',
        headers: { authorization: `Bearer ${token}` },
      });
      status = res.statusCode;
      if (status === expected) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return status;
  }

  it('accepts on one instance a token issued by the other', async () => {
    await withOtherInstance(ctx, async (other) => {
      const me = await signIn(ctx, 'student');
      expect(await statusWithin(other, me.token, 200)).toBe(200);
    });
  });

  it('ends on every instance a session logged out on one, even where it was cached', async () => {
    await withOtherInstance(ctx, async (other) => {
      const me = await signIn(ctx, 'student');
      expect(await statusWithin(ctx.app, me.token, 200)).toBe(200);
      const res = await other.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(await statusWithin(ctx.app, me.token, 401)).toBe(401);
    });
  });

  it('shows every instance a profile change made on one', async () => {
    await withOtherInstance(ctx, async (other) => {
      const me = await signIn(ctx, 'student');
      expect(await statusWithin(ctx.app, me.token, 200)).toBe(200);
      await other.inject({
        method: 'PUT',
        url: `/api/auth/update/${me.user._id}`,
        headers: { authorization: `Bearer ${me.token}` },
        payload: { name: 'Changed Elsewhere' },
      });
      let name = '';
      for (let i = 0; i < 50 && name !== 'Changed Elsewhere'; i++) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/validate-token',
          headers: { authorization: `Bearer ${me.token}` },
        });
        name = res.json().user.name;
        if (name !== 'Changed Elsewhere') await new Promise((r) => setTimeout(r, 20));
      }
      expect(name).toBe('Changed Elsewhere');
    });
  });
});
