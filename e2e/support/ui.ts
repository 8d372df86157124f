import fs from 'node:fs';
import path from 'node:path';
import type { LoginResponse, Role } from '@atelier/contract/auth';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { stillFrame } from './a11y';
import { DESKTOP, PHONE, shot } from './browser';
import { screenshotsDir } from './paths';
import type { RunningServer } from './server';

/** The tab title the app gives a page (spec-1 §1). */
export const tabTitle = (pageTitle: string) => `${pageTitle} | Atelier | Learning Management System`;

/** Where each role lands after logging in (spec-1 §2). */
export const LANDING: Record<Role, { path: string; title: string }> = {
  student: { path: '/dashboard/student/explore', title: 'Explore' },
  smartLABS: { path: '/dashboard/smartLABS/network', title: 'Community' },
  admin: { path: '/dashboard/admin/waitlist-approval', title: 'Approve Waitlist' },
};

const ROLE_RADIO: Record<Role, string> = { student: 'Student', smartLABS: 'smartLABS', admin: 'Admin' };

/**
 * A fresh context as newPage makes one (desktop 1280×800 or phone 375×812), with further options
 * such as storageState or timezoneId, and a 10 s default timeout so a missing element fails fast.
 */
export async function newContext(
  browser: Browser,
  options: { phone?: boolean } & BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { phone = false, ...rest } = options;
  const context = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
    ...rest,
  });
  context.setDefaultTimeout(10_000);
  return context;
}

/** Resolves once the tab title is exactly `title`. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/** Resolves once the path (without query) is `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export interface LoginForm {
  role: Role;
  email: string;
  password: string;
  remember?: boolean;
}

/**
 * Resolves once React has hydrated the element `selector` finds (it then carries React's own
 * properties): on a prerendered page a click before that moment is lost.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Fills the login card as a user would; the page must show /login. */
export async function fillLogin(page: Page, form: LoginForm): Promise<void> {
  const radio = page
    .getByRole('group', { name: 'Login as' })
    .getByRole('radio', { name: ROLE_RADIO[form.role] });
  // The login page is prerendered: a click in the moment before its code has hydrated it is undone
  // (React takes the event and replays it once hydrated). Choose until the choice holds, as a
  // person would click again.
  for (let tries = 0; !(await radio.isChecked()); tries++) {
    if (tries === 50) throw new Error(`the ${form.role} role could not be chosen on the login page`);
    await radio.check().catch(() => page.waitForTimeout(100));
  }
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByRole('checkbox', { name: 'Remember Me' }).setChecked(form.remember ?? false);
}

/**
 * Submits the filled login card and resolves with the server's answer (status and body), so a
 * test can both assert a refusal and know the user and token of a success.
 */
export async function submitLogin(page: Page): Promise<{ status: number; body: LoginResponse }> {
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/auth/login') && res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
  return { status: response.status(), body: (await response.json()) as LoginResponse };
}

/**
 * Opens /login, signs in as the server's demo account for `role` (or with another password) and
 * waits for the role's landing page. Login is rate-limited to 10 a minute per account.
 */
export async function logIn(
  page: Page,
  server: RunningServer,
  role: Role,
  options: { password?: string; remember?: boolean } = {},
): Promise<LoginResponse> {
  await page.goto(`${server.url}/login`);
  await fillLogin(page, {
    role,
    email: server.accounts[role].email,
    password: options.password ?? server.accounts[role].password,
    remember: options.remember,
  });
  const { status, body } = await submitLogin(page);
  if (status !== 200) throw new Error(`Login as ${role} answered ${status}: ${JSON.stringify(body)}`);
  await waitForPath(page, LANDING[role].path);
  return body;
}

/** The 'Hello, {name}' greeting of the dashboard's top bar. */
export const greeting = (page: Page) => page.getByRole('banner').getByText(/^Hello,/);

/** The dashboard's sidebar navigation, e.g. sidebar(page, 'Student Dashboard'). */
export const sidebar = (page: Page, areaTitle: string) =>
  page.getByRole('complementary', { name: `${areaTitle} navigation` });

/** A toast with exactly this text (react-toastify renders it in a role="alert"). */
export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** The session keys the app keeps in localStorage and sessionStorage (spec-1 §9). */
export async function storedTokens(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: window.localStorage.getItem('token'),
    session: window.sessionStorage.getItem('token'),
  }));
}

/** The text body of an .eml file, quoted-printable decoded (nodemailer wraps long lines with '='). */
export function mailText(eml: string): string {
  const split = eml.indexOf('\n\n');
  const headers = eml.slice(0, split);
  const body = eml.slice(split + 2);
  if (!/^content-transfer-encoding:\s*quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The header value of an .eml file, e.g. mailHeader(eml, 'To'). */
export function mailHeader(eml: string, name: string): string | undefined {
  const headers = eml.slice(0, eml.indexOf('\n\n'));
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim();
}

/**
 * shot() once the page is still: running CSS transitions and animations (the sidebar's width, the
 * login card's flip, a toast sliding in) have ended, and the viewport has grown to the page's height.
 * Headless Chromium's full-page capture of a page taller than the viewport briefly matches narrower
 * media queries, which flips the dashboard into its phone layout mid-capture; a viewport that already
 * fits the page avoids that. `{ fullPage: false }` keeps what the user sees on the screen (a dialog
 * centred in the viewport, a menu over the page).
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  await settle(page);
  if (options.fullPage === false) {
    fs.mkdirSync(screenshotsDir, { recursive: true });
    const file = path.join(screenshotsDir, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
    await page.screenshot({ path: file });
    return file;
  }
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) return shot(page, name);
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await settle(page); // lazy images below the fold start loading now
    return await shot(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Waits (2 s at most) for running CSS transitions and animations to end and for images to load. */
function settle(page: Page): Promise<void> {
  return stillFrame(page, { images: true });
}
