import { AUTH_ERRORS } from '@atelier/contract/auth';
import { FACTORS_ERRORS } from '@atelier/contract/factors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, requestResetToken } from '../../../../test/helpers';
import {
  auditOf,
  ok,
  passwordStep,
  secondFactor,
  STEP_MS,
  useFactorsApp,
  userWithTotp,
} from './factors.fixtures';
import { codeAt } from './totp';

const ctx = useFactorsApp();

async function challengeOf(who: Parameters<typeof passwordStep>[1]) {
  const body = ok<{ next: string; challenge: string; methods: string[] }>(await passwordStep(ctx, who));
  expect(body.next).toBe('second-factor');
  return body;
}

describe('POST /api/auth/login with an authenticator app', () => {
  it('asks for the second factor instead of opening a session', async () => {
    const { who } = await userWithTotp(ctx);
    const sessionsBefore = await countRows(ctx, 'sessions');
    const body = await challengeOf(who);
    expect(body.methods).toEqual(['totp', 'recovery']);
    expect(body).not.toHaveProperty('token');
    expect(await countRows(ctx, 'sessions')).toBe(sessionsBefore);
  });

  it('records a wrong password with the e-mail as typed, and answers no more than before', async () => {
    const { who } = await userWithTotp(ctx);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: 'not it', role: who.user.role },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'not it', role: 'student' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe(AUTH_ERRORS.invalidCredentials.code);
    const failed = await auditOf(ctx, 'sign-in-failed');
    expect(failed.map((f) => [f.email, f.detail.reason, f.ip])).toEqual([
      [who.user.email, 'wrong-password', '127.0.0.1'],
      ['nobody@example.test', 'unknown-email', '127.0.0.1'],
    ]);
  });
});

