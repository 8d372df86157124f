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
 * E-mails a set-password link (the reset-password page, single use, seven days; any older link
 * ends). Answers whether the e-mail went out: a failure is the admin's to see and retry, and
 * loses nothing else.
 */
export async function sendInvite(
  app: FastifyInstance,
  user: { id: string; email: string; name: string },
): Promise<boolean> {
  const token = newToken();
  await app.transact(({ tx }) => issueResetToken(tx, user.id, hashToken(token), INVITE_TTL_MS));
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
