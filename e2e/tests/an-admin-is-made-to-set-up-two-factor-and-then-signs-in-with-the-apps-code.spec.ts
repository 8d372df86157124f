import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useStory } from '../support/story';
import { appCode } from '../support/totp';
import {
  fillLogin,
  LANDING,
  snap,
  storedTokens,
  submitLogin,
  tabTitle,
  waitForPath,
  waitForTitle,
} from '../support/ui';

const SECOND_ADMIN = {
  email: 'ines@school.test',
  password: 'ines-on-a-phone-42',
  role: 'admin',
  name: 'Ines',
} as const;

async function passwordStep(page: Page, account: { email: string; password: string }, phone: boolean) {
  await fillLogin(page, { role: 'admin', ...account });
  const { status } = await submitLogin(page);
  expect(status).toBe(200);
  return phone ? '-phone' : '-desktop';
}

describe('an admin is made to set up two-factor and then signs in with the app’s code', () => {
  // Admins must use two-factor sign-in (the default outside the test harnesses).
  const story = useStory({ server: { env: { SIGN_IN_MFA_ROLES: 'admin' } }, users: [SECOND_ADMIN] });

  it('walks through the app and recovery codes, then signs in with a code, on a desktop and a phone', async () => {
    const account = story.server.accounts.admin;
    const { context, page, errors } = await story.openPage();
    await page.goto(`${story.server.url}/login`);
    await passwordStep(page, account, false);

    // The set-up: why, then the QR code and the key, then the first code.
    await page.getByText('Your role must use two-factor sign-in.').waitFor();
    expect(await storedTokens(page)).toEqual({ local: null, session: null });
    await snap(page, 'mfa-setup-why-desktop');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await snap(page, 'mfa-setup-qr-desktop');
    await page.getByLabel('Then enter the 6-digit code it shows').fill(appCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    // The recovery codes, shown once; the dashboard only once they are saved.
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = await codes.nth(0).innerText();
    await snap(page, 'mfa-setup-recovery-codes-desktop');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .txt' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByRole('checkbox', { name: 'I have saved them' }).check();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await waitForPath(page, LANDING.admin.path);

    // The admin area's sign-in settings: admins must use two-factor (the configured default).
    await page.getByRole('link', { name: 'Sign-in settings' }).click();
    await waitForTitle(page, tabTitle('Sign-in settings'));
    expect(await page.getByRole('checkbox', { name: 'Admin' }).isChecked()).toBe(true);
    await snap(page, 'sign-in-settings-desktop');
    await context.close();

    // Next time, on a phone: the password, then the app's code (a wrong one first).
    const phone = await story.openPage({ phone: true });
    await phone.page.goto(`${story.server.url}/login`);
    await passwordStep(phone.page, account, true);
    const field = phone.page.getByLabel('Authentication code');
    await phone.page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await snap(phone.page, 'mfa-code-step-phone');
    await field.fill('000000');
    await phone.page.getByRole('button', { name: 'Verify' }).click();
    await phone.page.getByText('That code is not right. Please try again.').waitFor();
    await snap(phone.page, 'mfa-code-wrong-phone');
    // The set-up's code is spent: wait for the app's next one.
    await phone.page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
    await field.fill(appCode(secret));
    await phone.page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(phone.page, LANDING.admin.path);

    // Settings › Two-factor authentication, with new recovery codes behind "Confirm it's you".
    await phone.page.goto(`${story.server.url}/dashboard/admin/settings`);
    await waitForTitle(phone.page, tabTitle('Settings'));
    const section = phone.page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByText('Authenticator app: on').waitFor();
    await section.getByText('Recovery codes left: 10').waitFor();
    await snap(phone.page, 'mfa-settings-phone');
    await section.getByRole('button', { name: 'New recovery codes' }).click();
    const dialog = phone.page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await snap(phone.page, 'mfa-confirm-its-you-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await section.getByRole('list', { name: 'Recovery codes' }).waitFor();
    expect(await section.getByText(recovery).count()).toBe(0);
    await snap(phone.page, 'mfa-settings-new-codes-phone');
    await phone.page.goto(`${story.server.url}/dashboard/admin/sign-in-settings`);
    await phone.page.getByRole('checkbox', { name: 'Admin' }).waitFor();
    await snap(phone.page, 'sign-in-settings-phone');

    // The old recovery code no longer opens the account.
    const login = await api<{ challenge: string }>(story.server, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password, role: 'admin' },
    });
    const old = await api(story.server, 'POST', '/api/auth/second-factor', {
      body: { challenge: login.body.challenge, method: 'recovery', code: recovery },
    });
    expect(old.status).toBe(401);

    expect(errors).toEqual([]);
    expect(phone.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await phone.context.close();
  });

  it('walks a second admin through the set-up on a phone, and shows the code step on a desktop', async () => {
    const { context, page, errors } = await story.openPage({ phone: true });
    await page.goto(`${story.server.url}/login`);
    await passwordStep(page, SECOND_ADMIN, true);
    await page.getByText('Your role must use two-factor sign-in.').waitFor();
    await snap(page, 'mfa-setup-why-phone');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
    await snap(page, 'mfa-setup-qr-phone');
    await page.getByLabel('Then enter the 6-digit code it shows').fill(appCode(secret));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await snap(page, 'mfa-setup-recovery-codes-phone');
    await page.getByRole('checkbox', { name: 'I have saved them' }).check();
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await waitForPath(page, LANDING.admin.path);
    expect(errors).toEqual([]);
    await context.close();

    const desktop = await story.openPage();
    await desktop.page.goto(`${story.server.url}/login`);
    await passwordStep(desktop.page, SECOND_ADMIN, false);
    await desktop.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await desktop.page.getByLabel('Recovery code').waitFor();
    await desktop.page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    await desktop.page.getByLabel('Authentication code').waitFor();
    await snap(desktop.page, 'mfa-code-step-desktop');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
  });
});
