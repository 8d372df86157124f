import type { Role, User } from '@atelier/contract/auth';
import { USER_SIGN_IN_ERRORS } from '@atelier/contract/user-sign-in';
import { USER_ERRORS, USER_TEXT } from '@atelier/contract/users';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import { recordAudit } from '../audit/audit.public';
import {
  changeRole,
  createInvitedAccount,
  endAllSessions,
  hasNoPassword,
  lockFactorsOf,
  sendInvite,
} from '../auth/auth.public';
import { deleteFactors } from './user-sign-in.store';
import * as store from './users.store';

type UserRow = NonNullable<Awaited<ReturnType<typeof store.findUserRow>>>;

/** The admin making a change and the address they make it from (the audit log keeps both). */
export interface Admin {
  me: User;
  ip: string;
}

/** The audit entry of `admin`'s change to `target` (recorded in the change's transaction). */
const audited = (admin: Admin, target: UserRow) => ({
  actorId: admin.me._id,
  userId: target.id,
  email: target.email,
  ip: admin.ip,
});

/**
 * The target of a role change or deactivation, locked with every other such change until the
 * transaction ends; an admin cannot lock themselves out, and the last active admin stays one, so
 * the school never loses its way in.
 */
async function lockedTarget(tx: Tx, me: User, id: string, removesAccess: (row: UserRow) => boolean) {
  await store.lockAdminChanges(tx);
  const target = await store.lockUser(tx, id);
  if (!target) throw fail(USER_ERRORS.notFound);
  if (!removesAccess(target)) return target;
  if (target.id === me._id) throw fail(USER_ERRORS.notYourself);
  if (
    target.role === 'admin' &&
    !target.deactivatedAt &&
    (await store.otherActiveAdmins(tx, target.id)) === 0
  ) {
    throw fail(USER_ERRORS.lastAdmin);
  }
  return target;
}

/** Makes the account and e-mails its invitation; a failed e-mail is told, not thrown (resend it). */
export async function createUser(app: FastifyInstance, body: { name: string; email: string; role: Role }) {
  const row = await app.transact(({ tx }) => createInvitedAccount(tx, body));
  if (!row) throw fail(USER_ERRORS.emailTaken);
  const inviteSent = await sendInvite(app, row);
  const message = inviteSent ? USER_TEXT.created : USER_TEXT.createdNotSent;
  return { message, user: store.toManagedUser(row), inviteSent };
}

/** Gives the user another role; their sessions end. The same role again changes nothing. */
export function setRole(app: FastifyInstance, admin: Admin, id: string, role: Role) {
  return app.transact(async (unit) => {
    const target = await lockedTarget(
      unit.tx,
      admin.me,
      id,
      (row) => row.role !== role && row.role === 'admin',
    );
    if (target.role === role) return store.toManagedUser(target);
    await changeRole(unit, target.id, role);
    const detail = { from: target.role, to: role };
    await recordAudit(unit.tx, { action: 'role-changed', ...audited(admin, target), detail });
    return store.toManagedUser((await store.findUserRow(unit.tx, target.id))!);
  });
}

/** Deactivates (their sessions end) or reactivates the user; the state they are in already is kept. */
export function setDeactivated(app: FastifyInstance, admin: Admin, id: string, deactivate: boolean) {
  return app.transact(async (unit) => {
    const target = await lockedTarget(unit.tx, admin.me, id, (row) => deactivate && !row.deactivatedAt);
    if (Boolean(target.deactivatedAt) === deactivate) return store.toManagedUser(target);
    const updated = await store.setDeactivated(unit.tx, target.id, deactivate);
    const action = deactivate ? 'deactivated' : 'reactivated';
    const detail = deactivate ? { sessionsEnded: await endAllSessions(unit, target.id) } : {};
    await recordAudit(unit.tx, { action, ...audited(admin, target), detail });
    return store.toManagedUser(updated);
  });
}

/** Signs the user out everywhere; answers how many sessions ended. */
export function endSessions(app: FastifyInstance, admin: Admin, id: string) {
  return app.transact(async (unit) => {
    const target = await store.findUserRow(unit.tx, id);
    if (!target) throw fail(USER_ERRORS.notFound);
    const ended = await endAllSessions(unit, target.id);
    const detail = { count: ended };
    await recordAudit(unit.tx, { action: 'sessions-ended-by-admin', ...audited(admin, target), detail });
    return ended;
  });
}

/**
 * A lost device: the user's authenticator app, recovery codes and passkeys go, and so do their
 * sessions; they sign in with their password (or school account) and set up a factor again. An
 * admin's own factors are changed under Settings, where a factor is asked for first.
 */
export function resetFactors(app: FastifyInstance, admin: Admin, id: string) {
  return app.transact(async (unit) => {
    // As every removal of factors: after one in flight for this user, and before the next.
    await lockFactorsOf(unit.tx, id);
    const target = await store.findUserRow(unit.tx, id);
    if (!target) throw fail(USER_ERRORS.notFound);
    if (target.id === admin.me._id) throw fail(USER_SIGN_IN_ERRORS.resetOwn);
    const factors = await deleteFactors(unit.tx, target.id);
    const removed = { ...factors, sessions: await endAllSessions(unit, target.id) };
    await recordAudit(unit.tx, { action: 'factors-reset', ...audited(admin, target), detail: removed });
    return removed;
  });
}

/** E-mails a new invitation to a user who has not chosen a password yet. */
export async function resendInvite(app: FastifyInstance, id: string) {
  const row = await store.findUserRow(app.db, id);
  if (!row) throw fail(USER_ERRORS.notFound);
  if (!hasNoPassword(row.passwordHash)) throw fail(USER_ERRORS.alreadyActive);
  const inviteSent = await sendInvite(app, row);
  return {
    message: inviteSent ? USER_TEXT.inviteSent : USER_TEXT.inviteNotSent,
    user: store.toManagedUser(row),
    inviteSent,
  };
}
