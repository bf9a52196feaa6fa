import { describe, expect, it } from 'vitest';
import {
  addBangkokMonths,
  addDays,
  ageOn,
  bangkokDay,
  bangkokDayStart,
  bangkokMs,
  formatThaiDate,
  formatThaiDateTime,
  nextBangkokMidnight,
  operatorTime,
  thaiDateTimeText,
  weekday,
  weekStart,
} from '../../../src/rules/bangkok-calendar.ts';
import { isRealDate } from '../../../src/contract/date-text.ts';

const MONTHS = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];

describe('formatThaiDate', () => {
  it('writes the year in the Buddhist era (2026 → 2569)', () => {
    expect(formatThaiDate('2026-06-15T12:00:00Z')).toBe('15 มิถุนายน 2569');
    expect(formatThaiDate('2026-06-15T12:00:00Z')).not.toContain('2026');
  });

  it.each(MONTHS.map((name, index) => [index + 1, name] as const))('names month %i in Thai (%s)', (month, name) => {
    const date = new Date(Date.UTC(2026, month - 1, 15, 5));
    expect(formatThaiDate(date)).toBe(`15 ${name} 2569`);
  });

  it('uses the Bangkok day: 18:00 UTC on 20 Nov is already 21 Nov', () => {
    expect(formatThaiDate('2026-11-20T18:00:00Z')).toBe('21 พฤศจิกายน 2569');
  });

  it('uses the Bangkok day: 16:59:59 UTC on 20 Nov is still 20 Nov', () => {
    expect(formatThaiDate('2026-11-20T16:59:59Z')).toBe('20 พฤศจิกายน 2569');
  });

  it('turns the Bangkok new year into the next Buddhist year', () => {
    expect(formatThaiDate('2026-12-31T17:00:00Z')).toBe('1 มกราคม 2570');
    expect(formatThaiDate('2026-12-31T16:59:00Z')).toBe('31 ธันวาคม 2569');
  });

  it('reads a bare YYYY-MM-DD (a birth date) as that calendar day in Bangkok', () => {
    expect(formatThaiDate('2026-11-20')).toBe('20 พฤศจิกายน 2569');
    expect(formatThaiDate('2000-01-01')).toBe('1 มกราคม 2543');
  });

  it('accepts a Date object', () => {
    expect(formatThaiDate(new Date('2026-03-01T00:00:00+07:00'))).toBe('1 มีนาคม 2569');
  });

  it.each([['not a date'], [''], ['2026-13-45'], ['abcdefghij']])('answers "-" for the invalid string %j', (value) => {
    expect(formatThaiDate(value)).toBe('-');
  });

  it('answers "-" for an invalid Date', () => {
    expect(formatThaiDate(new Date(Number.NaN))).toBe('-');
  });
});

describe('formatThaiDateTime', () => {
  it('shows the short Thai month, Buddhist year and Bangkok 24-hour time', () => {
    expect(formatThaiDateTime('2026-11-20T18:00:00Z')).toBe('21 พ.ย. 2569 01:00');
    expect(formatThaiDateTime('2026-11-20T16:59:00Z')).toBe('20 พ.ย. 2569 23:59');
  });

  it('accepts a Date object', () => {
    expect(formatThaiDateTime(new Date('2026-01-01T00:05:00+07:00'))).toBe('1 ม.ค. 2569 00:05');
  });

  it.each([['nonsense'], ['']])('answers "-" for the invalid string %j', (value) => {
    expect(formatThaiDateTime(value)).toBe('-');
  });

  it('answers "-" for an invalid Date', () => {
    expect(formatThaiDateTime(new Date('x'))).toBe('-');
  });
});

// The calendar the platform and the browser share (issue 23: one home for the Bangkok day).
describe('Bangkok days, weeks and months', () => {
  it('names the Bangkok day of an instant: it starts at 17:00 UTC the day before', () => {
    expect(bangkokDay(Date.parse('2026-11-20T16:59:59.999Z'))).toBe('2026-11-20');
    expect(bangkokDay(Date.parse('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
    expect(bangkokDay(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('turns a Bangkok wall-clock time into an instant, midnight by default', () => {
    expect(new Date(bangkokMs('2026-11-21')).toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(new Date(bangkokMs('2026-11-21', '20:30')).toISOString()).toBe('2026-11-21T13:30:00.000Z');
  });

  it('finds the midnight that starts a day and the next one, whatever the hour', () => {
    for (const at of ['2026-11-20T17:00:00Z', '2026-11-21T03:00:00Z', '2026-11-21T16:59:59Z']) {
      expect(new Date(bangkokDayStart(Date.parse(at))).toISOString()).toBe('2026-11-20T17:00:00.000Z');
      expect(new Date(nextBangkokMidnight(Date.parse(at))).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    }
    expect(bangkokDayStart(Date.parse('2026-11-21T03:00:00Z'))).toBe(bangkokMs('2026-11-21'));
  });

  it('counts days across months and years, and names weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekday('2026-11-22')).toBe(0); // a Sunday
    expect(weekday('2026-11-28')).toBe(6);
  });

  it('starts a week on its Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('adds months at the same Bangkok wall time, the 31st becoming the month’s last day', () => {
    const start = Date.parse('2026-08-31T15:30:00+07:00');
    expect(new Date(addBangkokMonths(start, 6)).toISOString()).toBe(new Date('2027-02-28T15:30:00+07:00').toISOString());
    expect(new Date(addBangkokMonths(start, 12)).toISOString()).toBe(new Date('2027-08-31T15:30:00+07:00').toISOString());
  });

  it('knows real days and ages', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2026-1-05')).toBe(false);
    expect(ageOn('2006-11-21', '2026-11-20')).toBe(19);
    expect(ageOn('2006-11-21', '2026-11-21')).toBe(20);
  });
});

describe('Thai text of instants and days', () => {
  it('tells an instant in a sentence, Buddhist year, Bangkok time', () => {
    expect(thaiDateTimeText(Date.parse('2026-12-02T06:05:00Z'))).toBe('2 ธันวาคม 2569 เวลา 13:05 น.');
    expect(thaiDateTimeText(Date.parse('2026-12-31T17:00:00Z'))).toBe('1 มกราคม 2570 เวลา 00:00 น.');
  });

  it('gives the operator Bangkok 24-hour times', () => {
    expect(operatorTime(Date.parse('2026-12-02T06:05:09Z'))).toBe('2/12/2569 13:05:09');
  });
});
