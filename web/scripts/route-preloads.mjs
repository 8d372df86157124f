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
 */
export const ROUTES = [
  { path: '/', exact: true, module: 'src/features/site/pages/landing-page.tsx' },
  { path: '/login', exact: true, module: 'src/features/auth/pages/login-page.tsx' },
  { path: '/about', exact: true, module: 'src/features/about/pages/about-page.tsx' },
  { path: '/faqs', exact: true, module: 'src/features/faq/pages/faq-page.tsx' },
  { path: '/events', exact: true, module: 'src/features/events/pages/events-page.tsx' },
  { path: '/event', exact: false, module: 'src/features/events/pages/event-registration-page.tsx' },
  { path: '/blogs', exact: true, module: 'src/features/blogs/pages/blog-page.tsx' },
  { path: '/waitlist', exact: true, module: 'src/features/waitlist/pages/waitlist-page.tsx' },
];
// The dashboards are left out on purpose: the page cannot know who is asking (the token is in the
// browser's storage), and an area's code is fetched only once its guard has let the user in.
const ENTRY = 'index.html';

/**
 * The preload list of each route: its JavaScript as modulepreload (as Vite's own preloads are:
 * same-origin, CORS mode) and its CSS as style preloads, leaving out what the entry's HTML loads.
 * @param {import('./build-manifest.mjs').Manifest} manifest
 */
export function routePreloads(manifest) {
  const entry = closure(manifest, [ENTRY]);
  return ROUTES.map(({ path: routePath, exact, module }) => {
    const { js, css } = closure(manifest, [module]);
    const links = [
      ...[...js.keys()].filter((file) => !entry.js.has(file)).map((file) => `</${file}>; rel=modulepreload`),
      ...[...css].filter((file) => !entry.css.has(file)).map((file) => `</${file}>; rel=preload; as=style`),
    ];
    return { path: routePath, exact, links };
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
