// A bench that passes what it did not measure would lie: these pin the budget arithmetic.
import { describe, expect, it } from 'vitest';
import { check, median, rule, worst } from '../../../bench/budgets.mjs';
import { summary } from '../../../bench/report.mjs';

describe('check', () => {
  it('compares a figure with its budget', () => {
    expect(check({ part: 'p', label: 'l', value: 90, op: '<=', budget: 90 }).pass).toBe(true);
    expect(check({ part: 'p', label: 'l', value: 91, op: '<=', budget: 90 }).pass).toBe(false);
    expect(check({ part: 'p', label: 'l', value: 1499, op: '>=', budget: 1500 }).pass).toBe(false);
  });

  it('misses when the figure could not be measured', () => {
    expect(check({ part: 'p', label: 'l', value: null, op: '<=', budget: 1 }).pass).toBe(false);
    expect(check({ part: 'p', label: 'l', value: Number.NaN, op: '<=', budget: 1 }).pass).toBe(false);
  });
});

describe('rule', () => {
  it('passes only with no offenders, and never over nothing', () => {
    expect(rule({ part: 'p', label: 'l', offenders: [], total: 3 }).pass).toBe(true);
    expect(rule({ part: 'p', label: 'l', offenders: ['a'], total: 3 }).pass).toBe(false);
    expect(rule({ part: 'p', label: 'l', offenders: [], total: 0 }).pass).toBe(false);
  });
});

describe('worst', () => {
  const items = [
    { name: '/', value: 10 },
    { name: '/login', value: 14 },
    { name: '/lotto', value: 13 },
  ];

  it('shows the worst figure and lists every item over the budget', () => {
    const result = worst({ part: 'p', label: 'CSS', items, op: '<=', budget: 12 });
    expect(result).toMatchObject({ value: 14, pass: false, offenders: ['/login: 14', '/lotto: 13'] });
    expect(result.label).toContain('/login');
  });

  it('counts an item without a figure as a miss', () => {
    expect(worst({ part: 'p', label: 'x', items: [...items, { name: '/x', value: null }], op: '<=', budget: 20 }).pass).toBe(false);
  });

  it('misses when there is nothing to look at', () => {
    expect(worst({ part: 'p', label: 'x', items: [], op: '<=', budget: 20 }).pass).toBe(false);
  });
});

it('median of three runs', () => {
  expect(median([90, 40, 70])).toBe(70);
  expect(median([null, 5, 1] as number[])).toBe(3);
  expect(median([])).toBeNull();
});

it('summary counts budgets and misses, not plain figures', () => {
  const checks = [
    check({ part: 'p', label: 'a', value: 1, op: '<=', budget: 2 }),
    check({ part: 'p', label: 'b', value: 3, op: '<=', budget: 2 }),
    { part: 'p', label: 'c', value: 5, unit: '', op: null, budget: null, pass: null },
  ];
  expect(summary(checks)).toEqual({ budgets: 2, missed: 1, passed: false });
});
