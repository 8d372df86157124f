import type { ScheduleEntry } from '@atelier/contract/schedule';
import { formatDayMonth, formatLongDay, formatMonthAbbreviation, formatWeekday } from '../../../lib/dates';

/** Calendar days carry no zone: each is read and written as that day in UTC. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

export interface MonthGroup {
  /** `YYYY-MM`. */
  key: string;
  /** 'July 2025'. */
  label: string;
  entries: ScheduleEntry[];
}

/** The entries by the month they start in, in the order given (the server's: by day and time). */
export function groupByMonth(entries: readonly ScheduleEntry[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = groups.find((g) => g.key === key);
      if (!group) {
        group = { key, label: formatDayMonth(entry.date), entries: [] };
        groups.push(group);
      }
    }
    group.entries.push(entry);
  }
  return groups;
}

const lastDayOf = (entry: Pick<ScheduleEntry, 'date' | 'endDate'>) =>
  entry.endDate && entry.endDate !== entry.date ? entry.endDate : null;

/** The date block of a card: 'Sat' over '5' over 'Jul'; a range 'Thu–Sun' over '28–31' over 'Aug'. */
export function dateBlock(entry: Pick<ScheduleEntry, 'date' | 'endDate'>): {
  weekday: string;
  days: string;
  month: string;
} {
  const start = dayOf(entry.date);
  const last = lastDayOf(entry);
  if (!last) {
    return {
      weekday: formatWeekday(entry.date),
      days: String(start.getUTCDate()),
      month: formatMonthAbbreviation(entry.date),
    };
  }
  const end = dayOf(last);
  const sameMonth =
    start.getUTCMonth() === end.getUTCMonth() && start.getUTCFullYear() === end.getUTCFullYear();
  return {
    weekday: `${formatWeekday(entry.date)}–${formatWeekday(last)}`,
    days: `${start.getUTCDate()}–${end.getUTCDate()}`,
    month: sameMonth
      ? formatMonthAbbreviation(entry.date)
      : `${formatMonthAbbreviation(entry.date)}–${formatMonthAbbreviation(last)}`,
  };
}

/** The whole date in words, for screen readers and the admin table: 'Saturday 5 July 2025 – …'. */
export function dateInWords(entry: Pick<ScheduleEntry, 'date' | 'endDate'>): string {
  const last = lastDayOf(entry);
  const first = formatLongDay(entry.date);
  return last ? `${first} to ${formatLongDay(last)}` : first;
}

/** '18:30–20:00', '18:30', or null for an all-day entry. */
export function timeRange(entry: Pick<ScheduleEntry, 'startTime' | 'endTime'>): string | null {
  if (!entry.startTime) return null;
  return entry.endTime ? `${entry.startTime}–${entry.endTime}` : entry.startTime;
}

/** The feed's https address as a webcal:// link, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
