/**
 * Passkeys (issue 29): adding one (signed in), signing in with one (no e-mail typed), and one as the
 * second factor after a password. Each ceremony's challenge is a step (challenges.ts) used once,
 * taken before the answer is checked: a refused answer cannot be tried again with it. A refusal
 * stores nothing but its audit entry.
 */
import { AUTH_ERRORS, type SignInResult } from '@atelier/contract/auth';
import { PASSKEY_ERRORS, type Passkey } from '@atelier/contract/passkeys';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { finishSignIn, openSession, type FirstFactor } from '../sign-in';
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
async function takeStep(app: FastifyInstance, kind: ChallengeKind, token: string, userId: string | null) {
  const step = await findChallenge(app.db, kind, token);
  if (!step || step.userId !== userId || !(await closeChallenge(app.db, step.id))) {
    throw fail(PASSKEY_ERRORS.stepExpired);
  }
  return step;
}

const webauthnChallenge = (step: ChallengeRow) => String(step.data.webauthn ?? '');

async function openCeremony(app: FastifyInstance, kind: ChallengeKind, userId: string | null, data: object) {
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

/** Checks a new passkey and keeps it under `name`; `step` is the register step's token. */
export async function finishRegistration(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  body: { challenge: string; name: string; response: unknown },
): Promise<Passkey> {
  const step = await takeStep(app, 'passkey-register', body.challenge, userId);
  const checked = await ceremony.checkRegistration(
    app.config,
    body.response as RegistrationResponseJSON,
    webauthnChallenge(step),
  );
  if (!checked.info) {
    request.log.info({ reason: checked.refused }, 'passkey registration refused');
    throw fail(PASSKEY_ERRORS.notVerified);
  }
  const { credential, credentialDeviceType, credentialBackedUp } = checked.info;
  return app.transact(async ({ tx }) => {
    const row = await store.insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name: body.name,
    });
    if (!row) throw fail(PASSKEY_ERRORS.alreadyRegistered);
    await audit(tx, request, 'passkey-added', userId, { passkeyId: row.id, name: row.name });
    return toPasskey(row);
  });
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
async function proveAssertion(
  app: FastifyInstance,
  request: FastifyRequest,
  step: ChallengeRow,
  response: AuthenticationResponseJSON,
  owner: string | null,
) {
  const key = await store.findByCredentialId(app.db, response.id);
  if (!key || (owner && key.userId !== owner))
    return refuseAssertion(app, request, 'unknown-credential', undefined);
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

/** Options for the second factor: the passkeys of the account whose password was given. */
export async function startSecondFactor(app: FastifyInstance, token: string) {
  const first = await findChallenge(app.db, 'second-factor', token);
  if (!first?.userId) throw fail(PASSKEY_ERRORS.stepExpired);
  const options = await ceremony.authenticationOptions(
    app.config,
    await store.listPasskeys(app.db, first.userId),
  );
  const challenge = await openCeremony(app, 'passkey-sign-in', first.userId, { webauthn: options.challenge });
  return { challenge, options: { ...options } };
}

/** A passkey after a password: the session's method is `<first>+passkey`. */
export async function finishSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; passkeyChallenge: string; response: AuthenticationResponseJSON },
): Promise<SignInResult> {
  const first = await findChallenge(app.db, 'second-factor', body.challenge);
  if (!first?.userId) throw fail(PASSKEY_ERRORS.stepExpired);
  const step = await takeStep(app, 'passkey-sign-in', body.passkeyChallenge, first.userId);
  const user = await proveAssertion(app, request, step, body.response, first.userId);
  if (!(await closeChallenge(app.db, first.id))) throw fail(PASSKEY_ERRORS.stepExpired);
  const { method, remember } = first.data as unknown as FirstFactor;
  return openSession(app, request, user, { method: `${method}+passkey`, remember: Boolean(remember) });
}

export async function renamePasskey(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  id: string,
  name: string,
) {
  return app.transact(async ({ tx }) => {
    const row = await store.renamePasskey(tx, userId, id, name);
    if (!row) throw fail(PASSKEY_ERRORS.notFound);
    await audit(tx, request, 'passkey-renamed', userId, { passkeyId: id, name });
    return toPasskey(row);
  });
}

/** Removes the caller's passkey. */
export async function removePasskey(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  id: string,
) {
  await app.transact(async ({ tx }) => {
    const row = await store.findOwnPasskey(tx, userId, id);
    if (!row || !(await store.deletePasskey(tx, userId, id))) throw fail(PASSKEY_ERRORS.notFound);
    await audit(tx, request, 'passkey-removed', userId, { passkeyId: id, name: row.name });
  });
}

async function audit(
  tx: Parameters<typeof recordAudit>[0],
  request: FastifyRequest,
  action: 'passkey-added' | 'passkey-renamed' | 'passkey-removed',
  userId: string,
  detail: Record<string, unknown>,
) {
  const user = await authStore.findUserById(tx, userId);
  await recordAudit(tx, {
    action,
    actorId: userId,
    userId,
    email: user?.email ?? '',
    method: 'passkey',
    ip: request.ip,
    detail,
  });
}
