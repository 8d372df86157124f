/** A session's day, written for people: 'Sat, 19 Jul 2025'. Days carry no zone: read in UTC. */
const DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function sessionDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : DAY.format(day);
}
