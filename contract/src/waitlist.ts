import { z } from 'zod';
import { GENDERS } from './auth';
import { emailSchema, idSchema, page, PAGE_LIMITS, pageQuery, personName, requiredText } from './common';
import { get, post } from './endpoints';
import { defineErrors } from './errors';

export const WAITLIST_LIMITS = {
  name: 100,
  country: 100,
  institution: 200,
  refCode: 64,
  /** Referrals per submission (spec-1 §9). */
  referrals: 5,
  /** Rows of one page of the admins' table (`limit` of GET /api/waitlist/all). */
  pageSize: 25,
  search: 100,
} as const;

/** The spec's exact waitlist and referral messages (spec-1 §5, §8; spec-2 §8). */
export const WAITLIST_MESSAGES = {
  fillAll: 'Please fill all required fields.',
  verifyEmail: 'Please verify your email first.',
  joinFailed: 'Failed to join the waitlist. Please try again later.',
  unexpected: 'An unexpected error occurred.',
  fillReferrals: 'Please fill in all 5 referrals before submitting.',
  userMissing: 'User details missing. Please login again.',
  referralsDone: 'Referrals submitted successfully!',
  referralsFailed: 'Error submitting referrals. Try again.',
  approvalFailed: 'Approval failed.',
} as const;

/** Our own wording where the spec names none. */
export const WAITLIST_TEXT = {
  joined: 'You are on the waitlist.',
  alreadyJoined: 'This e-mail is already on the waitlist.',
  ownAddress: 'You cannot refer your own e-mail address.',
  duplicateReferral: 'Each friend may be named only once.',
  approved: 'Approved: the student account was created and the invitation e-mailed.',
  approvedNotSent:
    'Approved: the student account was created, but the invitation could not be sent. Resend it from User Management.',
  alreadyApproved: 'This waitlist entry is already approved.',
  accountExists: 'An account with this e-mail already exists.',
  badName: "This entry's name holds a line break or a control character, so no account can be made with it.",
  notFound: 'Waitlist entry not found',
  unknownCode: 'No waitlist entry has this referral code.',
  notYourEntry:
    'Only the person on the waitlist can invite friends in its name: send your own referral code with your e-mail.',
} as const;

/** The refusals of the waitlist routes; the approval's two 409s have a code each. */
export const WAITLIST_ERRORS = defineErrors('waitlist', {
  alreadyJoined: { status: 409, message: WAITLIST_TEXT.alreadyJoined },
  ownAddress: { status: 400, message: WAITLIST_TEXT.ownAddress },
  userMissing: { status: 404, message: WAITLIST_MESSAGES.userMissing },
  notYourEntry: { status: 403, message: WAITLIST_TEXT.notYourEntry },
  unknownCode: { status: 404, message: WAITLIST_TEXT.unknownCode },
  notFound: { status: 404, message: WAITLIST_TEXT.notFound },
  alreadyApproved: { status: 409, message: WAITLIST_TEXT.alreadyApproved },
  accountExists: { status: 409, message: WAITLIST_TEXT.accountExists },
  badName: { status: 400, message: WAITLIST_TEXT.badName },
});

export const genderSchema = z.enum(GENDERS, { message: 'gender must be male, female or other' });

/** A phone number as digits only, 7 to 15 of them (E.164's length without the +). */
export const phoneDigitsSchema = z
  .string()
  .trim()
  .regex(/^\d{7,15}$/, 'Phone must be 7 to 15 digits, with no spaces or signs');

/** POST /api/submit: every field is required (spec-1 §5). */
export const waitlistEntryBodySchema = z.object({
  name: personName(WAITLIST_LIMITS.name),
  gender: genderSchema,
  email: emailSchema,
  country: requiredText(WAITLIST_LIMITS.country, 'Country'),
  phone: phoneDigitsSchema,
  institution: requiredText(WAITLIST_LIMITS.institution, 'Institution'),
  refCode: requiredText(WAITLIST_LIMITS.refCode, 'Referral code'),
});
export type WaitlistEntryBody = z.input<typeof waitlistEntryBodySchema>;

/** Where an entry stands: ranked by referral credit, then by when it joined. */
export const positionSchema = z.object({
  position: z.number().int().min(1),
  total: z.number().int().min(1),
  credits: z.number().int().min(0),
});
export type Position = z.infer<typeof positionSchema>;

