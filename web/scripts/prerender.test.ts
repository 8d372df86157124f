// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, pageFile } from './prerender.mjs';
import { ROUTES } from './route-preloads.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Learning Management System</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const realDist = path.join(import.meta.dirname, '..', 'dist');

describe('prerender', () => {
  it('names each page by its path', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/faqs')).toBe('faqs.html');
    expect(() => pageFile('/event/abc')).toThrow();
  });

  it('puts the page in #root, its title in <title>, and its stylesheets and chunks in the head', () => {
    const html = fillTemplate(TEMPLATE, {
      html: '<main><h1>Hello &amp; welcome</h1></main>',
      title: 'FAQs | A & B | Learning Management System',
      js: ['assets/faq-page.js'],
      css: ['assets/faq-page.css'],
    });
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Hello &amp; welcome</h1></main></div>');
    expect(html).toContain('<title>FAQs | A &amp; B | Learning Management System</title>');
    expect(html).not.toContain('<title>Learning Management System</title>');
    // Stylesheets before </head> (the HTML paints styled), in the mode the app later asks for them.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/faq-page.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-page.js">');
    expect(() => fillTemplate('<html></html>', { html: '', title: 'x', js: [], css: [] })).toThrow();
  });

  it('takes markup with $ patterns literally', () => {
    const html = fillTemplate(TEMPLATE, { html: "<p>$& $' $$</p>", title: "$'", js: [], css: [] });
    expect(html).toContain("<p>$& $' $$</p>");
    expect(html).toContain("<title>$'</title>");
  });

  it.skipIf(!fs.existsSync(path.join(realDist, 'prerendered')))(
    'the current build (web/dist) holds every page marked prerender, with its heading and title',
    () => {
      for (const route of ROUTES.filter((r) => r.prerender)) {
        const html = fs.readFileSync(path.join(realDist, 'prerendered', pageFile(route.path)), 'utf8');
        expect(html, route.path).toMatch(/<div id="root" data-prerendered>.*<h1[\s>]/s);
        expect(html, route.path).toMatch(/<title>[^<]+ \| [^<]+ \| Learning Management System<\/title>/);
      }
    },
  );
});
