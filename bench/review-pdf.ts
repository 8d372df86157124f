// Design review (issue 27): a 20-page A1 drawing set opens on the admin's review page with its first
// page drawn in under 2 s in headless Chromium, beside a bare node:http page that only loads pdf.js
// and draws the same page of the same bytes at the same size; the review page fetches no PDF code
// while an image is shown; the task's review (its pins) answers 304 when unchanged.
// Time: performance.now() inside the page (from navigation start) when the canvas is marked drawn
// (pdf-page.tsx sets data-drawn once pdf.js has painted it; the baseline sets the same).
// Env: BENCH_REVIEW_ROUNDS (default 9): rounds of app and bare taking turns, each a cold load in a
// fresh browser context then a warm one in the same context.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer, type RunningServer } from '../e2e/support/server';
import { newContext } from '../e2e/support/ui';
import type { RecordedResponse } from './bare-server';
import { measureRatio, type RatioMeasure } from './ratios';
import { startPdfBaseline } from './review-bare';
import {
  recordPdf,
  REVIEW_SHEETS,
  reviewApi,
  reviewPage,
  submitDrawings,
  type Submitted,
} from './review-submission';
import { spread, type Spread } from './stats';

export const REVIEW_TARGET_MS = 2000;
const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_REVIEW_ROUNDS ?? 9)));
const LOAD_TIMEOUT_MS = 60_000;

export interface ReviewFigures {
  sheets: number;
  pdfBytes: number;
  /** Canvas size of the drawn page (device px), the same on both sides. */
  canvas: { width: number; height: number };
  cold: { app: Spread; bare: Spread; ratio: Spread };
  warm: { app: Spread; bare: Spread; ratio: Spread };
  rounds: { appCold: number; bareCold: number; appWarm: number; bareWarm: number }[];
  /** What the review page fetched on an image, and what came with the PDF once clicked. */
  lazyPdf: { noPdfCodeOnImage: boolean; scriptsOnImage: string[]; pdfCodeAfterClick: string[] };
  conditional: {
    first: number;
    second: number;
    /** The app's and bare's 304s under load, and one more conditional GET after it (304, not 429). */
    ratio: RatioMeasure | null;
    afterLoad: number | null;
  };
  pass: boolean;
}

type StartBare = (
  responses: RecordedResponse[],
) => Promise<{ url: string; child: { kill(): boolean; pid?: number } }>;

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
      return { ms: window.drawnAt!, width: canvas.width, height: canvas.height, ink };
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
async function coldAndWarm(browser: Browser, url: string, session?: { origin: string; token: string }) {
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
async function lazyPdf(browser: Browser, server: RunningServer, s: Submitted) {
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

/** The review twice, the second time with its ETag; then conditional GETs against the same 304 from bare. */
async function conditionalReview(server: RunningServer, s: Submitted, startBare: StartBare) {
  const path = reviewApi(s, 1);
  const auth = { authorization: `Bearer ${s.admin}` };
  const first = await fetch(server.url + path, { headers: auth });
  await first.arrayBuffer();
  const etag = first.headers.get('etag') ?? '';
  const second = await fetch(server.url + path, { headers: { ...auth, 'if-none-match': etag } });
  await second.arrayBuffer();
  if (second.status !== 304)
    return { first: first.status, second: second.status, ratio: null, afterLoad: null };
  const headers: Record<string, string> = {};
  second.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
  });
  const bare = await startBare([{ method: 'GET', path, status: 304, headers, bodyBase64: '' }]);
  try {
    const scenario = { method: 'GET' as const, path, expectStatus: 304 };
    const request = { headers: { ...auth, 'if-none-match': etag } };
    const ratio = await measureRatio(
      { url: server.url, pid: server.pid },
      { url: bare.url, pid: bare.child.pid },
      scenario,
      request,
    );
    const after = await fetch(server.url + path, request);
    await after.arrayBuffer();
    return { first: first.status, second: second.status, ratio, afterLoad: after.status };
  } finally {
    bare.child.kill();
  }
}

const ratios = (app: number[], bare: number[]) => spread(app.map((a, i) => a / bare[i]!));

