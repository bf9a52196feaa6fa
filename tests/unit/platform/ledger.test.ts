import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { tx } from '../../../src/platform/db/database.ts';
import { isBusinessError } from '../../../src/platform/errors.ts';
import { credit, debit, ledgerOf, unbalancedWallets, walletBalance } from '../../../src/platform/money/ledger.ts';
import { memberPoints, movePoints } from '../../../src/platform/money/points.ts';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.platform.close());

function newWallet(): number {
  const member = t.db.prepare('SELECT id FROM members WHERE phone = ?').get(DEMO.phone) as { id: number };
  return (t.db.prepare('SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = 3').get(member.id) as { id: number }).id;
}

const sum = (walletId: number) => ledgerOf(t.db, walletId).reduce((total, row) => total + row.amount, 0);

describe('the money ledger', () => {
  it('moves money only with a ledger row carrying the balance after', () => {
    t = testPlatform();
    const wallet = newWallet();
    const first = credit(t.db, wallet, 50_000, 'bonus', 'promo:1');
    expect(first).toMatchObject({ wallet_id: wallet, amount: 50_000, balance_after: 50_000, type: 'bonus', ref: 'promo:1' });
    const second = debit(t.db, wallet, 12_550, 'bet', 'bill:7');
    expect(second).toMatchObject({ amount: -12_550, balance_after: 37_450 });
    expect(walletBalance(t.db, wallet)).toBe(37_450);
    expect(sum(wallet)).toBe(37_450);
    expect(second.created_at).toBe(t.now().getTime());
  });

  it('refuses a debit larger than the balance with a typed error, writing nothing', () => {
    t = testPlatform();
    const wallet = newWallet();
    credit(t.db, wallet, 1_000, 'bonus');
    let caught: unknown;
    try {
      debit(t.db, wallet, 1_001, 'bet');
    } catch (error) {
      caught = error;
    }
    expect(isBusinessError(caught, 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((caught as Error).message).toBe('ยอดเงินในกระเป๋าไม่เพียงพอ');
    expect(walletBalance(t.db, wallet)).toBe(1_000);
    expect(ledgerOf(t.db, wallet)).toHaveLength(1);
  });

  it('refuses zero, negative and fractional amounts', () => {
    t = testPlatform();
    const wallet = newWallet();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(() => credit(t.db, wallet, amount, 'bonus')).toThrow(expect.objectContaining({ key: 'INVALID_AMOUNT' }));
    }
    expect(ledgerOf(t.db, wallet)).toHaveLength(0);
  });

  it('answers a retried idempotency key with the first entry and moves the money once', () => {
    t = testPlatform();
    const wallet = newWallet();
    const first = credit(t.db, wallet, 10_000, 'deposit', 'dep:1', 'deposit-1');
    const retry = credit(t.db, wallet, 10_000, 'deposit', 'dep:1', 'deposit-1');
    expect(retry).toEqual(first);
    expect(walletBalance(t.db, wallet)).toBe(10_000);
    const bet = debit(t.db, wallet, 3_000, 'bet', null, 'bet-1');
    t.advance(5);
    expect(debit(t.db, wallet, 3_000, 'bet', null, 'bet-1')).toEqual(bet);
    expect(walletBalance(t.db, wallet)).toBe(7_000);
    expect(() => debit(t.db, wallet, 5_000, 'bet', null, 'bet-1')).toThrow(expect.objectContaining({ key: 'IDEMPOTENCY_CONFLICT' }));
  });

  it('keeps balance == sum of rows and never below zero for any sequence of movements', () => {
    t = testPlatform();
    const wallet = newWallet();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100_000 })), { maxLength: 40 }), (moves) => {
        for (const [isCredit, amount] of moves) {
          const before = walletBalance(t.db, wallet);
          try {
            if (isCredit) credit(t.db, wallet, amount, 'adjustment');
            else debit(t.db, wallet, amount, 'adjustment');
            expect(walletBalance(t.db, wallet)).toBe(before + (isCredit ? amount : -amount));
          } catch (error) {
            expect(isCredit).toBe(false);
            expect(amount).toBeGreaterThan(before);
            expect(isBusinessError(error, 'INSUFFICIENT_BALANCE')).toBe(true);
          }
          expect(walletBalance(t.db, wallet)).toBeGreaterThanOrEqual(0);
          expect(walletBalance(t.db, wallet)).toBe(sum(wallet));
        }
      }),
      { numRuns: 50 },
    );
    expect(unbalancedWallets(t.db)).toEqual([]);
  });

  it('lets the database refuse any balance change that bypasses the ledger', () => {
    t = testPlatform();
    const wallet = newWallet();
    credit(t.db, wallet, 500, 'bonus');
    expect(() => t.db.prepare('UPDATE wallets SET balance = 999999 WHERE id = ?').run(wallet)).toThrow(/only through the ledger/);
    expect(() => t.db.prepare('UPDATE ledger SET amount = 1').run()).toThrow(/append-only/);
    expect(() => t.db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
    expect(() =>
      t.db.prepare("INSERT INTO ledger (wallet_id, amount, balance_after, type, created_at) VALUES (?, 100, 100, 'bonus', 0)").run(wallet),
    ).toThrow(/balance_after/);
    expect(walletBalance(t.db, wallet)).toBe(500);
    expect(unbalancedWallets(t.db)).toEqual([]);
  });

  it('rolls a failed inner step back without undoing the outer transaction', () => {
    t = testPlatform();
    const wallet = newWallet();
    tx(t.db, () => {
      credit(t.db, wallet, 1_000, 'bonus');
      expect(() =>
        tx(t.db, () => {
          credit(t.db, wallet, 2_000, 'bonus');
          debit(t.db, wallet, 10_000, 'bet');
        }),
      ).toThrow();
    });
    expect(walletBalance(t.db, wallet)).toBe(1_000);
    expect(() =>
      tx(t.db, () => {
        credit(t.db, wallet, 5_000, 'bonus');
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(walletBalance(t.db, wallet)).toBe(1_000);
    expect(sum(wallet)).toBe(1_000);
  });

  it('keeps points on their own ledger with the same rules', () => {
    t = testPlatform();
    const member = (t.db.prepare('SELECT id FROM members WHERE phone = ?').get(DEMO.phone) as { id: number }).id;
    expect(memberPoints(t.db, member)).toBe(120);
    movePoints(t.db, member, -20, 'redeem', 'shop:1', 'redeem-1');
    movePoints(t.db, member, -20, 'redeem', 'shop:1', 'redeem-1');
    expect(memberPoints(t.db, member)).toBe(100);
    expect(() => movePoints(t.db, member, -101, 'redeem')).toThrow(expect.objectContaining({ key: 'INSUFFICIENT_POINTS' }));
    expect(() => t.db.prepare('UPDATE members SET points = 5000 WHERE id = ?').run(member)).toThrow(/point ledger/);
    expect(memberPoints(t.db, member)).toBe(100);
  });
});
