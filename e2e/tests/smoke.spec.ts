import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectErrors, newPage, shot } from '../support/browser';
import { webDist } from '../support/paths';
import { useStory } from '../support/story';

const TITLE_SUFFIX = '| Atelier | Learning Management System';

describe('the built app is served by the server', () => {
  const story = useStory();

  it('loads at / with the product title and no console errors or CSP violations', async () => {
    const page = await newPage(story.browser, { baseURL: story.server.url });
    const errors = collectErrors(page);

    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toMatch(/.\| Atelier \| Learning Management System$/);
    expect((await page.locator('body').innerText()).trim()).not.toBe('');
    await shot(page, 'smoke-home-desktop');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads on a phone without console errors', async () => {
    const page = await newPage(story.browser, { phone: true, baseURL: story.server.url });
    const errors = collectErrors(page);

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toContain(TITLE_SUFFIX);
    await shot(page, 'smoke-home-phone');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a deep link with the app, which sends a visitor who is not signed in to /login', async () => {
    const res = await fetch(`${story.server.url}/dashboard/student/courses`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe(fs.readFileSync(path.join(webDist(), 'index.html'), 'utf8'));

    const page = await newPage(story.browser, { baseURL: story.server.url });
    const errors = collectErrors(page);
    await page.goto('/dashboard/student/courses');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.waitForLoadState('networkidle');
    await shot(page, 'smoke-deep-link-login');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${story.server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'common.notFound' });
  });
});
