import { COMMON_ERRORS } from '@atelier/contract/errors';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors';

interface RoutePreload {
  path: string;
  exact: boolean;
  links: string[];
}

/**
 * The build's preload table (web/scripts/route-preloads.mjs writes dist/.vite/route-preloads.json):
 * for the pages a visit starts on, the chunks the page needs beyond the entry. An absent or unreadable
 * table means no Link headers, never a failed start.
 */
export function readRoutePreloads(root: string): RoutePreload[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(root, '.vite', 'route-preloads.json'), 'utf8'));
  } catch {
    return [];
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [];
  return routes.filter(
    (route): route is RoutePreload =>
      typeof route?.path === 'string' &&
      typeof route.exact === 'boolean' &&
      Array.isArray(route.links) &&
      route.links.every((link: unknown) => typeof link === 'string' && !/[\r\n]/.test(link)),
  );
}

/** Each route with its Link header value, joined once at start rather than on every page. */
export function linkHeaders(routes: readonly RoutePreload[]): { route: RoutePreload; header: string }[] {
  return routes
    .filter((route) => route.links.length > 0)
    .map((route) => ({ route, header: route.links.join(', ') }));
}

/** The Link header for a page's path: its route's preloads, or undefined. */
export function linkHeaderFor(
  headers: readonly { route: RoutePreload; header: string }[],
  pathname: string,
): string | undefined {
  return headers.find(({ route: r }) =>
    r.exact ? pathname === r.path : pathname === r.path || pathname.startsWith(`${r.path}/`),
  )?.header;
}

/** Where the build writes the prerendered public pages (web/scripts/prerender.mjs). */
const PRERENDERED = 'prerendered';

/**
 * The prerendered pages of the build: each page's path -> its file under the root
 * (prerendered/index.html is /, prerendered/faqs.html is /faqs). None when the folder is absent.
 */
export function readPrerenderedPages(root: string): Map<string, string> {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(root, PRERENDERED));
  } catch {
    return new Map();
  }
  return new Map(
    names
      .filter((name) => /^[a-z0-9-]+\.html$/.test(name))
      .map((name) => [
        name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`,
        `${PRERENDERED}/${name}`,
      ]),
  );
}

/**
 * Serves the built web app. The public pages the build prerendered get their own HTML, with the
 * page's text in it; every other page that is not a file gets index.html (the app routes them);
 * unknown /api paths stay a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root && fs.existsSync(path.join(opts.root, 'index.html')) ? opts.root : undefined;
  const preloads = linkHeaders(root ? readRoutePreloads(root) : []);
  const prerendered = root ? readPrerenderedPages(root) : new Map<string, string>();
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The prerendered pages are sent for their paths only (below), never at a file's address.
      globIgnore: [`${PRERENDERED}/**`],
      // The build writes .br and .gz beside each text file (web/scripts/compress-assets.mjs);
      // the best one the client accepts is sent as it is.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('the web app is not built: serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      root !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!isPage)
      return reply.status(404).send(errorBody(request.url, 'Not found', COMMON_ERRORS.notFound.code));
    // Files with an extension that do not exist are real 404s, not app routes.
    const pathname = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // The page's own chunks, fetched beside the entry (RFC 8288 Link, rel=modulepreload / preload).
    const link = linkHeaderFor(preloads, pathname);
    if (link) reply.header('link', link);
    return reply.header('cache-control', 'no-cache').sendFile(prerendered.get(pathname) ?? 'index.html');
  });
});
