// Bangkok calendar days and Thai dates for responsible play's answers and messages.
const BANGKOK_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Bangkok midnight that starts the day holding `instant`. */
export function bangkokDayStart(instant: number): number {
  return Math.floor((instant + BANGKOK_MS) / DAY_MS) * DAY_MS - BANGKOK_MS;
}

/** The next Bangkok midnight after `instant`: when today's limits start again. */
export function nextBangkokMidnight(instant: number): number {
  return bangkokDayStart(instant) + DAY_MS;
}

/** `months` calendar months after `instant`, at the same Bangkok wall time (Thailand has no DST). */
export function addBangkokMonths(instant: number, months: number): number {
  const wall = new Date(instant + BANGKOK_MS);
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
  return wall.getTime() - BANGKOK_MS;
}

const thaiDateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "2 ธันวาคม 2569 เวลา 13:05 น.": a Thai date and time, Buddhist year, Asia/Bangkok. */
export function thaiDateTimeText(instant: number): string {
  const parts = thaiDateTime.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} เวลา ${part('hour')}:${part('minute')} น.`;
}

/** Baht for a message: "1,500" or "1,500.50". */
export function bahtText(satang: number): string {
  return (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
