import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The built web app loads only its own scripts; images, videos and course frames may come from
 * any https origin because course authors link them. Inline styles are allowed for the chart and
 * toast libraries; inline scripts are not. Session recordings play in YouTube's privacy-enhanced
 * player, named on its own so that it stays allowed should course frames be narrowed.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'frame-src': ["'self'", 'https:', 'https://www.youtube-nocookie.com'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * Helmet's headers with the policy above. Built once: @fastify/helmet builds Helmet's middleware
 * again on every request, which costs more than a cached request itself (docs/decisions/006).
 * HSTS stays off: TLS ends at the proxy in front (docs/deploy.md), which sets it for its domain.
 */
const siteHeaders = (directives: typeof CSP_DIRECTIVES) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
  });
const applySecurityHeaders = siteHeaders(CSP_DIRECTIVES);

/** Sets the headers on a raw answer; for the few answers no hook sees (see app.ts frameworkErrors). */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applySecurityHeaders(request, response, () => undefined);
}

/**
 * JSON answers are never rendered as a page: they get the strict set OWASP recommends for APIs
 * (nothing may load or frame them), which is also a third of the bytes on every small answer.
 */
const applyApiHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The headers a Helmet middleware sets, read once: setting them on each answer is one object merge. */
function headersOf(middleware: typeof applySecurityHeaders): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/** For the web app's pages and files (docs/decisions/006 has the measurements). */
export const SECURITY_HEADERS = headersOf(applySecurityHeaders);
/** For everything under /api. */
export const API_SECURITY_HEADERS = headersOf(applyApiHeaders);

/**
 * The 3D viewer's worker script (web/src/features/bim/viewer/model-worker.ts, built as
 * `/assets/model-worker-<hash>.js`) compiles web-ifc's WebAssembly. A dedicated worker runs under
 * the policy of its own script's answer, so that one answer alone allows WebAssembly
 * (`'wasm-unsafe-eval'`: WebAssembly only, never eval); every page keeps the policy above
 * (decision 031).
 */
export const MODEL_WORKER_PATH = /^\/assets\/model-worker-[\w-]+\.js(\?|$)/;
export const MODEL_WORKER_HEADERS = headersOf(
  siteHeaders({ ...CSP_DIRECTIVES, 'script-src': ["'self'", "'wasm-unsafe-eval'"] }),
);

function headersFor(url: string): Readonly<Record<string, string>> {
  if (url.startsWith('/api/')) return API_SECURITY_HEADERS;
  return MODEL_WORKER_PATH.test(url) ? MODEL_WORKER_HEADERS : SECURITY_HEADERS;
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
});
