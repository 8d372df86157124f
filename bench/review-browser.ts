// The design-review bench in headless Chromium (issue 27): a page timed from navigation start to its
// canvas marked drawn (data-drawn, set by pdf-page.tsx in the app and by the bare page alike), and
// the requests the review page makes on an image and then on a PDF.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../e2e/support/server';
import { newContext } from '../e2e/support/ui';
import { reviewPage, type Submitted } from './review-submission';

const LOAD_TIMEOUT_MS = 60_000;

/** When the page asked for the review, for pdf.js and for the PDF (ms from navigation start). */
export interface Milestones {
  reviewAsked: number | null;
  pdfjsAsked: number | null;
  pdfAsked: number | null;
}

declare global {
  interface Window {
    drawnAt?: number;
  }
}

/** Notes performance.now() the moment any canvas is marked drawn, before a poll could see it. */
function watchDrawn() {
  new MutationObserver(() => {
    if (window.drawnAt === undefined && document.querySelector('canvas[data-drawn="true"]'))
      window.drawnAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
}

/** Opens `url` in a new tab of `context`: ms from navigation start to the drawn page, and the canvas. */
async function timeFirstPage(context: BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => window.drawnAt !== undefined, null, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 100,
    });
    return await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-drawn="true"]')!;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 160 && pixels[i + 2]! < 200) ink++;
      // Milestones from navigation start: where the time before the drawn page goes. (No named
      // function in here: tsx would wrap it in a helper the page does not have.)
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const paths: Record<keyof Milestones, RegExp> = {
        reviewAsked: /^\/api\/assignment\/review\//,
        pdfjsAsked: /\/pdf(-[\w-]+)?\.m?js$/,
        pdfAsked: /^\/api\/files\/|^\/sheets\.pdf$/,
      };
      const milestones = Object.fromEntries(
        Object.entries(paths).map(([key, path]) => [
          key,
          entries.find((e) => path.test(new URL(e.name).pathname))?.startTime ?? null,
        ]),
      ) as unknown as Milestones;
      return { ms: window.drawnAt!, width: canvas.width, height: canvas.height, ink, milestones };
    });
  } finally {
    await page.close();
  }
}

/** A fresh context (empty cache), signed in as the admin where the web app keeps its session. */
function freshContext(browser: Browser, session?: { origin: string; token: string }) {
  return newContext(browser, {
    storageState: session && {
      cookies: [],
      origins: [
        {
          origin: session.origin,
          localStorage: [
            { name: 'token', value: session.token },
            { name: 'role', value: 'admin' },
          ],
        },
      ],
    },
  });
}

/** A cold load in a fresh context (empty cache), then a warm one in the same context. */
export async function coldAndWarm(
  browser: Browser,
  url: string,
  session?: { origin: string; token: string },
) {
  const context = await freshContext(browser, session);
  await context.addInitScript(watchDrawn);
  try {
    const cold = await timeFirstPage(context, url);
    const warm = await timeFirstPage(context, url);
    if (cold.ink < 1000 || warm.ink < 1000)
      throw new Error(`${url}: the canvas is nearly blank (${cold.ink} and ${warm.ink} inked pixels)`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const isPdfCode = (url: string) => {
  const name = new URL(url).pathname.split('/').pop() ?? '';
  return /pdf/i.test(name) && /\.m?js$/.test(name);
};

/** Task 2's review opens on its image: no pdf.js yet; a click on the PDF's thumbnail brings it. */
export async function lazyPdf(browser: Browser, server: RunningServer, s: Submitted) {
  const context = await freshContext(browser, { origin: server.url, token: s.admin });
  const fetched: string[] = [];
  context.on('request', (request) => fetched.push(request.url()));
  try {
    const page: Page = await context.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(server.url + reviewPage(s, 2), { waitUntil: 'networkidle' });
    await page
      .getByRole('img', { name: /^Sheet 1 of 2/ })
      .first()
      .waitFor();
    const onImage = [...fetched, ...workers];
    const scriptsOnImage = onImage.filter((u) => /\.m?js$/.test(new URL(u).pathname));
    const pdfOnImage = onImage.filter(isPdfCode);
    await page.getByRole('button', { name: /^Sheet 2 of 2: sheets\.pdf/ }).click();
    await page.locator('canvas[data-drawn="true"]').waitFor({ timeout: LOAD_TIMEOUT_MS });
    const after = [...fetched, ...workers].slice(onImage.length).filter(isPdfCode);
    return {
      noPdfCodeOnImage: pdfOnImage.length === 0,
      scriptsOnImage: scriptsOnImage.map((u) => new URL(u).pathname),
      pdfCodeAfterClick: [...new Set(after.map((u) => new URL(u).pathname))],
    };
  } finally {
    await context.close();
  }
}
