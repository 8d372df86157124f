import fs from 'node:fs';
import {
  STEP_UP_HEADER,
  type RecoveryCodes,
  type StepUpResponse,
  type TotpSetup,
} from '@atelier/contract/factors';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, seriousViolations } from '../support/a11y';
import { api, apiLogin } from '../support/api';
import { collectErrors, launchBrowser } from '../support/browser';
import { startServer, type Account, type RunningServer } from '../support/server';
import { appCode } from '../support/totp';
import { logIn, newContext, snap, toast } from '../support/ui';

/**
 * The staff member turns an authenticator app on as the settings page does (their password again
 * for a step-up, the secret, its first code), then signs in with the password and the app's code,
 * after one wrong code.
 */
async function setUpTheApp(server: RunningServer, account: Account): Promise<void> {
  const token = await apiLogin(server, 'smartLABS');
  const stepUp = await api<StepUpResponse>(server, 'POST', '/api/auth/step-up', {
    token,
    body: { password: account.password },
  });
  expect(stepUp.status).toBe(200);
  const headers = { [STEP_UP_HEADER]: stepUp.body.stepUp };
  const setup = await api<TotpSetup>(server, 'POST', '/api/auth/factors/totp', { token, headers });
  expect(setup.status).toBe(200);
  const confirmed = await api<RecoveryCodes>(server, 'POST', '/api/auth/factors/totp/confirm', {
    token,
    headers,
    body: { code: appCode(setup.body.secret) },
  });
  expect(confirmed.body.recoveryCodes).toHaveLength(10);

  const login = await api<{ next?: string; challenge: string }>(server, 'POST', '/api/auth/login', {
    body: { email: account.email, password: account.password, role: 'smartLABS' },
  });
  expect(login.body.next).toBe('second-factor');
  const second = (code: string) =>
    api<{ token?: string }>(server, 'POST', '/api/auth/second-factor', {
      body: { challenge: login.body.challenge, method: 'totp', code },
    });
  expect((await second(wrongCode(setup.body.secret))).status).toBe(401);
  // The set-up spent this step's code; the server also takes the next step's.
  const signedIn = await second(appCode(setup.body.secret, Date.now() + 30_000));
  expect(signedIn.status).toBe(200);
  expect(typeof signedIn.body.token).toBe('string');
}

/** A six-digit code that is none of the app's codes the server accepts now. */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((d) => appCode(secret, Date.now() + d));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.includes(c))!;
}

