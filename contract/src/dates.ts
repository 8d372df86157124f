import { z } from 'zod';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real day written `YYYY-MM-DD` (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day of the calendar, `YYYY-MM-DD`, as an `<input type="date">` gives it. */
export const calendarDate = z
  .string()
  .trim()
  .max(20, 'must be a real date written YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real date written YYYY-MM-DD');
