const formats = new Map<string, Intl.DateTimeFormat>();
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

function formatFor(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = formats.get(timeZone);
  if (format) return format;
  if (!TIME_ZONE.test(timeZone) || formats.size >= 1000) return undefined;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return undefined;
  }
  formats.set(timeZone, format);
  return format;
}

/**
 * The date as YYYY-MM-DD, the form the streak calendar matches on: in the user's time zone when
 * the browser named a valid one, else in UTC.
 */
export function isoDay(date = new Date(), timeZone?: string): string {
  const format = timeZone ? formatFor(timeZone) : undefined;
  return format ? format.format(date) : date.toISOString().slice(0, 10);
}

const todays = new Map<string, { minute: number; day: string }>();

/**
 * Today as `isoDay` gives it, worked out at most once a minute per time zone: every zone's
 * midnight falls on a whole minute, so the answer is exact. Every signed-in request asks.
 */
export function today(timeZone?: string, now = Date.now()): string {
  const minute = Math.floor(now / 60_000);
  const key = timeZone ?? '';
  const known = todays.get(key);
  if (known?.minute === minute) return known.day;
  const day = isoDay(new Date(now), timeZone);
  if (todays.size >= 1000) todays.clear();
  todays.set(key, { minute, day });
  return day;
}