describe('POST /api/auth/second-factor', () => {
  it('opens the session with the current code, its method password+totp', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const { challenge } = await challengeOf(who);
    const body = ok<{ token: string; user: { _id: string } }>(
      await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock)),
    );
    expect(body.user._id).toBe(who.user._id);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/validate-token',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    const signIns = await auditOf(ctx, 'sign-in');
    expect(signIns.at(-1)!.method).toBe('password+totp');
  });

  it('accepts the code of the step before and after (a drifting clock), not two steps away', async () => {
    const { who, secret } = await userWithTotp(ctx);
    ctx.clock += 2 * STEP_MS;
    let { challenge } = await challengeOf(who);
    expect(
      (await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock - 2 * STEP_MS))).statusCode,
    ).toBe(401);
    ok(await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock - STEP_MS)));
    ({ challenge } = await challengeOf(who));
    ok(await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock + STEP_MS)));
  });

  it('refuses a code used once already, even in a new sign-in', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const code = codeAt(secret, ctx.clock);
    ok(await secondFactor(ctx, (await challengeOf(who)).challenge, 'totp', code));
    const again = await secondFactor(ctx, (await challengeOf(who)).challenge, 'totp', code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(FACTORS_ERRORS.codeUsed.code);
    expect((await auditOf(ctx, 'sign-in-failed')).at(-1)!.detail.reason).toBe('code-reused');
  });

  it('ends the step after five wrong codes: the right code is refused then, and no session opens', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const { challenge } = await challengeOf(who);
    const sessions = await countRows(ctx, 'sessions');
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await secondFactor(ctx, challenge, 'totp', '000000')).json().code);
    expect(codes).toEqual([
      ...Array(4).fill(FACTORS_ERRORS.wrongCode.code),
      FACTORS_ERRORS.tooManyAttempts.code,
    ]);
    const right = await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock));
    expect(right.json().code).toBe(FACTORS_ERRORS.challengeInvalid.code);
    expect(await countRows(ctx, 'sessions')).toBe(sessions);
    const failed = await auditOf(ctx, 'sign-in-failed');
    expect(failed.filter((f) => f.detail.reason === 'wrong-code')).toHaveLength(5);
    expect(failed.every((f) => f.method === 'password+totp' && f.user_id === who.user._id)).toBe(true);
  });

  it('limits the codes tried for one account, whatever the step, with a 429', async () => {
    const { who } = await userWithTotp(ctx);
    const answers = [];
    for (let step = 0; step < 3; step++) {
      const { challenge } = await challengeOf(who);
      for (let i = 0; i < 5 && answers.at(-1) !== 429; i++) {
        answers.push((await secondFactor(ctx, challenge, 'totp', '000000')).statusCode);
      }
    }
    // Two steps of five wrong codes each, then the account's limit of ten holds in a third step.
    expect(answers).toEqual([...Array(10).fill(401), 429]);
  });

  it('limits the codes tried from one address, whichever steps they name, with a 429', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await secondFactor(ctx, `forged-${i}`, 'totp', '000000')).statusCode);
    expect(answers).toEqual([...Array(20).fill(401), 429]);
  });

  it('takes a recovery code once, as password+recovery-code, and records its use', async () => {
    const { who, recoveryCodes } = await userWithTotp(ctx);
    expect(recoveryCodes).toHaveLength(10);
    const code = recoveryCodes[3]!;
    ok(await secondFactor(ctx, (await challengeOf(who)).challenge, 'recovery', code.toUpperCase()));
    expect((await auditOf(ctx, 'sign-in')).at(-1)!.method).toBe('password+recovery-code');
    expect(await auditOf(ctx, 'recovery-code-used')).toHaveLength(1);
    const again = await secondFactor(ctx, (await challengeOf(who)).challenge, 'recovery', code);
    expect(again.json().code).toBe(FACTORS_ERRORS.wrongCode.code);
  });

  it('keeps the first factor of the step: remember me carries over', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const { challenge } = ok<{ challenge: string }>(await passwordStep(ctx, who, true));
    ok(await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock)));
    const res = (await ctx.database.db.execute(
      sql`SELECT remember FROM sessions ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { remember: boolean }[] };
    expect(res.rows[0]!.remember).toBe(true);
  });

  it('refuses a forged or expired step, and bad bodies with 400', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const forged = await secondFactor(ctx, 'forged-token', 'totp', codeAt(secret, ctx.clock));
    expect(forged.json().code).toBe(FACTORS_ERRORS.challengeInvalid.code);
    const { challenge } = await challengeOf(who);
    await ctx.database.db.execute(sql`UPDATE auth_challenges SET expires_at = now() - interval '1 second'`);
    const expired = await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock));
    expect([expired.statusCode, expired.json().code]).toEqual([401, FACTORS_ERRORS.challengeInvalid.code]);
    for (const body of [
      { challenge, method: 'totp', code: '12345' },
      { challenge, method: 'sms', code: '123456' },
      { challenge, method: 'recovery', code: 'x'.repeat(100) },
      { challenge: '', method: 'totp', code: '123456' },
      { challenge: { $gt: '' }, method: 'totp', code: '123456' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/second-factor', payload: body });
      expect([res.statusCode, res.json().code]).toEqual([400, 'common.invalid']);
    }
  });

  it('refuses an account deactivated between the two steps', async () => {
    const { who, secret } = await userWithTotp(ctx);
    const { challenge } = await challengeOf(who);
    await ctx.database.db.execute(sql`UPDATE users SET deactivated_at = now()`);
    const res = await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock));
    expect([res.statusCode, res.json().code]).toEqual([403, AUTH_ERRORS.deactivated.code]);
  });
});

describe('a password reset and two-factor sign-in', () => {
  it('sets the password only: signing in with it still asks for the second factor', async () => {
    const { who } = await userWithTotp(ctx);
    const token = await requestResetToken(ctx, who.user.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).not.toHaveProperty('token');
    expect(await countRows(ctx, 'sessions')).toBe(0);
    const body = await challengeOf({ ...who, password: 'a brand new passphrase' });
    expect(body.methods).toContain('totp');
  });
});
