import type { Locator } from 'playwright-core';

/** An element's box in CSS pixels, relative to the viewport's top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box; fails when it has none (not rendered, or display: none). */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`No box for ${locator.toString()}: it is not rendered`);
  return found;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `inner` lies wholly inside `outer`, give or take half a pixel of rounding. */
export function contains(outer: Box, inner: Box, slack = 0.5): boolean {
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/** Rounded for failure messages and notes: { x, y, width, height } in whole pixels. */
export const rounded = ({ x, y, width, height }: Box): Box => ({
  x: Math.round(x),
  y: Math.round(y),
  width: Math.round(width),
  height: Math.round(height),
});

function channels(color: string): [number, number, number, number] {
  const parts = /rgba?\(([^)]+)\)/
    .exec(color)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => c / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two opaque rgb() colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour of an element and the colour it is drawn on: the background of the nearest
 * ancestor (or itself) that paints an opaque one, as the browser computes them.
 */
export async function textColours(locator: Locator): Promise<{ color: string; background: string }> {
  return locator.evaluate((element) => {
    const color = getComputedStyle(element).color;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      const alpha = /rgba\([^)]*[,/]\s*([\d.]+)\)/.exec(background)?.[1];
      if (alpha === undefined || Number(alpha) === 1) return { color, background };
      if (Number(alpha) > 0) throw new Error(`A translucent background (${background}) needs blending`);
    }
    return { color, background: 'rgb(255, 255, 255)' };
  });
}

/**
 * Whether a horizontally scrolling row shows a cue (a fade) at its start and its end, read from
 * the computed opacity of the ::before and ::after of the nearest [data-scroll-cues] around it.
 */
export async function scrollCues(
  scroller: Locator,
): Promise<{ overflows: boolean; start: boolean; end: boolean }> {
  return scroller.evaluate((element) => {
    const cues = element.closest('[data-scroll-cues]');
    const shown = (pseudo: '::before' | '::after') =>
      cues !== null &&
      getComputedStyle(cues, pseudo).content !== 'none' &&
      Number(getComputedStyle(cues, pseudo).opacity) > 0.5;
    return {
      overflows: element.scrollWidth > element.clientWidth,
      start: shown('::before'),
      end: shown('::after'),
    };
  });
}
