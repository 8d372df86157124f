import { FACTORS_ERRORS } from '@atelier/contract/factors';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countRows, createUser, secondConnection } from '../../../../test/helpers';
import type { Executor } from '../../../db/client';
import { passkeys } from '../../../db/schema/sign-in';
import {
  asSignedIn,
  auditOf,
  ok,
  passwordStep,
  secondFactor,
  STEP_MS,
  stepUpToken,
  useFactorsApp,
  userWithTotp,
  withStepUp,
} from './factors.fixtures';
import { lockFactorsOf } from './factors.store';
import { codeAt } from './totp';

const ctx = useFactorsApp();

type Who = Awaited<ReturnType<typeof userWithTotp>>['signedIn'];
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, stepUp?: string, payload?: object) =>
  who.inject({ method, url, payload, headers: stepUp ? withStepUp(stepUp) : {} });

/** An admin (whose role must use two-factor) walked through setting up an app, signed in. */
async function adminWithTotp() {
  const admin = await createUser(ctx, { role: 'admin' });
  const { challenge } = ok<{ challenge: string }>(await passwordStep(ctx, admin));
  const inject = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const { secret } = ok<{ secret: string }>(await inject('/api/auth/factor-setup/totp', { challenge }));
  const done = ok<{ token: string }>(
    await inject('/api/auth/factor-setup/totp/confirm', { challenge, code: codeAt(secret, ctx.clock) }),
  );
  ctx.clock += STEP_MS;
  return { signedIn: asSignedIn(ctx, admin, done.token), secret };
}

