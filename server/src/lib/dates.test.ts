import { describe, expect, it } from 'vitest';
import { isoDay, today } from './dates';

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

describe('today', () => {
  it('turns at midnight in the named zone, not a minute late, though it remembers the day', () => {
    // Midnight in Kolkata (UTC+5:30) is 18:30 UTC.
    const before = Date.parse('2026-03-01T18:29:59.999Z');
    expect(today('Asia/Kolkata', before - 30_000)).toBe('2026-03-01');
    expect(today('Asia/Kolkata', before)).toBe('2026-03-01');
    expect(today('Asia/Kolkata', before + 1)).toBe('2026-03-02');
    expect(today(undefined, before + 1)).toBe('2026-03-01');
    expect(today(undefined, Date.parse('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });

  it('keeps zones apart', () => {
    const now = Date.parse('2026-03-01T20:00:00Z');
    expect(today('Asia/Kolkata', now)).toBe('2026-03-02');
    expect(today('America/Los_Angeles', now)).toBe('2026-03-01');
    expect(today('Mars/Olympus', now)).toBe('2026-03-01');
  });
});
