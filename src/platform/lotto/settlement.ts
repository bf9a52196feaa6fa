// Settlement: at result time every line of every live bill is won or lost, winnings (stake x
// locked rate) are credited through the ledger; a round without a result is refunded in full.
// Each round settles in one transaction, and ledger idempotency keys make a second run pay nothing.
// The clock tick may run on several nodes (and in an operator command) at once: inside its
// transaction a round is settled only while it is still pending, so whoever comes second finds it
// settled and leaves it.
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db, type DbContext } from '../db/database.ts';
import { fail } from '../errors.ts';
import { creditMany, type Credit } from '../money/index.ts';
import { tellMembers } from '../inbox/index.ts';
import { tell } from '../live/index.ts';
import { getSetting } from '../settings.ts';
import { lineOutcome, type BetType, type DrawResult } from './bet-types.ts';
import { pendingBills, type BillRow } from './bill-rows.ts';
import { roundDrawSource } from './draw-source.ts';
import { withFourTop, type SimulatedDraw } from './draws.ts';
import type { ResultSource, StoredResult } from './results.ts';
import { categoryOf, ensureRounds, findRound, roundEndQueues, type RoundRow } from './rounds.ts';
import { billSettledMessage } from './settled-message.ts';
import { payShooterBonuses } from './shooter-bonus.ts';
import { computeFromShots } from './yeekee.ts';

function assertPending(round: RoundRow): void {
  if (round.state !== 'pending') fail('LOTTO_ROUND_ALREADY_SETTLED');
}

/** Numbers per statement when lines are marked by number (well under both engines' parameter limits). */
const NUMBERS_PER_UPDATE = 500;

/**
 * Marks a round's still-pending lines by their number's outcome, a few statements in all rather
 * than one per line: winners with stake x locked rate (the SQL's integer division is payoutOf's
 * floor), refunded ones, then every line left as lost. In a pending round a line is pending
 * exactly when its bill is (a cancelled bill's lines are refunded when it is cancelled).
 */
async function markLines(trx: Db, roundId: number, result: DrawResult): Promise<void> {
  const numbers = await trx
    .selectFrom('lotto_bill_lines')
    .select(['bet_type', 'number'])
    .distinct()
    .where('round_id', '=', roundId)
    .where('result', '=', 'pending')
    .execute();
  const byOutcome = { won: new Map<BetType, string[]>(), refunded: new Map<BetType, string[]>() };
  for (const { bet_type, number } of numbers as { bet_type: BetType; number: string }[]) {
    const outcome = lineOutcome(bet_type, number, result);
    if (outcome === 'lost') continue;
    const list = byOutcome[outcome].get(bet_type) ?? [];
    list.push(number);
    byOutcome[outcome].set(bet_type, list);
  }
  for (const outcome of ['won', 'refunded'] as const) {
    for (const [betType, list] of byOutcome[outcome]) {
      for (let at = 0; at < list.length; at += NUMBERS_PER_UPDATE) {
        await trx
          .updateTable('lotto_bill_lines')
          .set((eb) => ({ result: outcome, payout: outcome === 'won' ? eb(eb('amount', '*', eb.ref('rate_centi')), '/', eb.lit(100)) : 0 }))
          .where('round_id', '=', roundId)
          .where('result', '=', 'pending')
          .where('bet_type', '=', betType)
          .where('number', 'in', list.slice(at, at + NUMBERS_PER_UPDATE))
          .execute();
      }
    }
  }
  await trx
    .updateTable('lotto_bill_lines')
    .set({ result: 'lost', payout: 0 })
    .where('round_id', '=', roundId)
    .where('result', '=', 'pending')
    .execute();
}

/**
 * Each live bill's winnings and refund (satang) and so its status, read from its won and refunded
 * lines only (most lines lose): a bill with no winning line whose refund is its whole stake had
 * every line refunded. `bills` are the round's pending bills: lines of bills cancelled earlier
 * (refunded too) are left aside.
 */
async function billOutcomes(trx: Db, roundId: number, bills: readonly BillRow[]) {
  const rows =
    bills.length === 0
      ? []
      : await trx
          .selectFrom('lotto_bill_lines')
          .select((eb) => ['bill_id', 'result', eb.fn.sum<number>('payout').as('payout'), eb.fn.sum<number>('amount').as('amount')])
          .where('round_id', '=', roundId)
          .where('result', 'in', ['won', 'refunded'])
          .groupBy(['bill_id', 'result'])
          .execute();
  const figures = new Map<number, { won: boolean; winnings: number; refund: number }>();
  for (const row of rows) {
    const bill = figures.get(Number(row.bill_id)) ?? { won: false, winnings: 0, refund: 0 };
    // PostgreSQL sums BIGINT as NUMERIC (a string); every figure is whole.
    if (row.result === 'won') {
      bill.won = true;
      bill.winnings += Number(row.payout);
    } else bill.refund += Number(row.amount);
    figures.set(Number(row.bill_id), bill);
  }
  return new Map(
    bills.map((bill) => {
      const { won, winnings, refund } = figures.get(bill.id) ?? { won: false, winnings: 0, refund: 0 };
      const status = won ? 'won' : refund === bill.total ? 'refunded' : 'lost';
      return [bill.id, { status, winnings, refund } as const];
    }),
  );
}

