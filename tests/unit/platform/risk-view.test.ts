// What the risk grid sends of its cells: every cell under four digits; for four, the hundreds
// (only those that have numbers: 4 ตัวโต๊ด keeps its digits sorted), one hundred's cells (the riskiest
// when none is asked for, 00 when nothing is staked), and a top list over every number.
import { describe, expect, it } from 'vitest';
import { allNumbers } from '../../../src/rules/lotto/numbers.ts';
import { gridView } from '../../../src/platform/lotto/risk-view.ts';

const cellsOf = (numbers: string[], staked: Record<string, number> = {}) =>
  numbers.map((number) => ({
    number,
    stake: staked[number] ?? 0,
    payout: (staked[number] ?? 0) * 50,
    limit_share: (staked[number] ?? 0) / 50,
  }));

describe('gridView', () => {
  it('sends every cell under four digits, with no hundreds', () => {
    const view = gridView(cellsOf(allNumbers(2), { '47': 100 }), 2, 80);
    expect([view.prefix, view.hundreds, view.cells.length, view.top.map((cell) => cell.number)]).toEqual([null, [], 100, ['47']]);
  });

  it('opens the riskiest hundred, or 00 with nothing staked, and keeps the top list over every hundred', () => {
    const numbers = allNumbers(4);
    expect(gridView(cellsOf(numbers), 4, 80).prefix).toBe('00');
    const view = gridView(cellsOf(numbers, { '1234': 2000, '9001': 3000, '9002': 10 }), 4, 30);
    // 9001: 60% of its limit, past the alert share of 30.
    expect(view.prefix).toBe('90');
    expect(view.cells.map((cell) => cell.number)).toEqual(numbers.filter((number) => number.startsWith('90')));
    expect(view.hundreds.find((hundred) => hundred.prefix === '90')).toEqual({ prefix: '90', stake: 3010, top_share: 60, alerts: 1 });
    expect(view.top.map((cell) => cell.number).sort()).toEqual(['1234', '9001', '9002']);
    expect(gridView(cellsOf(numbers, { '1234': 2000 }), 4, 30, '55').cells[0]?.number).toBe('5500');
  });

  it('has hundreds only where 4 ตัวโต๊ด numbers are (digits sorted)', () => {
    const sorted = allNumbers(4).filter((number) => [...number].sort().join('') === number && new Set(number).size > 1);
    const view = gridView(cellsOf(sorted), 4, 80);
    expect(view.hundreds.map((hundred) => hundred.prefix)).not.toContain('10');
    // First digit at most the second (55 pairs), less 99 (only 9999, no tod number).
    expect(view.hundreds).toHaveLength(54);
  });
});
