import { AUTH_MESSAGES } from '@atelier/contract/auth';
import { describe, expect, it } from 'vitest';
import {
  outbox,
  requestResetToken,
  resetTokenFrom,
  signIn,
  useTestApp,
  type SignedIn,
} from '../../../test/helpers';

// Issue 25, item 13 (ASVS 6.2.4): a new password is checked against the most common passwords.

const ctx = useTestApp();

const COMMON = ['password123', 'Qwerty123', 'PASSWORD123'];
const STRONG = 'violet-harbour-tram-42';

const refusedAsCommon = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode).toBe(400);
  expect(JSON.parse(res.body)).toEqual({ msg: AUTH_MESSAGES.commonPassword, code: 'auth.commonPassword' });
};

const setByToken = (token: string, newPassword: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

describe('POST /api/auth/change-password', () => {
  it('refuses one of the most common passwords with 400 and accepts a strong one', async () => {
    const me = await signIn(ctx, 'student');
    const change = (who: SignedIn, newPassword: string) =>
      who.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { userId: who.user._id, currentPassword: who.password, newPassword },
      });
    for (const password of COMMON) refusedAsCommon(await change(me, password));
    expect((await change(me, STRONG)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('refuses one of the most common passwords, keeps the link, and accepts a strong one', async () => {
    const me = await signIn(ctx, 'student');
    const token = await requestResetToken(ctx, me.user.email);
    for (const password of COMMON) refusedAsCommon(await setByToken(token, password));
    expect((await setByToken(token, STRONG)).statusCode).toBe(200);
  });

  it('refuses one on accepting an invitation', async () => {
    const admin = await signIn(ctx, 'admin');
    const created = await admin.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'New Lab', email: 'new.lab@example.test', role: 'smartLABS' },
    });
    expect(created.statusCode).toBe(201);
    const token = resetTokenFrom(outbox(ctx).at(-1)!);
    for (const password of COMMON) refusedAsCommon(await setByToken(token, password));
    expect((await setByToken(token, STRONG)).statusCode).toBe(200);
  });
});
