import { within } from '@testing-library/react';

/**
 * Every step in the outline under `root` that goes down more than one level ('h1 “Create Course” →
 * h4 “Author 1”'), its headings taken in reading order; `above` is the level of the heading the
 * root itself sits under (0 for a page, 1 for a dialog over a page, whose title is an h2).
 */
export function headingJumps(root: HTMLElement, above = 0): string[] {
  const jumps: string[] = [];
  let previous = { level: above, name: above === 0 ? 'the start' : `h${above}` };
  for (const heading of within(root).queryAllByRole('heading')) {
    const level = Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
    const name = `h${level} “${heading.textContent?.trim() ?? ''}”`;
    if (level > previous.level + 1) jumps.push(`${previous.name} → ${name}`);
    previous = { level, name };
  }
  return jumps;
}
