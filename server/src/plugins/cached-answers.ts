import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
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

/**
 * What a cached route's handler returns: nothing when the answer was in memory and is sent
 * already (no promise on the hot path), else the reply once the answer is built.
 */
export type CachedSend = Promise<FastifyReply> | undefined;

export interface CachedAnswerRoute {
  /** The route handler (not async: see CachedSend): ETag/304, precomputed gzip, caching headers. */
  send(request: FastifyRequest, reply: FastifyReply): CachedSend;
  invalidate(): void;
}

export interface KeyedAnswerOptions<Q> {
  topic: string;
  /** Builds the answer for one query (a page, a search) from the database. */
  build: (query: Q) => Promise<unknown>;
  /** What identifies a query: equal keys share one answer. */
  key: (query: Q) => string;
  /**
   * Whose answer this is (a user id): an announcement whose detail names scopes (comma-separated)
   * drops only their answers; one with no detail, or `*`, drops all.
   */
  scope?: (query: Q) => string;
  /** How many queries' answers are kept (least recently used go first). */
  maxEntries?: number;
  maxAgeMs?: number;
}

export interface KeyedAnswerRoute<Q> {
  send(request: FastifyRequest, reply: FastifyReply, query: Q): CachedSend;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A read-mostly answer, the same for every caller, kept in memory until its topic changes. */
    cachedAnswer(opts: CachedAnswerOptions): CachedAnswerRoute;
    /**
     * Answers that depend on the query (page, search) but not on the caller, e.g. an admin list
     * polled every two seconds: each kept until its topic changes, so a poll is a 304 from memory.
     */
    cachedAnswers<Q>(opts: KeyedAnswerOptions<Q>): KeyedAnswerRoute<Q>;
  }
}

export const cachedAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('cachedAnswer', (opts: CachedAnswerOptions): CachedAnswerRoute => {
    const cache = new AnswerCache(opts.build, { maxAgeMs: opts.maxAgeMs ?? 60_000 });
    app.changes.on(opts.topic, () => cache.invalidate());
    return {
      send(request, reply) {
        const ready = cache.peek();
        if (ready) {
          sendCachedAnswer(request, reply, ready);
          return undefined;
        }
        return cache.get().then((answer) => sendCachedAnswer(request, reply, answer));
      },
      invalidate: () => cache.invalidate(),
    };
  });

  app.decorate('cachedAnswers', <Q>(opts: KeyedAnswerOptions<Q>): KeyedAnswerRoute<Q> => {
    const caches = new LRUCache<string, AnswerCache>({ max: opts.maxEntries ?? 200 });
    const scopeOf = opts.scope;
    app.changes.on(opts.topic, (detail) => {
      if (!scopeOf || detail === '' || detail === '*') return caches.clear();
      const scopes = new Set(detail.split(','));
      for (const key of [...caches.keys()]) {
        if (scopes.has(key.slice(0, key.indexOf('\u0000')))) caches.delete(key);
      }
    });
    return {
      send(request, reply, query) {
        const key = scopeOf ? `${scopeOf(query)}\u0000${opts.key(query)}` : opts.key(query);
        let cache = caches.get(key);
        if (!cache) {
          cache = new AnswerCache(() => opts.build(query), { maxAgeMs: opts.maxAgeMs ?? 60_000 });
          caches.set(key, cache);
        }
        const ready = cache.peek();
        if (ready) {
          sendCachedAnswer(request, reply, ready);
          return undefined;
        }
        return cache.get().then((answer) => sendCachedAnswer(request, reply, answer));
      },
    };
  });
});
