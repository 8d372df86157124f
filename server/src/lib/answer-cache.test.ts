import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('builds once, serves JSON, gzip and an ETag, and rebuilds after invalidation or max age', async () => {
    let clock = 0;
    let builds = 0;
    const cache = new AnswerCache(async () => ({ n: ++builds }), { maxAgeMs: 1000, now: () => clock });
    const first = await cache.get();
    expect(first.json).toBe('{"n":1}');
    expect(gunzipSync(first.gzipped).toString()).toBe('{"n":1}');
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect((await cache.get()).json).toBe('{"n":1}');
    cache.invalidate();
    const second = await cache.get();
    expect(second.json).toBe('{"n":2}');
    expect(second.etag).not.toBe(first.etag);
    clock += 1001;
    expect((await cache.get()).json).toBe('{"n":3}');
  });

  it('hands a built, fresh answer over without a promise, and nothing otherwise', async () => {
    let clock = 0;
    let builds = 0;
    const cache = new AnswerCache(async () => ({ n: ++builds }), { maxAgeMs: 1000, now: () => clock });
    expect(cache.peek()).toBeUndefined();
    const pending = cache.get();
    expect(cache.peek()).toBeUndefined();
    const built = await pending;
    expect(cache.peek()).toBe(built);
    cache.invalidate();
    expect(cache.peek()).toBeUndefined();
    const rebuilt = await cache.get();
    expect(cache.peek()).toBe(rebuilt);
    clock += 1001;
    expect(cache.peek()).toBeUndefined();
    expect(builds).toBe(2);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const cache = new AnswerCache(
      async () => {
        if (fail) throw new Error('database down');
        return [];
      },
      { maxAgeMs: 60_000 },
    );
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect((await cache.get()).json).toBe('[]');
  });
});
