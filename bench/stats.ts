// Summaries of a few noisy samples (the bench's per-round figures): the median and how far they spread.

/** The middle half and the extremes of a sample. */
export interface Spread {
  median: number;
  /** First and third quartiles: half the samples lie between them. */
  q1: number;
  q3: number;
  min: number;
  max: number;
  /** How many samples it summarises. */
  n: number;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) of ascending `sorted`, interpolating linearly between the two samples
 * around it (Hyndman and Fan's type 7, what spreadsheets and NumPy compute by default).
 */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  if (q < 0 || q > 1) throw new Error(`quantile ${q} is outside 0…1`);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return lower + (upper - lower) * (at - below);
}

export function spread(samples: readonly number[]): Spread {
  const finite = samples.filter(Number.isFinite);
  if (finite.length === 0) throw new Error('no finite samples');
  const sorted = [...finite].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    n: sorted.length,
  };
}

/**
 * Roughly 95 % confidence interval of the median, `median ± 1.58 × IQR / √n` (the notch of a box
 * plot; McGill, Tukey and Larsen 1978): two medians whose intervals do not overlap differ.
 */
export function medianInterval(s: Spread): { low: number; high: number } {
  const half = (1.58 * (s.q3 - s.q1)) / Math.sqrt(s.n);
  return { low: s.median - half, high: s.median + half };
}
