import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt, ownedBy, doneBy } from './columns';
import { users } from './auth';

/** One person on the waitlist (spec-1 §3), kept after approval. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    // Stored lower-cased; unique, so one address joins once.
    email: text('email').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    institution: text('institution').notNull(),
    /** The code the visitor typed (spec's refCode): who referred them, if it is another entry's. */
    refCode: text('ref_code').notNull(),
    /** This entry's own code, to give friends. */
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    /** Distinct people this entry brought: referred by e-mail or joined with its code. */
    credits: integer('credits').notNull().default(0),
    status: text('status', { enum: ['waiting', 'approved'] })
      .notNull()
      .default('waiting'),
    approvedBy: doneBy('approved_by', () => users.id),
    approvedAt: at('approved_at'),
    userId: doneBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_email_idx').on(t.email),
    uniqueIndex('waitlist_referral_code_idx').on(t.referralCode),
    index('waitlist_rank_idx').on(t.status, t.credits, t.createdAt),
    index('waitlist_created_idx').on(t.createdAt, t.id),
  ],
);

/** Who brought whom: one row per (referrer, friend's e-mail), so a friend counts once. */
export const waitlistCredits = pgTable(
  'waitlist_credits',
  {
    referrerId: ownedBy('referrer_id', () => waitlistEntries.id),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.email] })],
);

/** Addresses invited by a referral: each gets one invitation, ever. */
export const referralInvites = pgTable('referral_invites', {
  email: text('email').primaryKey(),
  name: text('name').notNull(),
  invitedBy: doneBy('invited_by', () => waitlistEntries.id),
  createdAt: at('created_at')
    .notNull()
    .default(sql`now()`),
});
