// When a category's rounds open, close and give their result, from its schedule (seed data in
// lotto_categories.schedule). All clock times are Asia/Bangkok, which is UTC+7 all year.
import { z } from 'zod';
import { addDays, bangkokMs, weekday } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';

const clock = z.string().regex(/^\d{2}:\d{2}$/);

export const scheduleSchema = z.discriminatedUnion('type', [
  // Draws on given weekdays (0 Sunday .. 6 Saturday) or on the days listed in lotto_draw_dates.
  z.object({
    type: z.literal('daily'),
    days: z.array(z.number().int().min(0).max(6)).optional(),
    draw_dates: z.boolean().optional(),
    close: clock,
    result_after_minutes: z.number().int().positive(),
    /** A round opens when the previous one closes, but never earlier than this. */
    open_days_before: z.number().positive(),
  }),
  // Many rounds a day at a fixed interval; each opens when the one before closes.
  z.object({
    type: z.literal('interval'),
    first_close: clock,
    every_minutes: z.number().int().positive(),
    rounds: z.number().int().positive(),
    result_after_minutes: z.number().int().positive(),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

export interface Occurrence {
  draw_date: string;
  seq: number;
  open_at: number;
  close_at: number;
  result_at: number;
}

/**
 * Every round of a schedule whose draw day lies in [from, to], in order, with open times chained
 * to the round before. `drawDates` are the listed days for a `draw_dates` schedule.
 */
export function occurrences(schedule: Schedule, from: string, to: string, drawDates: ReadonlySet<string> = new Set()): Occurrence[] {
  const result: Occurrence[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (schedule.type === 'daily') {
      const listed = schedule.draw_dates ? drawDates.has(day) : true;
      const onWeekday = schedule.days ? schedule.days.includes(weekday(day)) : true;
      if (!listed || !onWeekday) continue;
      const close = bangkokMs(day, schedule.close);
      result.push({ draw_date: day, seq: 1, open_at: 0, close_at: close, result_at: close + schedule.result_after_minutes * 60_000 });
    } else {
      const first = bangkokMs(day, schedule.first_close);
      for (let seq = 1; seq <= schedule.rounds; seq += 1) {
        const close = first + (seq - 1) * schedule.every_minutes * 60_000;
        result.push({ draw_date: day, seq, open_at: 0, close_at: close, result_at: close + schedule.result_after_minutes * 60_000 });
      }
    }
  }
  // Chain the open times: a round opens when the previous one closes (a daily one no earlier than
  // its cap), so a category always has a round open. The first one in the window has no previous.
  for (let i = 0; i < result.length; i += 1) {
    const round = result[i]!;
    const previous = result[i - 1];
    if (schedule.type === 'daily') {
      const earliest = round.close_at - schedule.open_days_before * DAY_MS;
      round.open_at = previous ? Math.max(previous.close_at, earliest) : earliest;
    } else {
      round.open_at = previous ? previous.close_at : round.close_at - schedule.every_minutes * 60_000;
    }
  }
  return result;
}
