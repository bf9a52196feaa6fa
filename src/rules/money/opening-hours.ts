// Opening hours in Bangkok time, "HH:MM-HH:MM" (the end may be past midnight: "10:00-02:00"), for
// what only matters while the agent takes deposits (issue 42: a forwarding phone silent during
// opening hours). An empty text is open all day.
import { addDays, bangkokDay, bangkokMs } from '../bangkok-calendar.ts';

/** The setting's text: empty, or two Bangkok wall-clock times (24:00 may end a day). */
export const OPENING_HOURS = /^(?:(?:[01]\d|2[0-3]):[0-5]\d-(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00))?$/;

/** Open all day and night: the opening began before anything the platform keeps. */
const ALWAYS = 0;

/**
 * When the opening that holds `instant` began (epoch ms), or null while closed. Open all day (an
 * empty text, or the same time twice): ALWAYS, so a silence carries over midnight.
 */
export function openedAt(instant: number, hours: string): number | null {
  if (hours === '') return ALWAYS;
  const day = bangkokDay(instant);
  const [from, to] = hours.split('-') as [string, string];
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const start = minutesOf(from);
  const end = minutesOf(to) % (24 * 60);
  if (start === end) return ALWAYS;
  const now = Math.floor((instant - bangkokMs(day)) / 60_000);
  if (start < end) return now >= start && now < end ? bangkokMs(day, from) : null;
  // Past midnight: open from `from` today, or still open from yesterday's `from` until `to`.
  if (now >= start) return bangkokMs(day, from);
  return now < end ? bangkokMs(addDays(day, -1), from) : null;
}
