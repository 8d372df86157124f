import type { WaitlistEntryBody } from '@atelier/contract/waitlist';

let visitors = 0;

/** A visitor's waitlist form as the page sends it, a new name and e-mail each call; `overrides` replace fields. */
export function waitlistForm(overrides: Partial<WaitlistEntryBody> = {}): WaitlistEntryBody {
  visitors += 1;
  return {
    name: `Visitor ${visitors}`,
    gender: 'female',
    email: `visitor${visitors}@example.test`,
    country: 'India',
    phone: '9876543210',
    institution: 'School of Planning',
    refCode: 'ATELIER2025',
    ...overrides,
  };
}
