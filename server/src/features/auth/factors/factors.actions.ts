/**
 * Two-factor settings of the signed-in user: the status, an authenticator app added (confirmed by
 * a first code) or removed, new recovery codes. Every change is behind a step-up (the routes) and
 * in the audit log; a role that must use two-factor keeps at least one factor.
 */
import { FACTORS_ERRORS, type FactorStatus, type TotpSetup } from '@atelier/contract/factors';
import type { User } from '@atelier/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { fail } from '../../../lib/errors';
import { recordAudit, type AuditEntry } from '../../audit/audit.public';
import { mfaRoles } from '../sign-in';
import { totpStep } from './codes';
import * as factors from './factors.store';
import { newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, sealSecret } from './totp';

/** The user's own change, as the audit log records it. */
const selfChange = (
  request: FastifyRequest,
  user: User,
  entry: Pick<AuditEntry, 'action' | 'method' | 'detail'>,
) => ({
  ...entry,
  actorId: user._id,
  userId: user._id,
  email: user.email,
  ip: request.ip,
});

async function factorCount(db: Executor, userId: string) {
  const [totp, passkeys] = await Promise.all([
    factors.findTotp(db, userId),
    factors.countPasskeys(db, userId),
  ]);
  return { totp: Boolean(totp?.confirmedAt), passkeys };
}

export async function factorStatus(app: FastifyInstance, user: User): Promise<FactorStatus> {
  const [{ totp, passkeys }, recoveryCodesLeft, roles] = await Promise.all([
    factorCount(app.db, user._id),
    factors.countUnusedRecoveryCodes(app.db, user._id),
    mfaRoles(app),
  ]);
  return { totp, passkeys, recoveryCodesLeft, required: roles.includes(user.role) };
}

/**
 * Refuses (409 `factors.lastFactor`) removing the last factor of a user whose role must use
 * two-factor sign-in. Call inside the transaction that removes it, after `factors.lockFactorsOf`
 * (which that transaction takes first), so a simultaneous removal cannot pass the same count.
 */
export async function assertNotLastFactor(app: FastifyInstance, tx: Executor, user: User): Promise<void> {
  const { totp, passkeys } = await factorCount(tx, user._id);
  if ((totp ? 1 : 0) + passkeys > 1) return;
  if ((await mfaRoles(app, tx)).includes(user.role)) throw fail(FACTORS_ERRORS.lastFactor);
}

export async function startTotp(app: FastifyInstance, user: User): Promise<TotpSetup> {
  const { base32, setup } = await newTotpSecret(app, user.email);
  if (!(await factors.putPendingTotp(app.db, user._id, await sealSecret(app, base32)))) {
    throw fail(FACTORS_ERRORS.alreadyOn);
  }
  return setup;
}

/** The first code confirms the app; the answer is a new set of recovery codes, shown once. */
export async function confirmTotp(app: FastifyInstance, request: FastifyRequest, user: User, code: string) {
  const pending = await factors.findTotp(app.db, user._id);
  if (!pending) throw fail(FACTORS_ERRORS.notStarted);
  if (pending.confirmedAt) throw fail(FACTORS_ERRORS.alreadyOn);
  const step = await totpStep(app, pending, code);
  if (step === undefined) throw fail(FACTORS_ERRORS.wrongCode);
  const { codes, hashes } = newRecoveryCodes();
  await app.transact(async ({ tx }) => {
    if (!(await factors.takeTotpStep(tx, user._id, step, true))) throw fail(FACTORS_ERRORS.codeUsed);
    await factors.replaceRecoveryCodes(tx, user._id, hashes);
    await recordAudit(tx, selfChange(request, user, { action: 'factor-added', method: 'totp' }));
    await recordAudit(tx, selfChange(request, user, { action: 'recovery-codes-made' }));
  });
  return codes;
}

export async function removeTotp(app: FastifyInstance, request: FastifyRequest, user: User) {
  await app.transact(async ({ tx }) => {
    await factors.lockFactorsOf(tx, user._id);
    const row = await factors.findTotp(tx, user._id);
    if (!row?.confirmedAt) throw fail(FACTORS_ERRORS.notOn);
    await assertNotLastFactor(app, tx, user);
    await factors.deleteTotp(tx, user._id);
    // Recovery codes back a factor up: with none left they would be a password's twin.
    if ((await factors.countPasskeys(tx, user._id)) === 0) await factors.deleteRecoveryCodes(tx, user._id);
    await recordAudit(tx, selfChange(request, user, { action: 'factor-removed', method: 'totp' }));
  });
}

export async function remakeRecoveryCodes(app: FastifyInstance, request: FastifyRequest, user: User) {
  const { codes, hashes } = newRecoveryCodes();
  await app.transact(async ({ tx }) => {
    const { totp, passkeys } = await factorCount(tx, user._id);
    if (!totp && passkeys === 0) throw fail(FACTORS_ERRORS.noFactor);
    await factors.replaceRecoveryCodes(tx, user._id, hashes);
    await recordAudit(tx, selfChange(request, user, { action: 'recovery-codes-made' }));
  });
  return codes;
}
