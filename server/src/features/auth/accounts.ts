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
export async function endAllSessions(db: Executor, announce: Announce, userId: string): Promise<number> {
  const ended = await store.deleteUserSessions(db, userId);
  await announce(db, USER_CHANGED, userId);
  return ended;
}

/**
 * Sets a new password hash (reset, change password, CLI): every session of the user ends, and so
 * does every reset link still outstanding, so no older link can undo the change.
 */
export async function replacePassword(
  db: Executor,
  announce: Announce,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await store.setPasswordHash(db, userId, passwordHash);
  await store.endResetTokens(db, userId);
  await endAllSessions(db, announce, userId);
}

/** A new single-use reset link for the user; any older one stops working. */
export async function issueResetToken(db: Executor, userId: string, tokenHash: string, ttlMs: number) {
  await store.endResetTokens(db, userId);
  await store.insertResetToken(db, { userId, tokenHash, expiresAt: new Date(Date.now() + ttlMs) });
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
