import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, seriousViolations } from '../support/a11y';
import { api, apiLogin } from '../support/api';
import { collectErrors, launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { logIn, newContext, snap, toast } from '../support/ui';

/**
 * Gives the account an authenticator app, ten recovery codes and a passkey, as the two-factor and
 * passkey parts leave them (their own stories make them through the browser): the server stops,
 * the rows go into its embedded database, and it starts again on the same folder and port.
 */
async function withFactors(server: RunningServer, email: string): Promise<RunningServer> {
  await server.stop({ keepData: true });
  const db = new PGlite(path.join(server.dataDir, 'pgdata'));
  const owner = 'SELECT id FROM users WHERE email = $1';
  await db.query(
    `INSERT INTO totp_factors (user_id, secret, confirmed_at) SELECT id, 'sealed', now() FROM (${owner}) u`,
    [email],
  );
  await db.query(
    `INSERT INTO recovery_codes (user_id, code_hash) SELECT id, 'code-' || n FROM (${owner}) u, generate_series(1, 10) n`,
    [email],
  );
  await db.query(
    `INSERT INTO passkeys (user_id, credential_id, public_key, name) SELECT id, 'credential-1', '\\x01', 'Work laptop' FROM (${owner}) u`,
    [email],
  );
  await db.close();
  const port = Number(new URL(server.url).port);
  return startServer({ dataDir: server.dataDir, accounts: server.accounts, port });
}

const shots = '/tmp/shots29/audit';
const keep = (file: string) => {
  fs.mkdirSync(shots, { recursive: true });
  fs.copyFileSync(file, path.join(shots, path.basename(file)));
};

describe("an admin reads who changed what in the audit log and resets a staff member's lost device", () => {
  let server: RunningServer;
  let browser: Browser;
  let staffId: string;

  beforeAll(async () => {
    const [started, launched] = await Promise.all([startServer({ fromEmptyCopy: true }), launchBrowser()]);
    browser = launched;
    const token = await apiLogin(started, 'admin');
    const users = await api<{ items: { _id: string; email: string; role: string }[] }>(
      started,
      'GET',
      '/api/users',
      { token },
    );
    const id = (role: string) => users.body.items.find((u) => u.role === role)!._id;
    staffId = id('smartLABS');
    const student = id('student');
    // What the log will show: two role changes, a deactivation and reactivation, a sign-out by the admin.
    for (const role of ['smartLABS', 'student'])
      expect(
        (await api(started, 'PATCH', `/api/users/${student}/role`, { token, body: { role } })).status,
      ).toBe(200);
    for (const step of ['deactivate', 'reactivate'])
      expect((await api(started, 'POST', `/api/users/${student}/${step}`, { token })).status).toBe(200);
    expect((await api(started, 'POST', `/api/users/${staffId}/sessions/end`, { token })).status).toBe(200);
    server = await withFactors(started, started.accounts.smartLABS.email);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function adminPage(phone: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = await newContext(browser, { phone, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logIn(page, server, 'admin');
    return { page, errors };
  }

  it('at 1280 px: the log with names and addresses, filtered and exported; the Sign-in panel and its reset', async () => {
    const { page, errors } = await adminPage(false);
    await page.getByRole('navigation').getByRole('link', { name: 'Audit Log' }).click();
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: 'Role changed' }).first().waitFor();
    expect(await table.getByRole('rowheader', { name: 'Role changed' }).count()).toBe(2);
    const first = table.getByRole('row').nth(1);
    expect(await first.getByRole('rowheader').innerText()).toBe('Signed out by an admin');
    expect(await first.innerText()).toMatch(/count: 0/);
    expect(await first.innerText()).toMatch(/127\.0\.0\.1/);
    keep(await snap(page, 'audit-log-desktop'));
    expect(await seriousViolations(page, 'audit log at 1280 px')).toEqual([]);

    await page.getByLabel('Action').selectOption({ label: 'Role changed' });
    await page.waitForURL(/action=role-changed/);
    await page.getByText('2 entries').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain('"role-changed"');
    // The detail as JSON (the database orders its keys).
    expect(csv[1]).toMatch(/"\{.*""from"":""student"".*\}"/);
    expect(csv[1]).toContain('""to"":""smartLABS""');

    // The staff member's page, from User Management.
    await page.getByRole('navigation').getByRole('link', { name: 'User Management' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: server.accounts.smartLABS.email })
      .getByRole('link')
      .click();
    await page.waitForURL(new RegExp(`/user-management/${staffId}$`));
    const panel = page.getByRole('region', { name: 'Sign-in' });
    await panel.getByText('Work laptop').waitFor();
    expect(await panel.innerText()).toMatch(/Authenticator app\s*On/);
    expect(await panel.innerText()).toMatch(/Recovery codes left\s*10/);
    keep(await snap(page, 'user-sign-in-desktop'));

    await panel.getByRole('button', { name: 'Reset two-factor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    keep(await snap(page, 'reset-dialog-desktop', { fullPage: false }));
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
    await toast(
      page,
      'Two-factor reset: the authenticator app, 10 recovery codes, 1 passkey removed; they were signed out.',
    ).waitFor();
    await panel.getByText('No second factor to reset.').waitFor();
    expect(await panel.innerText()).toMatch(/Authenticator app\s*Off/);

    await page.getByRole('link', { name: 'See this account in the audit log' }).click();
    await page.getByText(/Entries concerning/).waitFor();
    const reset = page.getByRole('table').getByRole('row').nth(1);
    await reset.getByRole('rowheader', { name: 'Two-factor reset by an admin' }).waitFor();
    const text = await reset.innerText();
    for (const part of ['totp: 1', 'recoveryCodes: 10', 'passkeys: 1', 'sessions: 0'])
      expect(text).toContain(part);
    expect(errors).toEqual([]);
  });

  it('at 375 px: the log as cards and the Sign-in panel fit the phone', async () => {
    const { page, errors } = await adminPage(true);
    await page.goto(`${server.url}/dashboard/admin/audit-log`);
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    expect(await horizontalOverflow(page, 'audit log at 375 px')).toBeNull();
    keep(await snap(page, 'audit-log-phone'));
    await page.goto(`${server.url}/dashboard/admin/user-management/${staffId}`);
    await page.getByRole('region', { name: 'Sign-in' }).waitFor();
    expect(await horizontalOverflow(page, 'user page at 375 px')).toBeNull();
    expect(await seriousViolations(page, 'user page at 375 px')).toEqual([]);
    keep(await snap(page, 'user-sign-in-phone'));
    expect(errors).toEqual([]);
  });
});
