// What the ledger says about a member, for the features that report on it (statement, win/loss,
// cashback, quests, limits, the play-time reminder, affiliate): only money/ names the ledger
// tables (`npm run lint`), so their rows are read here and the features read these answers.
import type { LedgerType } from '../../contract/money/statement.ts';
import type { Db } from '../db/database.ts';

/** Which of a member's rows: of these types, from `since` (ms, inclusive) to `until` (ms, exclusive). */
export interface LedgerFilter {
  types?: readonly LedgerType[];
  since?: number;
  until?: number;
  /** The rows of a lottery bill's (`lotto_bill:`) or a game round's (`game_round:`) ref only. */
  refPrefix?: 'lotto_bill:' | 'game_round:';
}

/** The member's rows (of all their wallets) that match the filter, as a query to finish. */
function memberRows(db: Db, memberId: number, filter: LedgerFilter) {
  return db
    .selectFrom('ledger as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .where('w.member_id', '=', memberId)
    .$if(filter.types !== undefined, (q) => q.where('l.type', 'in', filter.types as LedgerType[]))
    .$if(filter.since !== undefined, (q) => q.where('l.created_at', '>=', filter.since!))
    .$if(filter.until !== undefined, (q) => q.where('l.created_at', '<', filter.until!))
    .$if(filter.refPrefix !== undefined, (q) => q.where('l.ref', 'like', `${filter.refPrefix}%`));
}

/** Each matching row's amount (satang, negative for money out), ref and time. */
export function ledgerMoves(db: Db, memberId: number, filter: LedgerFilter) {
  return memberRows(db, memberId, filter).select(['l.amount', 'l.ref', 'l.created_at']).execute();
}

/** The satang sum of the matching rows (0 when none). */
export async function ledgerSum(db: Db, memberId: number, filter: LedgerFilter): Promise<number> {
  const row = await memberRows(db, memberId, filter)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.amount'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL sums BIGINT as NUMERIC (a string).
  return Number(row.total);
}

/** Money out (stakes) and money in (returns) of the matching rows, satang, both positive. */
export async function ledgerStakeAndReturn(db: Db, memberId: number, filter: LedgerFilter): Promise<{ stake: number; returned: number }> {
  const row = await memberRows(db, memberId, filter)
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb
              .case()
              .when('l.amount', '<', 0)
              .then(eb.neg(eb.ref('l.amount')))
              .else(0)
              .end(),
          ),
          eb.lit(0),
        )
        .as('stake'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('l.amount', '>', 0).then(eb.ref('l.amount')).else(0).end()), eb.lit(0))
        .as('returned'),
    ])
    .executeTakeFirstOrThrow();
  return { stake: Number(row.stake), returned: Number(row.returned) };
}

/** A page of the member's rows, newest first, with each row's wallet name, and how many match. */
export async function ledgerPage(db: Db, memberId: number, filter: LedgerFilter, page: number, pageSize: number) {
  const rows = memberRows(db, memberId, filter);
  const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const found = await rows
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .select(['l.id', 'l.type', 'l.amount', 'l.balance_after', 'l.wallet_id', 't.name as wallet_name', 'l.ref', 'l.created_at'])
    .orderBy('l.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total: Number(total), rows: found };
}

/**
 * Stakes (satang) per member of `memberIds`, of all time: per bill or round (its ref), the `bet`
 * row less the `refund` rows that gave (part of) it back.
 */
export async function stakesByMember(db: Db, memberIds: readonly number[]): Promise<Map<number, number>> {
  const stakes = new Map<number, number>();
  if (!memberIds.length) return stakes;
  const rows = await db
    .selectFrom('ledger as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .select(['w.member_id', 'l.ref'])
    .select((eb) => eb.fn.sum<number>('l.amount').as('net'))
    .where('w.member_id', 'in', memberIds)
    .where('l.type', 'in', ['bet', 'refund'])
    .where((eb) => eb.or([eb('l.ref', 'like', 'lotto_bill:%'), eb('l.ref', 'like', 'game_round:%')]))
    .groupBy(['w.member_id', 'l.ref'])
    .execute();
  for (const row of rows) stakes.set(row.member_id, (stakes.get(row.member_id) ?? 0) + Math.max(0, -Number(row.net)));
  return stakes;
}

/** Credits the house gave (bonus, cashback, commission, reward, welcome credit, adjustments in), per type, in [since, until). */
export async function creditsGiven(db: Db, since: number, until: number): Promise<{ type: LedgerType; count: number; amount: number }[]> {
  const types: LedgerType[] = ['bonus', 'cashback', 'commission', 'reward', 'welcome_credit', 'adjustment'];
  const rows = await db
    .selectFrom('ledger')
    .select(['type', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('type', 'in', types)
    .where('amount', '>', 0)
    .where('created_at', '>=', since)
    .where('created_at', '<', until)
    .groupBy('type')
    .execute();
  return rows.map((row) => ({ type: row.type as LedgerType, count: Number(row.count), amount: Number(row.amount) }));
}
