import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CachedAnswer } from './conditional-get';

export type { CachedAnswer } from './conditional-get';

/** Builds the text, gzipped copy and ETag of a JSON answer once. */
export function prepareAnswer(value: unknown): CachedAnswer {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  return { json, gzipped: gzipSync(json), etag };
}

/**
 * One JSON answer built from the database on demand and kept until it is invalidated (by a write
 * in any process, see plugins/cached-answers.ts) or until `maxAgeMs` passes, whichever comes first.
 * The age limit bounds staleness should a change announcement be lost.
 */
export class AnswerCache {
  private current: { answer: Promise<CachedAnswer>; builtAt: number; ready?: CachedAnswer } | undefined;

  constructor(
    private readonly build: () => Promise<unknown>,
    private readonly opts: { maxAgeMs: number; now?: () => number },
  ) {}

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  get(): Promise<CachedAnswer> {
    const now = this.now();
    if (!this.current || now - this.current.builtAt > this.opts.maxAgeMs) {
      const answer = this.build().then(prepareAnswer);
      const entry: NonNullable<typeof this.current> = { answer, builtAt: now };
      this.current = entry;
      answer.then(
        (ready) => void (entry.ready = ready),
        // A failed build is not kept: the next request tries again.
        () => {
          if (this.current === entry) this.current = undefined;
        },
      );
    }
    return this.current.answer;
  }

  /**
   * The answer when it is built and still fresh, without a promise: a poll answered from memory
   * then takes no trip through the microtask queue (`get()` builds it otherwise).
   */
  peek(): CachedAnswer | undefined {
    const current = this.current;
    if (!current?.ready || this.now() - current.builtAt > this.opts.maxAgeMs) return undefined;
    return current.ready;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
