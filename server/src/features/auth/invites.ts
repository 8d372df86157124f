import type { Role } from '@atelier/contract/auth';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { issueResetToken } from './accounts';
import * as store from './auth.store';

/** How long an invitation's set-password link stays open. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A password hash no password matches: the invited user chooses one through the link. */
const NO_PASSWORD = () => `!invited-${randomBytes(16).toString('base64url')}`;
export const hasNoPassword = (passwordHash: string) => passwordHash.startsWith('!');

export interface InvitedPerson {
  email: string;
  name: string;
  role: Role;
  gender?: string;
  country?: string;
  institution?: string;
  phone?: string;
}

/**
 * A new account without a usable password (the invitation below lets its owner choose one), or
 * undefined when an account already has the e-mail. Run it in the caller's transaction.
 */
export async function createInvitedAccount(db: Executor, user: InvitedPerson) {
  if (await store.findUserByEmail(db, user.email)) return undefined;
  return store.insertUser(db, { ...user, passwordHash: NO_PASSWORD() });
}

/**
 * Many invited accounts in one INSERT (a roster's part): answers the accounts made, by e-mail;
 * an e-mail that has an account is skipped. Run it in the caller's transaction.
 */
export function createInvitedAccounts(db: Executor, people: readonly InvitedPerson[]) {
  return store.insertUsers(
    db,
    people.map((user) => ({ ...user, passwordHash: NO_PASSWORD() })),
  );
}

/**
 * Which of `userIds` were sent an invitation (or a reset link) at or after `since`: its link's
 * row stays (used or not), so a job run twice mails nobody twice.
 */
export const invitedSince = (db: Executor, userIds: readonly string[], since: Date) =>
  store.resetTokenSince(db, userIds, since);

/**
 * E-mails a set-password link (the reset-password page, single use, seven days; any older link
 * ends). Answers whether the e-mail went out: a failure is the admin's to see and retry, and
 * loses nothing else. `issued` runs in the transaction that stores the link (a caller's count).
 */
export async function sendInvite(
  app: FastifyInstance,
  user: { id: string; email: string; name: string },
  issued?: (tx: Executor) => Promise<unknown>,
): Promise<boolean> {
  const token = newToken();
  await app.transact(async ({ tx }) => {
    await issueResetToken(tx, user.id, hashToken(token), INVITE_TTL_MS);
    await issued?.(tx);
  });
  // The same single-use link as a reset, marked so the page greets the new user and words it as an invitation.
  const link = `${app.config.publicUrl}/reset-password/${token}?invite=1`;
  try {
    await app.mailer.send({
      to: user.email,
      subject: `Your ${app.config.productName} account is ready`,
      text:
        `Hello ${user.name},\n\nAn account on ${app.config.productName} has been made for you.\n` +
        `Choose your password within seven days with this link, then sign in with this e-mail address:\n\n` +
        `${link}\n`,
    });
    return true;
  } catch (err) {
    app.log.error({ err }, 'could not send an invitation');
    return false;
  }
}
