import { emailSchema } from '@atelier/contract/common';
import {
  WAITLIST_LIMITS,
  genderSchema,
  referralBodySchema,
  referralSchema,
  waitlistEntryBodySchema,
} from '@atelier/contract/waitlist';
import { z } from 'zod';
import { worded, type ServerFields } from '../../components/ui/form';

// The forms check with the contract's rules; a blank field is named as missing in our own words
// (the spec's toast says the rest), and a value the contract refuses is worded under its label.

const filled = (label: string) => z.string().trim().min(1, `${label} is required.`);
const field = (label: string, rule: z.ZodType<string, string>) => filled(label).pipe(worded(rule, label));

const entry = waitlistEntryBodySchema.shape;

export const WAITLIST_FIELDS = {
  name: 'Name',
  gender: 'Gender',
  email: 'Email',
  country: 'Country',
  phone: 'Phone',
  institution: 'Institution',
  refCode: 'Referral code',
} as const;

export type WaitlistField = keyof typeof WAITLIST_FIELDS;

export const waitlistFormSchema = z.object({
  name: field(WAITLIST_FIELDS.name, entry.name),
  gender: filled(WAITLIST_FIELDS.gender).pipe(worded(genderSchema, WAITLIST_FIELDS.gender)),
  email: field(WAITLIST_FIELDS.email, emailSchema),
  country: field(WAITLIST_FIELDS.country, entry.country),
  phone: field(WAITLIST_FIELDS.phone, entry.phone),
  institution: field(WAITLIST_FIELDS.institution, entry.institution),
  refCode: field(WAITLIST_FIELDS.refCode, entry.refCode),
});
export type WaitlistFormValues = z.input<typeof waitlistFormSchema>;

/** True when any field the spec requires is blank (spec-1 §5: the 'fill all' toast). */
export function missingWaitlistField(values: WaitlistFormValues): boolean {
  return (Object.keys(WAITLIST_FIELDS) as WaitlistField[]).some((name) => !values[name]?.trim());
}

export const waitlistServerFields: ServerFields<WaitlistFormValues> = Object.fromEntries(
  Object.entries(WAITLIST_FIELDS).map(([name, label]) => [name, { name: name as WaitlistField, label }]),
);

const referral = z.object({
  name: field('Full name', referralSchema.shape.name),
  email: field('Email', emailSchema),
});

/** Five friends, each named once (the contract's own rule, worded for the form). */
export const referralFormSchema = z
  .object({ referrals: z.array(referral).length(WAITLIST_LIMITS.referrals) })
  .pipe(worded(referralBodySchema));
export type ReferralFormValues = z.input<typeof referralFormSchema>;

export const emptyReferrals = (): ReferralFormValues => ({
  referrals: Array.from({ length: WAITLIST_LIMITS.referrals }, () => ({ name: '', email: '' })),
});

/** The first friend with a blank name or e-mail, or -1 when all five are filled in. */
export function firstIncompleteReferral(values: ReferralFormValues): number {
  return values.referrals.findIndex((friend) => !friend.name?.trim() || !friend.email?.trim());
}

export const referralServerFields: ServerFields<ReferralFormValues> = (path) => {
  const match = /^referrals\.(\d+)\.(name|email)$/.exec(path);
  if (!match) return undefined;
  const [, index, key] = match;
  return {
    name: `referrals.${Number(index)}.${key as 'name' | 'email'}`,
    label: key === 'name' ? 'Full name' : 'Email',
  };
};
