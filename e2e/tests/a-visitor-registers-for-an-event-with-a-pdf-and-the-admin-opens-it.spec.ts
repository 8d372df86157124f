import { describe, expect, it } from 'vitest';
import { lesson } from '../support/courses';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, toast, waitForTitle } from '../support/ui';

const RUN = Date.now().toString(36);
const EVENT = { id: `revit-sheets-${RUN}`, name: `Revit Sheets Clinic ${RUN}` };
const VISITOR = { name: 'Ishita Menon', email: `ishita.${RUN}@example.org`, phone: '9876501234' };

/** A small but real PDF: the server tells a PDF by its content, not by its name or declared type. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

describe('a visitor registers for an event with a PDF and the admin opens it', () => {
  const story = useStory();

  it('the admin adds the event, a visitor registers with a PDF, and its signed link serves those bytes', async () => {
    const { context: adminContext, page: admin, errors: adminErrors } = await story.openPage();
    await logIn(admin, story.server, 'admin');

    // The admin adds an event asking for name, e-mail, phone and a PDF.
    await admin.goto(`${story.server.url}/dashboard/admin/event-creation`);
    await admin.getByRole('heading', { level: 1, name: 'Add Event' }).waitFor();
    const form = admin.getByRole('form', { name: 'New event' });
    await form.getByLabel('Event ID', { exact: true }).fill(EVENT.id);
    await form.getByLabel('Event name', { exact: true }).fill(EVENT.name);
    await form
      .getByLabel('Poster URL', { exact: true })
      .fill(lesson(story.server, 'covers/bim-fundamentals.svg'));
    const fields = form.getByRole('group', { name: 'Form fields' });
    for (const field of ['Name', 'Email', 'Phone', 'PDF']) {
      await fields.getByRole('checkbox', { name: field, exact: true }).check();
    }
    await form.getByRole('button', { name: 'Create Event' }).click();
    await toast(admin, 'Event created').waitFor();
    expect(await form.getByLabel('Event ID', { exact: true }).inputValue()).toBe('');

    // A visitor opens the event's page: only the four fields, then registers with a PDF.
    const { context: visitorContext, page: visitor, errors: visitorErrors } = await story.openPage();
    await visitor.goto(`${story.server.url}/event/${EVENT.id}`);
    await waitForTitle(visitor, tabTitle(EVENT.name));
    await visitor.getByRole('heading', { level: 1, name: EVENT.name }).waitFor();
    const registration = visitor.getByRole('form', { name: 'Your details' });
    await registration.getByLabel('Name', { exact: true }).fill(VISITOR.name);
    await registration.getByLabel('Email', { exact: true }).fill(VISITOR.email);
    await registration.getByLabel('Phone', { exact: true }).fill(VISITOR.phone);
    await registration
      .getByLabel('PDF', { exact: true })
      .setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect(await registration.getByLabel('Gender').count()).toBe(0);
    expect(await registration.getByLabel('Institution').count()).toBe(0);
    await registration.getByRole('button', { name: 'Register Now' }).click();
    await visitor.getByRole('heading', { level: 1, name: "You're Registered!" }).waitFor();
    await visitor.getByText(EVENT.name, { exact: true }).waitFor();
    await snap(visitor, 'events-registered-with-pdf-desktop');

    // The admin picks the event in the Event Manager and finds the row with its PDF link.
    await admin.goto(`${story.server.url}/dashboard/admin/event-registration`);
    await admin.getByRole('heading', { level: 1, name: 'Event Manager' }).waitFor();
    const card = admin
      .getByRole('list', { name: 'Events' })
      .getByRole('button', { name: new RegExp(EVENT.id) });
    await card.click();
    // The choice goes into the URL (?event=…), which the router applies in a transition: wait for it.
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
    const table = admin.getByRole('region', { name: `Registrations for ${EVENT.name}` });
    const row = table.getByRole('row', { name: new RegExp(VISITOR.name) });
    await row.waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // the header and the visitor
    await row.getByRole('rowheader', { name: VISITOR.name, exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: VISITOR.email }).count()).toBe(1);
    const link = row.getByRole('link', { name: `View PDF of ${VISITOR.name}` });
    expect(await link.getAttribute('target')).toBe('_blank');
    await snap(admin, 'events-manager-registration-with-pdf-desktop');

    // The link opens without a session: the same bytes, as a PDF.
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=[\w-]+$/);
    const url = new URL(href!, story.server.url);
    const opened = await visitorContext.request.get(url.toString());
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.compare(await opened.body(), PDF)).toBe(0);

    // One character of the signature changed: refused.
    const sig = url.searchParams.get('sig')!;
    const tampered = new URL(url);
    tampered.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    const refused = await visitorContext.request.get(tampered.toString());
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain('%PDF');

    expect(adminErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await Promise.all([adminContext.close(), visitorContext.close()]);
  });
});
