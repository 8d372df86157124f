/**
 * The set-up a user whose role must use two-factor sign-in is walked through when they have no
 * factor yet (a `factor-setup` step, no session): an authenticator app here — a passkey through
 * the passkeys part, which ends with `completeFactorSetup` as well.
 */
import { FACTORS_ERRORS, type SetupDone, type TotpSetup } from '@atelier/contract/factors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import * as store from '../auth.store';
import { closeChallenge, type ChallengeRow } from '../challenges';
import { openSession } from '../sign-in';
import { countCodeTry } from './account-limit';
import { totpStep } from './codes';
import * as factors from './factors.store';
import { newRecoveryCodes } from './recovery-codes';
import { openStep, refuseCode } from './second-factor';
import { newTotpSecret, sealSecret } from './totp';

/**
 * Ends a `factor-setup` step with the factor the user just added: the step is used up, `work`
 * (writing the factor) runs in the same transaction, `factor-added` is recorded, and the session
 * opens with the first factor's method and the new one (`password+totp`, `oidc:school+passkey`).
 */
export async function completeFactorSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  challengeRow: ChallengeRow,
  factor: 'totp' | 'passkey',
  work?: (tx: Executor) => Promise<void>,
) {
  const user = challengeRow.userId ? await store.findUserById(app.db, challengeRow.userId) : undefined;
  if (!user) throw fail(FACTORS_ERRORS.challengeInvalid);
  const data = challengeRow.data as { method?: unknown; remember?: unknown };
  await app.transact(async ({ tx }) => {
    if (!(await closeChallenge(tx, challengeRow.id))) throw fail(FACTORS_ERRORS.challengeInvalid);
    await work?.(tx);
    await recordAudit(tx, {
      action: 'factor-added',
      actorId: user.id,
      userId: user.id,
      email: user.email,
      method: factor,
      ip: request.ip,
      detail: { factor, during: 'sign-in' },
    });
  });
  const method = `${String(data.method)}+${factor}`;
  return openSession(app, request, user, { method, remember: data.remember === true });
}

/** A new authenticator secret for the user of the step (replacing one not yet confirmed). */
export async function startSetupTotp(app: FastifyInstance, token: string): Promise<TotpSetup> {
  const { user } = await openStep(app, 'factor-setup', token);
  const { base32, setup } = await newTotpSecret(app, user.email);
  if (!(await factors.putPendingTotp(app.db, user.id, await sealSecret(app, base32)))) {
    throw fail(FACTORS_ERRORS.alreadyOn);
  }
  return setup;
}

/** The first code confirms the app: recovery codes are made, and the session opens. */
export async function confirmSetupTotp(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; code: string },
): Promise<SetupDone> {
  const { challenge, user, first } = await openStep(app, 'factor-setup', body.challenge);
  await countCodeTry(app, user.id);
  const pending = await factors.findTotp(app.db, user.id);
  if (!pending || pending.confirmedAt) throw fail(FACTORS_ERRORS.notStarted);
  const step = await totpStep(app, pending, body.code);
  const method = `${first.method}+totp`;
  if (step === undefined) return refuseCode(app, request, { challenge, user, method }, 'wrong');
  const { codes, hashes } = newRecoveryCodes();
  const session = await completeFactorSetup(app, request, challenge, 'totp', async (tx) => {
    if (!(await factors.takeTotpStep(tx, user.id, step, true))) throw fail(FACTORS_ERRORS.codeUsed);
    await keepRecoveryCodes(tx, request, user, hashes);
  });
  return { ...session, recoveryCodes: codes };
}

/** The recovery codes a set-up ends with (their hashes), recorded (the passkeys part uses it too). */
export async function keepRecoveryCodes(
  tx: Executor,
  request: FastifyRequest,
  user: { id: string; email: string },
  hashes: string[],
) {
  await factors.replaceRecoveryCodes(tx, user.id, hashes);
  await recordAudit(tx, {
    action: 'recovery-codes-made',
    actorId: user.id,
    userId: user.id,
    email: user.email,
    ip: request.ip,
  });
}
