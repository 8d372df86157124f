import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCS_CSS, DOCS_HTML, DOCS_JS } from './docs-page';

/**
 * The page renders the document itself: it may load this origin's script and style and fetch the
 * document, nothing else (the rest of /api allows nothing at all, plugins/security.ts).
 */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cache-control': 'no-cache',
};

/**
 * GET /api/docs: the API reference, from the OpenAPI 3 document the routes' schemas make
 * (plugins/openapi.ts). The document is for admins only in production; elsewhere anyone may read
 * it. The page and its script are the same for everyone and hold no data: in production the script
 * fetches the document with the admin's session token (from the app's storage in this browser, or
 * pasted).
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentAccess = app.config.env === 'production' ? admins : 'public';

  app.get(
    '/docs',
    {
      config: { access: 'public', accessNote: 'public (a page with no data; it loads the document below)' },
      schema: { summary: 'The API reference, as a page', produces: ['text/html'] },
    },
    (_request, reply) => reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(DOCS_HTML),
  );
  app.get(
    '/docs/docs.js',
    { config: { access: 'public' }, schema: { summary: "The reference page's script" } },
    (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_JS),
  );
  app.get(
    '/docs/docs.css',
    { config: { access: 'public' }, schema: { summary: "The reference page's style" } },
    (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(DOCS_CSS),
  );
  app.get(
    '/docs/openapi.json',
    {
      config: { access: documentAccess },
      schema: { summary: 'This API as an OpenAPI 3 document (admins only in production)' },
    },
    (_request, reply) => reply.header('cache-control', 'no-store').send(app.swagger()),
  );
};
