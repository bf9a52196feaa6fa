// The risk desk's new alerts: only a number that passes the alert share after the desk first saw a
// bet type is news (it beeps and pulses); the alerts there when the page opened, or when another
// bet type was first chosen, are not.
import { describe, expect, it } from 'vitest';
import { alertWatch } from '../../../src/islands/admin/alert-watch.ts';

describe('alertWatch', () => {
  it('finds nothing new on the first look at a bet type, then only the numbers that newly pass', () => {
    const watch = alertWatch();
    expect(watch('two_top', ['47', '12'])).toEqual([]);
    expect(watch('two_top', ['47', '12'])).toEqual([]);
    expect(watch('two_top', ['47', '12', '90'])).toEqual(['90']);
    // Another bet type's first look: its alerts were already there.
    expect(watch('four_top', ['1234'])).toEqual([]);
    expect(watch('four_top', ['1234', '5678'])).toEqual(['5678']);
    // Back under the share (a higher share set), then past it again: news again.
    expect(watch('two_top', ['47'])).toEqual([]);
    expect(watch('two_top', ['47', '90'])).toEqual(['90']);
  });
});
