import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { screenshotsDir } from './paths';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The network is closed: Chromium must not try to reach Google for updates, sync or QUIC probes.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium, headless; playwright-core never downloads a browser of its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. Install it (Debian: apt-get install -y chromium; ` +
        '.ci/run does) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/** A page in a fresh context (own cookies and storage): desktop 1280×800 or phone 375×812. */
export async function newPage(
  browser: Browser,
  options: { phone?: boolean; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.phone ? PHONE : DESKTOP,
    deviceScaleFactor: options.phone ? 2 : 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    baseURL: options.baseURL,
  });
  const page = await context.newPage();
  // Closing the page ends its context too, so tests need not track contexts.
  page.once('close', () => void context.close().catch(() => undefined));
  return page;
}

/**
 * Collects what a user's console would show as errors: console.error messages (CSP violations
 * among them), uncaught exceptions and failed page loads. Read the array after the actions.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    errors.push(`console: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A navigation away aborts pending requests; that is not an error a user sees.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') {
      errors.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
    }
  });
  return errors;
}

/** Saves a full-page screenshot to e2e/screenshots/<name>.png and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
