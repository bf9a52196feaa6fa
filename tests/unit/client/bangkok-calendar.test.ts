import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime } from '../../../src/contract/bangkok-calendar.ts';

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
