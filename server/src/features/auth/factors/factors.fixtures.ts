import fs from 'node:fs';
import type { Role } from '@atelier/contract/auth';
import { STEP_UP_HEADER } from '@atelier/contract/factors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { buildApp } from '../../../app';
import { truncateAll } from '../../../db/client';
import {
  createUser,
  testConfig,
  testDatabase,
  type ClockedContext,
  type SignedIn,
  type TestUser,
} from '../../../../test/helpers';
import { codeAt } from './totp';

/** 2026-03-02 09:00:10 UTC: ten seconds into a 30-second step. */
export const START = Date.UTC(2026, 2, 2, 9, 0, 10);
export const STEP_MS = 30_000;

/** A test app on a fixed clock (`ctx.clock`) whose admins must use two-factor sign-in. */
export function useFactorsApp(env: Record<string, string> = { SIGN_IN_MFA_ROLES: 'admin' }): ClockedContext {
  const ctx = {} as ClockedContext;
  beforeEach(async () => {
    ctx.database = await testDatabase();
    await truncateAll(ctx.database.db);
    ctx.config = testConfig(env);
    ctx.clock = START;
    ctx.app = await buildApp(ctx.config, { database: ctx.database, now: () => ctx.clock });
  });
  afterEach(async () => {
    await ctx.app.close();
    fs.rmSync(ctx.config.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** The first step: e-mail, password and role. */
export function passwordStep(ctx: ClockedContext, who: TestUser, remember = false) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.user.email, password: who.password, role: who.user.role, remember },
  });
}

/** The body of a 200, failing the test with the body otherwise. */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

export function secondFactor(ctx: ClockedContext, challenge: string, method: string, code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    payload: { challenge, method, code },
  });
}

/** `who` signed in with a token (through a second factor when due), with `inject` as them. */
export function asSignedIn(ctx: ClockedContext, who: TestUser, token: string): SignedIn {
  return {
    ...who,
    token,
    inject: (o) => ctx.app.inject({ ...o, headers: { ...o.headers, authorization: `Bearer ${token}` } }),
  };
}

/** A step-up token from the password. */
export async function stepUpToken(who: SignedIn): Promise<string> {
  const res = await who.inject({
    method: 'POST',
    url: '/api/auth/step-up',
    payload: { password: who.password },
  });
  return ok<{ stepUp: string }>(res).stepUp;
}

export const withStepUp = (stepUp: string) => ({ [STEP_UP_HEADER]: stepUp });

/**
 * A user of `role` signed in with a password (no factor yet, so the role must not require one),
 * who then adds an authenticator app in the settings. Answers the secret and the recovery codes;
 * the clock is left one step later, so the next code is a new one.
 */
export async function userWithTotp(ctx: ClockedContext, role: Role = 'student') {
  const who = await createUser(ctx, { role });
  const signedIn = asSignedIn(ctx, who, ok<{ token: string }>(await passwordStep(ctx, who)).token);
  const stepUp = await stepUpToken(signedIn);
  const setup = ok<{ secret: string }>(
    await signedIn.inject({ method: 'POST', url: '/api/auth/factors/totp', headers: withStepUp(stepUp) }),
  );
  const confirmed = ok<{ recoveryCodes: string[] }>(
    await signedIn.inject({
      method: 'POST',
      url: '/api/auth/factors/totp/confirm',
      headers: withStepUp(stepUp),
      payload: { code: codeAt(setup.secret, ctx.clock) },
    }),
  );
  ctx.clock += STEP_MS;
  return { who, signedIn, secret: setup.secret, recoveryCodes: confirmed.recoveryCodes };
}

/** The audit entries of `action`, oldest first. */
export async function auditOf(ctx: ClockedContext, action: string) {
  const res = (await ctx.database.db.execute(
    sql`SELECT user_id, email, method, ip, detail FROM audit_events WHERE action = ${action} ORDER BY at, id`,
  )) as unknown as {
    rows: {
      user_id: string | null;
      email: string;
      method: string;
      ip: string;
      detail: Record<string, unknown>;
    }[];
  };
  return res.rows;
}
