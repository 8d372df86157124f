import { describe, expect, it } from 'vitest';
import { horizontalOverflow, seriousViolations } from '../support/a11y';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, waitForTitle } from '../support/ui';

/** A small PDF: the server tells a PDF by its content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// Issue 25, item 10: the admin sees what uploads take against the quotas.
describe('an admin reads how much room the uploads take', () => {
  const story = useStory();

  for (const phone of [false, true]) {
    const device = phone ? 'phone' : 'desktop';

    it(`shows the stored files by kind and the quotas on the Storage page (${device})`, async () => {
      // A visitor registers for the seeded event with a PDF (one file, anonymous).
      const form = new FormData();
      form.append('eventId', 'bim-open-day-2026');
      for (const [name, value] of Object.entries({
        name: 'Ishita Menon',
        gender: 'female',
        email: `ishita.${device}@example.org`,
        phone: '9876501234',
        country: 'India',
        institution: 'School of Planning',
        category: 'BIM Aspirant',
        refCode: 'ATELIER2025',
      }))
        form.append(name, value);
      form.append('pdfFile', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      const registered = await fetch(`${story.server.url}/api/event/register`, {
        method: 'POST',
        body: form,
      });
      expect(registered.status, await registered.text()).toBe(201);

      const { context, page, errors } = await story.openPage({ phone });
      await logIn(page, story.server, 'admin');
      await page.goto(`${story.server.url}/dashboard/admin/storage`);
      await waitForTitle(page, tabTitle('Storage'));
      const used = page.getByRole('region', { name: 'Uploaded files' });
      await used.getByText(/of 20 GB used · \d+ files?/).waitFor();
      const events = used.getByRole('row', { name: /Event registration PDFs/ });
      expect(await events.getByRole('cell').first().textContent()).toBe(phone ? '2' : '1');
      await page.getByRole('region', { name: 'Upload quotas' }).getByText('500 MB per 24 hours').waitFor();
      expect(await seriousViolations(page, '/dashboard/admin/storage')).toEqual([]);
      expect(await horizontalOverflow(page, '/dashboard/admin/storage')).toBeNull();
      await snap(page, `admin-storage-${device}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
