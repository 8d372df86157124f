import { describe, expect, it } from 'vitest';
import { Batcher } from './batcher';

/** A writer that records each batch it was given and answers each item doubled. */
function recorder(opts: { failOn?: number; delayMs?: number } = {}) {
  const batches: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const write = async (items: number[]) => {
    batches.push(items);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, opts.delayMs ?? 1));
    inFlight--;
    if (opts.failOn !== undefined && items.includes(opts.failOn)) throw new Error(`bad item ${opts.failOn}`);
    return items.map((i) => i * 2);
  };
  return { write, batches, mostInFlight: () => mostInFlight };
}

describe('Batcher', () => {
  it('writes what arrives in one turn of the event loop as one batch, each caller getting its own result', async () => {
    const { write, batches } = recorder();
    const batcher = new Batcher(write);
    const results = await Promise.all([1, 2, 3, 4].map((i) => batcher.submit(i)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('gathers what arrives while a batch is being written into the next one', async () => {
    const { write, batches } = recorder({ delayMs: 20 });
    const batcher = new Batcher(write);
    const first = batcher.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = [2, 3, 4].map((i) => batcher.submit(i));
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never has more statements in flight than its concurrency, nor more items in one than its maximum', async () => {
    const { write, batches, mostInFlight } = recorder({ delayMs: 5 });
    const batcher = new Batcher(write, { concurrency: 2, maxBatch: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.submit(i)));
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(mostInFlight()).toBe(2);
    expect(Math.max(...batches.map((b) => b.length))).toBe(3);
    expect(batches.flat()).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });

  it('keeps two items of one key in separate batches, in the order they came', async () => {
    const { write, batches } = recorder();
    const batcher = new Batcher(write, { keyOf: (i: number) => String(i % 2) });
    const results = await Promise.all([1, 2, 3, 5, 4].map((i) => batcher.submit(i)));
    expect(results).toEqual([2, 4, 6, 10, 8]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the caller whose item broke the statement', async () => {
    const { write, batches } = recorder({ failOn: 3 });
    const batcher = new Batcher(write);
    const settled = await Promise.allSettled([1, 2, 3, 4].map((i) => batcher.submit(i)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 2 });
    expect((settled[2] as PromiseRejectedResult).reason).toEqual(new Error('bad item 3'));
    // The batch, then each item alone.
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('writes nothing twice when a writer answers the wrong number of results', async () => {
    const calls: number[][] = [];
    const batcher = new Batcher(async (items: number[]) => {
      calls.push(items);
      return items.slice(1);
    });
    const settled = await Promise.allSettled([1, 2].map((i) => batcher.submit(i)));
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(calls).toEqual([[1, 2]]);
  });
});
