import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteAnalysisCourse } from '../support/courses';
import { box, rounded } from '../support/measure';
import { useStory } from '../support/story';
import { logIn, snap } from '../support/ui';

describe('a student reads a lesson in a full-width frame and full screen', () => {
  const story = useStory();
  let courseId = '';
  beforeAll(async () => {
    courseId = await createSiteAnalysisCourse(story.server);
  });

  it('defect 17: at 1280 px the lesson frame fills the width at 16:9 or taller, and goes full screen', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    const frame = page.getByTitle('Chapter: Reading the Site');
    await page.frameLocator('iframe').locator('h1').waitFor();

    // The width the page has for its content: <main> less its padding.
    const available = await page.getByRole('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const size = await box(frame);
    await snap(page, 'courses-viewer-frame-desktop');
    const note = `frame ${JSON.stringify(rounded(size))}, available width ${available}`;
    expect(size.width, note).toBeGreaterThanOrEqual(available - 4);
    // 16:9 is the frame's outer box; its 1 px border is inside it.
    expect(size.height, note).toBeGreaterThanOrEqual((size.width * 9) / 16 - 2);

    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    expect(
      await page.evaluate(() => document.fullscreenElement?.querySelector('iframe')?.title ?? null),
    ).toBe('Chapter: Reading the Site');
    const full = await box(frame);
    expect(rounded(full)).toMatchObject({ width: 1280, height: 800 });
    await page.evaluate(() => document.exitFullscreen());

    expect(errors).toEqual([]);
    await context.close();
  });

  it('defect 10: a lesson from the app’s own origin cannot read the app’s storage, and still looks right', async () => {
    const { context, page, errors } = await story.openPage();
    await logIn(page, story.server, 'student');
    await page.goto(`${story.server.url}/dashboard/student/courses/${courseId}`);
    const frame = page.getByTitle('Chapter: Reading the Site');
    expect(new URL((await frame.getAttribute('src'))!).origin).toBe(story.server.url);
    expect((await frame.getAttribute('sandbox'))?.split(' ')).not.toContain('allow-same-origin');

    await page.frameLocator('iframe').locator('h1').waitFor();
    const lesson = page.frame({ url: /\/lessons\/bim-what-is-bim\.html/ });
    expect(lesson).not.toBeNull();
    const reach = await lesson!.evaluate(() => {
      try {
        return `read ${window.parent.localStorage.getItem('token') ?? window.localStorage.getItem('token')}`;
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(reach).toBe('SecurityError');
    // Its own stylesheet still applies (the lesson's paper background).
    expect(await lesson!.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(251, 250, 247)',
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
