import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../lib/paths';

/** The folder of the bundled demo lessons and their images. */
export const lessonsRoot = () => path.join(serverRoot(), 'static', 'lessons');

/**
 * Static, script-free pages may run nothing and load only their own stylesheet and images. They
 * may be framed from anywhere (the viewer runs on another origin under `npm run dev`), which is
 * harmless for pages that hold no data and take no input.
 */
const LESSON_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; frame-ancestors *";

/**
 * Serves the demo course content at /lessons/ so the seeded courses play without internet.
 * Encapsulated: the web app registers @fastify/static too.
 */
export async function lessonsPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', LESSON_CSP);
    reply.removeHeader('x-frame-options');
  });
  await app.register(fastifyStatic, {
    root: lessonsRoot(),
    prefix: '/lessons/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
}
