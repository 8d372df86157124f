import type { Role } from '@atelier/contract/auth';
import type { Announce } from '../../db/changes';
import type { Executor } from '../../db/client';
import * as store from './auth.store';

/** Change topics that end cached sessions (see auth.plugin.ts); the detail is the id. */
export const SESSION_ENDED = 'session';
export const USER_CHANGED = 'user';

/**
 * Ends every session of the user and tells every process, so no cached session outlives it.
 * Run it in the transaction that made the change (`db` is that transaction's handle).
 */
export async function endAllSessions(db: Executor, announce: Announce, userId: string): Promise<void> {
  await store.deleteUserSessions(db, userId);
  await announce(db, USER_CHANGED, userId);
}

/** Sets a new password hash; every session of the user ends (reset, change password, CLI). */
export async function replacePassword(
  db: Executor,
  announce: Announce,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await store.setPasswordHash(db, userId, passwordHash);
  await endAllSessions(db, announce, userId);
}

/** Gives the user another role; their sessions end so no token keeps the old role's access. */
export async function changeRole(
  db: Executor,
  announce: Announce,
  userId: string,
  role: Role,
): Promise<void> {
  await store.setRole(db, userId, role);
  await endAllSessions(db, announce, userId);
}
