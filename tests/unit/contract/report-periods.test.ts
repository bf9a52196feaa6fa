// The reports' periods read in Thai with the Buddhist era (issue 40, item 7): never 2026-11-07.
import { describe, expect, it } from 'vitest';
import { periodText } from '../../../src/rules/admin/report-periods.ts';

describe('a report period in Thai', () => {
  it('a day, a week from its Monday, a month; short on the chart axis', () => {
    expect(periodText('2026-11-07', 'day')).toEqual({ text: '7 พ.ย. 2569', tick: '7 พ.ย.' });
    expect(periodText('2026-11-02', 'week')).toEqual({ text: '2 พ.ย. – 8 พ.ย. 2569', tick: '2 พ.ย.' });
    expect(periodText('2026-12-28', 'week').text).toBe('28 ธ.ค. 2569 – 3 ม.ค. 2570');
    expect(periodText('2026-11', 'month')).toEqual({ text: 'พฤศจิกายน 2569', tick: 'พฤศจิกายน 2569' });
  });
});
