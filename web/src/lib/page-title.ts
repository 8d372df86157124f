import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

export function formatPageTitle(title: string, productName: string): string {
  return `${title} | ${productName} | Learning Management System`;
}

// The prerender (src/prerender.tsx) runs no effects: it reads the page's title from here.
let prerenderedTitle: string | undefined;

/** Sets the tab title to '{page title} | {product name} | Learning Management System'. */
export function usePageTitle(title: string): void {
  const { productName } = useSiteConfig();
  const formatted = formatPageTitle(title, productName);
  // The first caller wins, as in the browser, where the outermost page's effect runs last.
  if (typeof document === 'undefined') prerenderedTitle ??= formatted;
  useEffect(() => {
    document.title = formatted;
  }, [formatted]);
}

/** The title the last prerendered page set, and forgets it for the next page. */
export function takePrerenderedTitle(): string | undefined {
  const title = prerenderedTitle;
  prerenderedTitle = undefined;
  return title;
}
