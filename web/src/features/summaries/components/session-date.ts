import { formatDay } from '../../../lib/dates';

/** A session's day, written for people: 'Sat, 19 Jul 2025'; a day it cannot read, as it came. */
export function sessionDay(date: string): string {
  return formatDay(date) || date;
}
