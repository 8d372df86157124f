import { DOCS_API } from '@atelier/contract/docs';
import { admins } from '@atelier/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve';
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

  const page = {
    access: 'public',
    accessNote: 'public (a page with no data; it loads the document below)',
  } as const;
  serve(app, DOCS_API.page, page, (_request, reply) =>
    reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(DOCS_HTML),
  );
  serve(app, DOCS_API.script, { access: 'public' }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_JS),
  );
  serve(app, DOCS_API.style, { access: 'public' }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(DOCS_CSS),
  );
  serve(app, DOCS_API.document, { access: documentAccess }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
};