/** The round's watchers and each member whose bills it settled hear of it once it commits. */
function tellSettled(db: Db, roundId: number, bills: readonly BillRow[]): void {
  tell(db, { kind: 'round', member: 0, id: roundId });
  for (const member of new Set(bills.map((bill) => bill.member_id))) tell(db, { kind: 'bills', member, id: roundId });
}

/** Bills per statement when bills are given their outcome. */
const BILLS_PER_UPDATE = 500;

export function settleRound(db: Db, roundId: number, result: DrawResult, source: ResultSource, stored: StoredResult = {}): Promise<void> {
  return tx(db, async (trx) => {
    const round = await findRound(trx, roundId);
    assertPending(round);
    const now = nowMs(trx);
    const bills = await pendingBills(trx, roundId);
    // Most rounds of the quick draws have no bill at all: nothing to mark.
    if (bills.length > 0) await markLines(trx, roundId, result);
    const outcomes = await billOutcomes(trx, roundId, bills);
    // A few statements per status: a winning bill's payout is the sum of its lines' (lost and
    // refunded lines pay 0).
    for (const status of ['won', 'lost', 'refunded'] as const) {
      const ids = bills.filter((bill) => outcomes.get(bill.id)!.status === status).map((bill) => bill.id);
      for (let at = 0; at < ids.length; at += BILLS_PER_UPDATE) {
        await trx
          .updateTable('lotto_bills')
          .set((eb) => ({
            status,
            settled_at: now,
            payout:
              status === 'won'
                ? eb
                    .selectFrom('lotto_bill_lines as l')
                    .select((line) => line.fn.sum<number>('l.payout').as('payout'))
                    .whereRef('l.bill_id', '=', 'lotto_bills.id')
                : 0,
          }))
          .where('id', 'in', ids.slice(at, at + BILLS_PER_UPDATE))
          .execute();
      }
    }
    // Money through the ledger, once per bill (its idempotency keys), with the members' messages.
    const credits: Credit[] = [];
    for (const bill of bills) {
      const { winnings, refund } = outcomes.get(bill.id)!;
      const ref = `lotto_bill:${bill.id}`;
      if (winnings > 0)
        credits.push({ walletId: bill.wallet_id, satang: winnings, type: 'payout', ref, idempotencyKey: `lotto_payout:${bill.id}` });
      if (refund > 0)
        credits.push({ walletId: bill.wallet_id, satang: refund, type: 'refund', ref, idempotencyKey: `lotto_refund:${bill.id}` });
    }
    await creditMany(trx, credits);
    await tellMembers(
      trx,
      bills.map((bill) => billSettledMessage(bill, round.name, outcomes.get(bill.id)!)),
    );
    // Yeekee: the 1st and 16th shooters' bonuses, once, with the round (shooter-bonus.ts).
    const bonuses = source === 'shots' ? { shooter_bonuses: await payShooterBonuses(trx, round) } : {};
    const saved: StoredResult = { ...stored, ...bonuses, ...result };
    await trx
      .updateTable('lotto_rounds')
      .set({ state: 'settled', result: JSON.stringify(saved), result_source: source, settled_at: now })
      .where('id', '=', roundId)
      .execute();
    tellSettled(trx, roundId, bills);
  });
}

/** No result: every live bill's stake goes back to its wallet. */
export function refundRound(db: Db, roundId: number, stored: StoredResult = {}): Promise<void> {
  return tx(db, async (trx) => {
    const round = await findRound(trx, roundId);
    assertPending(round);
    const now = nowMs(trx);
    const bills = await pendingBills(trx, roundId);
    // Every pending line of a pending round is a live bill's (see markLines).
    if (bills.length > 0) {
      await trx
        .updateTable('lotto_bill_lines')
        .set({ result: 'refunded' })
        .where('round_id', '=', roundId)
        .where('result', '=', 'pending')
        .execute();
      await trx
        .updateTable('lotto_bills')
        .set({ status: 'refunded', settled_at: now })
        .where('round_id', '=', roundId)
        .where('status', '=', 'pending')
        .execute();
    }
    await creditMany(
      trx,
      bills.map((bill) => ({
        walletId: bill.wallet_id,
        satang: bill.total,
        type: 'refund' as const,
        ref: `lotto_bill:${bill.id}`,
        idempotencyKey: `lotto_refund:${bill.id}`,
      })),
    );
    await tellMembers(
      trx,
      bills.map((bill) => billSettledMessage(bill, round.name, { status: 'refunded', winnings: 0, refund: bill.total })),
    );
    await trx
      .updateTable('lotto_rounds')
      .set({ state: 'refunded', result: JSON.stringify(stored), result_source: 'refund', settled_at: now })
      .where('id', '=', roundId)
      .execute();
    tellSettled(trx, roundId, bills);
  });
}

