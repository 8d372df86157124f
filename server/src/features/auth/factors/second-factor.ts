/**
 * The second step of a sign-in: an authenticator code or a recovery code for the challenge the
 * first factor opened. A code is spent once; five wrong codes end the step (the user starts
 * again); every refusal is in the audit log; tries are limited per address (the route) and per
 * account (`countCodeTry`).
 */
import { AUTH_ERRORS } from '@atelier/contract/auth';
import { FACTORS_ERRORS } from '@atelier/contract/factors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import * as store from '../auth.store';
import { closeChallenge, failChallengeAttempt, findChallenge, type ChallengeRow } from '../challenges';
import { openSession, type FirstFactor } from '../sign-in';
import { countCodeTry } from './account-limit';
import { CODE_REFUSALS, spendCode, type CodeOutcome } from './codes';

type UserRow = NonNullable<Awaited<ReturnType<typeof store.findUserById>>>;

/** How the session's method names the second factor (`password+totp`, `oidc:school+recovery-code`). */
const METHOD_NAMES = { totp: 'totp', recovery: 'recovery-code' } as const;

/** The open step of `kind` and its account; an unknown, used or expired step is refused. */
export async function openStep(
  app: FastifyInstance,
  kind: 'second-factor' | 'factor-setup',
  token: string,
): Promise<{ challenge: ChallengeRow; user: UserRow; first: FirstFactor }> {
  const challenge = await findChallenge(app.db, kind, token);
  const user = challenge?.userId ? await store.findUserById(app.db, challenge.userId) : undefined;
  if (!challenge || !user) throw fail(FACTORS_ERRORS.challengeInvalid);
  if (user.deactivatedAt) {
    await closeChallenge(app.db, challenge.id);
    throw fail(AUTH_ERRORS.deactivated);
  }
  const data = challenge.data as Partial<FirstFactor>;
  return { challenge, user, first: { method: String(data.method), remember: data.remember === true } };
}

/** Counts a wrong code against the step (five end it) and records it; throws the refusal. */
export async function refuseCode(
  app: FastifyInstance,
  request: FastifyRequest,
  step: { challenge: ChallengeRow; user: UserRow; method: string },
  outcome: Exclude<CodeOutcome, 'ok'>,
): Promise<never> {
  const left = await failChallengeAttempt(app.db, step.challenge.id);
  await recordAudit(app.db, {
    action: 'sign-in-failed',
    actorId: null,
    userId: step.user.id,
    email: step.user.email,
    method: step.method,
    ip: request.ip,
    detail: { reason: outcome === 'used' ? 'code-reused' : 'wrong-code', attemptsLeft: left },
  });
  throw fail(left === 0 ? FACTORS_ERRORS.tooManyAttempts : CODE_REFUSALS[outcome]);
}

export async function finishSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; method: 'totp' | 'recovery'; code: string },
) {
  const { challenge, user, first } = await openStep(app, 'second-factor', body.challenge);
  await countCodeTry(app, user.id);
  const method = `${first.method}+${METHOD_NAMES[body.method]}`;
  const outcome = await app.transact(async ({ tx }) => {
    const spent = await spendCode(app, tx, user.id, body.method, body.code);
    if (spent !== 'ok') return spent;
    // Another request took the step meanwhile: the code stays unspent (the transaction rolls back).
    if (!(await closeChallenge(tx, challenge.id))) throw fail(FACTORS_ERRORS.challengeInvalid);
    if (body.method === 'recovery') {
      await recordAudit(tx, {
        action: 'recovery-code-used',
        actorId: user.id,
        userId: user.id,
        email: user.email,
        method,
        ip: request.ip,
      });
    }
    return spent;
  });
  if (outcome !== 'ok') return refuseCode(app, request, { challenge, user, method }, outcome);
  return openSession(app, request, user, { method, remember: first.remember });
}
