// A day and a minute as the API sends them (YYYY-MM-DD, YYYY-MM-DDTHH:mm): the checks the request
// schemas refine with. The Bangkok calendar's arithmetic is rules/bangkok-calendar.ts.

/** A day in milliseconds (date ranges are checked in whole days). */
export const DAY_MS = 86_400_000;

/** True when `text` is YYYY-MM-DD and that day exists (no 2025-02-30): a day as the API sends it. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * True when `text` is a minute of the calendar as YYYY-MM-DDTHH:mm (what the back office schedules
 * by): a real day (isRealDate) and a time from 00:00 to 23:59. Date.parse would take 2026-02-30 as
 * 2 March and 24:00 as the next midnight.
 */
export function isRealMinute(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/.exec(text);
  return match !== null && isRealDate(match[1]!);
}
