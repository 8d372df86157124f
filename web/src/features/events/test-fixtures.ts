import type { EventMeta, Registration } from '@atelier/contract/events';

export function makeEvent(n: number, overrides: Partial<EventMeta> = {}): EventMeta {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    eventId: `event-${n}`,
    eventName: `Event ${n}`,
    posterUrl: `https://images.example.org/poster-${n}.png`,
    inputFields: ['name', 'email'],
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRegistration(n: number, overrides: Partial<Registration> = {}): Registration {
  return {
    _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    eventId: 'event-1',
    name: `Learner ${n}`,
    gender: 'female',
    email: `learner${n}@example.org`,
    phone: '9876543210',
    country: 'India',
    institution: 'School of Planning',
    category: 'BIM Aspirant',
    refCode: 'ATELIER2025',
    pdfUrl: null,
    createdAt: '2026-03-02T09:30:00.000Z',
    ...overrides,
  };
}

export const SITE_CONFIG = {
  productName: 'Atelier',
  internationalSiteUrl: 'https://x.test',
  defaultRefCode: 'ATELIER2025',
};
