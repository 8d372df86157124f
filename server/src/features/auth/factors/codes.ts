/**
 * Checking a second-factor code against the account: an authenticator app's code (its time step
 * taken once) or a recovery code (used up). The checks run inside the caller's transaction, so a
 * code is spent only when what it was given for happens.
 */
import { FACTORS_ERRORS } from '@atelier/contract/factors';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/client';
import * as factors from './factors.store';
import { hashRecoveryCode } from './recovery-codes';
import { openSecret, stepOfCode } from './totp';

export type CodeOutcome = 'ok' | 'wrong' | 'used';

/** The refusal of a code that was not taken. */
export const CODE_REFUSALS = { wrong: FACTORS_ERRORS.wrongCode, used: FACTORS_ERRORS.codeUsed } as const;

/** The time step of `code` for this secret row at the app's clock, if the code is right. */
export async function totpStep(
  app: FastifyInstance,
  row: factors.TotpRow,
  code: string,
): Promise<number | undefined> {
  return stepOfCode(await openSecret(app, row.secret), code, app.now());
}

/** Checks and spends a code of the account's confirmed authenticator app. */
export async function spendTotpCode(
  app: FastifyInstance,
  db: Executor,
  userId: string,
  code: string,
): Promise<CodeOutcome> {
  const row = await factors.findTotp(db, userId);
  if (!row?.confirmedAt) return 'wrong';
  const step = await totpStep(app, row, code);
  if (step === undefined) return 'wrong';
  return (await factors.takeTotpStep(db, userId, step)) ? 'ok' : 'used';
}

/** Checks and spends a code of either kind. */
export async function spendCode(
  app: FastifyInstance,
  db: Executor,
  userId: string,
  method: 'totp' | 'recovery',
  code: string,
): Promise<CodeOutcome> {
  if (method === 'totp') return spendTotpCode(app, db, userId, code);
  return (await factors.useRecoveryCode(db, userId, hashRecoveryCode(code))) ? 'ok' : 'wrong';
}
