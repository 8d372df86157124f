import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The built web app loads only its own scripts; images, videos and course frames may come from
 * any https origin because course authors link them. Inline styles are allowed for the chart and
 * toast libraries; inline scripts are not.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'frame-src': ["'self'", 'https:'],
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
const applySecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'sameorigin' },
});

/** Sets the headers on a raw answer; for the few answers no hook sees (see app.ts frameworkErrors). */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applySecurityHeaders(request, response, () => undefined);
}

/**
 * The headers Helmet sets with the policy above, read once from Helmet itself: setting them on each
 * answer is then one object merge (docs/decisions/006 has the measurements).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  applySecurityHeaders({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
})();

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
});
