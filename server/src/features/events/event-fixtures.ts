import { EVENT_FIELDS, type EventMetaBody } from '@atelier/contract/events';
import type { SignedIn } from '../../../test/helpers';

/** Creates an event through the API as `admin`: BIM Day asking every field, but for `overrides`. */
export function createEvent(admin: SignedIn, overrides: Partial<EventMetaBody> = {}) {
  return admin.inject({
    method: 'POST',
    url: '/api/event-meta/create',
    payload: {
      eventId: 'bim-day',
      eventName: 'BIM Day',
      posterUrl: 'https://example.org/poster.png',
      inputFields: [...EVENT_FIELDS],
      ...overrides,
    },
  });
}

/** A registration form's text fields, all valid (the e-mail in mixed case, as people type it). */
export const GOOD_FIELDS = {
  name: 'Asha Rao',
  email: 'Asha@Example.org',
  phone: '9876543210',
  gender: 'female',
  country: 'India',
  institution: 'School of Planning',
  refCode: 'ATELIER2025',
  category: 'BIM Aspirant',
};
