/** Calendar arithmetic for the streak calendar; every date is a local calendar day. */

export interface MonthRef {
  year: number;
  /** 0 = January */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD', the form the server's streak dates use. */
export function dayKey(year: number, month: number, day: number): string {
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

export function dateKey(date: Date): string {
  return dayKey(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks({ year, month }: MonthRef): (number | null)[][] {
  const leading = new Date(year, month, 1).getDay();
  const days = new Date(year, month + 1, 0).getDate();
  const cells: (number | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Consecutive days with a login that end today, or yesterday when today has none yet. */
export function currentStreak(dates: ReadonlySet<string>, today: Date): number {
  const cursor = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (!dates.has(dateKey(cursor))) cursor.setDate(cursor.getDate() - 1);
  let count = 0;
  while (dates.has(dateKey(cursor))) {
    count += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return count;
}
