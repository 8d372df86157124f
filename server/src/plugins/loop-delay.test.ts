import { afterEach, describe, expect, it } from 'vitest';
import { LOOP_SAMPLE_MS, LoopDelay } from './loop-delay';

const block = (ms: number) => {
  const start = performance.now();
  while (performance.now() - start < ms);
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LoopDelay', () => {
  let delay: LoopDelay | undefined;
  afterEach(() => delay?.stop());

  it('counts a block right after a reading: the timer ran at least 80 ms late after a 100 ms block', async () => {
    delay = new LoopDelay();
    delay.start();
    await wait(3 * LOOP_SAMPLE_MS);
    delay.take();
    block(100);
    await wait(3 * LOOP_SAMPLE_MS);
    const reading = delay.take();
    // The timer was due at most LOOP_SAMPLE_MS into the block.
    expect(reading.max).toBeGreaterThanOrEqual(0.1 - LOOP_SAMPLE_MS / 1000);
    expect(reading.samples).toBeGreaterThanOrEqual(1);
  });

  it('reads late runs in seconds, early ones as on time, and starts afresh after each reading', () => {
    delay = new LoopDelay();
    expect(delay.take()).toEqual({ mean: 0, p99: 0, max: 0, samples: 0 });
    for (const late of [0, 2, -1.5, 4, 35]) delay.record(late);
    const first = delay.take();
    expect(first.samples).toBe(5);
    expect(first.max).toBeCloseTo(0.035, 9);
    expect(first.p99).toBeCloseTo(0.035, 9);
    expect(first.mean).toBeCloseTo((0 + 2 + 0 + 4 + 35) / 5 / 1000, 9);
    delay.record(1);
    expect(delay.take()).toEqual({ mean: 0.001, p99: 0.001, max: 0.001, samples: 1 });
  });

  it('takes the 99th percentile over the samples since the reading, the max over all of them', () => {
    delay = new LoopDelay();
    for (let i = 1; i <= 100; i += 1) delay.record(i);
    const reading = delay.take();
    expect(reading.p99).toBeCloseTo(0.099, 9);
    expect(reading.max).toBeCloseTo(0.1, 9);
    // More samples than are kept for the percentile (a long time unscraped): the max still counts the first.
    delay.record(500);
    for (let i = 0; i < 5000; i += 1) delay.record(1);
    const long = delay.take();
    expect(long.samples).toBe(5001);
    expect(long.max).toBeCloseTo(0.5, 9);
    expect(long.p99).toBeCloseTo(0.001, 9);
  });
});
