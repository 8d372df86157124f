import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lazySecret } from '../db/secrets';
import { serverRoot } from '../lib/paths';
import { signPath, verifyPath } from '../lib/signed-links';

/** The folder of the bundled demo lessons and their images. */
export const lessonsRoot = () => path.join(serverRoot(), 'static', 'lessons');

/** How long a lesson link the course API hands out stays open. */
export const LESSON_LINK_TTL_MS = 4 * 60 * 60 * 1000;

const PREFIX = '/lessons/';

/** Stylesheets and images: they hold no course text, and a sandboxed lesson frame must load them. */
const PUBLIC_ASSET = /^\/lessons\/[a-z0-9][a-z0-9_/-]*(\.[a-z0-9_-]+)*\.(css|svg|png|jpe?g|webp|gif)$/;

/**
 * Whether anyone may load `pathname` (as requested, percent-encoded) without a signed link. The
 * file server decodes the path, so this reads it decoded too, and everything that is not plainly a
 * stylesheet or an image needs a signature: `%2Ehtml`, `.HTML`, `.html%00`, `%252E`, `..` and any
 * name yet to come are refused rather than listed (docs/decisions/008).
 */
export function isPublicAsset(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return PUBLIC_ASSET.test(decoded) && !decoded.includes('..') && !decoded.includes('//');
}

/**
 * Static, script-free pages may run nothing and load only their own stylesheet and images. They
 * may be framed from anywhere (the viewer runs on another origin under `npm run dev`), which is
 * harmless for pages that hold no data and take no input.
 */
const LESSON_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors *";

const EXPIRED_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Lesson link expired</title>' +
  '<p style="font-family:sans-serif">This lesson link has expired or is not valid. ' +
  'Reload the course page to open the lesson again.</p>';

export interface LessonLinks {
  /** Signs URLs: one with a signature that opens it for a few hours, when it is one of our lesson pages. */
  signer(): Promise<(url: string) => string>;
  /** The URL without a signature (what a course stores). */
  unsign(url: string): string;
  /** Whether the query's `exp` and `sig` open the lesson at `pathname` now. */
  verify(pathname: string, query: Record<string, unknown>): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lessonLinks: LessonLinks;
  }
}

/**
 * Lesson pages are course content: only someone who may open the course may read them. A frame
 * cannot send a bearer token, so the course API hands out signed, expiring links instead
 * (docs/decisions/008). Stylesheets and images stay public: they hold no course text.
 */
export const lessonLinksPlugin = fp(async (app: FastifyInstance) => {
  const key = lazySecret(app.db, 'lesson-links');
  const origin = new URL(app.config.publicUrl).origin;
  const lessonPage = (url: string): URL | undefined => {
    try {
      const parsed = new URL(url);
      const ours = parsed.origin === origin && parsed.pathname.startsWith(PREFIX);
      return ours && !isPublicAsset(parsed.pathname) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  const unsign = (url: string) => {
    const page = lessonPage(url);
    if (!page) return url;
    page.searchParams.delete('exp');
    page.searchParams.delete('sig');
    return page.toString();
  };
  app.decorate('lessonLinks', {
    async signer() {
      const current = await key();
      return (url) => {
        const page = lessonPage(unsign(url));
        if (!page) return url;
        return `${page.origin}${page.pathname}?${signPath(current, page.pathname, LESSON_LINK_TTL_MS)}`;
      };
    },
    unsign,
    verify: async (pathname, query) => verifyPath(await key(), pathname, query.exp, query.sig),
  } satisfies LessonLinks);
});

/**
 * Serves the demo course content at /lessons/ so the seeded courses play without internet.
 * Encapsulated: the web app registers @fastify/static too.
 */
export async function lessonsPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isPublicAsset(pathname)) return;
    if (!(await app.lessonLinks.verify(pathname, request.query as Record<string, unknown>))) {
      return reply.status(403).type('text/html; charset=utf-8').send(EXPIRED_PAGE);
    }
  });
  app.addHook('onSend', async (request, reply) => {
    // A lesson page is for the one who was given its link, not for shared caches.
    if (!isPublicAsset(request.url.split('?')[0] ?? ''))
      reply.header('cache-control', 'private, max-age=3600');
    reply.header('content-security-policy', LESSON_CSP);
    // The viewer frames lessons without allow-same-origin, so their stylesheet and images are
    // loaded from an opaque origin: same-origin resource policy would block them.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.removeHeader('x-frame-options');
  });
  await app.register(fastifyStatic, {
    root: lessonsRoot(),
    prefix: PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
}
