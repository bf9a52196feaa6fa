// Settlement: at result time every line of every live bill is won or lost, winnings (stake x
// locked rate) are credited through the ledger; a round without a result is refunded in full.
// Each round settles in one transaction, and ledger idempotency keys make a second run pay nothing.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { all, run, tx } from '../db/database.ts';
import { fail } from '../errors.ts';
import { credit } from '../money/ledger.ts';
import { getSetting } from '../settings.ts';
import { lineOutcome, payoutOf, type DrawResult } from './bet-types.ts';
import { linesOf, pendingBills } from './bill-rows.ts';
import { operatorName, roundDrawSource } from './draw-source.ts';
import type { SimulatedDraw } from './draws.ts';
import { recordOfficialResult } from './official-results.ts';
import type { ResultSource, StoredResult } from './results.ts';
import { categoryOf, ensureRounds, findRound, type RoundRow } from './rounds.ts';
import { computeFromShots } from './yeekee.ts';

function assertPending(round: RoundRow): void {
  if (round.state !== 'pending') fail('LOTTO_ROUND_ALREADY_SETTLED');
}

export function settleRound(db: DatabaseSync, roundId: number, result: DrawResult, source: ResultSource, stored: StoredResult = {}): void {
  tx(db, () => {
    const round = findRound(db, roundId);
    assertPending(round);
    const now = nowMs(db);
    for (const bill of pendingBills(db, roundId)) {
      let winnings = 0;
      let refund = 0;
      const outcomes = linesOf(db, bill.id).map((line) => {
        const outcome = lineOutcome(line.bet_type, line.number, result);
        const payout = outcome === 'won' ? payoutOf(line.amount, line.rate_centi) : 0;
        if (outcome === 'won') winnings += payout;
        if (outcome === 'refunded') refund += line.amount;
        run(db, 'UPDATE lotto_bill_lines SET result = ?, payout = ? WHERE id = ?', outcome, payout, line.id);
        return outcome;
      });
      const status = outcomes.includes('won') ? 'won' : outcomes.every((outcome) => outcome === 'refunded') ? 'refunded' : 'lost';
      run(db, 'UPDATE lotto_bills SET status = ?, payout = ?, settled_at = ? WHERE id = ?', status, winnings, now, bill.id);
      if (winnings > 0) credit(db, bill.wallet_id, winnings, 'payout', `lotto_bill:${bill.id}`, `lotto_payout:${bill.id}`);
      if (refund > 0) credit(db, bill.wallet_id, refund, 'refund', `lotto_bill:${bill.id}`, `lotto_refund:${bill.id}`);
    }
    const saved: StoredResult = { ...stored, ...result };
    run(
      db,
      "UPDATE lotto_rounds SET state = 'settled', result = ?, result_source = ?, settled_at = ? WHERE id = ?",
      JSON.stringify(saved),
      source,
      now,
      roundId,
    );
  });
}

/** No result: every live bill's stake goes back to its wallet. */
export function refundRound(db: DatabaseSync, roundId: number, stored: StoredResult = {}): void {
  tx(db, () => {
    const round = findRound(db, roundId);
    assertPending(round);
    const now = nowMs(db);
    for (const bill of pendingBills(db, roundId)) {
      run(db, "UPDATE lotto_bills SET status = 'refunded', settled_at = ? WHERE id = ?", now, bill.id);
      run(db, "UPDATE lotto_bill_lines SET result = 'refunded' WHERE bill_id = ?", bill.id);
      credit(db, bill.wallet_id, bill.total, 'refund', `lotto_bill:${bill.id}`, `lotto_refund:${bill.id}`);
    }
    run(
      db,
      "UPDATE lotto_rounds SET state = 'refunded', result = ?, result_source = 'refund', settled_at = ? WHERE id = ?",
      JSON.stringify(stored),
      now,
      roundId,
    );
  });
}

/** Settles a round from what it has: Yeekee from its shots, others from their committed draw. */
function settleFromOwnDraw(db: DatabaseSync, round: RoundRow): void {
  if (categoryOf(db, round.category_id).kind === 'yeekee') {
    const { result, arithmetic } = computeFromShots(db, round.id);
    if (result) settleRound(db, round.id, result, 'shots', { yeekee: arithmetic });
    else refundRound(db, round.id, { yeekee: arithmetic });
    return;
  }
  if (!round.draw) {
    refundRound(db, round.id);
    return;
  }
  const draw = JSON.parse(round.draw) as SimulatedDraw;
  const { detail, ...result } = draw;
  settleRound(db, round.id, result, 'draw', { detail });
}

