import { describe, expect, it } from 'vitest';
import { formatBaht } from '../../../src/lib/money/money.ts';

describe('formatBaht', () => {
  it.each([
    [10000, '฿10,000.00'],
    [0, '฿0.00'],
    [0.5, '฿0.50'],
    [7, '฿7.00'],
    [999.9, '฿999.90'],
    [1234567.891, '฿1,234,567.89'],
  ])('shows %s as %s: baht sign, thousands separators, two decimals', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });

  it('uses the Thai baht sign (U+0E3F), not "THB" or "Bt"', () => {
    const text = formatBaht(1);
    expect(text.charCodeAt(0)).toBe(0x0e3f);
    expect(text).not.toMatch(/THB|Bt/);
  });

  it.each([
    [1.005, '฿1.01'],
    [2.675, '฿2.68'],
    [0.125, '฿0.13'],
    [1.004, '฿1.00'],
  ])('rounds the float %s half up, as a person reading the decimal would expect (%s)', (amount, expected) => {
    expect(formatBaht(amount)).toBe(expected);
  });

  it('never shows more than two decimals', () => {
    expect(formatBaht(0.123456)).toBe('฿0.12');
    expect(formatBaht(1 / 3)).toBe('฿0.33');
  });

  it('puts the minus sign before the baht sign for negative amounts', () => {
    expect(formatBaht(-1234.5)).toBe('-฿1,234.50');
    expect(formatBaht(-0.5)).toBe('-฿0.50');
  });

  // BUG (src/lib/money/money.ts line 2): the formatter keeps the default signDisplay 'auto', so negative
  // zero and tiny negative amounts that round to zero show a minus sign: formatBaht(-0) and
  // formatBaht(-0.004) give "-฿0.00" instead of "฿0.00". -0 appears easily in arithmetic
  // (Math.round(-0.4) / 100, 0 * -1). Passing signDisplay: 'negative' to Intl.NumberFormat fixes it.
  it('never shows a minus sign on an amount that displays as zero', () => {
    expect(formatBaht(-0)).toBe('฿0.00');
    expect(formatBaht(-0.004)).toBe('฿0.00');
  });
});
