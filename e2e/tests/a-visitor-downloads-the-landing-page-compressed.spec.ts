import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, newPage } from '../support/browser';
import { webDist } from '../support/paths';
import { useStory } from '../support/story';

/** The landing page's JavaScript budget, gzipped (web/scripts/report-size.mjs checks the build). */
const BUDGET_BYTES = 100 * 1000;

describe('a visitor downloads the landing page compressed and cached', () => {
  const story = useStory();

  it('gets every script and stylesheet brotli- or gzip-compressed, and far smaller than on disk', async () => {
    const page = await newPage(story.browser, { baseURL: story.server.url });
    const errors = collectErrors(page);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));

    const html = await page.goto('/', { waitUntil: 'networkidle' });
    expect(html?.headers()['cache-control']).toBe('no-cache');
    // The landing page's own chunk is named in the HTML's Link header, so it loads beside the entry.
    const preloads = (html?.headers().link ?? '').split(', ');
    const landingChunk = preloads.find((link) =>
      /^<\/assets\/landing-page-[\w-]+\.js>; rel=modulepreload; crossorigin$/.test(link),
    );
    expect(landingChunk, html?.headers().link).toBeDefined();

    const landingUrl = landingChunk!.slice(1, landingChunk!.indexOf('>'));
    expect(responses.filter((r) => new URL(r.url()).pathname === landingUrl)).toHaveLength(1);
    const assets = responses.filter((r) => /\/assets\/.+\.(js|css)$/.test(new URL(r.url()).pathname));
    const scripts = assets.filter((r) => r.url().endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);

    let wireBytes = 0;
    let diskBytes = 0;
    for (const response of assets) {
      const headers = response.headers();
      const pathname = new URL(response.url()).pathname;
      expect(['br', 'gzip'], pathname).toContain(headers['content-encoding']);
      expect(headers['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
      const { responseBodySize } = await response.request().sizes();
      const onDisk = fs.statSync(path.join(webDist(), pathname)).size;
      if (pathname.endsWith('.js')) {
        wireBytes += responseBodySize;
        diskBytes += onDisk;
      }
    }
    // What a browser really downloads for the landing page's JavaScript, beside what the files weigh.
    console.log(`landing page JavaScript: ${wireBytes} bytes on the wire, ${diskBytes} bytes on disk`);
    expect(wireBytes).toBeLessThan(BUDGET_BYTES);
    expect(wireBytes).toBeLessThan(diskBytes / 2.5);

    expect(errors).toEqual([]);
    await page.close();
  });

  // The Link header preloads a page's files, the HTML links its stylesheets and Vite's loader adds
  // more: each in CORS mode (crossorigin), else the browser fetches the file a second time.
  it.each(['/', '/login'])('downloads each script and stylesheet of %s exactly once', async (pagePath) => {
    const page = await newPage(story.browser, { baseURL: story.server.url });
    const errors = collectErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.(js|css)$/.test(pathname)) requested.push(pathname);
    });
    const html = await page.goto(pagePath, { waitUntil: 'networkidle' });
    // The page's own stylesheets are among them: named in the Link header and in the HTML.
    const preloaded = (html?.headers().link ?? '').split(', ').filter((link) => link.includes('.css>'));
    expect(preloaded.length, html?.headers().link).toBeGreaterThan(0);
    for (const link of preloaded) expect(link).toMatch(/; rel=preload; as=style; crossorigin$/);
    const css = requested.filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(1);
    for (const link of preloaded) expect(css).toContain(link.slice(1, link.indexOf('>')));

    const twice = requested.filter((file, i) => requested.indexOf(file) !== i);
    expect(twice, `requested more than once: ${twice.join(', ')}`).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
