import {
  AUTH_ERRORS,
  type ActiveSession,
  type Role,
  type SignInResult,
  type UpdateProfileBody,
} from '@atelier/contract/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { SESSION_ENDED, USER_CHANGED, issueResetToken, replacePassword } from './accounts';
import * as store from './auth.store';
import { isCommonPassword } from './common-passwords';
import { describeDevice } from './devices';
import { recordAudit } from '../audit/audit.public';
import { finishSignIn } from './sign-in';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Checks the e-mail, password and role; the sign-in then goes on as every sign-in does
 * (`finishSignIn`: a session, or the second factor or its set-up). `dummyHash` is verified when no
 * account has the e-mail, so an unknown address costs the same time as a wrong password. A refusal
 * is recorded with the e-mail as typed and tells the client nothing more than "invalid".
 */
export async function logIn(
  app: FastifyInstance,
  request: FastifyRequest,
  { email, password, role, remember }: { email: string; password: string; role: Role; remember: boolean },
  dummyHash: string,
): Promise<SignInResult> {
  const user = await store.findUserByEmail(app.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? dummyHash, password);
  if (!user || !passwordOk || user.role !== role) {
    const reason = !user ? 'unknown-email' : !passwordOk ? 'wrong-password' : 'wrong-role';
    await recordAudit(app.db, {
      action: 'sign-in-failed',
      actorId: null,
      userId: user?.id ?? null,
      email,
      method: 'password',
      ip: request.ip,
      detail: { reason },
    });
    throw fail(AUTH_ERRORS.invalidCredentials);
  }
  return finishSignIn(app, request, user, { method: 'password', remember });
}

/** Ends the caller's session (signing out). */
export function logOut(app: FastifyInstance, sessionId: string) {
  return app.transact(async ({ tx, announce }) => {
    await store.deleteSession(tx, sessionId);
    announce(SESSION_ENDED, sessionId);
  });
}

/** The user's open sessions as the settings page lists them, `current` marking the caller's. */
export async function listSessions(app: FastifyInstance, userId: string, current: string) {
  const rows = await store.listUserSessions(app.db, userId);
  return rows.map((row): ActiveSession => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === current,
  }));
}

/** Ends one of the user's own sessions; another user's (or an unknown) session is not found. */
export async function endOwnSession(app: FastifyInstance, userId: string, sessionId: string) {
  const ended = await app.transact(async ({ tx, announce }) => {
    if (!(await store.deleteOwnSession(tx, userId, sessionId))) return false;
    announce(SESSION_ENDED, sessionId);
    return true;
  });
  if (!ended) throw fail(AUTH_ERRORS.sessionNotFound);
}

/** Ends every session of the user but `keepId`; answers how many ended. */
export function endOtherSessions(app: FastifyInstance, userId: string, keepId: string) {
  return app.transact(async ({ tx, announce }) => {
    const ended = await store.deleteOtherSessions(tx, userId, keepId);
    for (const id of ended) announce(SESSION_ENDED, id);
    return ended.length;
  });
}

/** The forgot-password job: a new single-use link, mailed; a failed send throws so the job runs again. */
export async function mailResetLink(app: FastifyInstance, email: string): Promise<void> {
  const user = await store.findUserByEmail(app.db, email);
  if (!user) return;
  const token = newToken();
  await app.transact(({ tx }) => issueResetToken(tx, user.id, hashToken(token), RESET_TTL_MS));
  const link = `${app.config.publicUrl}/reset-password/${token}`;
  await app.mailer.send({
    to: user.email,
    subject: `Reset your ${app.config.productName} password`,
    text:
      `Hello ${user.name},\n\nSomeone asked to reset the password of your ${app.config.productName} account.\n` +
      `Open this link within one hour to choose a new one:\n\n${link}\n\n` +
      'If it was not you, ignore this message; your password stays as it is.\n',
  });
}

/** The hash of a new password, refused when it is one of the most common. */
async function newPasswordHash(app: FastifyInstance, password: string): Promise<string> {
  if (isCommonPassword(password)) throw fail(AUTH_ERRORS.commonPassword);
  return hashPassword(password, app.config.argon2);
}

/** Sets the password a reset link was issued for; the link is used up and every session ends. */
export async function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  const passwordHash = await newPasswordHash(app, newPassword);
  const changed = await app.transact(async (unit) => {
    const userId = await store.consumeResetToken(unit.tx, hashToken(token));
    if (!userId) return false;
    await replacePassword(unit, userId, passwordHash);
    return true;
  });
  if (!changed) throw fail(AUTH_ERRORS.resetInvalid);
}

/** Replaces the user's password once the current one is confirmed; every session ends. */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  currentPassword: string,
  newPassword: string,
) {
  const row = await store.findUserById(app.db, userId);
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw fail(AUTH_ERRORS.wrongCurrentPassword);
  }
  const passwordHash = await newPasswordHash(app, newPassword);
  await app.transact((unit) => replacePassword(unit, userId, passwordHash));
}

/** Saves the profile and drops every cached copy of the user. */
export async function updateProfile(app: FastifyInstance, userId: string, body: UpdateProfileBody) {
  const row = await app.transact(async ({ tx, announce }) => {
    const updated = await store.updateProfile(tx, userId, body);
    if (updated) announce(USER_CHANGED, updated.id);
    return updated;
  });
  if (!row) throw fail(AUTH_ERRORS.userNotFound);
  return store.toUser(row);
}
