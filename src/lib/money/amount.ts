// The one rule of every amount field: what the member typed is read as typed, never cleaned into
// another number ("2.50" is two and a half, not 250). A field is either whole baht (stakes, limits:
// the platform refuses satang there) or baht and satang (deposits, withdrawals); anything else is
// refused with the Thai reason, shown at the field.
import { MAX_AMOUNT } from '../../contract/money/amount.ts';
import { amountTh as t } from '../../i18n/money/amount.ts';

export type AmountRule = 'baht' | 'satang';

export type ParsedAmount = { amount: number; error?: undefined } | { amount?: undefined; error: string };

/** Digits with an optional decimal part; thousands may be grouped with commas (1,000.50). */
const NUMBER = /^(\d+|\d{1,3}(,\d{3})+)(\.\d*)?$/;

export function parseAmount(typed: string, rule: AmountRule): ParsedAmount {
  const text = typed.trim();
  if (text === '') return { error: t.missing };
  if (!NUMBER.test(text)) return { error: t.notNumber };
  const [, decimals = ''] = text.split('.');
  if (rule === 'baht' && text.includes('.')) return { error: t.whole };
  if (decimals.length > 2) return { error: t.satang };
  const amount = Number(text.replaceAll(',', ''));
  if (amount <= 0) return { error: t.positive };
  if (amount > MAX_AMOUNT) return { error: t.tooLarge };
  return { amount };
}

/** The reason typed text is refused, or '' while the field is empty or fine (for a live message). */
export function amountRefusal(typed: string, rule: AmountRule): string {
  return typed.trim() === '' ? '' : (parseAmount(typed, rule).error ?? '');
}
