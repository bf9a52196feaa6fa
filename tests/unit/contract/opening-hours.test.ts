// Opening hours in Bangkok time (src/rules/money/opening-hours.ts): when the opening that holds an
// instant began, across midnight too, and which texts the setting takes.
import { describe, expect, it } from 'vitest';
import { OPENING_HOURS, openedAt } from '../../../src/rules/money/opening-hours.ts';

/** An instant at a Bangkok wall-clock time (UTC+7). */
const bangkok = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`);

describe('opening hours', () => {
  it('are open all day when empty or the same time twice: a silence carries over midnight', () => {
    expect(openedAt(bangkok('2026-12-07', '03:00'), '')).toBe(0);
    expect(openedAt(bangkok('2026-12-07', '03:00'), '08:00-08:00')).toBe(0);
    expect(openedAt(bangkok('2026-12-07', '03:00'), '00:00-24:00')).toBe(0);
  });

  it('within a day: open from the start, closed at the end and before', () => {
    expect(openedAt(bangkok('2026-12-07', '07:59'), '08:00-22:00')).toBeNull();
    expect(openedAt(bangkok('2026-12-07', '08:00'), '08:00-22:00')).toBe(bangkok('2026-12-07', '08:00'));
    expect(openedAt(bangkok('2026-12-07', '21:59'), '08:00-22:00')).toBe(bangkok('2026-12-07', '08:00'));
    expect(openedAt(bangkok('2026-12-07', '22:00'), '08:00-22:00')).toBeNull();
  });

  it("past midnight: still open from yesterday's start until the end", () => {
    expect(openedAt(bangkok('2026-12-07', '23:30'), '10:00-02:00')).toBe(bangkok('2026-12-07', '10:00'));
    expect(openedAt(bangkok('2026-12-08', '01:59'), '10:00-02:00')).toBe(bangkok('2026-12-07', '10:00'));
    expect(openedAt(bangkok('2026-12-08', '02:00'), '10:00-02:00')).toBeNull();
    expect(openedAt(bangkok('2026-12-08', '09:59'), '10:00-02:00')).toBeNull();
  });

  it('take two wall-clock times or nothing', () => {
    for (const good of ['', '08:00-22:00', '10:00-02:00', '00:00-24:00']) expect(OPENING_HOURS.test(good), good).toBe(true);
    for (const bad of ['8:00-22:00', '08:00', '08:00-25:00', '24:00-08:00', '08:60-22:00', '08:00 - 22:00'])
      expect(OPENING_HOURS.test(bad), bad).toBe(false);
  });
});
