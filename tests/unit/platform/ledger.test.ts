import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { tx } from '../../../src/platform/db/database.ts';
import { isBusinessError } from '../../../src/platform/errors.ts';
import { credit, debit, ledgerOf, unbalancedWallets, walletBalance } from '../../../src/platform/money/ledger.ts';
import { memberPoints, movePoints } from '../../../src/platform/money/points.ts';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

async function newWallet(): Promise<number> {
  const member = (await t.row('SELECT id FROM members WHERE phone = ?', DEMO.phone)) as { id: number };
  return ((await t.row('SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = 3', member.id)) as { id: number }).id;
}

const sum = async (walletId: number) => (await ledgerOf(t.db, walletId)).reduce((total, row) => total + row.amount, 0);

describe('the money ledger', () => {
  it('moves money only with a ledger row carrying the balance after', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    const first = await credit(t.db, wallet, 50_000, 'bonus', 'promo:1');
    expect(first).toMatchObject({ wallet_id: wallet, amount: 50_000, balance_after: 50_000, type: 'bonus', ref: 'promo:1' });
    const second = await debit(t.db, wallet, 12_550, 'bet', 'bill:7');
    expect(second).toMatchObject({ amount: -12_550, balance_after: 37_450 });
    expect(await walletBalance(t.db, wallet)).toBe(37_450);
    expect(await sum(wallet)).toBe(37_450);
    expect(second.created_at).toBe(t.now().getTime());
  });

  it('refuses a debit larger than the balance with a typed error, writing nothing', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    await credit(t.db, wallet, 1_000, 'bonus');
    let caught: unknown;
    try {
      await debit(t.db, wallet, 1_001, 'bet');
    } catch (error) {
      caught = error;
    }
    expect(isBusinessError(caught, 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((caught as Error).message).toBe('ยอดเงินในกระเป๋าไม่เพียงพอ');
    expect(await walletBalance(t.db, wallet)).toBe(1_000);
    expect(await ledgerOf(t.db, wallet)).toHaveLength(1);
  });

  it('refuses zero, negative and fractional amounts', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(credit(t.db, wallet, amount, 'bonus')).rejects.toThrow(expect.objectContaining({ key: 'INVALID_AMOUNT' }));
    }
    expect(await ledgerOf(t.db, wallet)).toHaveLength(0);
  });

  it('answers a retried idempotency key with the first entry and moves the money once', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    const first = await credit(t.db, wallet, 10_000, 'deposit', 'dep:1', 'deposit-1');
    const retry = await credit(t.db, wallet, 10_000, 'deposit', 'dep:1', 'deposit-1');
    expect(retry).toEqual(first);
    expect(await walletBalance(t.db, wallet)).toBe(10_000);
    const bet = await debit(t.db, wallet, 3_000, 'bet', null, 'bet-1');
    t.advance(5);
    expect(await debit(t.db, wallet, 3_000, 'bet', null, 'bet-1')).toEqual(bet);
    expect(await walletBalance(t.db, wallet)).toBe(7_000);
    await expect(debit(t.db, wallet, 5_000, 'bet', null, 'bet-1')).rejects.toThrow(
      expect.objectContaining({ key: 'IDEMPOTENCY_CONFLICT' }),
    );
  });

  it('keeps balance == sum of rows and never below zero for any sequence of movements', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100_000 })), { maxLength: 40 }), async (moves) => {
        for (const [isCredit, amount] of moves) {
          const before = await walletBalance(t.db, wallet);
          try {
            if (isCredit) await credit(t.db, wallet, amount, 'adjustment');
            else await debit(t.db, wallet, amount, 'adjustment');
            expect(await walletBalance(t.db, wallet)).toBe(before + (isCredit ? amount : -amount));
          } catch (error) {
            expect(isCredit).toBe(false);
            expect(amount).toBeGreaterThan(before);
            expect(isBusinessError(error, 'INSUFFICIENT_BALANCE')).toBe(true);
          }
          expect(await walletBalance(t.db, wallet)).toBeGreaterThanOrEqual(0);
          expect(await walletBalance(t.db, wallet)).toBe(await sum(wallet));
        }
      }),
      { numRuns: 50 },
    );
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('lets the database refuse any balance change that bypasses the ledger', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    await credit(t.db, wallet, 500, 'bonus');
    await expect(t.rows('UPDATE wallets SET balance = 999999 WHERE id = ?', wallet)).rejects.toThrow(/only through the ledger/);
    await expect(t.rows('UPDATE ledger SET amount = 1')).rejects.toThrow(/append-only/);
    await expect(t.rows('DELETE FROM ledger')).rejects.toThrow(/append-only/);
    await expect(
      t.rows("INSERT INTO ledger (wallet_id, amount, balance_after, type, created_at) VALUES (?, 100, 100, 'bonus', 0)", wallet),
    ).rejects.toThrow(/balance_after/);
    expect(await walletBalance(t.db, wallet)).toBe(500);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('rolls a failed inner step back without undoing the outer transaction', async () => {
    t = await testPlatform();
    const wallet = await newWallet();
    await tx(t.db, async (trx) => {
      await credit(trx, wallet, 1_000, 'bonus');
      await expect(
        tx(trx, async (inner) => {
          await credit(inner, wallet, 2_000, 'bonus');
          await debit(inner, wallet, 10_000, 'bet');
        }),
      ).rejects.toThrow();
    });
    expect(await walletBalance(t.db, wallet)).toBe(1_000);
    await expect(
      tx(t.db, async (trx) => {
        await credit(trx, wallet, 5_000, 'bonus');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await walletBalance(t.db, wallet)).toBe(1_000);
    expect(await sum(wallet)).toBe(1_000);
  });

  it('keeps points on their own ledger with the same rules', async () => {
    t = await testPlatform();
    const member = ((await t.row('SELECT id FROM members WHERE phone = ?', DEMO.phone)) as { id: number }).id;
    expect(await memberPoints(t.db, member)).toBe(120);
    await movePoints(t.db, member, -20, 'redeem', 'shop:1', 'redeem-1');
    await movePoints(t.db, member, -20, 'redeem', 'shop:1', 'redeem-1');
    expect(await memberPoints(t.db, member)).toBe(100);
    await expect(movePoints(t.db, member, -101, 'redeem')).rejects.toThrow(expect.objectContaining({ key: 'INSUFFICIENT_POINTS' }));
    await expect(t.rows('UPDATE members SET points = 5000 WHERE id = ?', member)).rejects.toThrow(/point ledger/);
    expect(await memberPoints(t.db, member)).toBe(100);
  });
});
