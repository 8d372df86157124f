import type { MainUser } from './main-user';

/** A visitor who joined the waitlist, invited by FRIEND42, as the page keeps her (main-user.ts). */
export const asha: MainUser = {
  name: 'Asha Rao',
  gender: 'female',
  email: 'asha@example.org',
  country: 'India',
  phone: '9876543210',
  institution: 'School of Planning',
  refCode: 'FRIEND42',
  referralCode: 'K7M2QX9P',
};
