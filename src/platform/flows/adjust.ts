// The operator's wallet adjustment: money put into (or taken out of) a member's wallet by hand, one
// ledger row of type `adjustment` naming who did it. For goodwill credit, corrections, and giving a
// bonus wallet money by hand. Points likewise, on the point ledger.
import { contextOf, tx, type Db } from '../db/database.ts';
import { recordAudit, type Actor } from '../audit/trail.ts';
import { fail } from '../errors.ts';
import { findMemberByPhone } from '../member/records.ts';
import { credit, debit } from '../money/ledger.ts';
import { toBaht, toSatang } from '../money/money.ts';
import { movePoints } from '../money/points.ts';
import { walletIdOf } from '../money/wallets.ts';

/** Moves `baht` (negative: takes) on the member's wallet of `walletTypeId`; answers the new balance in baht. */
export function adjustWallet(
  db: Db,
  phone: string,
  walletTypeId: number,
  baht: number,
  actor: Actor,
  reason: string | null = null,
): Promise<number> {
  return tx(db, async (trx) => {
    const member = (await findMemberByPhone(trx, phone)) ?? fail('WALLET_NOT_FOUND');
    const walletId = await walletIdOf(trx, member.id, walletTypeId);
    const satang = toSatang(baht);
    const ref = `${actor.role === 'operator' ? 'operator' : 'staff'}:${actor.name}`;
    const entry =
      satang >= 0 ? await credit(trx, walletId, satang, 'adjustment', ref) : await debit(trx, walletId, -satang, 'adjustment', ref);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'member.adjust',
      targetKind: 'member',
      targetId: String(member.id),
      before: { wallet_type_id: walletTypeId, balance: entry.balance_after - satang },
      after: { wallet_type_id: walletTypeId, balance: entry.balance_after, amount: satang },
      reason,
    });
    return toBaht(entry.balance_after);
  });
}

/** Moves `points` (negative: takes, never below zero) on the member's points; answers the new total. */
export function adjustPoints(db: Db, phone: string, points: number, actor: Actor, reason: string | null = null): Promise<number> {
  return tx(db, async (trx) => {
    const member = (await findMemberByPhone(trx, phone)) ?? fail('WALLET_NOT_FOUND');
    const entry = await movePoints(
      trx,
      member.id,
      points,
      'adjustment',
      `${actor.role === 'operator' ? 'operator' : 'staff'}:${actor.name}`,
    );
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'member.points',
      targetKind: 'member',
      targetId: String(member.id),
      before: { points: entry.balance_after - points },
      after: { points: entry.balance_after },
      reason,
    });
    return entry.balance_after;
  });
}
