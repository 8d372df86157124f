// Writes dist/.vite/route-preloads.json: for the pages a visit most often starts on, the lazy chunks
// and stylesheets that page needs beyond the entry. The server sends them as a `Link` header with the
// HTML (server/src/plugins/web-app.ts), so the browser fetches them beside the entry instead of one
// round trip after it has run (on a slow phone network that is most of a second).
//
// Usage: node scripts/route-preloads.mjs [--dist <dir>]
// Exit codes: 0 written, 1 a module of the table is not in the build, 2 unreadable build.
import fs from 'node:fs';
import path from 'node:path';
import { closure, readManifest } from './build-manifest.mjs';

/**
 * Where a visit starts -> the route module the app's router (src/app/router.tsx) loads for it: the
 * public pages and login.
 * `exact` matches the path alone; otherwise the path and everything under it.
 * `queries`: the router loads the query layer beside the page (lazyPage's `queries`, on unless off).
 * `prerender`: the build writes the page's HTML (scripts/prerender.mjs), which the server sends.
 */
export const ROUTES = [
  {
    path: '/',
    exact: true,
    module: 'src/features/site/pages/landing-page.tsx',
    queries: false,
    prerender: true,
  },
  {
    path: '/login',
    exact: true,
    module: 'src/features/auth/pages/login-page.tsx',
    queries: true,
    prerender: true,
  },
  {
    path: '/about',
    exact: true,
    module: 'src/features/about/pages/about-page.tsx',
    queries: false,
    prerender: true,
  },
  {
    path: '/faqs',
    exact: true,
    module: 'src/features/faq/pages/faq-page.tsx',
    queries: true,
    prerender: true,
  },
  {
    path: '/events',
    exact: true,
    module: 'src/features/events/pages/events-page.tsx',
    queries: true,
    prerender: true,
  },
  {
    path: '/event',
    exact: false,
    module: 'src/features/events/pages/event-registration-page.tsx',
    queries: true,
    prerender: false,
  },
  {
    path: '/blogs',
    exact: true,
    module: 'src/features/blogs/pages/blog-page.tsx',
    queries: true,
    prerender: true,
  },
  {
    path: '/waitlist',
    exact: true,
    module: 'src/features/waitlist/pages/waitlist-page.tsx',
    queries: true,
    prerender: true,
  },
];
// The dashboards are left out on purpose: the page cannot know who is asking (the token is in the
// browser's storage), and an area's code is fetched only once its guard has let the user in.
const ENTRY = 'index.html';
/** TanStack Query and the app's client (src/app/query-layer.tsx), loaded beside a page that asks the API. */
export const QUERY_LAYER = 'src/app/query-layer.tsx';

/**
 * What the page of `route` loads beyond the entry's HTML: its JavaScript files and stylesheets.
 * @param {import('./build-manifest.mjs').Manifest} manifest
 * @param {{module: string, queries: boolean}} route
 */
export function pageAssets(manifest, route) {
  const entry = closure(manifest, [ENTRY]);
  const { js, css } = closure(manifest, route.queries ? [route.module, QUERY_LAYER] : [route.module]);
  return {
    js: [...js.keys()].filter((file) => !entry.js.has(file)),
    css: [...css].filter((file) => !entry.css.has(file)),
  };
}

/**
 * The preload list of each route: its JavaScript as modulepreload and its CSS as style preloads,
 * leaving out what the entry's HTML loads. Both in CORS mode (`crossorigin`), as the page then asks
 * for them (Vite's module scripts and the stylesheets its loader adds): a preload in another mode
 * is not reused, and the file is downloaded twice.
 * @param {import('./build-manifest.mjs').Manifest} manifest
 */
export function routePreloads(manifest) {
  return ROUTES.map((route) => {
    const { js, css } = pageAssets(manifest, route);
    const links = [
      ...js.map((file) => `</${file}>; rel=modulepreload; crossorigin`),
      ...css.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ];
    return { path: route.path, exact: route.exact, links };
  });
}

function main() {
  const args = process.argv.slice(2);
  const distAt = args.indexOf('--dist');
  const dist = distAt >= 0 ? path.resolve(args[distAt + 1]) : path.join(import.meta.dirname, '..', 'dist');
  const manifest = readManifest(dist);
  if (manifest instanceof Error) {
    console.error(`route-preloads: ${manifest.message}`);
    process.exit(2);
  }
  let routes;
  try {
    routes = routePreloads(manifest);
  } catch (error) {
    console.error(`route-preloads: ${error.message}; update ROUTES in scripts/route-preloads.mjs`);
    process.exit(1);
  }
  fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ routes }, null, 2));
  const count = routes.reduce((sum, route) => sum + route.links.length, 0);
  console.log(`route-preloads: ${routes.length} routes, ${count} preloads`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
