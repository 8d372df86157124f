import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatDayOfWeek,
  formatLongDate,
  formatLongDay,
  formatMonth,
  formatMonthAbbreviation,
  formatRelative,
  formatTime,
  formatWeekday,
} from './dates';

// A local instant: its words do not depend on the zone the tests run in.
const at = new Date(2025, 2, 4, 20, 15, 7);

describe('dates: one locale, day before month, a 24-hour clock', () => {
  it('writes an instant in the browser’s zone', () => {
    expect(formatDate(at)).toBe('4 Mar 2025');
    expect(formatLongDate(at)).toBe('4 March 2025');
    expect(formatDateTime(at)).toBe('4 Mar 2025, 20:15');
    expect(formatDateTime(at, { seconds: true })).toBe('4 Mar 2025, 20:15:07');
    expect(formatTime(at)).toBe('20:15');
    expect(formatTime(at, { seconds: true })).toBe('20:15:07');
    expect(formatMonth(at)).toBe('March 2025');
    expect(formatDate(at.toISOString())).toBe('4 Mar 2025');
  });

  it('writes a calendar day as that day, whatever the zone', () => {
    expect(formatDay('2025-07-19')).toBe('Sat, 19 Jul 2025');
    expect(formatLongDay('2025-07-05')).toMatch(/^Saturday,? 5 July 2025$/);
    expect(formatDayOfWeek('2025-07-19')).toBe('Sat 19 Jul');
    expect(formatDayMonth('2025-07-31')).toBe('July 2025');
    expect(formatWeekday('2025-07-19')).toBe('Sat');
    expect(formatWeekday('2025-07-19', 'narrow')).toBe('S');
    expect(formatMonthAbbreviation('2025-09-01')).toBe('Sep');
  });

  it('says how long ago', () => {
    const now = new Date('2025-03-04T12:00:00Z');
    expect(formatRelative('2025-03-04T09:00:00Z', now)).toBe('about 3 hours ago');
    expect(formatRelative(new Date('2025-03-06T12:00:00Z'), now)).toBe('in 2 days');
  });

  it('answers nothing for a value it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatRelative('soon')).toBe('');
    expect(formatDay('19 July')).toBe('');
    expect(formatDayMonth('2025-13-45')).toBe('');
  });
});
