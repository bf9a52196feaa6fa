// Many credits at once (a settled round's payouts, money/ledger.ts creditMany), on both engines:
// several credits of one wallet follow its balance (on PostgreSQL a wallet's second row goes in a
// later statement: its balance moves at the end of each statement), a second run with the same
// keys moves nothing, a key reused for another movement is refused and nothing moves.
import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/platform/db/database.ts';
import { creditMany, walletBalance, type Credit } from '../../../src/platform/money/index.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { registeredMember, testPlatform } from './helpers.ts';

describe('creditMany', () => {
  it('credits each wallet as many times as asked, in order, once per key', async () => {
    const t = await testPlatform();
    const [a, b] = [await registeredMember(t), await registeredMember(t)];
    const credits: Credit[] = [
      { walletId: a.main, satang: 1_000, type: 'payout', ref: 'lotto_bill:1', idempotencyKey: 'test-payout:1' },
      { walletId: b.main, satang: 250, type: 'payout', ref: 'lotto_bill:2', idempotencyKey: 'test-payout:2' },
      { walletId: a.main, satang: 2_000, type: 'payout', ref: 'lotto_bill:3', idempotencyKey: 'test-payout:3' },
      { walletId: a.main, satang: 300, type: 'refund', ref: 'lotto_bill:3', idempotencyKey: 'test-refund:3' },
    ];
    const before = { a: await walletBalance(t.db, a.main), b: await walletBalance(t.db, b.main) };
    await tx(t.db, (trx) => creditMany(trx, credits));
    expect(await walletBalance(t.db, a.main)).toBe(before.a + 3_300);
    expect(await walletBalance(t.db, b.main)).toBe(before.b + 250);
    const rows = await t.rows<{ amount: number; balance_after: number }>(
      'SELECT amount, balance_after FROM ledger WHERE wallet_id = ? ORDER BY id',
      a.main,
    );
    expect(rows.slice(-3).map((row) => [Number(row.amount), Number(row.balance_after)])).toEqual([
      [1_000, before.a + 1_000],
      [2_000, before.a + 3_000],
      [300, before.a + 3_300],
    ]);

    // Again with the same keys: nothing moves.
    await tx(t.db, (trx) => creditMany(trx, credits));
    expect(await walletBalance(t.db, a.main)).toBe(before.a + 3_300);
    expect(await walletBalance(t.db, b.main)).toBe(before.b + 250);
    expect(await unbalancedWallets(t.db)).toEqual([]);
    await t.close();
  });

  it('refuses a key already used for another movement, and moves nothing', async () => {
    const t = await testPlatform();
    const member = await registeredMember(t);
    const first: Credit = { walletId: member.main, satang: 500, type: 'payout', ref: null, idempotencyKey: 'test-once' };
    await tx(t.db, (trx) => creditMany(trx, [first]));
    const balance = await walletBalance(t.db, member.main);
    const other: Credit = { walletId: member.main, satang: 700, type: 'payout', ref: null, idempotencyKey: 'test-other' };
    await expect(tx(t.db, (trx) => creditMany(trx, [other, { ...first, satang: 501 }]))).rejects.toMatchObject({
      key: 'IDEMPOTENCY_CONFLICT',
    });
    await expect(tx(t.db, (trx) => creditMany(trx, [{ ...other, satang: 0 }]))).rejects.toMatchObject({ key: 'INVALID_AMOUNT' });
    expect(await walletBalance(t.db, member.main)).toBe(balance);
    await t.close();
  });
});
