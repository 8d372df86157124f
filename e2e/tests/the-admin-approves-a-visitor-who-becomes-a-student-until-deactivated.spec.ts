import { USER_TEXT } from '@atelier/contract/users';
import { WAITLIST_MESSAGES, WAITLIST_TEXT } from '@atelier/contract/waitlist';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { RunningServer } from '../support/server';
import { EARLY_BIRD } from '../support/content';
import { useStory } from '../support/story';
import {
  fillLogin,
  greeting,
  LANDING,
  logIn,
  mailHeader,
  mailText,
  sidebar,
  snap,
  storedTokens,
  submitLogin,
  tabTitle,
  toast,
  waitForPath,
  waitForTitle,
} from '../support/ui';

const VISITOR = {
  name: 'Nila Menon',
  gender: 'female',
  email: 'nila@example.org',
  phone: '9812345670',
  institution: 'School of Planning and Architecture',
} as const;
const CLASSMATE = {
  name: 'Ravi Kumar',
  gender: 'male',
  email: 'ravi@example.org',
  phone: '9123456789',
  institution: 'College of Art',
} as const;
const FRIENDS = [
  { name: 'Ben Okafor', email: 'ben@example.org' },
  { name: 'Chen Li', email: 'chen@example.org' },
  { name: 'Dara Singh', email: 'dara@example.org' },
  { name: 'Eva Novak', email: 'eva@example.org' },
  { name: 'Farid Haddad', email: 'farid@example.org' },
];
const NEW_PASSWORD = 'Nila-chose-this-1';

const standing = (position: number, total: number) =>
  `You are #${position} of ${total} on the waitlist. Each friend who joins moves you up.`;

/** Fills the waitlist form as a visitor would. */
async function fillWaitlist(page: Page, visitor: typeof VISITOR | typeof CLASSMATE, refCode: string) {
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Gender').selectOption(visitor.gender);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone').fill(visitor.phone);
  await page.getByLabel('Institution').fill(visitor.institution);
  await page.getByLabel('Referral code').fill(refCode);
}