describe("an admin reads who changed what in the audit log and resets a staff member's lost device", () => {
  let server: RunningServer;
  let browser: Browser;
  let staffId: string;

  beforeAll(async () => {
    const [started, launched] = await Promise.all([startServer({ fromEmptyCopy: true }), launchBrowser()]);
    server = started;
    browser = launched;
    await setUpTheApp(server, server.accounts.smartLABS);
    const token = await apiLogin(server, 'admin');
    const users = await api<{ items: { _id: string; email: string; role: string }[] }>(
      server,
      'GET',
      '/api/users',
      { token },
    );
    const id = (role: string) => users.body.items.find((u) => u.role === role)!._id;
    staffId = id('smartLABS');
    const student = id('student');
    // What the log will show: two role changes, a deactivation and reactivation, a sign-out by the
    // admin of the staff member's two sessions (the set-up's and the sign-in with the app's code).
    for (const role of ['smartLABS', 'student'])
      expect(
        (await api(server, 'PATCH', `/api/users/${student}/role`, { token, body: { role } })).status,
      ).toBe(200);
    for (const step of ['deactivate', 'reactivate'])
      expect((await api(server, 'POST', `/api/users/${student}/${step}`, { token })).status).toBe(200);
    expect((await api(server, 'POST', `/api/users/${staffId}/sessions/end`, { token })).status).toBe(200);
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
    // Newest first: the admin's own sign-in on this page, then the sign-out they did.
    expect(await table.getByRole('row').nth(1).getByRole('rowheader').innerText()).toBe('Signed in');
    const signedOut = table.getByRole('row').nth(2);
    expect(await signedOut.getByRole('rowheader').innerText()).toBe('Signed out by an admin');
    expect(await signedOut.innerText()).toMatch(/count: 2/);
    expect(await signedOut.innerText()).toMatch(/127\.0\.0\.1/);
    await snap(page, 'audit-log-desktop');
    expect(await seriousViolations(page, 'audit log at 1280 px')).toEqual([]);

    await page.getByLabel('Action').selectOption({ label: 'Role changed' });
    await page.waitForURL(/action=role-changed/);
    await page.getByText('2 entries', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit.csv');
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv, csv.join('\n')).toHaveLength(3);
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
    const panel = page.getByRole('region', { name: 'Sign-in', exact: true });
    await panel.getByText(/Authenticator app\s*On/).waitFor();
    expect(await panel.innerText()).toMatch(/Recovery codes left\s*10/);
    await snap(page, 'user-sign-in-desktop');

    await panel.getByRole('button', { name: 'Reset two-factor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await snap(page, 'reset-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reset two-factor' }).click();
    await toast(
      page,
      'Two-factor reset: the authenticator app, 10 recovery codes removed; they were signed out.',
    ).waitFor();
    await panel.getByText('No second factor to reset.').waitFor();
    expect(await panel.innerText()).toMatch(/Authenticator app\s*Off/);

    await page.getByRole('link', { name: 'See this account in the audit log' }).click();
    await page.getByText(/Entries concerning/).waitFor();
    const reset = page.getByRole('table').getByRole('row').nth(1);
    await reset.getByRole('rowheader', { name: 'Two-factor reset by an admin' }).waitFor();
    const text = await reset.innerText();
    for (const part of ['totp: 1', 'recoveryCodes: 10', 'passkeys: 0', 'sessions: 0'])
      expect(text).toContain(part);

    // Their next sign-in with the password asks for no code (staff need no two-factor here).
    const { email, password } = server.accounts.smartLABS;
    const next = await api<{ token?: string; next?: string }>(server, 'POST', '/api/auth/login', {
      body: { email, password, role: 'smartLABS' },
    });
    expect(next.status).toBe(200);
    expect(next.body.next).toBeUndefined();
    expect(typeof next.body.token).toBe('string');

    // The account's story, newest first: the app added, the sign-ins with their methods, the reset.
    await page.reload();
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    const rows = await page.getByRole('table').getByRole('row').allInnerTexts();
    const seen = rows.slice(1).map((row) => row.replace(/\s+/g, ' '));
    const expected: [string, RegExp][] = [
      ['Signed in', /\bpassword\b(?!\+)/],
      ['Two-factor reset by an admin', /totp: 1/],
      ['Signed out by an admin', /count: 2/],
      ['Signed in', /password\+totp/],
      ['Sign-in refused', /reason: wrong-code/],
      ['Two-factor added', /\btotp\b/],
      ['Signed in', /\bpassword\b(?!\+)/],
    ];
    let from = 0;
    for (const [label, match] of expected) {
      const at = seen.findIndex((row, i) => i >= from && row.includes(label) && match.test(row));
      expect(at, `${label} ${match} after row ${from} of ${JSON.stringify(seen)}`).toBeGreaterThanOrEqual(0);
      from = at + 1;
    }
    expect(errors).toEqual([]);
  });

  it('at 375 px: the log as cards and the Sign-in panel fit the phone', async () => {
    const { page, errors } = await adminPage(true);
    await page.goto(`${server.url}/dashboard/admin/audit-log`);
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    expect(await horizontalOverflow(page, 'audit log at 375 px')).toBeNull();
    await snap(page, 'audit-log-phone');
    await page.goto(`${server.url}/dashboard/admin/user-management/${staffId}`);
    await page.getByRole('region', { name: 'Sign-in', exact: true }).waitFor();
    expect(await horizontalOverflow(page, 'user page at 375 px')).toBeNull();
    expect(await seriousViolations(page, 'user page at 375 px')).toEqual([]);
    await snap(page, 'user-sign-in-phone');
    expect(errors).toEqual([]);
  });
});
