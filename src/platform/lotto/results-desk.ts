// Results, staged: an outside draw's numbers are entered and previewed (winning lines per bet type,
// the payout, the round's house result) before any money moves; a second person confirms above a
// setting; confirming settles at exactly the previewed figures (the round is closed when staged, so
// its bills no longer change). Voiding a round refunds every live bill once, the reason kept for
// members. The back office and the command line call these same functions. A result is taken
// from the round's draw time on, never before it (it would pay and show as official early); one
// entered in the first minutes after it is previewed with a warning to check it once more.
import type { Selectable } from 'kysely';
import { thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { nowMs } from '../db/clock.ts';
import { contextOf, tx, type Db } from '../db/database.ts';
import type { LottoStagedResultsTable } from '../db/tables/lotto-staged-results.ts';
import { operatorActor, recordAudit, type Actor } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { toBaht } from '../money/index.ts';
import { getSetting } from '../settings.ts';
import { BET_TYPE_KEYS, BET_TYPES, lineOutcome, payoutOf, type BetType, type DrawResult } from './bet-types.ts';
import { pendingBills } from './bill-rows.ts';
import { operatorName, roundDrawSource } from './draw-source.ts';
import { recordOfficialResult } from './official-results.ts';
import { categoryOf, findRound, roundEndQueues, type RoundRow } from './rounds.ts';
import { closeNow, refundRound, settleRound } from './settlement.ts';

function assertResult(result: DrawResult): void {
  if (!/^\d{3}$/.test(result.three_top) || !/^\d{2}$/.test(result.two_bottom)) fail('LOTTO_RESULT_INVALID');
  if ([...result.three_front, ...result.three_bottom].some((number) => !/^\d{3}$/.test(number))) fail('LOTTO_RESULT_INVALID');
  // The draw's four digits (Lao, Hanoi) end with its 3-top.
  if (result.four_top !== undefined && !(/^\d{4}$/.test(result.four_top) && result.four_top.endsWith(result.three_top)))
    fail('LOTTO_RESULT_FOUR_INVALID');
}

async function assertExternalPending(db: Db, round: RoundRow): Promise<void> {
  if (round.state !== 'pending') fail('LOTTO_ROUND_ALREADY_SETTLED');
  const source = roundDrawSource(round, await categoryOf(db, round.category_id));
  if (source === 'shots') fail('LOTTO_RESULT_FROM_SHOTS');
  if (source === 'committed') fail('LOTTO_RESULT_COMMITTED');
  if (nowMs(db) < round.result_at) fail('LOTTO_RESULT_BEFORE_DRAW', { draw_time: thaiDateTimeText(round.result_at) });
}

/** What settling the round with `result` would do, line by line, as settleRound counts it. */
async function previewOf(db: Db, roundId: number, result: DrawResult) {
  const byType = new Map<BetType, { lines: number; payout: number }>();
  let payout = 0;
  let refund = 0;
  const takings = (await pendingBills(db, roundId)).reduce((sum, bill) => sum + bill.total, 0);
  // The live bills' lines in one read (a government draw's round holds hundreds of thousands).
  const lines = await db
    .selectFrom('lotto_bill_lines as l')
    .innerJoin('lotto_bills as b', 'b.id', 'l.bill_id')
    .select(['l.bet_type', 'l.number', 'l.amount', 'l.rate_centi'])
    .where('b.round_id', '=', roundId)
    .where('b.status', '=', 'pending')
    .execute();
  for (const line of lines) {
    const betType = line.bet_type as BetType;
    const outcome = lineOutcome(betType, line.number, result);
    if (outcome === 'refunded') refund += line.amount;
    if (outcome !== 'won') continue;
    const won = payoutOf(line.amount, line.rate_centi);
    payout += won;
    const row = byType.get(betType) ?? { lines: 0, payout: 0 };
    byType.set(betType, { lines: row.lines + 1, payout: row.payout + won });
  }
  return {
    by_bet_type: BET_TYPE_KEYS.filter((key) => byType.has(key)).map((key) => ({
      bet_type: key,
      name: BET_TYPES[key].name,
      winning_lines: byType.get(key)!.lines,
      payout: toBaht(byType.get(key)!.payout),
    })),
    payoutSatang: payout,
    payout_total: toBaht(payout),
    refund_total: toBaht(refund),
    takings: toBaht(takings),
    house_result: toBaht(takings - payout - refund),
  };
}

/** A staged result as entered (what its confirmation adds aside). */
type StagedRow = Omit<Selectable<LottoStagedResultsTable>, 'state' | 'confirmed_by' | 'confirmed_at'>;

async function previewView(db: Db, staged: StagedRow) {
  const result = JSON.parse(staged.result) as DrawResult;
  const { payoutSatang: _payout, ...preview } = await previewOf(db, staged.round_id, result);
  const limit = await getSetting(db, 'lotto.result_second_person_baht');
  const { result_at: drawAt } = await findRound(db, staged.round_id);
  const earlyMinutes = await getSetting(db, 'lotto.result_early_minutes');
  return {
    staged_id: staged.id,
    round_id: staged.round_id,
    entered_by: staged.entered_by,
    result,
    ...preview,
    second_person: preview.payout_total > limit,
    draw_at: new Date(drawAt).toISOString(),
    entered_at: new Date(staged.entered_at).toISOString(),
    // Typed in the first minutes after the draw time: the desk asks for one more look at the official announcement.
    early: staged.entered_at < drawAt + earlyMinutes * 60_000,
  };
}

/** Enters an outside draw's result for preview: betting ends now; nothing is paid yet. */
export function stageResult(db: Db, actor: Actor, roundId: number, result: DrawResult) {
  assertResult(result);
  return tx(
    db,
    async (trx) => {
      const round = await findRound(trx, roundId);
      await assertExternalPending(trx, round);
      await closeNow(trx, round);
      const now = nowMs(trx);
      const { payoutSatang } = await previewOf(trx, roundId, result);
      await trx
        .updateTable('lotto_staged_results')
        .set({ state: 'replaced' })
        .where('round_id', '=', roundId)
        .where('state', '=', 'staged')
        .execute();
      const [{ id }] = (await trx
        .insertInto('lotto_staged_results')
        .values({
          round_id: roundId,
          result: JSON.stringify(result),
          payout_total: payoutSatang,
          entered_by: actor.name,
          entered_staff_id: actor.staffId,
          entered_at: now,
        })
        .returning('id')
        .execute()) as [{ id: number }];
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'lotto.result.stage',
        targetKind: 'lotto_round',
        targetId: String(roundId),
        before: null,
        after: { ...result, payout_total: toBaht(payoutSatang) },
        reason: null,
      });
      return previewView(trx, {
        id,
        round_id: roundId,
        result: JSON.stringify(result),
        payout_total: payoutSatang,
        entered_by: actor.name,
        entered_staff_id: actor.staffId,
        entered_at: now,
      });
    },
    { queue: roundEndQueues(roundId) },
  );
}

