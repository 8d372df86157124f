import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import {
  logIn,
  mailHeader,
  mailText,
  sidebar,
  snap,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

/** 30 rows; lines 9, 16 and 23 of the file (rows 8, 15 and 22) are bad, one way each. */
const people = Array.from({ length: 30 }, (_, i) => ({
  name: `Roster Student ${String(i + 1).padStart(2, '0')}`,
  email: `roster.student${i + 1}@example.org`,
  role: i % 10 === 9 ? 'smartLABS' : 'student',
}));
const BAD = new Map<number, (p: (typeof people)[number]) => string>([
  [8, (p) => `${p.name},not-an-address,${p.role},TU Delft,NL`],
  [15, (p) => `${p.name},${p.email},teacher,TU Delft,NL`],
  [22, (p) => `=HYPERLINK("http://evil.example"),${p.email},${p.role},TU Delft,NL`],
]);
const CSV = Buffer.from(
  [
    'Name, E-mail ,Role,Institution,Country',
    ...people.map((p, i) => BAD.get(i + 1)?.(p) ?? `${p.name},${p.email},${p.role},TU Delft,NL`),
    '',
  ].join('\r\n'),
  'utf8',
);
const VALID = people.filter((_, i) => !BAD.has(i + 1));

describe('an admin imports a 30-row roster with three bad rows and the invitations go out', () => {
  const story = useStory();

  it('the preview names the three bad rows, 27 accounts are made and each gets its invitation', async () => {
    const { context, page: admin, errors } = await story.openPage();
    await logIn(admin, story.server, 'admin');
    const nav = sidebar(admin, 'Admin Dashboard');
    await nav.getByRole('link', { name: 'User Management' }).click();
    await waitForPath(admin, '/dashboard/admin/user-management');
    await admin.getByRole('button', { name: 'Export CSV' }).waitFor();
    await admin.getByRole('link', { name: 'Import roster' }).click();
    await waitForPath(admin, '/dashboard/admin/user-management/import');
    await waitForTitle(admin, tabTitle('Import roster'));

    // 1. The preview: every row, the three with their problem, nothing created yet.
    await admin
      .getByLabel('Choose CSV file', { exact: true })
      .setInputFiles({ name: 'class-2026.csv', mimeType: 'text/csv', buffer: CSV });
    await admin
      .getByText('class-2026.csv · 30 rows: 27 ready, 3 with problems, 0 already have accounts')
      .waitFor();
    const table = admin.getByRole('region', { name: 'Roster rows' });
    expect(await table.locator('tbody tr').count()).toBe(30);
    await admin.getByLabel('Show', { exact: true }).selectOption('problems');
    await table.locator('tbody tr').nth(2).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    const problems = await table.locator('tbody tr').allInnerTexts();
    expect(problems[0]).toContain('"not-an-address" is not a valid e-mail address');
    expect(problems[1]).toContain('Role "teacher" is not one of student, smartLABS, admin');
    expect(problems[2]).toContain('CSV injection');
    expect(problems.map((row) => row.split('\t')[0])).toEqual(['9', '16', '23']);
    await snap(admin, 'roster-preview-problems-desktop');

    // 2. Importing asks first: only the 27 valid rows.
    await admin.getByRole('button', { name: 'Import 27 valid rows' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Import without the 3 rows with problems?' });
    await dialog.waitFor();
    await snap(admin, 'roster-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Import valid rows' }).click();

    // 3. The answer comes at once; the page polls the counts (no rows) while a job makes the
    // accounts, then the invitations go out; once done it asks for the rows once.
    const polls: { url: string; rows: boolean }[] = [];
    admin.on('response', (res) => {
      if (!/\/api\/users\/roster\/[\w-]+(\?rows=1)?$/.test(res.url()) || res.request().method() !== 'GET')
        return;
      void res
        .json()
        .then((body: { rows?: unknown[] }) => polls.push({ url: res.url(), rows: Boolean(body.rows) }));
    });
    await admin.getByRole('region', { name: 'Import progress' }).waitFor();
    await admin.getByText(/^Import finished/).waitFor({ timeout: 30_000 });
    await admin
      .getByText(/27 accounts created, 0 skipped \(already there\)\. 27 invitations sent\./)
      .waitFor();
    await admin.getByText('Invitations: 27 of 27 done').waitFor();
    expect(await admin.getByRole('progressbar', { name: 'Invitations sent' }).getAttribute('value')).toBe(
      '27',
    );
    await expect.poll(() => polls.filter((poll) => poll.rows).length).toBe(1);
    expect(polls.find((poll) => poll.rows)?.url).toMatch(/\?rows=1$/);
    expect(polls.some((poll) => !poll.rows)).toBe(true);
    await admin.getByLabel('Show', { exact: true }).selectOption('all');
    await snap(admin, 'roster-done-desktop');

    // 4. The invitations reached the mail: one to each valid address, with its set-password link.
    const outbox = story.server.outbox();
    const invitations = outbox.filter((eml) => mailHeader(eml, 'Subject')?.endsWith('account is ready'));
    expect(invitations).toHaveLength(27);
    const to = invitations.map((eml) => /[^<\s]+@[^>\s]+/.exec(mailHeader(eml, 'To') ?? '')?.[0]);
    expect(to.sort()).toEqual(VALID.map((p) => p.email).sort());
    for (const eml of invitations) {
      expect(mailText(eml)).toMatch(new RegExp(`${story.server.url}/reset-password/[\\w-]+\\?invite=1`));
    }
    expect(outbox.join('\n')).not.toContain('roster.student8@');

    // 5. The users list has them, their invitation pending.
    await admin.getByRole('link', { name: 'Back to User Management' }).click();
    await waitForPath(admin, '/dashboard/admin/user-management');
    await admin.getByLabel('Search', { exact: true }).fill('Roster Student 01');
    await admin
      .getByRole('row', { name: /Roster Student 01/ })
      .getByText('Invite pending')
      .waitFor();

    // 6. On a phone: the same file again, every valid row now skipped as existing.
    const phone = await story.openPage({ phone: true });
    await logIn(phone.page, story.server, 'admin');
    await phone.page.goto(`${story.server.url}/dashboard/admin/user-management/import`);
    await phone.page
      .getByLabel('Choose CSV file', { exact: true })
      .setInputFiles({ name: 'class-2026.csv', mimeType: 'text/csv', buffer: CSV });
    await phone.page.getByText(/30 rows: 0 ready, 3 with problems, 27 already have accounts/).waitFor();
    await phone.page
      .getByText('Every valid row already has an account: there is nothing to import.')
      .waitFor();
    await snap(phone.page, 'roster-reimport-phone', { fullPage: false });
    await phone.page.getByLabel('Show', { exact: true }).selectOption('problems');
    await phone.page.getByRole('row', { name: /HYPERLINK/ }).waitFor();
    await snap(phone.page, 'roster-reimport-problems-phone');
    await phone.page.goto(`${story.server.url}/dashboard/admin/user-management`);
    await phone.page.getByRole('link', { name: 'Import roster' }).waitFor();
    await snap(phone.page, 'user-management-phone', { fullPage: false });

    expect(story.server.outbox()).toHaveLength(outbox.length);
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });
});
