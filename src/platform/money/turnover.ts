// Bonus turnover: a bonus (the operator's today, promotions' later) may ask for stakes of N times
// its amount before the wallet it went into may be withdrawn. Each ask is a row of
// turnover_requirements (member, wallet, satang of stakes, source, when); what counts is the
// member's real stakes since then, on any of their wallets: lottery bills (a bill's `bet` row, net
// of the `refund` rows that give its stake back) and game rounds (a round's `bet` row).
// The VIP tier reads the same stakes by Bangkok day instead (stakesFromDay): kept per member and
// day by the ledger's trigger, so a bill need not group a month of ledger rows; a bonus needs an
// exact start time, so its turnover still counts the rows (stakesSince).
import type { ExpressionBuilder } from 'kysely';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/database-schema.ts';
import { prepared } from '../db/prepared.ts';

/** Satang: the stakes asked for, those made, and what is still missing (0 when met). */
export interface TurnoverState {
  required: number;
  done: number;
  left: number;
}

const STAKE_REFS = ['lotto_bill:%', 'game_round:%'] as const;

/**
 * The member's stakes (satang) since `since`: per bill or round (its ref), the `bet` row made since
 * then less the `refund` rows that gave (part of) it back. A refund always follows its bet, so the
 * rows since `since` hold both; a refund of an older bet is in a group without a bet, left out.
 */
const stakesSum = prepared(2, (db, memberId: number, since: number) => {
  const perStake = db
    .selectFrom('ledger as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .where('w.member_id', '=', memberId)
    .where('l.type', 'in', ['bet', 'refund'])
    .where('l.created_at', '>=', since)
    .where((eb) => eb.or(STAKE_REFS.map((pattern) => eb('l.ref', 'like', pattern))))
    .groupBy('l.ref')
    // A bet row is the group's one negative row.
    .having((eb) => eb.fn.min('l.amount'), '<', 0)
    .select((eb) => eb.fn.sum<number>('l.amount').as('net'));
  return db.selectFrom(perStake.as('s')).select((eb) => eb.fn.coalesce(eb.fn.sum<number>('s.net'), eb.lit(0)).as('sum'));
});

export async function stakesSince(db: Db, memberId: number, since: number): Promise<number> {
  const [row] = await stakesSum(db, memberId, since);
  // PostgreSQL sums BIGINT as NUMERIC (a string); a stake nets negative.
  return Math.max(0, -Number(row.sum));
}

/**
 * The member's stakes (satang) on Bangkok days `fromDay` and later, from member_stake_days (kept by
 * the ledger's trigger, migration 0029): a few rows, where stakesSince groups every ledger row. A
 * selection, so that a statement reading more takes it along (a bill's first read, lotto/bills.ts).
 */
export function stakeDaysSelection<DB extends Database, TB extends keyof DB>(
  scope: ExpressionBuilder<DB, TB>,
  memberId: number,
  fromDay: number,
) {
  const eb = scope as unknown as ExpressionBuilder<Database, never>;
  return eb
    .selectFrom('member_stake_days')
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('stakes'), inner.lit(0)).as('sum'))
    .$asScalar();
}

const stakeDaysSum = prepared(2, (db, memberId: number, fromDay: number) =>
  db.selectNoFrom((eb) => [stakeDaysSelection(eb, memberId, fromDay).as('sum')]),
);

/** What stakeDaysSelection read (PostgreSQL sums BIGINT as NUMERIC, a string), in satang. */
export function stakeDaysFrom(sum: unknown): number {
  return Math.max(0, Number(sum));
}

export async function stakesFromDay(db: Db, memberId: number, fromDay: number): Promise<number> {
  const [row] = await stakeDaysSum(db, memberId, fromDay);
  return stakeDaysFrom(row!.sum);
}

/**
 * Where the turnover of the member's wallet stands. Requirements in the order they were made: a
 * requirement and every later one must be covered by the stakes made since it, so stakes count
 * once towards requirements open at the same time, and a requirement met before the next was made
 * does not lend its surplus to that one. The binding one (the most left) is answered; none: all 0.
 */
export async function turnoverOf(db: Db, memberId: number, walletId: number): Promise<TurnoverState> {
  const requirements = await db
    .selectFrom('turnover_requirements')
    .select(['required', 'created_at'])
    .where('member_id', '=', memberId)
    .where('wallet_id', '=', walletId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let worst: TurnoverState = { required: 0, done: 0, left: 0 };
  let after = requirements.reduce((sum, row) => sum + row.required, 0);
  for (const [index, requirement] of requirements.entries()) {
    const done = await stakesSince(db, memberId, requirement.created_at);
    const state = { required: after, done, left: Math.max(0, after - done) };
    if (index === 0 || state.left > worst.left) worst = state;
    after -= requirement.required;
  }
  return worst;
}

/** Writes a requirement of `required` satang of stakes from now on (inside the caller's transaction). */
export async function requireTurnover(db: Db, memberId: number, walletId: number, required: number, source: string): Promise<void> {
  await db
    .insertInto('turnover_requirements')
    .values({ member_id: memberId, wallet_id: walletId, required, source, created_at: nowMs(db) })
    .execute();
}
