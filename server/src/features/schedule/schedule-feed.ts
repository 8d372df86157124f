import {
  SCHEDULE_KIND_LABELS,
  SCHEDULE_TIME_ZONE,
  SCHEDULE_UTC_OFFSET_MINUTES,
} from '@atelier/contract/schedule';
import ical, { type ICalEventData } from 'ical-generator';
import type { StoredEntry } from './schedule.store';

/**
 * The school's zone as a VTIMEZONE block, so that calendar apps need no zone database of their own.
 * India has kept UTC+05:30 all year since 1945: one STANDARD rule says everything.
 */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SCHEDULE_TIME_ZONE}`,
  `X-LIC-LOCATION:${SCHEDULE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function parts(date: string, time = '00:00'): [number, number, number, number, number] {
  const d = date.split('-').map(Number);
  const [h, m] = time.split(':').map(Number);
  return [d[0]!, d[1]! - 1, d[2]!, h!, m!];
}

/** A day as an all-day value: ical-generator writes a Date's UTC day for DATE values. */
const dayOf = (date: string, plusDays = 0) => {
  const [y, mo, d] = parts(date);
  return new Date(Date.UTC(y, mo, d + plusDays));
};

/**
 * A school wall-clock time. With a time zone set, ical-generator writes a native Date's local
 * fields (the server's zone), so the Date is built from those fields. Should the server's own zone
 * skip that wall-clock time (a daylight-saving gap), the exact instant is written in UTC instead,
 * which Kolkata's fixed offset makes easy.
 */
function schoolTime(date: string, time: string): { local: Date | null; instant: Date } {
  const [y, mo, d, h, m] = parts(date, time);
  const local = new Date(y, mo, d, h, m);
  const exists = local.getDate() === d && local.getHours() === h && local.getMinutes() === m;
  const instant = new Date(Date.UTC(y, mo, d, h, m) - SCHEDULE_UTC_OFFSET_MINUTES * 60_000);
  return { local: exists ? local : null, instant };
}

/** What a calendar app shows under the event: the meeting details and the links. */
function descriptionOf(entry: StoredEntry): string {
  const lines = [SCHEDULE_KIND_LABELS[entry.kind].name];
  if (entry.tags.length > 0) lines.push(`Tags: ${entry.tags.join(', ')}`);
  if (entry.meetingDetails) lines.push('', entry.meetingDetails);
  if (entry.zoomLink) lines.push('', `Join: ${entry.zoomLink}`);
  if (entry.recLink) lines.push('', `Recording: ${entry.recLink}`);
  return lines.join('\n');
}

function eventOf(entry: StoredEntry, scheduleUrl: string): ICalEventData {
  const common: ICalEventData = {
    // The entry's id: an edited entry replaces itself in the subscriber's calendar.
    id: entry._id,
    summary: entry.kind === 'OS' || entry.kind === 'SS' ? `${entry.kind}: ${entry.title}` : entry.title,
    description: descriptionOf(entry),
    location: entry.location || null,
    url: entry.zoomLink || entry.recLink || scheduleUrl,
    categories: [{ name: SCHEDULE_KIND_LABELS[entry.kind].name }, ...entry.tags.map((name) => ({ name }))],
    stamp: entry.updatedAt,
    start: new Date(0),
  };
  if (entry.startTime === null) {
    // DTEND of an all-day event is the day after its last (RFC 5545 §3.6.1).
    return {
      ...common,
      allDay: true,
      start: dayOf(entry.date),
      end: dayOf(entry.endDate ?? entry.date, 1),
    };
  }
  const start = schoolTime(entry.date, entry.startTime);
  const lastDay = entry.endDate ?? entry.date;
  // A several-day entry without an end time ends on its last day at its start time.
  const endTime = entry.endTime ?? (lastDay !== entry.date ? entry.startTime : null);
  const end = endTime === null ? null : schoolTime(lastDay, endTime);
  if (start.local && (end === null || end.local))
    return { ...common, start: start.local, end: end?.local ?? null, timezone: SCHEDULE_TIME_ZONE };
  return { ...common, start: start.instant, end: end?.instant ?? null };
}

/** The semester as an iCalendar feed (RFC 5545) for calendar apps to subscribe to. */
export function scheduleCalendar(
  entries: StoredEntry[],
  opts: { productName: string; scheduleUrl: string },
): string {
  const calendar = ical({
    name: `${opts.productName} smartLABS schedule`,
    description: 'The smartLABS semester: sessions, study tours, exhibition, graduation and conference.',
    prodId: { company: opts.productName, product: 'smartLABS schedule', language: 'EN' },
    url: opts.scheduleUrl,
    // Calendar apps that honour it refresh the subscription every six hours.
    ttl: 6 * 60 * 60,
  });
  // No calendar-wide zone: ical-generator would write DTSTAMP in it, which must be UTC (RFC 5545 §3.8.7.2).
  // The generator still gives each zoned event's TZID its VTIMEZONE block.
  calendar.timezone({ name: null, generator: () => KOLKATA_VTIMEZONE });
  calendar.x('X-WR-TIMEZONE', SCHEDULE_TIME_ZONE);
  for (const entry of entries) calendar.createEvent(eventOf(entry, opts.scheduleUrl));
  return calendar.toString();
}
