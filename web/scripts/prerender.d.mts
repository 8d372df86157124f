// Types of prerender.mjs for its test.
export const PRERENDERED_DIR: string;
export function pageFile(pathname: string): string;
export function fillTemplate(
  template: string,
  page: { html: string; title: string | undefined; js: string[]; css: string[] },
): string;
