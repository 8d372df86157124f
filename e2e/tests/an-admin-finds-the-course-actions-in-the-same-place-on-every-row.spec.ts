import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { box } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

describe('an admin finds the course actions in the same place on every row', () => {
  const story = useStory();
  beforeAll(async () => {
    const courseId = await createSiteAnalysisCourse(story.server);
    const token = await apiLogin(story.server, 'admin');
    const res = await api(story.server, 'PATCH', `/api/courses/${courseId}/lock-toggle`, { token });
    expect(res.status).toBe(200);
  });

  it.each([
    ['desktop', false],
    ['phone', true],
  ] as const)(
    'defect 15: on a %s the Delete button of a locked row lines up with that of an unlocked row',
    async (device, phone) => {
      const { title } = siteAnalysisCourse(story.server);
      const { context, page, errors } = await story.openPage({ phone });
      await logIn(page, story.server, 'admin');
      await page.goto(`${story.server.url}/dashboard/admin/course-management`);
      const locked = page.getByRole('row', { name: new RegExp(title) });
      await locked.getByRole('button', { name: `Unlock ${title}` }).waitFor();
      const unlocked = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Lock / }) });
      expect(await unlocked.count()).toBeGreaterThan(0);

      const lockedDelete = await box(locked.getByRole('button', { name: /^Delete / }));
      const unlockedDelete = await box(unlocked.first().getByRole('button', { name: /^Delete / }));
      await snap(page, `courses-admin-table-actions-${device}`);
      expect(Math.round(lockedDelete.x)).toBe(Math.round(unlockedDelete.x));
      expect(Math.round(lockedDelete.width)).toBe(Math.round(unlockedDelete.width));

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
