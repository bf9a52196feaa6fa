// The baht formatter is built at the first amount shown, not when every page's first scripts load
// (issue 30: building it costs a phone tens of ms, and a visitor's `/` shows no amount).
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

test('loading the money module builds no formatter; the first amount builds one, kept for the next', async () => {
  const built = vi.spyOn(Intl, 'NumberFormat');
  vi.resetModules();
  const { formatBaht } = await import('../../../src/lib/money/money.ts');
  expect(built).not.toHaveBeenCalled();
  expect(formatBaht(1234.5)).toBe('฿1,234.50');
  expect(formatBaht(-7)).toBe('-฿7.00');
  expect(built).toHaveBeenCalledTimes(1);
});
