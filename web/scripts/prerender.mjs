// Prerenders the public pages: builds src/prerender.tsx for Node with Vite, renders each page of
// ROUTES marked `prerender` as a visitor who is not signed in sees it, and writes
// dist/prerendered/<page>.html: the built index.html with the page's markup in #root, its own
// <title>, and its stylesheets and chunks linked in the head (so the HTML paints styled, and the
// app finds its code at once when it hydrates). The server sends these for exactly those paths
// (server/src/plugins/web-app.ts). Offline and deterministic: the same sources give the same files.
//
// Usage: node scripts/prerender.mjs [--dist <dir>]
// Exit codes: 0 written, 1 a page failed to render, 2 unreadable build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readManifest } from './build-manifest.mjs';
import { pageAssets, ROUTES } from './route-preloads.mjs';

/** Where the prerendered pages go, inside dist. */
export const PRERENDERED_DIR = 'prerendered';

/** The file of a page's path: / -> index.html, /faqs -> faqs.html (one segment: the server reads them back). */
export function pageFile(pathname) {
  if (pathname === '/') return 'index.html';
  if (!/^\/[a-z0-9-]+$/.test(pathname))
    throw new Error(`cannot prerender ${pathname}: one path segment only`);
  return `${pathname.slice(1)}.html`;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The built index.html with a page in it. Throws when the template lacks what it fills.
 * @param {string} template
 * @param {{html: string, title: string | undefined, js: string[], css: string[]}} page
 */
export function fillTemplate(template, { html, title, js, css }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>') || !/<title>[^<]*<\/title>/.test(template))
    throw new Error('index.html has no empty <div id="root"></div>, </head> or <title>');
  const links = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let page = template.replace(root, () => `<div id="root" data-prerendered>${html}</div>`);
  if (title !== undefined)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return page.replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}

async function main() {
  const web = path.join(import.meta.dirname, '..');
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? path.resolve(args[distAt + 1]) : path.join(web, 'dist');
  const manifest = readManifest(dist);
  if (manifest instanceof Error) {
    console.error(`prerender: ${manifest.message}`);
    process.exit(2);
  }
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // React picks its production build from this, as the browser's bundle does.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  // Inside web/ so that Node finds the packages the bundle leaves outside.
  const outDir = path.join(web, 'node_modules', '.cache', 'atelier-prerender');
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  try {
    const { renderPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
    const out = path.join(dist, PRERENDERED_DIR);
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    for (const route of ROUTES.filter((r) => r.prerender)) {
      const { html, title } = await renderPage(route.path);
      const file = path.join(out, pageFile(route.path));
      fs.writeFileSync(file, fillTemplate(template, { html, title, ...pageAssets(manifest, route) }));
      console.log(
        `prerender: ${route.path} -> ${path.relative(dist, file)} (${html.length} bytes, "${title}")`,
      );
    }
  } catch (error) {
    console.error(`prerender: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exit(1);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