/** Opens each friend of the accordion in turn and fills in its full name and e-mail. */
async function fillFriends(page: Page) {
  for (const [index, friend] of FRIENDS.entries()) {
    const toggle = page.getByRole('button', { name: new RegExp(`^Friend ${index + 1}\\b`) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const entry = page.getByRole('region', { name: new RegExp(`^Friend ${index + 1}\\b`) });
    await entry.getByLabel('Full name').fill(friend.name);
    await entry.getByLabel('Email').fill(friend.email);
  }
}

/** The one mail to `to` with this subject (joining and referring send others). */
async function waitForMail(server: RunningServer, to: string, subject: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = server
      .outbox()
      .find((eml) => mailHeader(eml, 'To') === to && mailHeader(eml, 'Subject') === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail '${subject}' to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Types into the admin page's search box and waits until its table lists exactly these names. */
async function search(page: Page, query: string, names: string[]) {
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(query);
  const rows = page.getByRole('table').getByRole('rowheader');
  const deadline = Date.now() + 10_000;
  let shown = await rows.allInnerTexts();
  while (JSON.stringify(shown) !== JSON.stringify(names)) {
    if (Date.now() > deadline) throw new Error(`Searching '${query}' lists ${JSON.stringify(shown)}`);
    await page.waitForTimeout(100);
    shown = await rows.allInnerTexts();
  }
}

describe('the admin approves a visitor who becomes a student until deactivated', () => {
  const story = useStory();

  it('joins and refers five friends, is approved, sets a password from the invitation, logs in, and is shut out when deactivated', async () => {
    // Someone joined earlier, so the visitor starts second.
    const early = await api(story.server, 'POST', '/api/submit', { body: EARLY_BIRD });
    expect(early.status).toBe(201);

    // The visitor joins the waitlist …
    const visitor = await story.openPage();
    await visitor.page.goto(`${story.server.url}/waitlist`);
    await waitForTitle(visitor.page, tabTitle('Join The Waitlist'));
    await fillWaitlist(visitor.page, VISITOR, 'ATELIER2025');
    await snap(visitor.page, 'approval-story-waitlist-form-desktop');
    await visitor.page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: `Thank you, ${VISITOR.name}!` }).waitFor();
    await visitor.page.getByText(standing(2, 2)).waitFor();

    // … invites five friends, which moves nobody: only a friend who joins with the code counts.
    await visitor.page.getByRole('link', { name: /Refer 5 friends/ }).click();
    await waitForPath(visitor.page, '/waitlist/refer');
    await visitor.page.getByText(standing(2, 2)).waitFor();
    await fillFriends(visitor.page);
    await visitor.page.getByRole('button', { name: 'Submit Referrals' }).click();
    await toast(visitor.page, WAITLIST_MESSAGES.referralsDone).waitFor();
    await waitForPath(visitor.page, '/');
    await visitor.page.goto(`${story.server.url}/waitlist/refer`);
    await visitor.page.getByText(standing(2, 2)).waitFor();
    await visitor.page
      .getByText('No referral credits yet: every friend who joins with your code counts.')
      .waitFor();
    await snap(visitor.page, 'approval-story-refer-standing-desktop');

    // A classmate joins from a phone, so the admin has someone else to search past.
    const classmate = await story.openPage({ phone: true });
    await classmate.page.goto(`${story.server.url}/waitlist`);
    await waitForTitle(classmate.page, tabTitle('Join The Waitlist'));
    await fillWaitlist(classmate.page, CLASSMATE, 'ATELIER2025');
    await snap(classmate.page, 'approval-story-waitlist-form-phone');
    await classmate.page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await classmate.page.getByText(standing(3, 3)).waitFor();

    // On a phone, the admin finds the visitor and opens the confirmation, then thinks better of it.
    const adminPhone = await story.openPage({ phone: true });
    await logIn(adminPhone.page, story.server, 'admin');
    await waitForTitle(adminPhone.page, tabTitle('Approve Waitlist'));
    await search(adminPhone.page, 'nila', [VISITOR.name]);
    await snap(adminPhone.page, 'approval-story-panel-phone');
    await adminPhone.page.getByRole('button', { name: `Approve ${VISITOR.name}` }).click();
    const phoneDialog = adminPhone.page.getByRole('dialog', { name: `Approve ${VISITOR.name}?` });
    await phoneDialog.waitFor();
    await snap(adminPhone.page, 'approval-story-confirm-phone', { fullPage: false });
    await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
    await phoneDialog.waitFor({ state: 'detached' });

    // At the desk, the admin approves the visitor after confirming.
    const admin = await story.openPage();
    await logIn(admin.page, story.server, 'admin');
    await waitForTitle(admin.page, tabTitle('Approve Waitlist'));
    const rows = admin.page.getByRole('table').getByRole('rowheader');
    await rows.first().waitFor();
    expect((await rows.allInnerTexts()).sort()).toEqual(['Early Bird', VISITOR.name, CLASSMATE.name]);
    await snap(admin.page, 'approval-story-panel-desktop');
    await search(admin.page, VISITOR.email, [VISITOR.name]);
    await admin.page.getByRole('button', { name: `Approve ${VISITOR.name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Approve ${VISITOR.name}?` });
    await dialog.getByText(VISITOR.email).waitFor();
    await snap(admin.page, 'approval-story-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(admin.page, WAITLIST_TEXT.approved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const visitorRow = admin.page.getByRole('row').filter({
      has: admin.page.getByRole('rowheader', { name: VISITOR.name }),
    });
    await visitorRow.getByText('Approved', { exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: `Approve ${VISITOR.name}` }).count()).toBe(0);
    await snap(admin.page, 'approval-story-approved-desktop');

    // The invitation opens a page that reads as one, sets a password and leads to the login.
    const mail = await waitForMail(story.server, VISITOR.email, 'Your Atelier account is ready');
    const link = /^(http\S+\/reset-password\/\S+)$/m.exec(mailText(mail))?.[1];
    expect(link, mailText(mail)).toBeDefined();
    expect(link!.startsWith(`${story.server.url}/reset-password/`)).toBe(true);
    await visitor.page.goto(link!);
    await waitForTitle(visitor.page, tabTitle('Choose your password'));
    await visitor.page.getByText('Welcome! Your account is ready.', { exact: false }).waitFor();
    await snap(visitor.page, 'approval-story-invitation-desktop');
    await visitor.page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await visitor.page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Set password and continue' }).click();
    await waitForPath(visitor.page, '/login');
    await visitor.page.getByRole('alert').filter({ hasText: 'Your password is set — sign in.' }).waitFor();

    // The new student logs in and lands on the student dashboard.
    await fillLogin(visitor.page, { role: 'student', email: VISITOR.email, password: NEW_PASSWORD });
    const login = await submitLogin(visitor.page);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: VISITOR.email, name: VISITOR.name, role: 'student' });
    await waitForPath(visitor.page, LANDING.student.path);
    expect(await greeting(visitor.page).innerText()).toBe(`Hello, ${VISITOR.name}`);
    expect(
      (await api(story.server, 'GET', '/api/auth/validate-token', { token: login.body.token })).status,
    ).toBe(200);
    await snap(visitor.page, 'approval-story-student-dashboard-desktop');

    // The admin finds the student in User Management and deactivates them after confirming.
    await sidebar(admin.page, 'Admin Dashboard').getByRole('link', { name: 'User Management' }).click();
    await waitForPath(admin.page, '/dashboard/admin/user-management');
    await waitForTitle(admin.page, tabTitle('User Management'));
    await search(admin.page, 'nila', [VISITOR.name]);
    const studentRow = admin.page.getByRole('row').filter({
      has: admin.page.getByRole('rowheader', { name: VISITOR.name }),
    });
    await studentRow.getByText('Active', { exact: true }).waitFor();
    expect(await studentRow.getByRole('combobox', { name: `Role of ${VISITOR.name}` }).inputValue()).toBe(
      'student',
    );
    await snap(admin.page, 'approval-story-user-management-desktop');
    await admin.page.getByRole('button', { name: `Deactivate ${VISITOR.name}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: `Deactivate ${VISITOR.name}?` });
    await confirm.waitFor();
    await snap(admin.page, 'approval-story-deactivate-confirm-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await toast(admin.page, USER_TEXT.deactivated).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await studentRow.getByText('Deactivated', { exact: true }).waitFor();
    await admin.page.getByRole('button', { name: `Reactivate ${VISITOR.name}` }).waitFor();
    await snap(admin.page, 'approval-story-deactivated-desktop');

    // The student's open session is refused: by the API, and by the app at the next page they open.
    const refused = await api(story.server, 'GET', '/api/auth/validate-token', { token: login.body.token });
    expect(refused.status).toBe(401);
    await sidebar(visitor.page, 'Student Dashboard').getByRole('link', { name: 'Courses' }).click();
    await waitForPath(visitor.page, '/login');
    expect(await storedTokens(visitor.page)).toEqual({ local: null, session: null });

    // Logging in again is refused with the reason.
    await fillLogin(visitor.page, { role: 'student', email: VISITOR.email, password: NEW_PASSWORD });
    expect((await submitLogin(visitor.page)).status).toBe(403);
    await toast(visitor.page, `Login failed: ${USER_TEXT.deactivatedLogin}`).waitFor();
    expect(new URL(visitor.page.url()).pathname).toBe('/login');
    await snap(visitor.page, 'approval-story-deactivated-login-refused-desktop');

    // The ended session answered 401 and the refused login 403; nothing else may appear.
    expect(visitor.errors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
    for (const opened of [classmate, adminPhone, admin]) expect(opened.errors).toEqual([]);
    await Promise.all([visitor, classmate, adminPhone, admin].map((opened) => opened.context.close()));
  });
});
