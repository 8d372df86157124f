import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page,
 * and resolves with how many presses it took. Throws after `max` presses, naming what had the focus:
 * the control cannot be reached by keyboard.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  const { max = 80, backwards = false } = options;
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}; ` +
      `the focus ended on ${await describeFocus(page)}`,
  );
}

/** Whether the (first) element of the locator is the focused one; false while it is not on the page. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target
    .first()
    .evaluate((el) => el === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

/** What has the focus, e.g. `button "Post Question"`, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself';
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`;
  });
}

/**
 * How the focused element shows its focus: its outline (style and width) or box-shadow, or null when it
 * shows none, which leaves a keyboard user not knowing where they are (WCAG 2.4.7).
 */
export async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (outline) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return null;
  });
}
