/** Today's date as YYYY-MM-DD (UTC), the form the streak calendar matches on. */
export function isoDay(date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
