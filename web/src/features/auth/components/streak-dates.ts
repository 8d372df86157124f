// Calendar arithmetic for the streak calendar; every date is a local calendar day.
import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  isSameMonth,
  lightFormat,
  startOfDay,
  startOfMonth,
  startOfWeek,
  subDays,
} from 'date-fns';

/** 'YYYY-MM-DD', the form the server's streak dates use. */
export function dateKey(date: Date): string {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** The weeks of the month `date` lies in, Sunday first; days outside the month are null. */
export function monthWeeks(date: Date): (Date | null)[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(date), { weekStartsOn: 0 }),
    end: endOfWeek(endOfMonth(date), { weekStartsOn: 0 }),
  });
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    weeks.push(days.slice(i, i + 7).map((day) => (isSameMonth(day, date) ? day : null)));
  }
  return weeks;
}

/** Consecutive days with a login that end today, or yesterday when today has none yet. */
export function currentStreak(dates: ReadonlySet<string>, today: Date): number {
  let cursor = startOfDay(today);
  if (!dates.has(dateKey(cursor))) cursor = subDays(cursor, 1);
  let count = 0;
  while (dates.has(dateKey(cursor))) {
    count += 1;
    cursor = subDays(cursor, 1);
  }
  return count;
}
