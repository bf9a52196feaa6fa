// The risk screen's figures: a round's stakes per number of one bet type, the payout each number
// would cost at the rates its lines were placed at, against the round's takings and the house
// limit. While the round waits for its result (the desk polls it every few seconds) they are the
// kept rows of lotto_number_stakes, which the triggers hold equal to the lines of the bills not
// cancelled (0028-stake-payouts); a settled or voided round is counted from its lines, where a
// refunded line (a voided round, a bet type without a result) is left out.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { allNumbers } from '../../rules/lotto/numbers.ts';
import { BET_TYPES, isTodTriple, normaliseNumber, type BetType, type DrawResult } from './bet-types.ts';
import { toBaht } from '../money/index.ts';
import { limitsOf } from './limits.ts';
import { isClosed, lineRate, numberRulesOf, ratesOf } from './rates.ts';
import { roundDrawSource } from './draw-source.ts';
import { gridView } from './risk-view.ts';
import { categoryOf, findRound, roundStatus, type RoundRow } from './rounds.ts';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0);

/** Takings (satang) of a round's live bills, and how many there are. */
async function takingsOf(db: Db, roundId: number): Promise<{ takings: number; bills: number }> {
  const row = await db
    .selectFrom('lotto_bills')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('takings'), eb.fn.countAll<number>().as('bills')])
    .where('round_id', '=', roundId)
    .where('status', 'not in', ['cancelled', 'refunded'])
    .executeTakeFirstOrThrow();
  return { takings: Number(row.takings), bills: Number(row.bills) };
}

/** `counted`: the round's takings when the caller has them already (the grid: one pass over its bills). */
export async function roundSummary(db: Db, round: RoundRow, counted?: { takings: number; bills: number }) {
  const category = await categoryOf(db, round.category_id);
  const { takings, bills } = counted ?? (await takingsOf(db, round.id));
  const staged = await db
    .selectFrom('lotto_staged_results')
    .select('id')
    .where('round_id', '=', round.id)
    .where('state', '=', 'staged')
    .executeTakeFirst();
  return {
    round_id: round.id,
    category_id: category.id,
    category_name: category.name,
    name: round.name,
    status: roundStatus(round, nowMs(db)),
    close_at: new Date(round.close_at).toISOString(),
    result_at: new Date(round.result_at).toISOString(),
    external: roundDrawSource(round, category) === 'external',
    bill_count: bills,
    takings: toBaht(takings),
    staged: staged !== undefined,
  };
}

/** A waiting round's kept stakes and payouts per number, everyone's (member 0); all bet types without one. */
function keptStakes(db: Db, roundId: number, betType?: BetType) {
  let query = db
    .selectFrom('lotto_number_stakes')
    .select(['bet_type', 'number', 'amount as stake', 'payout_centi'])
    .where('round_id', '=', roundId)
    .where('member_id', '=', 0);
  if (betType) query = query.where('bet_type', '=', betType);
  return query.execute();
}

/** Stakes (satang) and payout (satang, may hold a fraction) per number of one bet type of a round. */
async function figuresByNumber(db: Db, round: RoundRow, betType: BetType) {
  const rows =
    round.state === 'pending'
      ? await keptStakes(db, round.id, betType)
      : await db
          .selectFrom('lotto_bill_lines')
          .select((eb) => [
            'number',
            eb.fn.sum<number>('amount').as('stake'),
            eb.fn.sum<number>(eb('amount', '*', eb.ref('rate_centi'))).as('payout_centi'),
          ])
          .where('round_id', '=', round.id)
          .where('bet_type', '=', betType)
          .where('result', '<>', 'refunded')
          .groupBy('number')
          .execute();
  return new Map(rows.map((row) => [row.number, { stake: Number(row.stake), payout: Number(row.payout_centi) / 100 }]));
}

/** How many numbers of a waiting round have stakes past the alert share of their house limit. */
async function alertCount(db: Db, round: RoundRow, share: number): Promise<number> {
  if (round.state !== 'pending') return 0;
  const limits = await limitsOf(db, round.category_id, round.id, await ratesOf(db, round.category_id));
  const rows = await keptStakes(db, round.id);
  // Stakes in satang against the limit in baht: past share% of it when stake >= share x house.
  return rows.filter((row) => {
    const limit = limits.get(row.bet_type as BetType);
    return limit !== undefined && Number(row.stake) >= share * limit.house;
  }).length;
}

type StoredAnswer = { source: string; result?: DrawResult | null; error?: string };

/**
 * What the result sources left for a person (result-watch.ts), newest first. One is open while its
 * round waits for a result, and stops showing once a person settles or voids the round. A later
 * answer unlike a confirmed result (after_confirmed) is raised on a round already paid, which
 * nothing undoes: it shows until a supervisor or the owner acknowledges it (alert-acknowledge.ts).
 */
