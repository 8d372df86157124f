import { describe, expect, it } from 'vitest';
import { isoDay } from './dates';

describe('isoDay', () => {
  const lateUtc = new Date('2026-03-01T20:00:00Z');

  it('gives the UTC date without a time zone', () => {
    expect(isoDay(lateUtc)).toBe('2026-03-01');
  });

  it('gives the local date in a named time zone', () => {
    expect(isoDay(lateUtc, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(isoDay(new Date('2026-03-01T02:00:00Z'), 'America/Los_Angeles')).toBe('2026-02-28');
  });

  it('falls back to UTC for an unknown or malformed time zone', () => {
    for (const tz of ['Mars/Olympus', '../../etc', 'x'.repeat(500), '']) {
      expect(isoDay(lateUtc, tz)).toBe('2026-03-01');
    }
  });
});
