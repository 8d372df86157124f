import type { Faq } from '@atelier/contract/faq';

/** FAQ number n, answered, as GET /api/faq/all lists it. */
export function makeFaq(n: number, overrides: Partial<Faq> = {}): Faq {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    question: `Question ${n}?`,
    answer: `Answer ${n}.`,
    answered: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
