import { personName } from '@atelier/contract/common';
import {
  WAITLIST_ERRORS,
  WAITLIST_LIMITS,
  WAITLIST_TEXT,
  type Referral,
  type WaitlistEntryBody,
} from '@atelier/contract/waitlist';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client';
import { fail } from '../../lib/errors';
import { sameSecret } from '../../lib/tokens';
import { createInvitedAccount, sendInvite } from '../auth/auth.public';
import * as store from './waitlist.store';

/** The job that e-mails one invited friend (defined by waitlist.routes.ts). */
export const INVITE_JOB = 'referral-invite';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The entry's own referral code, typed or pasted, compared in constant time. */
const sameCode = (given: string | undefined, stored: string) =>
  sameSecret((given ?? '').trim().toUpperCase(), stored);

const accountName = personName(WAITLIST_LIMITS.name);

/** Adds the person with a new referral code and credits whoever referred them; answers their standing. */
export async function join(app: FastifyInstance, body: WaitlistEntryBody & { email: string }) {
  const entry = await app.transact(async ({ tx, announce }) => {
    const referrer = await store.findEntryByCode(tx, body.refCode);
    let code = newCode();
    while (await store.referralCodeTaken(tx, code)) code = newCode();
    const row = await store.insertEntry(tx, body, code, referrer?.id);
    if (!row) return undefined;
    if (referrer && referrer.email !== row.email) await store.creditReferrer(tx, referrer.id, row.email);
    announce(store.WAITLIST_TOPIC);
    return row;
  });
  if (!entry) throw fail(WAITLIST_ERRORS.alreadyJoined);
  return { referralCode: entry.referralCode, standing: (await store.standingOf(app.db, entry.id))! };
}

/** The INVITE_JOB: one friend's invitation, in the name of whoever referred them ('A friend' if no one). */
export async function mailInvite(app: FastifyInstance, payload: Record<string, unknown>) {
  const from = typeof payload.from === 'string' && payload.from ? payload.from : 'A friend';
  const code = typeof payload.code === 'string' ? payload.code : '';
  const link = `${app.config.publicUrl}/waitlist${code ? `?ref=${encodeURIComponent(code)}` : ''}`;
  await app.mailer.send({
    to: String(payload.email),
    subject: `${from} invites you to ${app.config.productName}`,
    text:
      `Hello ${String(payload.name)},\n\n${from} thinks you would enjoy ${app.config.productName}, ` +
      'a learning platform for design and BIM, and invited you to join its early-access waitlist:\n\n' +
      `${link}\n\nYou get this e-mail once; nobody will write to you again unless you join.\n`,
  });
}

/**
 * Invites each friend not invited before (one e-mail per address, ever). Naming a friend earns
 * nothing: only a friend who joins with the code credits the referrer (`join`).
 */
async function invite(app: FastifyInstance, db: Executor, referrals: Referral[], by?: store.EntryRow) {
  for (const friend of referrals) {
    if (await store.recordInvite(db, { email: friend.email, name: friend.name, invitedBy: by?.id })) {
      await app.jobs.enqueue(db, INVITE_JOB, {
        email: friend.email,
        name: friend.name,
        from: by?.name ?? '',
        code: by?.referralCode ?? '',
      });
    }
  }
}

/** A listed person invites friends in their own name, proven by their referral code. */
export async function referAsEntry(
  app: FastifyInstance,
  user: { email: string; referralCode?: string },
  referrals: Referral[],
) {
  if (referrals.some((r) => r.email === user.email)) throw fail(WAITLIST_ERRORS.ownAddress);
  const me = await store.findEntryByEmail(app.db, user.email);
  if (!me) throw fail(WAITLIST_ERRORS.userMissing);
  if (!sameCode(user.referralCode, me.referralCode)) throw fail(WAITLIST_ERRORS.notYourEntry);
  await app.transact(({ tx }) => invite(app, tx, referrals, me));
}

/** Anyone invites friends, in no one's name. */
export function referAnonymously(app: FastifyInstance, referrals: Referral[]) {
  return app.transact(({ tx }) => invite(app, tx, referrals));
}

/** Makes the student account of a waiting entry and e-mails its invitation; a failed e-mail is told. */
export async function approve(app: FastifyInstance, entryId: string, adminId: string) {
  const user = await app.transact(async ({ tx, announce }) => {
    const entry = await store.lockEntry(tx, entryId);
    if (!entry) throw fail(WAITLIST_ERRORS.notFound);
    if (entry.status === 'approved') throw fail(WAITLIST_ERRORS.alreadyApproved);
    const { email, name, gender, country, institution, phone } = entry;
    const created = await createInvitedAccount(tx, {
      email,
      name,
      role: 'student',
      gender,
      country,
      institution,
      phone,
    });
    if (!created) throw fail(WAITLIST_ERRORS.accountExists);
    // Entries kept from before names were checked: no account (the refusal rolls it back) and no e-mail.
    if (!accountName.safeParse(entry.name).success) throw fail(WAITLIST_ERRORS.badName);
    await store.markApproved(tx, entry.id, adminId, created.id);
    announce(store.WAITLIST_TOPIC);
    return created;
  });
  const inviteSent = await sendInvite(app, user);
  return { message: inviteSent ? WAITLIST_TEXT.approved : WAITLIST_TEXT.approvedNotSent, inviteSent };
}
