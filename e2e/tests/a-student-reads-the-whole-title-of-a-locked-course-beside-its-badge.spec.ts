import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from '../support/api';
import { createSiteAnalysisCourse, siteAnalysisCourse } from '../support/courses';
import { box, intersects, rounded } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

describe('a student reads the whole title of a locked course beside its badge', () => {
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
    'defect 13: on a %s the Locked badge covers neither the title nor the cover picture, in grid and list view',
    async (device, phone) => {
      const { title } = siteAnalysisCourse(story.server);
      const { context, page, errors } = await story.openPage({ phone });
      await logIn(page, story.server, 'student');
      await page.goto(`${story.server.url}/dashboard/student/courses/inprogress`);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const badge = card.getByText('Locked', { exact: true });
      const heading = card.getByRole('heading', { name: title });
      // The cover picture carries the course's title as well (the demo covers do).
      const cover = card.locator('img').first();
      await badge.waitFor();

      for (const layout of ['Grid view', 'List view']) {
        await page.getByRole('button', { name: layout }).click();
        await card.scrollIntoViewIfNeeded();
        const [badgeBox, headingBox, coverBox] = await Promise.all([box(badge), box(heading), box(cover)]);
        const where = `${device}, ${layout}: badge ${JSON.stringify(rounded(badgeBox))}`;
        expect(
          intersects(badgeBox, headingBox),
          `${where}, title ${JSON.stringify(rounded(headingBox))}`,
        ).toBe(false);
        expect(intersects(badgeBox, coverBox), `${where}, cover ${JSON.stringify(rounded(coverBox))}`).toBe(
          false,
        );
        await snap(page, `courses-locked-card-${device}-${layout.split(' ')[0]!.toLowerCase()}`);
      }

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
