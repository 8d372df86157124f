import type { MailLogEntry, Template } from '@atelier/contract/mail';
import { makeUser, mockApi, storeSession, type MockAnswer, type RecordedCall } from '../../test/api-mock';

export const admin = makeUser({ role: 'admin', name: 'Meera Admin' });

export function makeTemplate(n: number, overrides: Partial<Template> = {}): Template {
  return {
    name: `Template ${n}`,
    subject: `Subject ${n}`,
    html: `<h1>Hello {{name}}</h1><p>Body ${n}</p>`,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLogEntry(n: number, overrides: Partial<MailLogEntry> = {}): MailLogEntry {
  return {
    _id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: '2026-03-02T09:30:00.000Z',
    kind: 'bulk',
    recipient: `learner${n}@example.org`,
    subject: `Subject ${n}`,
    templateName: 'Welcome',
    status: 'sent',
    detail: '250 OK',
    ...overrides,
  };
}

/** A signed-in admin with the calls the dashboard shell makes, plus the given ones. */
export function mockAdminApi(
  handlers: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>)>,
) {
  storeSession('tok', admin);
  return mockApi({
    'GET /api/auth/validate-token': { body: { user: admin } },
    'GET /api/auth/streak-dates': { body: { streakDates: [] } },
    ...handlers,
  });
}
