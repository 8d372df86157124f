import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../support/server';
import { useStory } from '../support/story';
import {
  fillLogin,
  greeting,
  LANDING,
  mailHeader,
  mailText,
  snap,
  submitLogin,
  tabTitle,
  waitForPath,
  waitForTitle,
  waitForHydrated,
} from '../support/ui';

const NEW_PASSWORD = 'new-Passw0rd-from-mail';

describe('a student resets a forgotten password by e-mail', () => {
  const story = useStory();

  it('asks for a link, follows it from the mail, sets a new password and logs in with it', async () => {
    const { email, password: oldPassword } = story.server.accounts.student;
    const { context, page, errors } = await story.openPage();

    // The login card flips to its forgot-password face.
    await page.goto(`${story.server.url}/login`);
    await waitForHydrated(page, 'form[aria-labelledby="login-heading"]');
    await page.getByRole('button', { name: 'Forget Password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Registered Email').fill(email);
    await snap(page, 'forgot-password-face-desktop');
    await page.getByRole('button', { name: 'Send Recovery Email' }).click();

    // spec-1 §8: the success message comes in a toast, and the card flips back to Login.
    await page.getByRole('alert').filter({ hasText: 'If an account exists for that e-mail' }).waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await snap(page, 'forgot-password-sent-desktop');

    const mail = await waitForMail(story.server, email);
    expect(mailHeader(mail, 'Subject')).toBe('Reset your Atelier password');
    const link = /^(http\S+\/reset-password\/\S+)$/m.exec(mailText(mail))?.[1];
    expect(link, mailText(mail)).toBeDefined();
    expect(link!.startsWith(`${story.server.url}/reset-password/`)).toBe(true);

    // The link opens the reset page; mismatched passwords are stopped before any call.
    const resetCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/reset-password')) resetCalls.push(req.method());
    });
    await page.goto(link!);
    await waitForTitle(page, tabTitle('Reset Password'));
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('Err: Passwords do not match').waitFor();
    await snap(page, 'reset-password-mismatch-desktop');
    expect(resetCalls).toEqual([]);

    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await waitForPath(page, '/');
    await page.getByRole('alert').filter({ hasText: 'Password has been reset' }).waitFor();
    expect(resetCalls).toEqual(['POST']);
    await snap(page, 'reset-password-done-desktop');

    // The old password is refused with the spec's toast …
    await page.goto(`${story.server.url}/login`);
    await fillLogin(page, { role: 'student', email, password: oldPassword });
    expect((await submitLogin(page)).status).toBe(401);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Login failed: Invalid email, password or role' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await snap(page, 'login-with-old-password-refused-desktop');

    // … and the new one lets the student in.
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    const { status, body } = await submitLogin(page);
    expect(status).toBe(200);
    await waitForPath(page, LANDING.student.path);
    expect(await greeting(page).innerText()).toBe(`Hello, ${body.user.name}`);

    // The link is spent: a second use is refused and leads home (spec-1 §4).
    const { context: again, page: second } = await story.openPage();
    await second.goto(link!);
    await second.getByLabel('New Password', { exact: true }).fill('another-Passw0rd');
    await second.getByLabel('Confirm Password', { exact: true }).fill('another-Passw0rd');
    await second.getByRole('button', { name: 'Save Password' }).click();
    await second
      .getByRole('alert')
      .filter({ hasText: 'This reset link is invalid or has expired.' })
      .waitFor();
    await waitForPath(second, '/');
    await again.close();

    // A refused login answers 401, which Chromium reports on the console; nothing else may appear.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });
});

async function waitForMail(server: RunningServer, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = server.outbox().find((eml) => mailHeader(eml, 'To') === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