export const submitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The visitor's own code, to give friends; and where they stand now. */
  referralCode: z.string(),
  standing: positionSchema,
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

export const referralSchema = z.object({
  name: personName(WAITLIST_LIMITS.name),
  email: emailSchema,
});
export type Referral = z.input<typeof referralSchema>;

const fiveReferrals = z
  .array(referralSchema, { message: 'referrals must be a list' })
  .length(WAITLIST_LIMITS.referrals, WAITLIST_MESSAGES.fillReferrals)
  .superRefine((referrals, ctx) => {
    const seen = new Set<string>();
    referrals.forEach((r, i) => {
      if (seen.has(r.email)) {
        ctx.addIssue({ code: 'custom', message: WAITLIST_TEXT.duplicateReferral, path: [i, 'email'] });
      }
      seen.add(r.email);
    });
  });

/** POST /api/referral/submit (spec-2): five friends, by a visitor who gives no details. */
export const referralBodySchema = z.object({ referrals: fiveReferrals });
export type ReferralBody = z.input<typeof referralBodySchema>;

/**
 * POST /api/waitlist-referral/submit (spec-1): the waitlist user kept in the browser, and five friends.
 * `referralCode` (the code the join answered, kept in the 'main user') proves the entry is the sender's.
 */
export const waitlistReferralBodySchema = z.object({
  user: z
    .object({
      email: emailSchema,
      refCode: z.string().max(WAITLIST_LIMITS.refCode).optional(),
      referralCode: z.string().max(WAITLIST_LIMITS.refCode).optional(),
    })
    .loose(),
  referrals: fiveReferrals,
});
export type WaitlistReferralBody = z.input<typeof waitlistReferralBodySchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const positionQuerySchema = z.object({ code: requiredText(WAITLIST_LIMITS.refCode, 'code') });

export const WAITLIST_STATUSES = ['waiting', 'approved'] as const;

/** A waitlist entry as admins see it (spec-1 §3 plus status and referral figures). */
export const waitlistEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  gender: z.string(),
  email: z.string(),
  country: z.string(),
  phone: z.string(),
  institution: z.string(),
  refCode: z.string(),
  referralCode: z.string(),
  referrals: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/**
 * GET /api/waitlist/all (the spec names no query; all of it is optional): `pageQuery` in the
 * queue's order and a search. The queue reorders as credits change, so its cursor is a position.
 */
export const waitlistListQuerySchema = pageQuery.safeExtend({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMITS.max).default(WAITLIST_LIMITS.pageSize),
  q: z.string().trim().max(WAITLIST_LIMITS.search).optional().default(''),
});
export type WaitlistListQuery = z.infer<typeof waitlistListQuerySchema>;

export const waitlistPageSchema = page(waitlistEntrySchema);
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

export const waitlistIdParamsSchema = z.object({ id: idSchema });

export const approveResponseSchema = z.object({ message: z.string(), inviteSent: z.boolean() });
export type ApproveResponse = z.infer<typeof approveResponseSchema>;

/** waitlist.csv: the spec's columns, then ours. */
export const WAITLIST_CSV_COLUMNS = [
  'Name',
  'Email',
  'Institution',
  'Country',
  'Phone',
  'Ref. Code',
  'Status',
  'Referrals',
  'Referred By',
] as const;

export const WAITLIST_API = {
  // Public, at the root of the API.
  join: post('/api/submit', { body: waitlistEntryBodySchema, response: { 201: submitResponseSchema } }),
  referAsEntry: post('/api/waitlist-referral/submit', {
    body: waitlistReferralBodySchema,
    response: { 200: successResponseSchema },
  }),
  referAnonymously: post('/api/referral/submit', {
    body: referralBodySchema,
    response: { 200: successResponseSchema },
  }),
  position: get('/api/waitlist/position', {
    querystring: positionQuerySchema,
    response: { 200: positionSchema },
  }),
  // Admins.
  /** Answered from a cache built with waitlistPageSchema: no response schema of its own. */
  list: get('/api/waitlist/all', { querystring: waitlistListQuerySchema }),
  /** waitlist.csv, streamed. */
  exportCsv: get('/api/waitlist/export.csv', {}),
  approve: post('/api/waitlist/approve/:id', {
    params: waitlistIdParamsSchema,
    response: { 200: approveResponseSchema },
  }),
};
