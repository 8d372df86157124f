import { describe, expect, it } from 'vitest';
import { login, requestResetToken, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import { entriesOf } from './audit.fixtures';

const ctx = useTestApp();

/** Each change an admin or a user makes writes its entry in the same transaction (issue 29). */
describe('the audit log records', () => {
  const post = (who: SignedIn, url: string) => who.inject({ method: 'POST', url });

  it('a role change with from and to, by whom, from where', async () => {
    const admin = await signIn(ctx, 'admin');
    const sam = await signIn(ctx, 'student');
    const url = `/api/users/${sam.user._id}/role`;
    const res = await admin.inject({
      method: 'PATCH',
      url,
      payload: { role: 'smartLABS' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    // The same role again changes nothing, and records nothing.
    await admin.inject({ method: 'PATCH', url, payload: { role: 'smartLABS' } });
    const entries = await entriesOf(ctx, 'role-changed');
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        userId: sam.user._id,
        email: sam.user.email,
        ip: '10.1.2.3',
        detail: { from: 'student', to: 'smartLABS' },
      }),
    ]);
  });

  it('a refused change records nothing (an admin cannot demote themselves)', async () => {
    const admin = await signIn(ctx, 'admin');
    const res = await admin.inject({
      method: 'PATCH',
      url: `/api/users/${admin.user._id}/role`,
      payload: { role: 'student' },
    });
    expect(res.statusCode).toBe(409);
    expect(await entriesOf(ctx, 'role-changed')).toEqual([]);
  });

  it('a deactivation with the sessions it ended, and a reactivation', async () => {
    const admin = await signIn(ctx, 'admin');
    const sam = await signIn(ctx, 'student');
    await login(ctx, sam);
    expect((await post(admin, `/api/users/${sam.user._id}/deactivate`)).statusCode).toBe(200);
    expect((await post(admin, `/api/users/${sam.user._id}/deactivate`)).statusCode).toBe(200);
    expect((await post(admin, `/api/users/${sam.user._id}/reactivate`)).statusCode).toBe(200);
    const who = { actorId: admin.user._id, userId: sam.user._id };
    expect(await entriesOf(ctx, 'deactivated')).toEqual([
      expect.objectContaining({ ...who, detail: { sessionsEnded: 2 } }),
    ]);
    expect(await entriesOf(ctx, 'reactivated')).toEqual([expect.objectContaining(who)]);
  });

  it('sessions ended by an admin, with the count', async () => {
    const admin = await signIn(ctx, 'admin');
    const sam = await signIn(ctx, 'student');
    await login(ctx, sam);
    await login(ctx, sam);
    expect((await post(admin, `/api/users/${sam.user._id}/sessions/end`)).json().ended).toBe(3);
    expect(await entriesOf(ctx, 'sessions-ended-by-admin')).toEqual([
      expect.objectContaining({ actorId: admin.user._id, userId: sam.user._id, detail: { count: 3 } }),
    ]);
  });

  it('a password change, by the user, and not a refused one', async () => {
    const sam = await signIn(ctx, 'student');
    const change = (currentPassword: string) =>
      sam.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword: 'a long new passphrase 42' },
        remoteAddress: '10.9.8.7',
      });
    expect((await change('wrong password here')).statusCode).toBe(400);
    expect(await entriesOf(ctx, 'password-changed')).toEqual([]);
    expect((await change(sam.password)).statusCode).toBe(200);
    expect(await entriesOf(ctx, 'password-changed')).toEqual([
      expect.objectContaining({
        actorId: sam.user._id,
        userId: sam.user._id,
        email: sam.user.email,
        ip: '10.9.8.7',
      }),
    ]);
  });

  it('a password reset through the e-mailed link, and not a refused one', async () => {
    const sam = await signIn(ctx, 'student');
    const token = await requestResetToken(ctx, sam.user.email);
    const resetWith = (t: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: t, newPassword: 'another long passphrase 7' },
      });
    expect((await resetWith('not-a-token')).statusCode).toBe(400);
    expect(await entriesOf(ctx, 'password-reset')).toEqual([]);
    expect((await resetWith(token)).statusCode).toBe(200);
    expect(await entriesOf(ctx, 'password-reset')).toEqual([
      expect.objectContaining({ actorId: sam.user._id, userId: sam.user._id }),
    ]);
  });
});
