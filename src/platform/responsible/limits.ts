// The member's daily deposit and loss limits. Each change is a new row (append-only): setting a
// first limit or lowering one applies at once; raising or removing one applies after
// `responsible.limit_raise_delay_hours`, and a later change replaces a change still waiting.
// Today is the Asia/Bangkok calendar day. The checks run inside the caller's transaction (a bill,
// a game round, a deposit request), so parallel ones cannot both slip under a limit.
import type { LimitKind, LimitView } from '../../contract/account/responsible.ts';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { nowMs } from '../db/clock.ts';
import type { Database } from '../db/database-schema.ts';
import { tx, type Db } from '../db/database.ts';
import type { ResponsibleLimitsTable } from '../db/tables/responsible-limits.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import type { LedgerType } from '../../contract/money/statement.ts';
import { ledgerSum, toBaht, toSatang } from '../money/index.ts';
import { lockedRow } from '../db/row-lock.ts';

import { getSetting } from '../settings.ts';
import { assertNotOnBreak } from './breaks.ts';
import { bangkokDayStart, nextBangkokMidnight, thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { bahtText } from '../../rules/money/money-text.ts';

type LimitRow = Pick<Selectable<ResponsibleLimitsTable>, 'amount' | 'created_at' | 'effective_at'>;

export interface LimitState {
  /** Satang in force at the instant asked about; null: no limit. */
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** The limit in force at `at` from the member's rows in order: a waiting change is replaced by a later one. */
export function limitAt(rows: readonly LimitRow[], at: number): LimitState {
  let amount: number | null = null;
  let pending: LimitState['pending'] = null;
  for (const row of rows) {
    if (row.created_at > at) break;
    if (pending && pending.effectiveAt <= row.created_at) amount = pending.amount;
    pending = null;
    if (row.effective_at <= row.created_at) amount = row.amount;
    else pending = { amount: row.amount, effectiveAt: row.effective_at };
  }
  if (pending && pending.effectiveAt <= at) return { amount: pending.amount, pending: null };
  return { amount, pending };
}

const limitRows = prepared(2, (db, memberId: number, kind: LimitKind) =>
  db
    .selectFrom('responsible_limits')
    .select(['amount', 'created_at', 'effective_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .orderBy('id'),
);

export async function currentLimit(db: Db, memberId: number, kind: LimitKind): Promise<LimitState> {
  return limitAt(await limitRows(db, memberId, kind), nowMs(db));
}

/** Sets the member's daily limit (baht; null removes it). Answers the state it leaves. */
export function setLimit(db: Db, memberId: number, kind: LimitKind, baht: number | null): Promise<LimitState> {
  return tx(db, async (trx) => {
    const now = nowMs(trx);
    const { amount: current } = await currentLimit(trx, memberId, kind);
    const amount = baht === null ? null : toSatang(baht);
    const tighter = amount !== null && (current === null || amount <= current);
    const delayHours = await getSetting(trx, 'responsible.limit_raise_delay_hours');
    const effectiveAt = tighter ? now : now + delayHours * 3_600_000;
    await trx
      .insertInto('responsible_limits')
      .values({ member_id: memberId, kind, amount, created_at: now, effective_at: effectiveAt })
      .execute();
    return currentLimit(trx, memberId, kind);
  });
}

/** Satang sums of today's (Bangkok day's) ledger rows of the member's wallets with these types. */
function todaySum(db: Db, memberId: number, types: readonly LedgerType[]): Promise<number> {
  return ledgerSum(db, memberId, { types, since: bangkokDayStart(nowMs(db)) });
}

/** Today's net loss in satang: stakes minus what came back (payouts, refunds, game wins); negative when ahead. */
export async function todayNetLoss(db: Db, memberId: number): Promise<number> {
  return -(await todaySum(db, memberId, ['bet', 'payout', 'refund']));
}

/** Today's deposits credited, in satang. */
export async function todayDeposits(db: Db, memberId: number): Promise<number> {
  return todaySum(db, memberId, ['deposit']);
}

function refuse(key: 'RESPONSIBLE_LOSS_LIMIT' | 'RESPONSIBLE_DEPOSIT_LIMIT', db: Db, limit: number, used: number): never {
  fail(key, {
    limit: bahtText(limit),
    used: bahtText(Math.max(0, used)),
    left: bahtText(Math.max(0, limit - used)),
    reset: thaiDateTimeText(nextBangkokMidnight(nowMs(db))),
  });
}

const LOSS: LimitKind = 'loss';

/**
 * Whether the member has a running break or has ever set a loss limit: most members have neither,
 * and their stakes then need no more reads (each a round trip on PostgreSQL). As columns of a
 * stake's first statement (a bill's: lotto/bills.ts) or a statement of their own.
 */
export function stakeRuleSelections<DB extends Database, TB extends keyof DB>(
  scope: ExpressionBuilder<DB, TB>,
  memberId: number,
  now: number,
) {
  // Over the responsible tables only: the statement's own tables do not come in.
  const eb = scope as unknown as ExpressionBuilder<Database, never>;
  return [
    eb
      .exists(eb.selectFrom('responsible_breaks').select('member_id').where('member_id', '=', memberId).where('ends_at', '>', now))
      .as('on_break'),
    eb
      .exists(eb.selectFrom('responsible_limits').select('member_id').where('member_id', '=', memberId).where('kind', '=', LOSS))
      .as('loss_limited'),
  ] as const;
}

/** What stakeRuleSelections read (PostgreSQL's booleans, SQLite's 0 and 1). */
export interface StakeRuleFlags {
  on_break: unknown;
  loss_limited: unknown;
}

const stakeRulesOf = prepared(2, (db, memberId: number, now: number) => db.selectNoFrom((eb) => stakeRuleSelections(eb, memberId, now)));

/**
 * Refuses a stake of `satang` (a lottery bill, a game round) during a break or when it would take
 * today's net loss past the member's loss limit. Call inside the stake's transaction; `flags`:
 * stakeRuleSelections read by it already.
 */
export async function assertStakeAllowed(db: Db, memberId: number, satang: number, flags?: StakeRuleFlags): Promise<void> {
  const rules = flags ?? (await stakeRulesOf(db, memberId, nowMs(db)))[0];
  if (!rules?.on_break && !rules?.loss_limited) return;
  await assertNotOnBreak(db, memberId);
  const { amount: limit } = await currentLimit(db, memberId, 'loss');
  if (limit === null) return;
  // The member's stakes take turns here (a bill runs at READ COMMITTED: lotto/bills.ts), so two
  // of them at once, from any wallet, never both fit under what is left.
  await lockedRow(db, db.selectFrom('members').select('id').where('id', '=', memberId)).execute();
  const used = await todayNetLoss(db, memberId);
  if (used + satang > limit) refuse('RESPONSIBLE_LOSS_LIMIT', db, limit, used);
}

/**
 * Refuses a deposit of `satang` during a break or when today's credited deposits, the requests
 * still pending (`pendingSatang`) and this one would pass the member's deposit limit. Call inside
 * the deposit request's transaction.
 */
export async function assertDepositWithinLimit(db: Db, memberId: number, satang: number, pendingSatang = 0): Promise<void> {
  await assertNotOnBreak(db, memberId);
  const { amount: limit } = await currentLimit(db, memberId, 'deposit');
  if (limit === null) return;
  const used = (await todayDeposits(db, memberId)) + pendingSatang;
  if (used + satang > limit) refuse('RESPONSIBLE_DEPOSIT_LIMIT', db, limit, used);
}

/** The page's view of one limit: in force, used today, left, and a change waiting. */
export async function limitView(db: Db, memberId: number, kind: LimitKind): Promise<LimitView> {
  const { amount, pending } = await currentLimit(db, memberId, kind);
  const used = kind === 'loss' ? await todayNetLoss(db, memberId) : await todayDeposits(db, memberId);
  return {
    kind,
    amount: amount === null ? null : toBaht(amount),
    used: toBaht(used),
    left: amount === null ? null : toBaht(Math.max(0, amount - used)),
    pending: pending && {
      amount: pending.amount === null ? null : toBaht(pending.amount),
      effective_at: new Date(pending.effectiveAt).toISOString(),
    },
  };
}