/** Settles a round from what it has: Yeekee from its shots, others from their committed draw. */
async function settleFromOwnDraw(db: Db, round: RoundRow): Promise<void> {
  if ((await categoryOf(db, round.category_id)).kind === 'yeekee') {
    const { result, arithmetic } = await computeFromShots(db, round.id);
    if (result) await settleRound(db, round.id, result, 'shots', { yeekee: arithmetic });
    else await refundRound(db, round.id, { yeekee: arithmetic });
    return;
  }
  if (!round.draw) {
    await refundRound(db, round.id);
    return;
  }
  const { detail, ...result } = withFourTop(JSON.parse(round.draw) as SimulatedDraw);
  await settleRound(db, round.id, result, 'draw', { detail });
}

/**
 * The tick's settlement of one due round, in one transaction: read again inside it, the round
 * is settled only if it is still pending (another node, or an operator command, may have settled
 * it since the due list was read).
 */
function settleDueRound(db: Db, roundId: number, now: number, graceMs: number): Promise<void> {
  return tx(
    db,
    async (trx) => {
      const round = await findRound(trx, roundId);
      if (round.state !== 'pending') return;
      // An outside draw waits for the operator's result, and is refunded when none came in time.
      const external = roundDrawSource(round, await categoryOf(trx, round.category_id)) === 'external';
      if (!external) await settleFromOwnDraw(trx, round);
      else if (now >= round.result_at + graceMs) await refundRound(trx, round.id);
    },
    { queue: roundEndQueues(roundId) },
  );
}

/**
 * Settles every round whose result time has come. Called before lotto calls answer. Each round
 * settles in its own transaction; once `stop` is aborted no further round starts (the process is
 * on its way out: the next one settles the rest).
 */
export async function settleDueRounds(db: Db, stop?: AbortSignal): Promise<void> {
  const now = nowMs(db);
  const due = await db
    .selectFrom('lotto_rounds')
    .select('id')
    .where('state', '=', 'pending')
    .where('result_at', '<=', now)
    .orderBy('result_at')
    .orderBy('id')
    .execute();
  if (due.length === 0) return;
  const graceMs = (await getSetting(db, 'lotto.result_grace_hours')) * 3600_000;
  for (const { id } of due) {
    if (stop?.aborted) return;
    await settleDueRound(db, id, now, graceMs);
  }
}

/** When each platform last settled (platform time), for the light tick. */
const settledAt = new WeakMap<DbContext, number>();
/** A tick under way in this process: concurrent calls wait for it rather than start their own. */
const ticking = new WeakMap<DbContext, Promise<void>>();

/** Makes the scheduled rounds and settles the due ones: the lottery's clock tick. */
export function lottoTick(db: Db, stop?: AbortSignal): Promise<void> {
  const context = contextOf(db);
  const running = ticking.get(context);
  if (running) return running;
  const tick = (async () => {
    try {
      await ensureRounds(db);
      await settleDueRounds(db, stop);
      if (!stop?.aborted) settledAt.set(context, nowMs(db));
    } finally {
      ticking.delete(context);
    }
  })();
  ticking.set(context, tick);
  return tick;
}

/**
 * The tick for calls whose answer does not depend on a round being settled at this instant:
 * rounds are made as always, due rounds settled at most once a second of platform time. A bet or
 * a shot is accepted by the clock alone (a round past its close time refuses it, settled or not),
 * and the lobby lists rounds that are open or not open yet, never one that is due.
 */
export async function lottoTickLight(db: Db): Promise<void> {
  const context = contextOf(db);
  const last = settledAt.get(context);
  const now = nowMs(db);
  if (last !== undefined && now >= last && now - last < 1000) await ensureRounds(db);
  else await lottoTick(db);
}

/** Ends betting (and Yeekee shooting) now, for the operator's commands. */
export async function closeNow(db: Db, round: RoundRow): Promise<RoundRow> {
  const now = nowMs(db);
  const closeAt = Math.max(round.open_at + 1, Math.min(round.close_at, now));
  const resultAt = Math.max(closeAt, Math.min(round.result_at, now));
  await db.updateTable('lotto_rounds').set({ close_at: closeAt, result_at: resultAt }).where('id', '=', round.id).execute();
  tell(db, { kind: 'round', member: 0, id: round.id });
  return findRound(db, round.id);
}

/** Operator: close the round now and settle it from its own draw (Yeekee: its shots). */
export function operatorSettle(db: Db, roundId: number): Promise<RoundRow> {
  return tx(
    db,
    async (trx) => {
      const round = await findRound(trx, roundId);
      assertPending(round);
      // An outside draw's round has no draw of its own: it waits for the operator's result (or is
      // refunded after the grace period), never refunded by a settle typed by mistake.
      if (roundDrawSource(round, await categoryOf(trx, round.category_id)) === 'external') fail('LOTTO_RESULT_EXTERNAL');
      await settleFromOwnDraw(trx, await closeNow(trx, round));
      return findRound(trx, roundId);
    },
    { queue: roundEndQueues(roundId) },
  );
}
