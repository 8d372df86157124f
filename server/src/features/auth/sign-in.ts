/**
 * Where every way of signing in ends (issue 29, decision 033): a password, an OpenID provider or a
 * passkey proves the first factor; this decides whether a second one is still due — the account has
 * one (an authenticator app or a passkey), or its role must have one (sign-in settings, admins by
 * default) and it is walked through setting one up — and otherwise opens the session, recorded in the
 * audit log with its method. A passkey is both factors (possession and the authenticator's own user
 * verification): it never asks for another.
 */
import { AUTH_ERRORS, type SecondFactor, type SignInResult } from '@atelier/contract/auth';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { passkeys, recoveryCodes, signInSettings, totpFactors } from '../../db/schema/sign-in';
import { fail } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.public';
import * as store from './auth.store';
import { openChallenge } from './challenges';
import { cleanUserAgent } from './devices';

type UserRow = NonNullable<Awaited<ReturnType<typeof store.findUserById>>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the second step of a sign-in (or the set-up it walks through) stays open. */
export const SECOND_STEP_TTL_MS = 10 * 60 * 1000;
/** The settings row's id (schema/sign-in.ts › signInSettings). */
export const SETTINGS_ID = 'school';

export interface FirstFactor {
  /** `password`, `passkey` or `oidc:<provider>`. */
  method: string;
  remember: boolean;
}

/** The roles that must have a second factor: the saved settings, else the configured default (admins). */
export async function mfaRoles(app: FastifyInstance, db: Executor = app.db): Promise<readonly string[]> {
  const [row] = await db
    .select({ roles: signInSettings.mfaRoles })
    .from(signInSettings)
    .where(eq(signInSettings.id, SETTINGS_ID));
  return row?.roles ?? app.config.mfaDefaultRoles;
}

/** The second factors the account has, in the order the sign-in offers them. */
export async function secondFactorsOf(db: Executor, userId: string): Promise<SecondFactor[]> {
  const [[totp], [keys], [codes]] = await Promise.all([
    db
      .select({ n: count() })
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  const factors: SecondFactor[] = [];
  if (totp!.n > 0) factors.push('totp');
  if (keys!.n > 0) factors.push('passkey');
  // Recovery codes stand in for a lost device: offered only beside a factor they back up.
  if (factors.length > 0 && codes!.n > 0) factors.push('recovery');
  return factors;
}

/** Opens the session: the token (only its hash is kept), the login day, the audit entry. */
export async function openSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  { method, remember }: FirstFactor,
): Promise<{ user: ReturnType<typeof store.toUser>; token: string }> {
  const token = newToken();
  await app.transact(async ({ tx }) => {
    await store.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      remember,
      expiresAt: new Date(Date.now() + (remember ? 30 : 1) * DAY_MS),
      userAgent: cleanUserAgent(request.headers['user-agent']),
      ip: request.ip,
      method,
    });
    await store.recordLogin(tx, user.id);
    await recordAudit(tx, {
      action: 'sign-in',
      actorId: user.id,
      userId: user.id,
      email: user.email,
      method,
      ip: request.ip,
    });
  });
  await app.markLoginDay(user.id, request);
  return { user: store.toUser(user), token };
}

/**
 * The first factor is proven: a session, or the next step (a second factor, or setting one up).
 * A deactivated account is refused here, whichever way it came.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  first: FirstFactor,
): Promise<SignInResult> {
  if (user.deactivatedAt) {
    await recordAudit(app.db, {
      action: 'sign-in-failed',
      actorId: null,
      userId: user.id,
      email: user.email,
      method: first.method,
      ip: request.ip,
      detail: { reason: 'deactivated' },
    });
    throw fail(AUTH_ERRORS.deactivated);
  }
  if (first.method === 'passkey') return openSession(app, request, user, first);
  const factors = await secondFactorsOf(app.db, user.id);
  if (factors.length > 0) {
    const challenge = await openChallenge(app.db, {
      kind: 'second-factor',
      userId: user.id,
      data: { ...first },
      ttlMs: SECOND_STEP_TTL_MS,
    });
    return { next: 'second-factor', challenge, methods: factors };
  }
  if ((await mfaRoles(app)).includes(user.role)) {
    const challenge = await openChallenge(app.db, {
      kind: 'factor-setup',
      userId: user.id,
      data: { ...first },
      ttlMs: SECOND_STEP_TTL_MS,
    });
    return { next: 'factor-setup', challenge };
  }
  return openSession(app, request, user, first);
}
