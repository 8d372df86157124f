import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { collectErrors, launchBrowser } from './browser';
import { startServer, type RunningServer, type StartOptions } from './server';
import { newContext } from './ui';
import { addUsers, type NewUser } from './users';

export interface StoryOptions {
  /** For startServer, e.g. { env: { INTERNATIONAL_SITE_URL } }. A story always starts on a new database. */
  server?: Omit<StartOptions, 'dataDir' | 'accounts' | 'port'>;
  /** Accounts beyond the three demo ones, added before any page opens (see addUsers). */
  users?: readonly NewUser[];
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** What the page's console showed as errors so far (see collectErrors): read it after the actions. */
  errors: string[];
}

export interface Story {
  /** The file's server; it starts in beforeAll, so read it inside hooks and tests. */
  readonly server: RunningServer;
  /** The file's browser, launched beside the server. */
  readonly browser: Browser;
  /** A page in a fresh context (see newContext: desktop, or { phone: true }), its console errors collected. */
  openPage(options?: { phone?: boolean } & BrowserContextOptions): Promise<OpenedPage>;
}

/**
 * One server (a new database) and one browser for the stories of a file: registers the beforeAll that
 * starts both and the afterAll that closes the browser (and every context in it) and stops the server.
 * Call it at the top of the describe block, before the file's own hooks, which then run after it.
 */
export function useStory(options: StoryOptions = {}): Story {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const [started, launched] = await Promise.all([
      startServer({ fromEmptyCopy: true, ...options.server }),
      launchBrowser(),
    ]);
    browser = launched;
    server = options.users ? await addUsers(started, options.users, options.server) : started;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const story: Story = {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async openPage(pageOptions = {}) {
      const context = await newContext(story.browser, pageOptions);
      const page = await context.newPage();
      return { context, page, errors: collectErrors(page) };
    },
  };
  return story;
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined)
    throw new Error(`story.${name} is not there: read it in a hook or test, after beforeAll`);
  return value;
}
