import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules axe checks (best-practice rules are left out). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Resolves once the page shows its main heading and no loading spinner: what a user would call
 * "the page is there". Throws naming the path when no <h1> appears.
 */
export async function pageReady(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  await page
    .locator('h1')
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 })
    .catch(() => {
      throw new Error(`${path} shows no main heading (h1)`);
    });
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
        /Loading/.test(el.textContent ?? ''),
      ),
  );
  await stillFrame(page);
}

/**
 * Waits (2 s at most) until running transitions and animations (a card flipping in, a toast fading
 * in) have ended, so colours are measured as the user reads them, not half-faded; spinners that never
 * end and a toast's progress bar (it runs until the toast closes) are left running. With `images`,
 * also until the images in view have loaded (for a screenshot).
 */
export async function stillFrame(page: Page, { images = false }: { images?: boolean } = {}): Promise<void> {
  await page.evaluate(async (withImages) => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    const moving = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (target?.closest('.Toastify__progress-bar')) return false;
      return animation.effect?.getComputedTiming().endTime !== Infinity;
    });
    // A lazy image below the fold does not load until it is in view.
    const loading = withImages
      ? Array.from(document.images).filter(
          (img) =>
            !img.complete && (img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight),
        )
      : [];
    await Promise.race([
      Promise.all([
        ...moving.map((animation) => animation.finished.catch(() => undefined)),
        ...loading.map((img) => img.decode().catch(() => undefined)),
      ]),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  }, images);
}

/**
 * The serious and critical WCAG A/AA violations axe finds on the page, one line each (rule, where,
 * targets), measured on a still frame (a toast that just appeared is still fading in).
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await stillFrame(page);
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is axe's experimental rule, off unless named: on everywhere (issue 25).
    // options() replaces what withTags() set, so it comes first.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 6)
          .map((n) => `${n.target.join(' ')}${contrast(n.any[0]?.data)}`)
          .join(', ')}${v.nodes.length > 6 ? ` … ${v.nodes.length} in all` : ''}`,
    );
}

/** Whether the page scrolls sideways: its content is wider than the viewport. */
export async function horizontalOverflow(page: Page, where: string): Promise<string | null> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // Name the element that sticks out furthest, so a failure says where to look.
    let widest = '';
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right > right + 1 && getComputedStyle(el).position !== 'fixed') {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
        } (right edge ${Math.round(box.right)} px)`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, widest };
  });
  return scrollWidth <= innerWidth
    ? null
    : `${where}: ${scrollWidth} px wide in a ${innerWidth} px viewport${widest ? `; widest: ${widest}` : ''}`;
}

/** For a colour-contrast node: " [#777 on #fff, 4.1:1]", else nothing. */
function contrast(data: unknown): string {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
  return d?.fgColor ? ` [${d.fgColor} on ${d.bgColor ?? '?'}, ${d.contrastRatio ?? '?'}:1]` : '';
}
