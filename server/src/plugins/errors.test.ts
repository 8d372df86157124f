import { COMMON_ERRORS, defineErrors } from '@atelier/contract/errors';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { postRaw, useTestApp } from '../../test/helpers';
import { fail } from '../lib/errors';

const TEST_ERRORS = defineErrors('test', {
  closed: { status: 409, message: 'This is closed.' },
});

describe('error answers', () => {
  const ctx = useTestApp();

  it('carry the declared code and sentence, and a sentence with a value when the route words one', async () => {
    await ctx.app
      .register(async (app) => {
        app.post('/api/test/closed', { config: { access: 'public' } }, async () => {
          throw fail(TEST_ERRORS.closed);
        });
        app.post('/api/auth/test-closed', { config: { access: 'public' } }, async () => {
          throw fail(TEST_ERRORS.closed, 'Closed 3 minutes ago.');
        });
      })
      .ready();
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/test/closed' });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toEqual({ message: 'This is closed.', code: 'test.closed' });
    const auth = await ctx.app.inject({ method: 'POST', url: '/api/auth/test-closed' });
    expect(auth.json()).toEqual({ msg: 'Closed 3 minutes ago.', code: 'test.closed' });
  });

  it('name every refused value of a body with its path, and keep the first as the message', async () => {
    await ctx.app
      .register(async (app) => {
        app.post(
          '/api/test/form',
          {
            config: { access: 'public' },
            schema: {
              body: z.object({
                name: z.string().min(1, 'is required'),
                age: z.number().int('must be whole'),
              }),
            },
          },
          async () => ({ ok: true }),
        );
      })
      .ready();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: '', age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'name: is required',
      code: COMMON_ERRORS.invalid.code,
      issues: [
        { in: 'body', path: 'name', message: 'is required' },
        { in: 'body', path: 'age', message: 'must be whole' },
      ],
    });
  });

  it('give malformed JSON its own code', async () => {
    const res = await postRaw(ctx.app, '/api/auth/login', 'application/json', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: COMMON_ERRORS.badJson.message, code: COMMON_ERRORS.badJson.code });
  });
});