/** Settles every round whose result time has come. Called before lotto calls answer. */
export function settleDueRounds(db: DatabaseSync): void {
  const now = nowMs(db);
  const due = all<RoundRow>(db, "SELECT * FROM lotto_rounds WHERE state = 'pending' AND result_at <= ? ORDER BY result_at", now);
  const graceMs = getSetting(db, 'lotto.result_grace_hours') * 3600_000;
  for (const round of due) {
    // An outside draw waits for the operator's result, and is refunded when none came in time.
    const external = roundDrawSource(round, categoryOf(db, round.category_id)) === 'external';
    if (!external) settleFromOwnDraw(db, round);
    else if (now >= round.result_at + graceMs) refundRound(db, round.id);
  }
}

const settledAt = new WeakMap<DatabaseSync, number>();

/** Makes the scheduled rounds and settles the due ones: the lottery's clock tick. */
export function lottoTick(db: DatabaseSync): void {
  ensureRounds(db);
  settleDueRounds(db);
  settledAt.set(db, nowMs(db));
}

/**
 * The tick for calls whose answer does not depend on a round being settled at this instant:
 * rounds are made as always, due rounds settled at most once a second of platform time. A bet or
 * a shot is accepted by the clock alone (a round past its close time refuses it, settled or not),
 * and the lobby lists rounds that are open or not open yet, never one that is due.
 */
export function lottoTickLight(db: DatabaseSync): void {
  const last = settledAt.get(db);
  const now = nowMs(db);
  if (last !== undefined && now >= last && now - last < 1000) ensureRounds(db);
  else lottoTick(db);
}

/** Ends betting (and Yeekee shooting) now, for the operator's commands. */
function closeNow(db: DatabaseSync, round: RoundRow): RoundRow {
  const now = nowMs(db);
  const closeAt = Math.max(round.open_at + 1, Math.min(round.close_at, now));
  const resultAt = Math.max(closeAt, Math.min(round.result_at, now));
  run(db, 'UPDATE lotto_rounds SET close_at = ?, result_at = ? WHERE id = ?', closeAt, resultAt, round.id);
  return findRound(db, round.id);
}

/** Operator: close the round now and settle it from its own draw (Yeekee: its shots). */
export function operatorSettle(db: DatabaseSync, roundId: number): RoundRow {
  return tx(db, () => {
    const round = findRound(db, roundId);
    assertPending(round);
    // An outside draw's round has no draw of its own: it waits for the operator's result (or is
    // refunded after the grace period), never refunded by a settle typed by mistake.
    if (roundDrawSource(round, categoryOf(db, round.category_id)) === 'external') fail('LOTTO_RESULT_EXTERNAL');
    settleFromOwnDraw(db, closeNow(db, round));
    return findRound(db, roundId);
  });
}

/**
 * Operator: enter the official result of an outside draw (3-top, 2-bottom, and for the government
 * lottery optionally 3-front/3-bottom), logged with who entered it, and settle. A round whose draw
 * was committed before betting opened settles only from that draw: its result cannot be entered.
 */
export function operatorResult(db: DatabaseSync, roundId: number, result: DrawResult, enteredBy: string): RoundRow {
  if (!/^\d{3}$/.test(result.three_top) || !/^\d{2}$/.test(result.two_bottom)) fail('LOTTO_RESULT_INVALID');
  if ([...result.three_front, ...result.three_bottom].some((number) => !/^\d{3}$/.test(number))) fail('LOTTO_RESULT_INVALID');
  const by = operatorName(enteredBy);
  return tx(db, () => {
    const round = findRound(db, roundId);
    assertPending(round);
    const source = roundDrawSource(round, categoryOf(db, round.category_id));
    if (source === 'shots') fail('LOTTO_RESULT_FROM_SHOTS');
    if (source === 'committed') fail('LOTTO_RESULT_COMMITTED');
    recordOfficialResult(db, roundId, result, by, nowMs(db));
    settleRound(db, closeNow(db, round).id, result, 'operator');
    return findRound(db, roundId);
  });
}