/** The staged result waiting on a round, as previewed. */
export async function stagedPreview(db: Db, roundId: number) {
  const staged = await db
    .selectFrom('lotto_staged_results')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('state', '=', 'staged')
    .executeTakeFirst();
  return staged ? previewView(db, staged) : null;
}

const samePerson = (actor: Actor, staged: StagedRow) =>
  actor.staffId !== null ? actor.staffId === staged.entered_staff_id : staged.entered_staff_id === null && actor.name === staged.entered_by;

/** Confirms the staged result (the one the confirmer saw) and settles the round with it. */
export function confirmResult(db: Db, actor: Actor, roundId: number, stagedId: number) {
  return tx(
    db,
    async (trx) => {
      const round = await findRound(trx, roundId);
      await assertExternalPending(trx, round);
      const staged = await trx
        .selectFrom('lotto_staged_results')
        .selectAll()
        .where('id', '=', stagedId)
        .where('round_id', '=', roundId)
        .where('state', '=', 'staged')
        .executeTakeFirst();
      if (!staged) fail('RISK_STAGED_NOT_FOUND');
      const limit = await getSetting(trx, 'lotto.result_second_person_baht');
      if (toBaht(staged.payout_total) > limit && samePerson(actor, staged))
        fail('RISK_SECOND_PERSON', { limit: limit.toLocaleString('th-TH') });
      const result = JSON.parse(staged.result) as DrawResult;
      const now = nowMs(trx);
      await recordOfficialResult(trx, roundId, result, staged.entered_by, now);
      await settleRound(trx, roundId, result, 'operator');
      await trx
        .updateTable('lotto_staged_results')
        .set({ state: 'settled', confirmed_by: actor.name, confirmed_at: now })
        .where('id', '=', stagedId)
        .execute();
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'lotto.result',
        targetKind: 'lotto_round',
        targetId: String(roundId),
        before: { state: round.state, staged_id: stagedId, entered_by: staged.entered_by },
        after: result,
        reason: null,
      });
      return roundDone(trx, roundId);
    },
    { queue: roundEndQueues(roundId) },
  );
}

/** A round that will have no result (no draw, a market holiday): every live bill refunded once. */
export function voidRound(db: Db, actor: Actor, roundId: number, reason: string) {
  const why = reason.trim();
  if (why.length === 0 || why.length > 200) fail('RISK_REASON_REQUIRED');
  return tx(
    db,
    async (trx) => {
      const round = await findRound(trx, roundId);
      if (round.state !== 'pending') fail('LOTTO_ROUND_ALREADY_SETTLED');
      await refundRound(trx, (await closeNow(trx, round)).id, { void_reason: why });
      await trx
        .updateTable('lotto_staged_results')
        .set({ state: 'replaced' })
        .where('round_id', '=', roundId)
        .where('state', '=', 'staged')
        .execute();
      await recordAudit(trx, contextOf(trx).now, {
        actor,
        action: 'lotto.round.void',
        targetKind: 'lotto_round',
        targetId: String(roundId),
        before: { state: round.state },
        after: { state: 'refunded' },
        reason: why,
      });
      return roundDone(trx, roundId);
    },
    { queue: roundEndQueues(roundId) },
  );
}

async function roundDone(db: Db, roundId: number) {
  const round = await findRound(db, roundId);
  const row = await db
    .selectFrom('lotto_bills')
    .select((eb) => [
      eb.fn.countAll<number>().as('bills'),
      eb.fn.coalesce(eb.fn.sum<number>('payout'), eb.lit(0)).as('paid'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('status', '=', 'refunded').then(eb.ref('total')).else(0).end()), eb.lit(0))
        .as('refunded'),
    ])
    .where('round_id', '=', roundId)
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return {
    round_id: roundId,
    state: round.state,
    bills: Number(row.bills),
    paid: toBaht(Number(row.paid)),
    refunded: toBaht(Number(row.refunded)),
  };
}

/**
 * Operator: enter the official result of an outside draw (3-top, 2-bottom, and for the government
 * lottery optionally 3-front/3-bottom) and settle, through the same staged result as the back
 * office: above the second-person setting it stays staged until another name confirms it.
 */
export async function operatorResult(db: Db, roundId: number, result: DrawResult, enteredBy: string) {
  const actor = operatorActor(operatorName(enteredBy));
  const preview = await stageResult(db, actor, roundId, result);
  if (!preview.second_person) await confirmResult(db, actor, roundId, preview.staged_id);
  return { round: await findRound(db, roundId), preview };
}