/** The whole measure on its own server (the web app built and served), then stops it. */
export async function measureReview(startBare: StartBare): Promise<ReviewFigures> {
  const server = await startServer({ web: true });
  let browser: Browser | undefined;
  let baseline: Awaited<ReturnType<typeof startPdfBaseline>> | undefined;
  try {
    const s = await submitDrawings(server);
    const pdf = await recordPdf(server, s);
    baseline = await startPdfBaseline(pdf);
    browser = await launchBrowser();
    const session = { origin: server.url, token: s.admin };
    const appUrl = server.url + reviewPage(s, 1);
    // A round not counted: both servers and the browser warmed up, and the app's canvas size read.
    const first = await coldAndWarm(browser, appUrl, session);
    const bareUrl = `${baseline.url}/?width=${first.cold.width}`;
    await coldAndWarm(browser, bareUrl);
    const rounds: ReviewFigures['rounds'] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
      const got: Record<string, Awaited<ReturnType<typeof coldAndWarm>>> = {};
      for (const which of order) {
        got[which] =
          which === 'app' ? await coldAndWarm(browser, appUrl, session) : await coldAndWarm(browser, bareUrl);
      }
      const { app, bare } = got as Record<'app' | 'bare', Awaited<ReturnType<typeof coldAndWarm>>>;
      if (bare.cold.width !== app.cold.width) throw new Error('the baseline drew at another size');
      rounds.push({
        appCold: app.cold.ms,
        bareCold: bare.cold.ms,
        appWarm: app.warm.ms,
        bareWarm: bare.warm.ms,
      });
      process.stdout.write(`${i + 1}/${ROUNDS} `);
    }
    process.stdout.write('\n');
    const side = (key: keyof ReviewFigures['rounds'][number]) => rounds.map((r) => r[key]);
    const cold = {
      app: spread(side('appCold')),
      bare: spread(side('bareCold')),
      ratio: ratios(side('appCold'), side('bareCold')),
    };
    const warm = {
      app: spread(side('appWarm')),
      bare: spread(side('bareWarm')),
      ratio: ratios(side('appWarm'), side('bareWarm')),
    };
    const lazy = await lazyPdf(browser, server, s);
    const conditional = await conditionalReview(server, s, startBare);
    return {
      sheets: REVIEW_SHEETS,
      pdfBytes: s.pdf.length,
      canvas: { width: first.cold.width, height: first.cold.height },
      cold,
      warm,
      rounds,
      lazyPdf: lazy,
      conditional,
      pass:
        cold.app.median < REVIEW_TARGET_MS &&
        lazy.noPdfCodeOnImage &&
        lazy.pdfCodeAfterClick.length > 0 &&
        conditional.first === 200 &&
        conditional.second === 304 &&
        conditional.afterLoad === 304,
    };
  } finally {
    await browser?.close();
    await baseline?.close();
    await server.stop();
  }
}

const msRange = (s: Spread) => `${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
const times = (s: Spread) => `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;

export function printReview(r: ReviewFigures) {
  console.log(
    `\nDesign review (issue 27): ${r.sheets}-page A1 drawing set (${(r.pdfBytes / 1e6).toFixed(2)} MB), page 1 drawn ` +
      `on a ${r.canvas.width}×${r.canvas.height} canvas, headless Chromium, ${r.rounds.length} rounds, ` +
      `performance.now() from navigation start, median (min–max)`,
  );
  const rows = [
    ['cold (new context)', r.cold],
    ['warm (same context)', r.warm],
  ] as const;
  console.log('load                 review page          bare pdf.js page     app/bare');
  for (const [name, f] of rows) {
    console.log(
      `${name.padEnd(21)}${msRange(f.app).padEnd(21)}${msRange(f.bare).padEnd(21)}${times(f.ratio)}`,
    );
  }
  console.log(
    `first page drawn in under ${REVIEW_TARGET_MS / 1000} s (cold median): ${r.cold.app.median < REVIEW_TARGET_MS ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `no PDF code while an image is shown: ${r.lazyPdf.noPdfCodeOnImage ? 'yes' : 'NO'} ` +
      `(scripts fetched: ${r.lazyPdf.scriptsOnImage.map((u) => u.split('/').pop()).join(', ')})`,
  );
  console.log(
    `after a click on the PDF: ${r.lazyPdf.pdfCodeAfterClick.map((u) => u.split('/').pop()).join(', ') || 'nothing'}`,
  );
  const c = r.conditional;
  const ratio = c.ratio
    ? `; conditional GETs ${(c.ratio.ratio.median * 100).toFixed(1)} % of bare's req/s ` +
      `(rounds ${(c.ratio.ratio.min * 100).toFixed(1)}–${(c.ratio.ratio.max * 100).toFixed(1)} %, ` +
      `app ${c.ratio.app.rps.median.toFixed(0)} req/s, ${c.ratio.app.requests} requests, ${c.ratio.app.errors} errors; ` +
      `after the load ${c.afterLoad})`
    : '';
  console.log(`GET the task's review (pins): ${c.first}, then with If-None-Match ${c.second}${ratio}`);
}
