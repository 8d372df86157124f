import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, seriousViolations } from '../support/a11y';
import { useStory } from '../support/story';
import { logIn, snap, tabTitle, waitForTitle } from '../support/ui';

// The development seed's two events (server/src/seed/public-content.ts) have SVG posters with a
// viewBox and no width or height: they rendered 0×0 on /event and /event/{id} (issue 25).
const SEEDED = [
  { id: 'bim-open-day-2026', name: 'BIM Open Day 2026' },
  { id: 'computational-design-night', name: 'Computational Design Night' },
];

/** The rendered size of every poster image the page shows, once each has loaded. */
async function posterSizes(page: Page, selector: string): Promise<{ width: number; height: number }[]> {
  await page.waitForFunction((sel) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(sel)];
    return images.length > 0 && images.every((img) => img.complete);
  }, selector);
  return page.$$eval(selector, (images) =>
    images.map((img) => {
      const box = img.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height) };
    }),
  );
}

describe('a visitor sees every event poster whole, and the admin its thumbnail', () => {
  const story = useStory();

  for (const phone of [false, true]) {
    const device = phone ? 'phone' : 'desktop';

    it(`shows each seeded poster at a real size on its registration page and on /events (${device})`, async () => {
      const { context, page, errors } = await story.openPage({ phone });
      for (const event of SEEDED) {
        await page.goto(`${story.server.url}/event/${event.id}`);
        await waitForTitle(page, tabTitle(event.name));
        const [poster] = await posterSizes(page, `img[alt="Poster of ${event.name}"]`);
        // Full width of its column (at least 300 px on a phone), at the SVG's 16:9.
        expect(poster!.width, event.id).toBeGreaterThanOrEqual(300);
        expect(poster!.height, event.id).toBeGreaterThanOrEqual(Math.floor(poster!.width * (675 / 1200)) - 1);
        await snap(page, `events-seeded-poster-${event.id}-${device}`);
      }
      // /event opens the second newest event, its poster shown too.
      await page.goto(`${story.server.url}/event`);
      await page.getByRole('heading', { level: 1, name: SEEDED[0]!.name }).waitFor();
      const [opened] = await posterSizes(page, `img[alt="Poster of ${SEEDED[0]!.name}"]`);
      expect(opened!.width).toBeGreaterThanOrEqual(300);
      expect(await seriousViolations(page, '/event')).toEqual([]);
      expect(await horizontalOverflow(page, '/event')).toBeNull();

      await page.goto(`${story.server.url}/events`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const cards = await posterSizes(page, 'main img');
      expect(cards.length).toBeGreaterThanOrEqual(SEEDED.length);
      for (const card of cards) expect(card.width * card.height).toBeGreaterThan(100 * 100);
      // Whole, not cropped through the poster's text.
      const fits = await page.$$eval('main img', (images) =>
        images.map((img) => getComputedStyle(img).objectFit),
      );
      expect(new Set(fits)).toEqual(new Set(['contain']));
      await snap(page, `events-seeded-posters-list-${device}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the Event Manager's poster thumbnails whole, not cropped through their text (${device})`, async () => {
      const { context, page, errors } = await story.openPage({ phone });
      await logIn(page, story.server, 'admin');
      await page.goto(`${story.server.url}/dashboard/admin/event-registration`);
      await page.getByRole('heading', { level: 1, name: 'Event Manager' }).waitFor();
      const list = page.getByRole('list', { name: 'Events' });
      await list.getByRole('button', { name: new RegExp(SEEDED[0]!.id) }).waitFor();
      const thumbs = await list.locator('img').evaluateAll((images) =>
        images.map((img) => {
          const box = img.getBoundingClientRect();
          return { fit: getComputedStyle(img).objectFit, width: box.width, height: box.height };
        }),
      );
      expect(thumbs.length).toBeGreaterThanOrEqual(SEEDED.length);
      for (const thumb of thumbs) {
        expect(thumb.fit).toBe('contain');
        expect(thumb.width * thumb.height).toBeGreaterThan(40 * 30);
      }
      await snap(page, `events-manager-thumbnails-${device}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
