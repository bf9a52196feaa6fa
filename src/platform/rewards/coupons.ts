// Coupons: a code gives free credit (wallet type 3) once per member, while it is active, before it
// expires and while uses are left. Each refusal has its own message; a use is counted by a claiming
// UPDATE (never past max_uses) in the transaction that writes the member's claim and credit.
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

import { hasClaimed, writeClaim } from './claims.ts';

const KIND = 'coupon';

export function redeemCoupon(db: Db, memberId: number, typed: string) {
  // Codes are kept upper case; members type them any way.
  const code = typed.trim().toUpperCase();
  return tx(db, async (trx) => {
    const coupon =
      (await trx.selectFrom('coupons').selectAll().where('code', '=', code).where('active', '=', 1).executeTakeFirst()) ??
      fail('COUPON_UNKNOWN');
    if (await hasClaimed(trx, memberId, KIND, code)) fail('COUPON_ALREADY_USED');
    if (coupon.expires_at <= nowMs(trx)) fail('COUPON_EXPIRED');
    const counted = await trx
      .updateTable('coupons')
      .set((eb) => ({ used: eb('used', '+', 1) }))
      .where('id', '=', coupon.id)
      .where('used', '<', coupon.max_uses)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) fail('COUPON_USED_UP');
    await writeClaim(trx, memberId, { kind: KIND, period: code, unit: 'satang', amount: coupon.credit });
    const walletId = await walletIdOf(trx, memberId, WALLET_TYPE.FREE);
    const entry = await credit(trx, walletId, coupon.credit, 'reward', `coupon:${code}`, `coupon:${memberId}:${code}`);
    return { code, amount: toBaht(coupon.credit), balance: toBaht(entry.balance_after) };
  });
}
