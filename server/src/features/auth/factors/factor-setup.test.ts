import { FACTORS_ERRORS } from '@atelier/contract/factors';
import { describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../../../test/helpers';
import { auditOf, ok, passwordStep, secondFactor, STEP_MS, useFactorsApp } from './factors.fixtures';
import { codeAt } from './totp';

const ctx = useFactorsApp();

const start = (challenge: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/factor-setup/totp', payload: { challenge } });
const confirm = (challenge: string, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/factor-setup/totp/confirm',
    payload: { challenge, code },
  });

async function setupStep() {
  const admin = await createUser(ctx, { role: 'admin' });
  const body = ok<{ next: string; challenge: string }>(await passwordStep(ctx, admin));
  expect(body).toEqual({ next: 'factor-setup', challenge: expect.any(String) });
  return { admin, challenge: body.challenge };
}

describe('the two-factor set-up walk-through', () => {
  it('walks an admin without a factor from the password to an app, recovery codes and a session', async () => {
    const { admin, challenge } = await setupStep();
    expect(await countRows(ctx, 'sessions')).toBe(0);
    const setup = ok<{ secret: string; uri: string; qrSvg: string }>(await start(challenge));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+.*&algorithm=SHA1&digits=6&period=30/);
    expect(setup.uri).toContain(encodeURIComponent(admin.user.email));
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const done = ok<{ token: string; recoveryCodes: string[] }>(
      await confirm(challenge, codeAt(setup.secret, ctx.clock)),
    );
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect((await auditOf(ctx, 'sign-in')).at(-1)!.method).toBe('password+totp');
    expect((await auditOf(ctx, 'factor-added')).map((a) => a.method)).toEqual(['totp']);
    expect(await auditOf(ctx, 'recovery-codes-made')).toHaveLength(1);
    // The secret is kept sealed, never as the app shows it.
    const stored = (await ctx.database.db.execute('SELECT secret FROM totp_factors')) as unknown as {
      rows: { secret: string }[];
    };
    expect(stored.rows[0]!.secret).not.toContain(setup.secret);

    // The next sign-in asks for the app's code; the set-up code itself is spent.
    const next = ok<{ next: string; challenge: string }>(await passwordStep(ctx, admin));
    expect(next.next).toBe('second-factor');
    const reused = await secondFactor(ctx, next.challenge, 'totp', codeAt(setup.secret, ctx.clock));
    expect(reused.json().code).toBe(FACTORS_ERRORS.codeUsed.code);
    ctx.clock += STEP_MS;
    ok(await secondFactor(ctx, next.challenge, 'totp', codeAt(setup.secret, ctx.clock)));
  });

  it('refuses a wrong first code, keeps the step open, and ends it after five', async () => {
    const { challenge } = await setupStep();
    const setup = ok<{ secret: string }>(await start(challenge));
    const first = await confirm(challenge, '000000');
    expect([first.statusCode, first.json().code]).toEqual([401, FACTORS_ERRORS.wrongCode.code]);
    for (let i = 0; i < 4; i++) await confirm(challenge, '000000');
    const right = await confirm(challenge, codeAt(setup.secret, ctx.clock));
    expect(right.json().code).toBe(FACTORS_ERRORS.challengeInvalid.code);
    expect(await countRows(ctx, 'sessions')).toBe(0);
    expect(await countRows(ctx, 'recovery_codes')).toBe(0);
    expect(await auditOf(ctx, 'factor-added')).toHaveLength(0);
  });

  it('refuses a confirmation before the app was started, and a forged step', async () => {
    const { challenge } = await setupStep();
    const early = await confirm(challenge, '123456');
    expect([early.statusCode, early.json().code]).toEqual([409, FACTORS_ERRORS.notStarted.code]);
    const forged = await start('not-a-step');
    expect([forged.statusCode, forged.json().code]).toEqual([401, FACTORS_ERRORS.challengeInvalid.code]);
    const bad = await start({ $gt: '' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'common.invalid']);
  });

  it('does not take a second-factor step for a set-up, nor the other way round', async () => {
    const { challenge } = await setupStep();
    const res = await secondFactor(ctx, challenge, 'totp', '123456');
    expect(res.json().code).toBe(FACTORS_ERRORS.challengeInvalid.code);
  });

  it('lets a student whose role needs no second factor in with the password alone', async () => {
    const student = await createUser(ctx, { role: 'student' });
    expect(ok(await passwordStep(ctx, student))).toHaveProperty('token');
  });
});
