import type { Role, User } from '@atelier/contract/auth';
import { USER_ERRORS, USER_TEXT } from '@atelier/contract/users';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { fail } from '../../lib/errors';
import {
  changeRole,
  createInvitedAccount,
  endAllSessions,
  hasNoPassword,
  sendInvite,
} from '../auth/auth.public';
import * as store from './users.store';

type UserRow = NonNullable<Awaited<ReturnType<typeof store.findUserRow>>>;

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
export function setRole(app: FastifyInstance, me: User, id: string, role: Role) {
  return app.transact(async (unit) => {
    const target = await lockedTarget(unit.tx, me, id, (row) => row.role !== role && row.role === 'admin');
    if (target.role === role) return store.toManagedUser(target);
    await changeRole(unit, target.id, role);
    return store.toManagedUser((await store.findUserRow(unit.tx, target.id))!);
  });
}

/** Deactivates (their sessions end) or reactivates the user; the state they are in already is kept. */
export function setDeactivated(app: FastifyInstance, me: User, id: string, deactivate: boolean) {
  return app.transact(async (unit) => {
    const target = await lockedTarget(unit.tx, me, id, (row) => deactivate && !row.deactivatedAt);
    if (Boolean(target.deactivatedAt) === deactivate) return store.toManagedUser(target);
    const updated = await store.setDeactivated(unit.tx, target.id, deactivate);
    if (deactivate) await endAllSessions(unit, target.id);
    return store.toManagedUser(updated);
  });
}

/** Signs the user out everywhere; answers how many sessions ended. */
export function endSessions(app: FastifyInstance, id: string) {
  return app.transact(async (unit) => {
    const target = await store.findUserRow(unit.tx, id);
    if (!target) throw fail(USER_ERRORS.notFound);
    return endAllSessions(unit, target.id);
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