describe('GET /api/auth/factors', () => {
  it('tells the app, the recovery codes left, the passkeys and whether the role requires a factor', async () => {
    const student = await createUser(ctx);
    const plain = asSignedIn(ctx, student, ok<{ token: string }>(await passwordStep(ctx, student)).token);
    expect(ok(await call(plain, 'GET', '/api/auth/factors'))).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      required: false,
    });
    const { signedIn } = await adminWithTotp();
    expect(ok(await call(signedIn, 'GET', '/api/auth/factors'))).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: 0,
      required: true,
    });
  });

  it('refuses a caller without a session with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/factors' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/step-up', () => {
  it('answers a ten-minute token for the password, or for a fresh app code', async () => {
    const { signedIn, secret } = await userWithTotp(ctx);
    const byPassword = ok<{ stepUp: string; expiresAt: string }>(
      await call(signedIn, 'POST', '/api/auth/step-up', undefined, { password: signedIn.password }),
    );
    const minutes = (Date.parse(byPassword.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const code = codeAt(secret, ctx.clock);
    ok(await call(signedIn, 'POST', '/api/auth/step-up', undefined, { method: 'totp', code }));
    const again = await call(signedIn, 'POST', '/api/auth/step-up', undefined, { method: 'totp', code });
    expect(again.json().code).toBe(FACTORS_ERRORS.codeUsed.code);
  });

  it('refuses a wrong password with 400 and records it; bad bodies with 400; no session with 401', async () => {
    const { signedIn } = await userWithTotp(ctx);
    const wrong = await call(signedIn, 'POST', '/api/auth/step-up', undefined, { password: 'nope' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, FACTORS_ERRORS.wrongPassword.code]);
    expect((await auditOf(ctx, 'sign-in-failed')).at(-1)!.detail.reason).toBe('step-up-refused');
    for (const body of [
      {},
      { password: '' },
      { method: 'totp', code: 'abc' },
      { password: 'x', code: '1' },
    ]) {
      const res = await call(signedIn, 'POST', '/api/auth/step-up', undefined, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'common.invalid']);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/step-up',
      payload: { password: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('factor changes need a fresh step-up', () => {
  it('refuses a change without one, with an expired one, or with another session’s', async () => {
    const { signedIn, who, secret } = await userWithTotp(ctx);
    const missing = await call(signedIn, 'DELETE', '/api/auth/factors/totp');
    expect([missing.statusCode, missing.json().code]).toEqual([401, FACTORS_ERRORS.stepUpRequired.code]);
    const forged = await call(signedIn, 'DELETE', '/api/auth/factors/totp', 'forged');
    expect(forged.json().code).toBe(FACTORS_ERRORS.stepUpRequired.code);

    // Another session of the same user: its step-up does not carry over.
    const { challenge } = ok<{ challenge: string }>(await passwordStep(ctx, who));
    const otherToken = ok<{ token: string }>(
      await secondFactor(ctx, challenge, 'totp', codeAt(secret, ctx.clock)),
    ).token;
    const crossed = await call(
      signedIn,
      'DELETE',
      '/api/auth/factors/totp',
      await stepUpToken(asSignedIn(ctx, who, otherToken)),
    );
    expect(crossed.json().code).toBe(FACTORS_ERRORS.stepUpRequired.code);

    const stepUp = await stepUpToken(signedIn);
    await ctx.database.db.execute(sql`UPDATE auth_challenges SET expires_at = now() - interval '1 second'`);
    const expired = await call(signedIn, 'DELETE', '/api/auth/factors/totp', stepUp);
    expect(expired.json().code).toBe(FACTORS_ERRORS.stepUpRequired.code);
    expect(ok(await call(signedIn, 'GET', '/api/auth/factors')).totp).toBe(true);
  });
});

describe('DELETE /api/auth/factors/totp', () => {
  it('removes the app and its recovery codes, and records it', async () => {
    const { signedIn, who } = await userWithTotp(ctx);
    const stepUp = await stepUpToken(signedIn);
    ok(await call(signedIn, 'DELETE', '/api/auth/factors/totp', stepUp));
    expect(await countRows(ctx, 'totp_factors')).toBe(0);
    expect(await countRows(ctx, 'recovery_codes')).toBe(0);
    expect((await auditOf(ctx, 'factor-removed')).map((a) => [a.method, a.user_id])).toEqual([
      ['totp', who.user._id],
    ]);
    expect(ok(await passwordStep(ctx, who))).toHaveProperty('token');
    const again = await call(signedIn, 'DELETE', '/api/auth/factors/totp', stepUp);
    expect([again.statusCode, again.json().code]).toEqual([404, FACTORS_ERRORS.notOn.code]);
  });

  it('refuses with 409 to remove the last factor of a role that must use two-factor', async () => {
    const { signedIn } = await adminWithTotp();
    const res = await call(signedIn, 'DELETE', '/api/auth/factors/totp', await stepUpToken(signedIn));
    expect([res.statusCode, res.json().code]).toEqual([409, FACTORS_ERRORS.lastFactor.code]);
    expect(await countRows(ctx, 'totp_factors')).toBe(1);
    expect(await countRows(ctx, 'recovery_codes')).toBe(10);
    expect(await auditOf(ctx, 'factor-removed')).toHaveLength(0);
  });

  it('waits for a simultaneous removal of the other factor, then refuses the last one (409)', async () => {
    const { signedIn } = await adminWithTotp();
    const userId = signedIn.user._id;
    await ctx.database.db
      .insert(passkeys)
      .values({ userId, credentialId: 'credential-1', publicKey: Buffer.from([1]), name: 'Laptop' });
    const stepUp = await stepUpToken(signedIn);
    // Another process removes the passkey as the passkey settings do: the lock first.
    const other = await secondConnection();
    let commit: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const removal = other.database.db.transaction(async (tx) => {
      await lockFactorsOf(tx, userId);
      await tx.delete(passkeys).where(eq(passkeys.userId, userId));
      locked();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    try {
      await held;
      const res = call(signedIn, 'DELETE', '/api/auth/factors/totp', stepUp);
      if (ctx.database.kind === 'postgres') {
        // Without the lock the app would count the passkey the other has not committed away yet.
        expect(await waitingForALock(other.database.db)).toBe(true);
      }
      commit();
      await removal;
      const done = await res;
      expect([done.statusCode, done.json().code]).toEqual([409, FACTORS_ERRORS.lastFactor.code]);
      expect(await countRows(ctx, 'totp_factors')).toBe(1);
      expect(await countRows(ctx, 'passkeys')).toBe(0);
    } finally {
      commit();
      await removal.catch(() => undefined);
      await other.close();
    }
  });
});

/** Whether a session of this database is waiting for a lock, within five seconds. */
async function waitingForALock(db: Executor): Promise<boolean> {
  for (let i = 0; i < 250; i++) {
    const res = (await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (res.rows[0]!.n > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('POST /api/auth/factors/totp and …/confirm', () => {
  it('adds an app: a secret, then the first code confirms it and answers ten recovery codes', async () => {
    const student = await createUser(ctx);
    const who = asSignedIn(ctx, student, ok<{ token: string }>(await passwordStep(ctx, student)).token);
    const stepUp = await stepUpToken(who);
    const setup = ok<{ secret: string }>(await call(who, 'POST', '/api/auth/factors/totp', stepUp));
    const early = await call(who, 'POST', '/api/auth/factors/totp/confirm', stepUp, { code: '000000' });
    expect([early.statusCode, early.json().code]).toEqual([401, FACTORS_ERRORS.wrongCode.code]);
    expect(ok(await call(who, 'GET', '/api/auth/factors')).totp).toBe(false);
    const confirmed = ok<{ recoveryCodes: string[] }>(
      await call(who, 'POST', '/api/auth/factors/totp/confirm', stepUp, {
        code: codeAt(setup.secret, ctx.clock),
      }),
    );
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.recoveryCodes[0]).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await auditOf(ctx, 'factor-added')).map((a) => a.method)).toEqual(['totp']);
    const twice = await call(who, 'POST', '/api/auth/factors/totp', stepUp);
    expect([twice.statusCode, twice.json().code]).toEqual([409, FACTORS_ERRORS.alreadyOn.code]);
    const noStart = await call(who, 'POST', '/api/auth/factors/totp/confirm', stepUp, { code: '123456' });
    expect(noStart.json().code).toBe(FACTORS_ERRORS.alreadyOn.code);
  });

  it('refuses a confirmation with no app started (409) and a malformed code (400)', async () => {
    const student = await createUser(ctx);
    const who = asSignedIn(ctx, student, ok<{ token: string }>(await passwordStep(ctx, student)).token);
    const stepUp = await stepUpToken(who);
    const res = await call(who, 'POST', '/api/auth/factors/totp/confirm', stepUp, { code: '123456' });
    expect([res.statusCode, res.json().code]).toEqual([409, FACTORS_ERRORS.notStarted.code]);
    const bad = await call(who, 'POST', '/api/auth/factors/totp/confirm', stepUp, { code: ['1'] });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'common.invalid']);
  });
});

describe('POST /api/auth/factors/recovery-codes', () => {
  it('replaces the codes: the old ones stop working, and it is recorded', async () => {
    const { signedIn, who, recoveryCodes } = await userWithTotp(ctx);
    const fresh = ok<{ recoveryCodes: string[] }>(
      await call(signedIn, 'POST', '/api/auth/factors/recovery-codes', await stepUpToken(signedIn)),
    ).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(await auditOf(ctx, 'recovery-codes-made')).toHaveLength(2);
    const { challenge } = ok<{ challenge: string }>(await passwordStep(ctx, who));
    expect((await secondFactor(ctx, challenge, 'recovery', recoveryCodes[0]!)).statusCode).toBe(401);
    ok(await secondFactor(ctx, challenge, 'recovery', fresh[0]!));
  });

  it('refuses with 409 when there is no factor to back up', async () => {
    const student = await createUser(ctx);
    const who = asSignedIn(ctx, student, ok<{ token: string }>(await passwordStep(ctx, student)).token);
    const res = await call(who, 'POST', '/api/auth/factors/recovery-codes', await stepUpToken(who));
    expect([res.statusCode, res.json().code]).toEqual([409, FACTORS_ERRORS.noFactor.code]);
    expect(await countRows(ctx, 'recovery_codes')).toBe(0);
  });
});
