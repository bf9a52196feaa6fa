// A live stream the browser gave up on is tried again soon, then each time later, never past a
// minute, and each tab at its own moment within the wait's upper half.
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../../src/lib/shell/reconnect-delay.ts';

describe('reconnectDelay', () => {
  it('doubles from two seconds up to a minute', () => {
    const longest = (failures: number) => reconnectDelay(failures, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(longest)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('spreads tabs over the upper half of the wait', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(5, () => 0)).toBe(30_000);
    const delays = Array.from({ length: 200 }, () => reconnectDelay(2));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(8_000);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });
});
