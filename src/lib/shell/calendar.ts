// The date picker's months: what it lays out and what it sends (the API takes ISO dates, the member
// reads Thai BE ones). Days and weekdays are the Bangkok calendar's (rules/bangkok-calendar.ts).
import { weekday } from '../../rules/bangkok-calendar.ts';

export interface Month {
  year: number;
  /** 0..11 */
  month: number;
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function monthOf(iso: string): Month {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 };
}

export function daysIn({ year, month }: Month): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** 0 (Sunday) .. 6: the weekday the month starts on. */
export function firstWeekday({ year, month }: Month): number {
  return weekday(isoDate(year, month, 1));
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + month + count;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The month shown first: the chosen date's, else the latest allowed one's, else today's. */
export function openingMonth(value: string, max: string | undefined, today: string): Month {
  if (value) return monthOf(value);
  if (max && max < today) return monthOf(max);
  return monthOf(today);
}
