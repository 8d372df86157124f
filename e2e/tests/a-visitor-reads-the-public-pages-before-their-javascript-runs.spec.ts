import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser';
import { useStory } from '../support/story';

/** The public pages the build prerenders (web/scripts/route-preloads.mjs), with a heading each shows. */
const PAGES = [
  { path: '/', title: 'Home', heading: 'Design and BIM education for every curious learner' },
  { path: '/login', title: 'Login', heading: 'Login' },
  { path: '/about', title: 'About', heading: 'Introducing Our Purpose in Focus' },
  { path: '/faqs', title: 'FAQs', heading: 'Frequently Asked Questions' },
  { path: '/events', title: 'Events', heading: 'Events' },
  { path: '/blogs', title: 'Blogs', heading: 'Blogs' },
  { path: '/waitlist', title: 'Join The Waitlist', heading: 'Join The Waitlist' },
] as const;

const h1 = (page: Page) => page.locator('h1').first();

describe('a visitor reads the public pages before their JavaScript runs', () => {
  const story = useStory();

  it('finds each page, its title and its navigation in the HTML, with scripts off', async () => {
    const { page, context } = await story.openPage({ javaScriptEnabled: false });
    for (const { path, title, heading } of PAGES) {
      const answer = await page.goto(`${story.server.url}${path}`);
      expect(answer?.status(), path).toBe(200);
      expect(await page.title(), path).toBe(`${title} | Atelier | Learning Management System`);
      expect(await h1(page).textContent(), path).toBe(heading);
      // Styled as it will be once the app runs: the stylesheets are in the HTML's head.
      expect(await h1(page).evaluate((el) => getComputedStyle(el).fontWeight), path).not.toBe('400');
      if (path !== '/login') {
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link').allTextContents(), path).toEqual([
          'Home',
          'About',
          'FAQs',
          'Events',
          'Blogs',
        ]);
      }
    }
    await page.goto(`${story.server.url}/`);
    await shot(page, 'first-paint-landing-without-javascript');
    await context.close();
  });

  it('takes each page over without an error or a new paint of what was there', async () => {
    const { page, context, errors } = await story.openPage({ phone: true });
    for (const { path } of PAGES) {
      // Marks an element of the HTML that the data never replaces (the public header, the login
      // form's heading): hydration keeps that very node, where a new render would drop the mark.
      const tag = path === '/login' ? 'h1' : 'header';
      await page.route(`${story.server.url}${path}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(`<${tag}`, `<${tag} data-from-html`);
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ response, body, headers });
      });
      await page.goto(`${story.server.url}${path}`, { waitUntil: 'networkidle' });
      await page.unroute(`${story.server.url}${path}`);
      expect(await page.locator(tag).first().getAttribute('data-from-html'), path).toBe('');
      // The app runs: the phone menu opens.
      if (path !== '/login') {
        if (path === '/') await page.getByRole('button', { name: 'Indian Student' }).click();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect.poll(() => page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
      }
    }
    await shot(page, 'first-paint-waitlist-hydrated-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
