// The Bangkok calendar, the one home of the date rules the platform and the browser share: days,
// weeks and months as Thailand counts them (Asia/Bangkok, UTC+7 all year: no daylight saving, so
// the arithmetic needs no time-zone data), and dates as a Thai reader writes them (Thai month
// names, Buddhist era). A day is YYYY-MM-DD; an instant is epoch ms.
//
// Each formatter is made on its first use and marked pure, so a page that imports one function
// carries only that one (the home page's JS stays small). Checking a day's text is the wire's:
// contract/date-text.ts.
import { DAY_MS } from '../contract/date-text.ts';

/** The Buddhist era runs 543 years ahead of the Christian one. */
export const BE_OFFSET = 543;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const TIME_ZONE = 'Asia/Bangkok';

/** The Bangkok calendar day holding `instant`. */
export function bangkokDay(instant: number): string {
  return new Date(instant + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The Bangkok day holding `instant` as a number: days since 1970-01-01 in Bangkok. How the
 * platform keys figures by day (report_days, member_stake_days); in SQL (created_at + 25200000) /
 * 86400000, integer division on both engines.
 */
export function bangkokDayNumber(instant: number): number {
  return Math.floor((instant + BANGKOK_OFFSET_MS) / DAY_MS);
}

/** The instant of a Bangkok wall-clock time (HH:MM) on a day; midnight, the day's start, by default. */
export function bangkokMs(day: string, time = '00:00'): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, hh, mm) - BANGKOK_OFFSET_MS;
}

/** The Bangkok midnight that starts the day holding `instant`. */
export function bangkokDayStart(instant: number): number {
  return Math.floor((instant + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
}

/** The next Bangkok midnight after `instant`: when a day's limits and quotas start again. */
export function nextBangkokMidnight(instant: number): number {
  return bangkokDayStart(instant) + DAY_MS;
}

/** The day `days` calendar days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day's weekday, 0 Sunday .. 6 Saturday (as the lottery schedules list them). */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The Monday that starts the week (Monday to Sunday) holding `day`. */
export function weekStart(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/** `months` calendar months after `instant`, at the same Bangkok wall time; the 31st becomes the month's last day. */
export function addBangkokMonths(instant: number, months: number): number {
  const wall = new Date(instant + BANGKOK_OFFSET_MS);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  return wall.getTime() - BANGKOK_OFFSET_MS;
}

/** Whole years from `birthDate` to `today` (both days): the age on that day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

// ---- Thai text -------------------------------------------------------------------------------

function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
}

const BUDDHIST = 'th-TH-u-ca-buddhist';
const longDate = /* @__PURE__ */ formatter(BUDDHIST, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = /* @__PURE__ */ formatter(BUDDHIST, { day: 'numeric', month: 'short', year: 'numeric' });
const shortDateTime = /* @__PURE__ */ formatter(BUDDHIST, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const longDateTime = /* @__PURE__ */ formatter(BUDDHIST, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dayMonth = /* @__PURE__ */ formatter('th-TH', { day: 'numeric', month: 'short' });
const monthYear = /* @__PURE__ */ formatter(BUDDHIST, { month: 'long', year: 'numeric' });
const clock = /* @__PURE__ */ formatter('th-TH', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const clockSeconds = /* @__PURE__ */ formatter('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const localeDateTime = /* @__PURE__ */ formatter('th-TH', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hour12: false,
});

const valid = (date: Date) => !Number.isNaN(date.getTime());
/** A day alone is that day in Bangkok; anything else is an instant. */
const dateOf = (value: string | Date) =>
  typeof value !== 'string' ? value : new Date(value.length === 10 ? `${value}T00:00:00+07:00` : value);

/** "2 ธันวาคม 2569": a day, or the Bangkok day of an instant. */
export function formatThaiDate(value: string | Date): string {
  const date = dateOf(value);
  return valid(date) ? longDate().format(date) : '-';
}

/** "2 ธ.ค. 2569 13:05": an instant, short. */
export function formatThaiDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return valid(date) ? shortDateTime().format(date) : '-';
}

/** "2 ธันวาคม 2569 เวลา 13:05 น.": an instant in a sentence (refusals, reminders). */
export function thaiDateTimeText(instant: number): string {
  const parts = longDateTime().formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} เวลา ${part('hour')}:${part('minute')} น.`;
}

/** A draw day short: "23 พ.ย. 2569". */
export function shortDrawDate(day: string): string {
  const date = new Date(`${day}T12:00:00+07:00`);
  return valid(date) ? shortDate().format(date) : '-';
}

/** A month (YYYY-MM) as "พฤศจิกายน 2569". */
export function formatThaiMonth(month: string): string {
  const date = new Date(`${month}-15T12:00:00+07:00`);
  return valid(date) ? monthYear().format(date) : '-';
}

/** A day without its year: "7 พ.ย." (a chart's axis, under a title that names the year). */
export function shortDayMonth(day: string): string {
  const date = new Date(`${day}T12:00:00+07:00`);
  return valid(date) ? dayMonth().format(date) : '-';
}

/** HH:MM in Bangkok, for "closes at" labels. */
export function bangkokClock(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? clock().format(date) : '--:--';
}

/** Day and time in Bangkok without the year: "23 พ.ย. 20:00". */
export function bangkokDayClock(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? `${dayMonth().format(date)} ${clock().format(date)}` : '-';
}

/** HH:mm:ss in Bangkok (a Yeekee shot's server time). */
export function bangkokClockSeconds(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? clockSeconds().format(date) : '--:--:--';
}

/** An instant for the operator's command lines: Thai locale, Bangkok, 24-hour. */
export function operatorTime(instant: number): string {
  return localeDateTime().format(new Date(instant));
}
