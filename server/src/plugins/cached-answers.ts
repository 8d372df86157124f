import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../lib/answer-cache';
import { sendCachedAnswer } from '../lib/conditional-get';

export interface CachedAnswerOptions {
  /** The change topic (see plugins/changes.ts) whose announcement, from any process, drops the answer. */
  topic: string;
  /** Builds the answer from the database; parse it with its response schema here. */
  build: () => Promise<unknown>;
  /** The longest an answer is kept should an announcement be lost (default one minute). */
  maxAgeMs?: number;
}

export interface CachedAnswerRoute {
  /** The route handler: ETag/304, precomputed gzip, caching headers. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A read-mostly answer, the same for every caller, kept in memory until its topic changes. */
    cachedAnswer(opts: CachedAnswerOptions): CachedAnswerRoute;
  }
}

export const cachedAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('cachedAnswer', (opts: CachedAnswerOptions): CachedAnswerRoute => {
    const cache = new AnswerCache(opts.build, { maxAgeMs: opts.maxAgeMs ?? 60_000 });
    app.changes.on(opts.topic, () => cache.invalidate());
    return {
      send: async (request, reply) => sendCachedAnswer(request, reply, await cache.get()),
      invalidate: () => cache.invalidate(),
    };
  });
});