export async function resultAlerts(db: Db, roundId?: number) {
  let query = db
    .selectFrom('lotto_result_alerts as a')
    .innerJoin('lotto_rounds as r', 'r.id', 'a.round_id')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .select([
      'a.id',
      'a.round_id',
      'r.name as round_name',
      'c.name as category_name',
      'r.state',
      'a.kind',
      'a.message',
      'a.answers',
      'a.raised_at',
    ])
    .where('a.acknowledged_at', 'is', null)
    .where((eb) => eb.or([eb('r.state', '=', 'pending'), eb.and([eb('a.kind', '=', 'after_confirmed'), eb('r.state', '=', 'settled')])]))
    .orderBy('a.raised_at', 'desc')
    .orderBy('a.id', 'desc');
  if (roundId !== undefined) query = query.where('a.round_id', '=', roundId);
  const rows = await query.execute();
  return rows.map(({ answers, ...row }) => ({
    ...row,
    // Each source's numbers as it answered (none kept for a deadline alert: its message names who answered).
    answers: (JSON.parse(answers) as StoredAnswer[]).map((answer) => ({
      source: answer.source,
      result: answer.result ?? null,
      unreadable: answer.error !== undefined,
    })),
    raised_at: new Date(row.raised_at).toISOString(),
  }));
}

/** The rounds the desk works on: open and waiting for a result first, then the last settled. */
export async function deskRounds(db: Db) {
  const now = nowMs(db);
  const rounds = (await db
    .selectFrom('lotto_rounds')
    .selectAll()
    .where((eb) => eb.or([eb('state', '=', 'pending'), eb('settled_at', '>=', now - 3 * 86_400_000)]))
    .where('open_at', '<=', now)
    .orderBy('close_at', 'desc')
    .limit(100)
    .execute()) as RoundRow[];
  const pending = rounds.filter((round) => round.state === 'pending');
  const done = rounds.filter((round) => round.state !== 'pending');
  const categories = await db.selectFrom('lotto_categories').select(['id as category_id', 'name']).orderBy('sort').orderBy('id').execute();
  const share = await getSetting(db, 'lotto.risk_alert_share_percent');
  const listed = await Promise.all(
    [...pending, ...done].map(async (round) => ({ ...(await roundSummary(db, round)), alerts: await alertCount(db, round, share) })),
  );
  return { rounds: listed, alert_share_percent: share, categories, result_alerts: await resultAlerts(db) };
}

/** The numbers a bet type's grid has: tod numbers once each (digits sorted), no triple. */
function gridNumbers(betType: BetType): string[] {
  return allNumbers(BET_TYPES[betType].digits).filter(
    (number) => normaliseNumber(betType, number) === number && !isTodTriple(betType, number),
  );
}

/** The grid of one bet type; four digits send the cells of one hundred (`prefix`, else the riskiest): risk-view.ts. */
export async function riskGrid(db: Db, roundId: number, betType: BetType, prefix?: string) {
  const round = await findRound(db, roundId);
  const rates = await ratesOf(db, round.category_id);
  const rate = rates.find((row) => row.bet_type === betType);
  if (!rate) return null;
  const limit = (await limitsOf(db, round.category_id, round.id, rates)).get(betType)!;
  const rules = await numberRulesOf(db, round.category_id, round.id);
  const byNumber = await figuresByNumber(db, round, betType);
  const counted = await takingsOf(db, roundId);
  const { takings } = counted;
  const alertShare = await getSetting(db, 'lotto.risk_alert_share_percent');
  const cells = gridNumbers(betType).map((number) => {
    const figures = byNumber.get(number) ?? { stake: 0, payout: 0 };
    const closed = isClosed(rules, betType, number);
    const priced = lineRate(rate, rules, number);
    return {
      number,
      stake: toBaht(figures.stake),
      payout: toBaht(figures.payout),
      payout_share: percentOf(figures.payout, takings),
      limit_share: percentOf(figures.stake, limit.house * 100),
      rule: closed ? ('closed' as const) : priced.hot ? ('reduced' as const) : ('open' as const),
      rate: priced.rateCenti / 100,
    };
  });
  const alerting = cells.filter((cell) => cell.limit_share >= alertShare).sort((a, b) => b.limit_share - a.limit_share);
  const alerts = alerting.map((cell) => `เลข ${cell.number} (${BET_TYPES[betType].name}) ยอดแทง ${cell.limit_share}% ของวงเงินรับ`);
  return {
    round: await roundSummary(db, round, counted),
    bet_type: betType,
    rate: rate.rate_centi / 100,
    house_number_max: limit.house,
    member_number_max: limit.member,
    auto_share_percent: limit.auto?.sharePercent ?? null,
    auto_action: limit.auto?.action ?? null,
    alert_share_percent: alertShare,
    takings: toBaht(takings),
    ...gridView(cells, BET_TYPES[betType].digits, alertShare, prefix),
    alerts,
    alert_numbers: alerting.map((cell) => cell.number),
  };
}
