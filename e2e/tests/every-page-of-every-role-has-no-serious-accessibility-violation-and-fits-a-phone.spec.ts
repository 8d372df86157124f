import type { Role } from '@atelier/contract/auth';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, pageReady, seriousViolations, stillFrame } from '../support/a11y';
import { DESKTOP, PHONE } from '../support/browser';
import { seedContent, type SeededContent } from '../support/content';
import { useStory } from '../support/story';
import { logIn } from '../support/ui';

/** Every route of the router (web/src/app/router.tsx and areas/*.tsx), with the seeded ids filled in. */
function publicPaths(seed: SeededContent): string[] {
  return [
    '/',
    '/about',
    '/faqs',
    '/events',
    '/event',
    `/event/${seed.eventId}`,
    '/blogs',
    '/waitlist',
    '/waitlist/refer',
    '/refer',
    '/login',
    '/reset-password/not-a-real-token',
    '/no-such-page',
  ];
}

function areaPaths(role: Role, seed: SeededContent): string[] {
  const paths: Record<Role, string[]> = {
    student: [
      'explore',
      'explore/attendence',
      'explore/feedue',
      'explore/performance',
      'courses/inprogress',
      'courses/saved',
      'courses/mycollection',
      'courses/learninghistory',
      `courses/${seed.courseId}`,
      'quizzes',
      `quiz/${seed.quizId}/start`,
      `quiz/${seed.quizId}/result`,
      'assignment',
    ],
    smartLABS: [
      'network',
      'assignment',
      `assignment/${seed.assignmentId}/start`,
      `assignment/${seed.assignmentId}/tasks`,
      `assignment/${seed.assignmentId}/task/1`,
      'schedule',
      'summaries',
      `summary/${seed.summaryId}`,
    ],
    admin: [
      'waitlist-approval',
      'course-creation',
      'course-management',
      'progress',
      'user-management',
      'audit-log',
      'sent-invites',
      'event-registration',
      'event-creation',
      'email-template',
      'mail-log',
      'blogs-creation',
      'faqs',
      'community',
      'quiz-builder',
      `quiz-builder/${seed.quizId}`,
      `quiz-results/${seed.quizId}`,
      'assignment-manager',
      `assignment-manager/${seed.assignmentId}`,
      `assignment-manager/${seed.assignmentId}/edit`,
      'summary/add',
      `summary/edit/${seed.summaryId}`,
      'schedule',
    ],
  };
  const base = role === 'smartLABS' ? '/dashboard/smartLABS' : `/dashboard/${role}`;
  return [...paths[role], 'profile', 'settings', 'no-such-page'].map((p) => `${base}/${p}`);
}

/**
 * Opens each path at 1280 px, waits for its main heading, runs axe (WCAG 2.1 A/AA) and measures the
 * width; then narrows the same page to 375 px and measures again. axe runs at 375 px too on the first
 * path, where the phone's own chrome (the menu button, the drawer) shows; the pages' content is the
 * same markup at both widths, so checking it twice would only double the run time.
 */
async function sweep(page: Page, origin: string, paths: readonly string[]) {
  const violations: string[] = [];
  const overflows: string[] = [];
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${origin}${path}`);
    await pageReady(page);
    violations.push(...(await seriousViolations(page, `${path} at 1280 px`)));
    const wide = await horizontalOverflow(page, `${path} at 1280 px`);
    if (wide) overflows.push(wide);

    // The same page on a phone: the layout answers to media queries, no reload needed.
    await page.setViewportSize(PHONE);
    await stillFrame(page);
    if (index === 0) violations.push(...(await seriousViolations(page, `${path} at 375 px`)));
    const narrow = await horizontalOverflow(page, `${path} at 375 px`);
    if (narrow) overflows.push(narrow);
  }
  return { violations, overflows };
}

describe('every page of every role has no serious accessibility violation and fits a phone', () => {
  const story = useStory();
  let seed: SeededContent;

  beforeAll(async () => {
    seed = await seedContent(story.server);
  });

  it('every public page: no serious or critical WCAG 2.1 AA violation, nothing wider than 375 or 1280 px', async () => {
    const { context, page, errors } = await story.openPage();
    const result = await sweep(page, story.server.url, publicPaths(seed));
    expect(result).toEqual({ violations: [], overflows: [] });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it.each(['student', 'smartLABS', 'admin'] as const)(
    'every page of the %s area: no serious or critical violation, nothing wider than the screen',
    async (role) => {
      const { context, page } = await story.openPage();
      await logIn(page, story.server, role, { remember: true });
      const result = await sweep(page, story.server.url, areaPaths(role, seed));
      expect(result).toEqual({ violations: [], overflows: [] });
      await context.close();
    },
    240_000,
  );
});
