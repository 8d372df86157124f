import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * Spread into the route's options: the answer arrives gzipped already, so @fastify/compress's
 * per-request hooks would only cost time (on the 304 poll, a tenth of it).
 */
export const CACHED_ROUTE = { compress: false } as const;

/** A JSON answer ready to send: its text, a gzipped copy made once, and its strong ETag. */
export interface CachedAnswer {
  json: string;
  gzipped: Buffer;
  etag: string;
}

/** An entity tag without its weakness mark: `If-None-Match` compares weakly (RFC 9110 §8.8.3.2). */
const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether the client's copy is current (`If-None-Match` lists, weak tags and `*`, per RFC 9110
 * §13.1.2). An origin server evaluates the condition whatever `Cache-Control` the request carries:
 * `no-cache` there speaks to caches on the way (Node's fetch sends it with every conditional
 * request), so it must not turn a 304 into a 200 (the `fresh` package treats it so).
 */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = opaque(etag);
  for (const tag of header.split(',')) if (opaque(tag.trim()) === ours) return true;
  return false;
}

/** The encodings the client accepts, best first, by their q-values (`gzip;q=0` refuses gzip). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['gzip', 'identity']) === 'gzip';
}

/**
 * Answers a GET that clients poll or cache: the validators and caching rules once (ETag, Vary,
 * `Cache-Control: no-cache` so every use revalidates, `private` too when the request carries
 * credentials, since the route may answer a signed-in caller differently), 304 when the client's
 * copy is current, else the precomputed gzip when accepted, else the JSON.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const cacheControl = request.headers.authorization === undefined ? 'no-cache' : 'private, no-cache';
  reply.header('etag', answer.etag).header('vary', 'accept-encoding').header('cache-control', cacheControl);
  if (isFresh(request, answer.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(answer.gzipped);
  return reply.send(answer.json);
}
