import type { ScheduleEntry } from '@atelier/contract/schedule';

/** Calendar days carry no zone: each is read and written as that day in UTC. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
// en-US: 'Sep', where en-GB writes 'Sept'.
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const FULL_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

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
        group = { key, label: MONTH.format(dayOf(entry.date)), entries: [] };
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
      weekday: WEEKDAY.format(start),
      days: String(start.getUTCDate()),
      month: SHORT_MONTH.format(start),
    };
  }
  const end = dayOf(last);
  const sameMonth =
    start.getUTCMonth() === end.getUTCMonth() && start.getUTCFullYear() === end.getUTCFullYear();
  return {
    weekday: `${WEEKDAY.format(start)}–${WEEKDAY.format(end)}`,
    days: `${start.getUTCDate()}–${end.getUTCDate()}`,
    month: sameMonth ? SHORT_MONTH.format(start) : `${SHORT_MONTH.format(start)}–${SHORT_MONTH.format(end)}`,
  };
}

/** The whole date in words, for screen readers and the admin table: 'Saturday 5 July 2025 – …'. */
export function dateInWords(entry: Pick<ScheduleEntry, 'date' | 'endDate'>): string {
  const last = lastDayOf(entry);
  const first = FULL_DAY.format(dayOf(entry.date));
  return last ? `${first} to ${FULL_DAY.format(dayOf(last))}` : first;
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
