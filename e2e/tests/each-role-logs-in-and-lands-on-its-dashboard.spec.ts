import type { Role } from '@atelier/contract/auth';
import { describe, expect, it } from 'vitest';
import { useStory } from '../support/story';
import { greeting, LANDING, logIn, snap, tabTitle, waitForTitle } from '../support/ui';

// spec-1 §2: the smartLABS sidebar starts collapsed, the others expanded.
const SIDEBAR: Record<Role, { label: string; state: 'expanded' | 'collapsed' }> = {
  student: { label: 'Student Dashboard navigation', state: 'expanded' },
  smartLABS: { label: 'smartLABS Dashboard navigation', state: 'collapsed' },
  admin: { label: 'Admin Dashboard navigation', state: 'expanded' },
};

describe('each role logs in and lands on its dashboard', () => {
  const story = useStory();

  it.each(['student', 'smartLABS', 'admin'] as const)(
    'the %s account lands on its first page, greeted by name',
    async (role) => {
      const { context, page, errors } = await story.openPage();

      const { user } = await logIn(page, story.server, role);
      const landing = LANDING[role];

      expect(new URL(page.url()).pathname).toBe(landing.path);
      expect(user.role).toBe(role);
      await waitForTitle(page, tabTitle(landing.title));
      await page.getByRole('heading', { level: 1, name: landing.title }).waitFor();
      expect(await greeting(page).innerText()).toBe(`Hello, ${user.name}`);
      expect(user.name).not.toBe('');

      const sidebar = page.getByRole('complementary', { name: SIDEBAR[role].label });
      expect(await sidebar.getAttribute('data-state')).toBe(SIDEBAR[role].state);
      expect(
        await page
          .getByRole('button', {
            name: SIDEBAR[role].state === 'expanded' ? 'Collapse sidebar' : 'Expand sidebar',
          })
          .count(),
      ).toBe(1);

      // Wait for what the page shows rather than for a quiet network: the smartLABS landing page holds
      // the forum's event stream open, so the network never goes quiet there.
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .getByText(/^Loading/)
            .count(),
        )
        .toBe(0);
      if (role === 'student') await page.getByRole('img', { name: /^Active on 0 days/ }).waitFor();
      await snap(page, `role-landing-${role}-desktop`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
