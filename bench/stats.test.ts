import { describe, expect, it } from 'vitest';
import { medianInterval, quantile, spread } from './stats';

describe('quantile', () => {
  it('interpolates between the two samples around the point', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([0, 10], 0.75)).toBe(7.5);
  });

  it('gives the extremes at 0 and 1 and the only sample of one', () => {
    expect(quantile([3, 5, 9], 0)).toBe(3);
    expect(quantile([3, 5, 9], 1)).toBe(9);
    expect(quantile([7], 0.3)).toBe(7);
  });

  it('refuses no samples and points outside 0…1', () => {
    expect(() => quantile([], 0.5)).toThrow('no samples');
    expect(() => quantile([1], 1.5)).toThrow('outside');
  });
});

describe('spread', () => {
  it('sorts the samples itself and reports median, quartiles and extremes', () => {
    expect(spread([0.7, 0.5, 0.9, 0.6, 0.8])).toEqual({
      median: 0.7,
      q1: 0.6,
      q3: 0.8,
      min: 0.5,
      max: 0.9,
      n: 5,
    });
  });

  it('is not moved by one wild round, as a mean would be', () => {
    const steady = spread([0.64, 0.65, 0.66, 0.65, 0.64]);
    const withOutlier = spread([0.64, 0.65, 0.66, 0.65, 0.2]);
    expect(withOutlier.median).toBe(steady.median);
    expect(withOutlier.min).toBe(0.2);
  });

  it('leaves out rounds that measured nothing (a ratio over zero requests)', () => {
    expect(spread([0.5, Number.NaN, Number.POSITIVE_INFINITY, 0.7])).toMatchObject({ median: 0.6, n: 2 });
    expect(() => spread([Number.NaN])).toThrow('no finite samples');
  });
});

describe('medianInterval', () => {
  it('is 1.58 interquartile ranges over √n either side of the median', () => {
    const nine = spread([0.5, 0.55, 0.6, 0.6, 0.62, 0.65, 0.7, 0.7, 0.9]);
    expect(nine).toMatchObject({ median: 0.62, q1: 0.6, q3: 0.7 });
    const { low, high } = medianInterval(nine);
    expect(low).toBeCloseTo(0.62 - (1.58 * 0.1) / 3);
    expect(high).toBeCloseTo(0.62 + (1.58 * 0.1) / 3);
  });

  it('narrows as rounds are added and closes on samples that agree', () => {
    const width = (s: ReturnType<typeof spread>) => medianInterval(s).high - medianInterval(s).low;
    const few = spread([0.5, 0.6, 0.7, 0.6]);
    const many = spread([0.5, 0.6, 0.7, 0.6, 0.5, 0.6, 0.7, 0.6, 0.5, 0.6, 0.7, 0.6, 0.5, 0.6, 0.7, 0.6]);
    expect(width(many)).toBeCloseTo(width(few) / 2);
    expect(medianInterval(spread([0.6, 0.6, 0.6]))).toEqual({ low: 0.6, high: 0.6 });
  });
});
