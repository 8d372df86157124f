import type { Role } from '@atelier/contract/auth';
import type { Executor } from '../../db/client';
import * as store from './auth.store';

/** Change topics that end cached sessions (see auth.plugin.ts); the detail is the id. */
export const SESSION_ENDED = 'session';
export const USER_CHANGED = 'user';

/**
 * The transaction of an account change and how to tell every process of it: the unit of
 * `app.transact` in the server (announced after commit), `pg_notify` in that transaction in the CLI.
 */
export interface AccountChange {
  readonly tx: Executor;
  announce(topic: string, detail?: string): void | Promise<void>;
}

/** Ends every session of the user and tells every process, so no cached session outlives it. */
export async function endAllSessions({ tx, announce }: AccountChange, userId: string): Promise<number> {
  const ended = await store.deleteUserSessions(tx, userId);
  await announce(USER_CHANGED, userId);
  return ended;
}

/**
 * Sets a new password hash (reset, change password, CLI): every session of the user ends, and so
 * does every reset link still outstanding, so no older link can undo the change.
 */
export async function replacePassword(change: AccountChange, userId: string, passwordHash: string) {
  await store.setPasswordHash(change.tx, userId, passwordHash);
  await store.endResetTokens(change.tx, userId);
  await endAllSessions(change, userId);
}

/** A new single-use reset link for the user; any older one stops working. */
export async function issueResetToken(db: Executor, userId: string, tokenHash: string, ttlMs: number) {
  await store.endResetTokens(db, userId);
  await store.insertResetToken(db, { userId, tokenHash, expiresAt: new Date(Date.now() + ttlMs) });
}

/** Gives the user another role; their sessions end so no token keeps the old role's access. */
export async function changeRole(change: AccountChange, userId: string, role: Role): Promise<void> {
  await store.setRole(change.tx, userId, role);
  await endAllSessions(change, userId);
}
