import { describe, expect, it } from 'vitest';
import { login, requestResetToken, signIn, useTestApp, type SignedIn } from '../../../test/helpers';
import {
  ok,
  passwordStep,
  secondFactor,
  useFactorsApp,
  userWithTotp,
} from '../auth/factors/factors.fixtures';
import { codeAt } from '../auth/factors/totp';
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

describe('the audit log records sign-ins', () => {
  // No role must use two-factor: a student adds an app of their own accord.
  const clocked = useFactorsApp({});

  it('by password as `password`, with the app’s code as `password+totp`, a refusal with its reason and the typed e-mail', async () => {
    // The set-up signs in with the password first.
    const { who, secret } = await userWithTotp(clocked);
    const { challenge } = ok<{ challenge: string }>(await passwordStep(clocked, who));
    ok(await secondFactor(clocked, challenge, 'totp', codeAt(secret, clocked.clock)));
    const refused = await clocked.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@elsewhere.test', password: 'not the password', role: 'student' },
      remoteAddress: '10.4.4.4',
    });
    expect(refused.statusCode).toBe(401);

    const mine = { actorId: who.user._id, userId: who.user._id, email: who.user.email };
    expect(await entriesOf(clocked, 'sign-in')).toEqual([
      expect.objectContaining({ ...mine, method: 'password' }),
      expect.objectContaining({ ...mine, method: 'password+totp' }),
    ]);
    expect(await entriesOf(clocked, 'sign-in-failed')).toEqual([
      expect.objectContaining({
        actorId: null,
        userId: null,
        email: 'nobody@elsewhere.test',
        method: 'password',
        ip: '10.4.4.4',
        detail: { reason: 'unknown-email' },
      }),
    ]);
  });

  it('so that the method filter `password` finds the sign-ins with the app’s code too', async () => {
    const { who, secret } = await userWithTotp(clocked);
    const { challenge } = ok<{ challenge: string }>(await passwordStep(clocked, who));
    ok(await secondFactor(clocked, challenge, 'totp', codeAt(secret, clocked.clock)));
    const admin = await signIn(clocked, 'admin');
    const methods = async (method: string) => {
      const query = `?action=sign-in&user=${who.user._id}&method=${encodeURIComponent(method)}`;
      const page = ok<{ items: { method: string }[] }>(
        await admin.inject({ method: 'GET', url: `/api/admin/audit${query}` }),
      );
      return page.items.map((e) => e.method).sort();
    };
    expect(await methods('password')).toEqual(['password', 'password+totp']);
    expect(await methods('password+totp')).toEqual(['password+totp']);
    expect(await methods('passkey')).toEqual([]);
  });
});
