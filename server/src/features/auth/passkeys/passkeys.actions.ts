/**
 * Passkeys (issue 29): adding one (signed in), signing in with one (no e-mail typed), and one as the
 * second factor after a password. Each ceremony's challenge is a step (challenges.ts) used once,
 * taken before the answer is checked: a refused answer cannot be tried again with it. A refusal
 * stores nothing but its audit entry.
 */
import { AUTH_ERRORS, type SignInResult, type User } from '@atelier/contract/auth';
import { PASSKEY_ERRORS, type Passkey } from '@atelier/contract/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/client';
import { fail } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.public';
import * as authStore from '../auth.store';
import {
  closeChallenge,
  findChallenge,
  openChallenge,
  type ChallengeKind,
  type ChallengeRow,
} from '../challenges';
import { assertNotLastFactor } from '../factors/factors.actions';
import * as factors from '../factors/factors.store';
import { finishSignIn } from '../sign-in';
import * as ceremony from './ceremony';
import * as store from './passkeys.store';

export function toPasskey(row: store.PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** Takes the open step of this kind for this user (null: nobody signed in yet); refused once used, expired or another's. */
export async function takeStep(
  app: FastifyInstance,
  kind: ChallengeKind,
  token: string,
  userId: string | null,
) {
  const step = await findChallenge(app.db, kind, token);
  if (!step || step.userId !== userId || !(await closeChallenge(app.db, step.id))) {
    throw fail(PASSKEY_ERRORS.stepExpired);
  }
  return step;
}

const webauthnChallenge = (step: ChallengeRow) => String(step.data.webauthn ?? '');

export async function openCeremony(
  app: FastifyInstance,
  kind: ChallengeKind,
  userId: string | null,
  data: object,
) {
  return openChallenge(app.db, { kind, userId, data: { ...data }, ttlMs: ceremony.CEREMONY_TTL_MS });
}

export async function startRegistration(app: FastifyInstance, userId: string) {
  const user = await authStore.findUserById(app.db, userId);
  if (!user) throw fail(AUTH_ERRORS.userNotFound);
  const options = await ceremony.registrationOptions(
    app.config,
    user,
    await store.listPasskeys(app.db, userId),
  );
  const challenge = await openCeremony(app, 'passkey-register', userId, { webauthn: options.challenge });
  return { challenge, options: { ...options } };
}

/** Checks a new passkey against the register step's challenge; refused, nothing is kept. */
export async function checkNewPasskey(
  app: FastifyInstance,
  request: FastifyRequest,
  step: ChallengeRow,
  response: unknown,
) {
  const checked = await ceremony.checkRegistration(
    app.config,
    response as RegistrationResponseJSON,
    webauthnChallenge(step),
  );
  if (!checked.info) {
    request.log.info({ reason: checked.refused }, 'passkey registration refused');
    throw fail(PASSKEY_ERRORS.notVerified);
  }
  return checked.info;
}

type NewCredential = Awaited<ReturnType<typeof checkNewPasskey>>;

/** Keeps a checked passkey under `name`, audited, in the caller's transaction. */
export async function keepPasskey(
  tx: Executor,
  request: FastifyRequest,
  user: { id: string; email: string },
  info: NewCredential,
  name: string,
): Promise<Passkey> {
  const { credential, credentialDeviceType, credentialBackedUp } = info;
  const row = await store.insertPasskey(tx, {
    userId: user.id,
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name,
  });
  if (!row) throw fail(PASSKEY_ERRORS.alreadyRegistered);
  await recordAudit(tx, selfChange(request, user, 'passkey-added', { passkeyId: row.id, name }));
  return toPasskey(row);
}

/** Adds a passkey to the signed-in user's account (the route asked for a step-up). */
export async function finishRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  body: { challenge: string; name: string; response: unknown },
): Promise<Passkey> {
  const step = await takeStep(app, 'passkey-register', body.challenge, user._id);
  const info = await checkNewPasskey(app, request, step, body.response);
  return app.transact(({ tx }) =>
    keepPasskey(tx, request, { id: user._id, email: user.email }, info, body.name),
  );
}

/** Options for a discoverable passkey: nobody is named, so the step belongs to nobody yet. */
export async function startSignIn(app: FastifyInstance) {
  const options = await ceremony.authenticationOptions(app.config);
  const challenge = await openCeremony(app, 'passkey-sign-in', null, { webauthn: options.challenge });
  return { challenge, options: { ...options } };
}

