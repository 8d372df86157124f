/**
 * Step-up (ASVS 7.5.1): before a factor changes, the signed-in user proves it again — the password,
 * or a fresh authenticator code. The answer is a token for ten minutes, bound to the session that
 * asked; factor-changing routes take it in the `X-Step-Up` header.
 */
import { FACTORS_ERRORS, STEP_UP_HEADER, type StepUpResponse } from '@atelier/contract/factors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentSession, currentUser } from '../../../lib/access';
import { fail } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import { recordAudit } from '../../audit/audit.public';
import * as store from '../auth.store';
import { findChallenge, openChallenge } from '../challenges';
import { CODE_REFUSALS, spendTotpCode } from './codes';

export const STEP_UP_TTL_MS = 10 * 60 * 1000;

type UserRow = NonNullable<Awaited<ReturnType<typeof store.findUserById>>>;
type StepUpProof = { password: string } | { method: 'totp'; code: string };

async function refusalOf(app: FastifyInstance, row: UserRow, proof: StepUpProof) {
  if ('password' in proof) {
    return (await verifyPassword(row.passwordHash, proof.password))
      ? undefined
      : FACTORS_ERRORS.wrongPassword;
  }
  const outcome = await spendTotpCode(app, app.db, row.id, proof.code);
  return outcome === 'ok' ? undefined : CODE_REFUSALS[outcome];
}

export async function stepUp(
  app: FastifyInstance,
  request: FastifyRequest,
  proof: StepUpProof,
): Promise<StepUpResponse> {
  const user = currentUser(request);
  const row = await store.findUserById(app.db, user._id);
  if (!row) throw fail(FACTORS_ERRORS.stepUpRequired);
  const refusal = await refusalOf(app, row, proof);
  if (refusal) {
    await recordAudit(app.db, {
      action: 'sign-in-failed',
      actorId: row.id,
      userId: row.id,
      email: row.email,
      method: 'password' in proof ? 'password' : 'totp',
      ip: request.ip,
      detail: { reason: 'step-up-refused' },
    });
    throw fail(refusal);
  }
  const expiresAt = new Date(Date.now() + STEP_UP_TTL_MS);
  const token = await openChallenge(app.db, {
    kind: 'step-up',
    userId: row.id,
    data: { sessionId: currentSession(request) },
    ttlMs: STEP_UP_TTL_MS,
  });
  return { stepUp: token, expiresAt: expiresAt.toISOString() };
}

/** Refuses (401 `factors.stepUpRequired`) unless the request carries this session's fresh step-up for `userId`. */
export async function assertStepUp(app: FastifyInstance, request: FastifyRequest, userId: string) {
  const given = request.headers[STEP_UP_HEADER.toLowerCase()];
  const row =
    typeof given === 'string' && given.length > 0 && given.length <= 200
      ? await findChallenge(app.db, 'step-up', given)
      : undefined;
  if (!row || row.userId !== userId || row.data.sessionId !== currentSession(request)) {
    throw fail(FACTORS_ERRORS.stepUpRequired);
  }
}
