import { formatDistance } from 'date-fns';

/**
 * One locale policy for every date and time the site writes: British English (day before month,
 * a 24-hour clock), never the browser's own locale. A prerendered page then reads the same at build
 * time and in the browser's first render, and every page writes a date alike.
 *
 * Two kinds of value: an instant (an ISO timestamp or a Date) is shown in the browser's time zone;
 * a calendar day (`'2025-07-19'`, no zone) is read and written in UTC, so it never moves a day.
 * Each function answers '' for a value it cannot read.
 */
export const DATE_LOCALE = 'en-GB';

type Options = Intl.DateTimeFormatOptions;
const inZone = (options: Options) => new Intl.DateTimeFormat(DATE_LOCALE, options);
const inUtc = (options: Options) => new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone: 'UTC' });

const DATE = inZone({ dateStyle: 'medium' });
const LONG_DATE = inZone({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = inZone({ dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = inZone({ dateStyle: 'medium', timeStyle: 'medium' });
const TIME = inZone({ timeStyle: 'short' });
const TIME_SECONDS = inZone({ timeStyle: 'medium' });
const MONTH = inZone({ month: 'long', year: 'numeric' });

const DAY = inUtc({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const LONG_DAY = inUtc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const DAY_OF_WEEK = inUtc({ weekday: 'short', day: 'numeric', month: 'short' });
const DAY_MONTH = inUtc({ month: 'long', year: 'numeric' });
const WEEKDAY = { short: inUtc({ weekday: 'short' }), narrow: inUtc({ weekday: 'narrow' }) };
// Three letters on a calendar block: en-GB writes 'Sept', en-US 'Sep'; the words are the same otherwise.
const MONTH_ABBREVIATION = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

function instant(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function calendarDay(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? date : undefined;
}

const writer =
  <T>(read: (value: T) => Date | undefined, format: Intl.DateTimeFormat) =>
  (value: T): string => {
    const date = read(value);
    return date ? format.format(date) : '';
  };

/** '4 Mar 2025'. */
export const formatDate = writer(instant, DATE);
/** '4 March 2025'. */
export const formatLongDate = writer(instant, LONG_DATE);
/** '4 Mar 2025, 20:15'; with seconds '4 Mar 2025, 20:15:07'. */
export const formatDateTime = (value: string | Date, { seconds = false } = {}) =>
  writer(instant, seconds ? DATE_TIME_SECONDS : DATE_TIME)(value);
/** '20:15'; with seconds '20:15:07'. */
export const formatTime = (value: string | Date, { seconds = false } = {}) =>
  writer(instant, seconds ? TIME_SECONDS : TIME)(value);
/** 'March 2025', the month of an instant. */
export const formatMonth = writer(instant, MONTH);

/** How long ago (or ahead) from `now`: '3 hours ago', 'in 2 days'. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = instant(value);
  return date ? formatDistance(date, now, { addSuffix: true }) : '';
}

/** A calendar day: 'Sat, 19 Jul 2025'. */
export const formatDay = writer(calendarDay, DAY);
/** A calendar day in full: 'Saturday 19 July 2025'. */
export const formatLongDay = writer(calendarDay, LONG_DAY);
/** A calendar day within a week or two: 'Sat 19 Jul'. */
export const formatDayOfWeek = writer(calendarDay, DAY_OF_WEEK);
/** The month of a calendar day: 'July 2025'. */
export const formatDayMonth = writer(calendarDay, DAY_MONTH);
/** The weekday of a calendar day: 'Sat', or narrow 'S'. */
export const formatWeekday = (day: string, width: 'short' | 'narrow' = 'short') =>
  writer(calendarDay, WEEKDAY[width])(day);
/** The month of a calendar day in three letters, as a calendar block prints it: 'Sep'. */
export const formatMonthAbbreviation = writer(calendarDay, MONTH_ABBREVIATION);