async function refuseAssertion(
  app: FastifyInstance,
  request: FastifyRequest,
  reason: string,
  key: store.PasskeyRow | undefined,
): Promise<never> {
  const user = key ? await authStore.findUserById(app.db, key.userId) : undefined;
  await recordAudit(app.db, {
    action: 'sign-in-failed',
    actorId: null,
    userId: user?.id ?? null,
    email: user?.email ?? '',
    method: 'passkey',
    ip: request.ip,
    detail: {
      reason: reason === 'stale-counter' || reason === 'unknown-credential' ? reason : 'not-verified',
    },
  });
  if (reason !== 'stale-counter' && reason !== 'unknown-credential') {
    request.log.info({ reason }, 'passkey assertion refused');
  }
  if (reason === 'stale-counter') throw fail(PASSKEY_ERRORS.staleCounter);
  if (reason === 'unknown-credential') throw fail(PASSKEY_ERRORS.unknownCredential);
  throw fail(PASSKEY_ERRORS.notVerified);
}

/** Checks an assertion against the step's challenge; `owner` limits it to one account's passkeys. */
export async function proveAssertion(
  app: FastifyInstance,
  request: FastifyRequest,
  step: ChallengeRow,
  response: AuthenticationResponseJSON,
  owner: string | null,
) {
  const key = await store.findByCredentialId(app.db, response.id);
  if (!key || (owner && key.userId !== owner))
    return refuseAssertion(app, request, 'unknown-credential', undefined);
  // The authenticator names the account it keeps the credential for: it must be the owner.
  if (!ceremony.handleIsOwners(response.response.userHandle, key.userId))
    return refuseAssertion(app, request, 'another-users-handle', key);
  const checked = await ceremony.checkAssertion(app.config, response, webauthnChallenge(step), key);
  if (!checked.ok) return refuseAssertion(app, request, checked.refused, key);
  if (!(await store.markUsed(app.db, key, checked)))
    return refuseAssertion(app, request, 'stale-counter', key);
  const user = await authStore.findUserById(app.db, key.userId);
  if (!user) return refuseAssertion(app, request, 'unknown-credential', undefined);
  return user;
}

export async function finishPasskeySignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; response: AuthenticationResponseJSON; remember: boolean },
): Promise<SignInResult> {
  const step = await takeStep(app, 'passkey-sign-in', body.challenge, null);
  const user = await proveAssertion(app, request, step, body.response, null);
  return finishSignIn(app, request, user, { method: 'passkey', remember: body.remember });
}

export async function renamePasskey(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  id: string,
  name: string,
) {
  return app.transact(async ({ tx }) => {
    const row = await store.renamePasskey(tx, user._id, id, name);
    if (!row) throw fail(PASSKEY_ERRORS.notFound);
    await recordAudit(tx, selfChange(request, asOwner(user), 'passkey-renamed', { passkeyId: id, name }));
    return toPasskey(row);
  });
}

/**
 * Removes the caller's passkey (the route asked for a step-up). A role that must use two-factor
 * keeps its last factor; with no factor left, the recovery codes go too (they back a factor up).
 */
export async function removePasskey(app: FastifyInstance, request: FastifyRequest, user: User, id: string) {
  await app.transact(async ({ tx }) => {
    // Serialises with any other factor removal of the user, so two can never both pass the last-factor rule.
    await factors.lockFactorsOf(tx, user._id);
    const row = await store.findOwnPasskey(tx, user._id, id);
    if (!row) throw fail(PASSKEY_ERRORS.notFound);
    await assertNotLastFactor(app, tx, user);
    if (!(await store.deletePasskey(tx, user._id, id))) throw fail(PASSKEY_ERRORS.notFound);
    const [totp, left] = await Promise.all([
      factors.findTotp(tx, user._id),
      factors.countPasskeys(tx, user._id),
    ]);
    if (!totp?.confirmedAt && left === 0) await factors.deleteRecoveryCodes(tx, user._id);
    await recordAudit(
      tx,
      selfChange(request, asOwner(user), 'passkey-removed', { passkeyId: id, name: row.name }),
    );
  });
}

const asOwner = (user: User) => ({ id: user._id, email: user.email });

/** The owner's own change to their passkeys, as the audit log records it. */
function selfChange(
  request: FastifyRequest,
  user: { id: string; email: string },
  action: 'passkey-added' | 'passkey-renamed' | 'passkey-removed',
  detail: Record<string, unknown>,
) {
  return {
    action,
    actorId: user.id,
    userId: user.id,
    email: user.email,
    method: 'passkey',
    ip: request.ip,
    detail,
  };
}
