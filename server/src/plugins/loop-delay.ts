/** How often (ms) the event loop's delay is sampled. */
export const LOOP_SAMPLE_MS = 20;

/** Samples kept for the 99th percentile between two readings (80 s at 20 ms); max and mean count all. */
const KEPT = 4096;

export interface LoopDelayReading {
  /** Seconds; 0 when nothing was sampled since the last reading. */
  mean: number;
  p99: number;
  max: number;
  samples: number;
}

/**
 * The event loop's delay: a timer asks to run every `sampleMs`, and each time it runs, how late it
 * ran is a sample (an idle loop: about 0; a loop blocked for 60 ms: up to 60).
 *
 * Not node's `monitorEventLoopDelay`: its histogram records the time between the timer's runs, so an
 * idle loop reads as the sampling interval itself, and its `reset()` forgets when the timer last ran,
 * so the interval spanning a reading is never recorded — a block right before a scrape was lost.
 * Here a reading clears the statistics but not the time of the last run.
 */
export class LoopDelay {
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private count = 0;
  private sum = 0;
  private max = 0;
  private readonly kept = new Float64Array(KEPT);

  constructor(private readonly sampleMs: number = LOOP_SAMPLE_MS) {}

  start(): void {
    if (this.timer) return;
    this.last = performance.now();
    this.timer = setInterval(() => {
      const now = performance.now();
      this.record(now - this.last - this.sampleMs);
      this.last = now;
    }, this.sampleMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One sample: how many ms late the timer ran (early counts as on time). */
  record(lateMs: number): void {
    const late = Math.max(0, lateMs);
    this.kept[this.count % KEPT] = late;
    this.count += 1;
    this.sum += late;
    if (late > this.max) this.max = late;
  }

  /** The statistics since the previous reading, which starts a new one. */
  take(): LoopDelayReading {
    const samples = this.count;
    const recent = Array.from(this.kept.subarray(0, Math.min(samples, KEPT))).sort((a, b) => a - b);
    const p99 = recent.length ? recent[Math.min(recent.length - 1, Math.ceil(recent.length * 0.99) - 1)]! : 0;
    const reading = {
      mean: samples ? this.sum / samples / 1000 : 0,
      p99: p99 / 1000,
      max: this.max / 1000,
      samples,
    };
    this.count = 0;
    this.sum = 0;
    this.max = 0;
    return reading;
  }
}
