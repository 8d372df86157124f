import type { UserResponse } from '@atelier/contract/auth';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { useStory } from '../support/story';
import { greeting, logIn, snap, tabTitle, waitForPath, waitForTitle } from '../support/ui';

const NEW_NAME = 'Asha Rao-Menon';
const NEW_INSTITUTION = 'School of Planning and Architecture';

describe('a user edits the profile and it persists', () => {
  const story = useStory();

  it('changes name, institution and avatar; after a reload the values and the greeting are kept', async () => {
    const { context, page, errors } = await story.openPage();
    const { user, token } = await logIn(page, story.server, 'student');
    expect(user.name).not.toBe(NEW_NAME);
    expect(user.avatar).not.toBe('7.jpg');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/dashboard/student/profile');
    await waitForTitle(page, tabTitle('Profile'));
    // The menu closes once a link is followed (spec-1 §2).
    expect(await page.getByRole('menu', { name: 'Account' }).count()).toBe(0);

    const name = page.getByLabel('Name', { exact: true });
    const institution = page.getByLabel('Institution', { exact: true });
    expect(await name.inputValue()).toBe(user.name);
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel('Role', { exact: true }).inputValue()).toBe('Student');
    await snap(page, 'profile-view-desktop');

    await page.getByRole('button', { name: 'Edit' }).click();
    await name.fill(NEW_NAME);
    await institution.fill(NEW_INSTITUTION);
    // The radio itself is a 1-px input under its picture: a user clicks the picture.
    await page.getByRole('img', { name: 'Avatar 7' }).click();
    expect(await page.getByRole('radio', { name: 'Avatar 7' }).isChecked()).toBe(true);
    await snap(page, 'profile-editing-desktop');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.getByRole('alert').filter({ hasText: 'Profile updated successfully!' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await greeting(page).innerText()).toBe(`Hello, ${NEW_NAME}`);

    await page.reload();
    await waitForTitle(page, tabTitle('Profile'));
    await greeting(page).waitFor();
    expect(await greeting(page).innerText()).toBe(`Hello, ${NEW_NAME}`);
    expect(await name.inputValue()).toBe(NEW_NAME);
    expect(await institution.inputValue()).toBe(NEW_INSTITUTION);
    expect(await page.getByRole('radio', { name: 'Avatar 7' }).isChecked()).toBe(true);
    // The top bar's avatar follows the choice.
    const topBarAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    expect(await topBarAvatar.getAttribute('src')).toMatch(/\/7\.jpg$/);
    expect(await page.getByLabel('Profile summary').innerText()).toContain(NEW_INSTITUTION);
    await snap(page, 'profile-after-reload-desktop');

    // The server holds the new values, not only this browser's storage.
    const me = await api<UserResponse>(story.server, 'GET', '/api/auth/validate-token', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: NEW_NAME, institution: NEW_INSTITUTION, avatar: '7.jpg' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('Cancel throws the draft away', async () => {
    const { context, page } = await story.openPage();
    await logIn(page, story.server, 'smartLABS');
    await page.goto(`${story.server.url}/dashboard/smartLABS/profile`);
    const name = page.getByLabel('Name', { exact: true });
    await page.getByRole('button', { name: 'Edit' }).click();
    const before = await name.inputValue();
    await name.fill('Someone Else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await name.inputValue()).toBe(before);
    expect(await greeting(page).innerText()).toBe(`Hello, ${before}`);
    await context.close();
  });
});
