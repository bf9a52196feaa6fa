// Rules the platform and the browser share from one home in the contract (issue 23): the one
// name mask, baht in a sentence, and the amount a deposit or a withdrawal asks for.
import { describe, expect, it } from 'vitest';
import { bahtAmount, MAX_AMOUNT } from '../../../src/contract/money/amount.ts';
import { maskName } from '../../../src/rules/masked-name.ts';
import { bahtText } from '../../../src/rules/money/money-text.ts';
import { generateQrRequest } from '../../../src/contract/money/payments.ts';
import { withdrawRequest } from '../../../src/contract/money/withdrawals.ts';
import { parseAmount } from '../../../src/lib/money/amount.ts';

describe('the one name mask (ab***yz)', () => {
  it('keeps the first two and the last two letters, spaces left out', () => {
    expect(maskName('สมชาย ใจดี')).toBe('สม***ดี');
    expect(maskName('  Anna Smith ')).toBe('An***th');
  });

  it('keeps only the first letter of a short name, and nothing of an empty one', () => {
    expect(maskName('Tom')).toBe('T***');
    expect(maskName('A B')).toBe('A***');
    expect(maskName('')).toBe('***');
  });
});

describe('baht in a sentence', () => {
  it('drops whole satang and writes two decimals otherwise', () => {
    expect(bahtText(5_000_000)).toBe('50,000');
    expect(bahtText(150_000)).toBe('1,500');
    expect(bahtText(10_050)).toBe('100.50');
    expect(bahtText(5)).toBe('0.05');
  });
});

describe('the amount a member asks to move', () => {
  const refusal = (schema: typeof generateQrRequest | typeof withdrawRequest, body: object) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
  };
  const deposit = { channel_id: 1, sub_channel_id: 1 };
  const withdrawal = { wallet_id: 1, idempotency_key: 'key-12345' };

  it('is refused the same way, in Thai, by a deposit and a withdrawal', () => {
    for (const amount of [0, -5, 1.005, MAX_AMOUNT + 1, '100']) {
      const told = refusal(generateQrRequest, { ...deposit, amount });
      expect(told).not.toBeNull();
      expect(told).toEqual(refusal(withdrawRequest, { ...withdrawal, amount }));
      expect(told!.join(' ')).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('takes baht and satang up to the ceiling the amount field also keeps', () => {
    for (const amount of [0.01, 100.25, MAX_AMOUNT]) {
      expect(bahtAmount.safeParse(amount).success).toBe(true);
      expect(refusal(generateQrRequest, { ...deposit, amount })).toBeNull();
      expect(refusal(withdrawRequest, { ...withdrawal, amount })).toBeNull();
    }
    expect(parseAmount(MAX_AMOUNT.toString(), 'satang')).toEqual({ amount: MAX_AMOUNT });
    expect(parseAmount((MAX_AMOUNT + 1).toString(), 'satang').error).toBeTruthy();
  });
});
