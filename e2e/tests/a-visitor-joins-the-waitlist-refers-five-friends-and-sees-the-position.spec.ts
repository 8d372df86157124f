import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import type { RunningServer } from '../support/server';
import { EARLY_BIRD } from '../support/content';
import { useStory } from '../support/story';
import { mailHeader, mailText, snap, tabTitle, toast, waitForPath, waitForTitle } from '../support/ui';

const FRIENDS = [
  { name: 'Ben Okafor', email: 'ben@example.org' },
  { name: 'Chen Li', email: 'chen@example.org' },
  { name: 'Dara Singh', email: 'dara@example.org' },
  { name: 'Eva Novak', email: 'eva@example.org' },
  { name: 'Farid Haddad', email: 'farid@example.org' },
];

const standing = (position: number, total: number) =>
  `You are #${position} of ${total} on the waitlist. Each friend who joins moves you up.`;

interface Visitor {
  name: string;
  gender: 'male' | 'female' | 'other';
  email: string;
  phone: string;
  institution: string;
}

/** Fills the waitlist form as a visitor would; the referral code only when given. */
async function fillWaitlist(page: Page, visitor: Visitor, refCode?: string) {
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Gender').selectOption(visitor.gender);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone').fill(visitor.phone);
  await page.getByLabel('Institution').fill(visitor.institution);
  if (refCode !== undefined) await page.getByLabel('Referral code').fill(refCode);
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

async function waitForMails(server: RunningServer, to: string[]): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = to.map((address) => server.outbox().find((eml) => mailHeader(eml, 'To') === address));
    if (mails.every(Boolean)) return mails as string[];
    if (Date.now() > deadline) throw new Error(`Not every friend was mailed: ${to.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a visitor joins the waitlist, refers five friends and sees the position', () => {
  const story = useStory();

  it('joins second, invites five friends, which moves nobody, and climbs to first when a classmate joins with the code', async () => {
    // Someone joined earlier, so the visitor starts second.
    const early = await api(story.server, 'POST', '/api/submit', { body: EARLY_BIRD });
    expect(early.status).toBe(201);

    const asha = await story.openPage();
    const page = asha.page;
    await page.goto(`${story.server.url}/waitlist`);
    await waitForTitle(page, tabTitle('Join The Waitlist'));
    expect(await page.getByLabel('Country').inputValue()).toBe('India');
    expect(await page.getByLabel('Country').getAttribute('readonly')).not.toBeNull();

    // Sent empty: the spec's toast, and every field says what it needs.
    await page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await toast(page, 'Please fill all required fields.').waitFor();
    await page.getByText('Name is required.').waitFor();
    await snap(page, 'waitlist-form-missing-desktop');

    await fillWaitlist(
      page,
      {
        name: 'Asha Rao',
        gender: 'female',
        email: 'asha@example.org',
        phone: '9876543210',
        institution: 'School of Planning and Architecture',
      },
      'ATELIER2025',
    );
    await snap(page, 'waitlist-form-filled-desktop');
    await page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you, Asha Rao!' }).waitFor();
    await page.getByText(standing(2, 2)).waitFor();
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('mainUser') ?? 'null'));
    expect(saved).toMatchObject({ email: 'asha@example.org', refCode: 'ATELIER2025' });
    const code = String(saved.referralCode);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await page.getByText(code, { exact: true }).waitFor();
    await page.getByText(`${story.server.url}/waitlist?ref=${code}`).waitFor();
    await snap(page, 'waitlist-thank-you-desktop');

    // Refer & Rise: five friends in an accordion, the first open.
    await page.getByRole('link', { name: /Refer 5 friends/ }).click();
    await waitForPath(page, '/waitlist/refer');
    await page.getByText(standing(2, 2)).waitFor();
    expect(await page.getByRole('button', { name: /^Friend 1\b/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await fillFriends(page);
    await snap(page, 'waitlist-refer-filled-desktop');
    await page.getByRole('button', { name: 'Submit Referrals' }).click();
    await toast(page, 'Referrals submitted successfully!').waitFor();
    await waitForPath(page, '/');

    // Each friend gets one invitation carrying Asha's code.
    const mails = await waitForMails(
      story.server,
      FRIENDS.map((friend) => friend.email),
    );
    for (const mail of mails) expect(mailText(mail)).toContain(`/waitlist?ref=${code}`);

    // Naming friends earns nothing: Asha is still second.
    await page.goto(`${story.server.url}/waitlist/refer`);
    await page.getByText(standing(2, 2)).waitFor();
    await page.getByText('No referral credits yet: every friend who joins with your code counts.').waitFor();
    await snap(page, 'waitlist-refer-standing-desktop');

    // A classmate joins on a phone with Asha's link.
    const classmate = await story.openPage({ phone: true });
    await classmate.page.goto(`${story.server.url}/waitlist?ref=${code}`);
    // The page arrives as HTML and the app fills the link's code in as it takes over.
    await expect.poll(() => classmate.page.getByLabel('Referral code').inputValue()).toBe(code);
    await fillWaitlist(classmate.page, {
      name: 'Ravi Kumar',
      gender: 'male',
      email: 'ravi@example.org',
      phone: '9123456789',
      institution: 'School of Planning and Architecture',
    });
    await snap(classmate.page, 'waitlist-form-filled-phone');
    await classmate.page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await classmate.page.getByText(standing(3, 3)).waitFor();
    await snap(classmate.page, 'waitlist-thank-you-phone');

    // The same e-mail cannot join twice.
    await classmate.page.goto(`${story.server.url}/waitlist?ref=${code}`);
    await fillWaitlist(classmate.page, {
      name: 'Ravi Kumar',
      gender: 'male',
      email: 'ravi@example.org',
      phone: '9123456789',
      institution: 'School of Planning and Architecture',
    });
    await classmate.page.getByRole('button', { name: 'Join The Waitlist' }).click();
    await toast(classmate.page, 'This e-mail is already on the waitlist.').waitFor();

    await classmate.page.goto(`${story.server.url}/waitlist/refer`);
    await classmate.page.getByText(standing(3, 3)).waitFor();
    await snap(classmate.page, 'waitlist-refer-phone');

    // The classmate who joined with the code puts Asha ahead of the early bird.
    await page.reload();
    await page.getByText(standing(1, 3)).waitFor();
    await page.getByText('1 friend has joined with your code.').waitFor();

    expect(asha.errors).toEqual([]);
    // The duplicate join was refused with 409; nothing else went wrong.
    expect(classmate.errors.filter((error) => !/status of 409 .*\/api\/submit\)$/.test(error))).toEqual([]);
    await Promise.all([asha.context.close(), classmate.context.close()]);
  });
});
