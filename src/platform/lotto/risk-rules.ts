// The risk desk's rules on numbers: staff set a number reduced (any percent of the full rate) or
// closed, or lift it, for one round or for every round of a category; staff set the limits per
// number and the automatic rule; and the automatic rule acts by itself when a bill's stakes pass its
// share. Each change writes its audit row in the same transaction.
import { contextOf, tx, type Db } from '../db/database.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import type { LimitRequest, RuleRequest } from '../../contract/admin/admin-risk.ts';
import { BET_TYPES, hasRightDigits, isTodTriple, normaliseNumber, reducedRate, type BetType } from './bet-types.ts';
import { limitsOf, passesShare, type NumberLimit } from './limits.ts';
import { HALF_RATE_PERCENT, numberRulesOf, ratesOf, ruleKey } from './rates.ts';
import { categoryOf, findRound, type RoundRow } from './rounds.ts';

/** Who acts when an automatic rule reduces or closes a number. */
const AUTO_ACTOR: Actor = { staffId: null, name: 'กฎอัตโนมัติ', role: 'operator', address: 'auto' };

interface Scope {
  categoryId: number;
  roundId: number | null;
}

async function scopeOf(db: Db, request: { round_id?: number; category_id?: number }): Promise<Scope> {
  if (request.round_id !== undefined) {
    const round = await findRound(db, request.round_id);
    if (round.state !== 'pending') fail('LOTTO_ROUND_ALREADY_SETTLED');
    return { categoryId: round.category_id, roundId: round.id };
  }
  if (request.category_id === undefined) fail('LOTTO_ROUND_NOT_FOUND');
  return { categoryId: (await categoryOf(db, request.category_id)).id, roundId: null };
}

const target = (scope: Scope) =>
  scope.roundId === null ? { kind: 'lotto_category', id: scope.categoryId } : { kind: 'lotto_round', id: scope.roundId };

/** The numbers as stored (tod digits sorted), each checked against the bet type's digits. */
function numbersOf(betType: BetType, numbers: readonly string[]): string[] {
  if (numbers.length === 0) fail('RISK_NO_NUMBERS');
  const bet = BET_TYPES[betType];
  return [
    ...new Set(
      numbers.map((typed) => {
        const number = typed.trim();
        if (!hasRightDigits(betType, number) || isTodTriple(betType, number))
          fail('RISK_NUMBER_INVALID', { number, bet: bet.name, digits: bet.digits });
        return normaliseNumber(betType, number);
      }),
    ),
  ];
}

function scopedRules(db: Db, scope: Scope, betType: string, numbers: readonly string[]) {
  return db
    .selectFrom('lotto_number_rules')
    .select(['number', 'kind', 'rate_percent'])
    .where('category_id', '=', scope.categoryId)
    .where('round_id', scope.roundId === null ? 'is' : '=', scope.roundId)
    .where('bet_type', '=', betType)
    .where('number', 'in', numbers)
    .orderBy('number')
    .execute();
}

/**
 * The rules page of a round or a category: the numbers reduced or closed there (a round's own and
 * those its category sets for every round), and per bet type the limits in force and whether they
 * are set for this scope itself or inherited.
 */
export async function scopeRulesView(db: Db, request: { round_id?: number; category_id?: number }) {
  const round = request.round_id !== undefined ? await findRound(db, request.round_id) : null;
  if (!round && request.category_id === undefined) fail('LOTTO_CATEGORY_NOT_FOUND');
  const category = await categoryOf(db, round?.category_id ?? request.category_id!);
  const rates = await ratesOf(db, category.id);
  const offered = new Map(rates.map((rate) => [rate.bet_type as string, rate]));
  const rows = await db
    .selectFrom('lotto_number_rules')
    .select(['bet_type', 'number', 'kind', 'rate_percent', 'source', 'round_id'])
    .where('category_id', '=', category.id)
    .where((eb) => (round ? eb.or([eb('round_id', 'is', null), eb('round_id', '=', round.id)]) : eb('round_id', 'is', null)))
    .orderBy('bet_type')
    .orderBy('number')
    .orderBy('id')
    .execute();
  const rules = rows
    .filter((row) => offered.has(row.bet_type))
    .map((row) => {
      const percent = row.kind === 'hot' ? (row.rate_percent ?? HALF_RATE_PERCENT) : null;
      return {
        bet_type: row.bet_type as BetType,
        number: row.number,
        action: row.kind === 'closed' ? ('closed' as const) : ('reduced' as const),
        rate_percent: percent,
        rate: percent === null ? null : reducedRate(offered.get(row.bet_type)!.rate_centi, percent) / 100,
        source: row.source,
        from: row.round_id === null ? ('category' as const) : ('round' as const),
      };
    });
  // A category's own limits are read as those of a round that has none of its own (no round is 0).
  const limits = await limitsOf(db, category.id, round?.id ?? 0, rates);
  const setHere = await db
    .selectFrom('lotto_risk_limits')
    .select('bet_type')
    .where('category_id', '=', category.id)
    .where('round_id', round ? '=' : 'is', round?.id ?? null)
    .execute();
  return {
    category_id: category.id,
    category_name: category.name,
    round_id: round?.id ?? null,
    round_name: round?.name ?? null,
    editable: round === null || round.state === 'pending',
    rules,
    limits: rates.map((rate) => {
      const limit = limits.get(rate.bet_type)!;
      return {
        bet_type: rate.bet_type,
        name: BET_TYPES[rate.bet_type].name,
        digits: BET_TYPES[rate.bet_type].digits,
        rate: rate.rate_centi / 100,
        house_number_max: limit.house,
        member_number_max: limit.member,
        auto_share_percent: limit.auto?.sharePercent ?? null,
        auto_action: limit.auto?.action ?? null,
        auto_rate_percent: limit.auto?.ratePercent ?? null,
        set_here: setHere.some((row) => row.bet_type === rate.bet_type),
      };
    }),
  };
}

/** Staff set numbers reduced or closed, or lift them (open), in one round or a category; audited. */
export function setNumberRules(db: Db, actor: Actor, request: RuleRequest) {
  return tx(db, async (trx) => {
    const scope = await scopeOf(trx, request);
    const numbers = numbersOf(request.bet_type, request.numbers);
    if (request.action === 'reduced' && request.rate_percent === undefined) fail('RISK_RATE_INVALID');
    const before = await scopedRules(trx, scope, request.bet_type, numbers);
    await trx
      .deleteFrom('lotto_number_rules')
      .where('category_id', '=', scope.categoryId)
      .where('round_id', scope.roundId === null ? 'is' : '=', scope.roundId)
      .where('bet_type', '=', request.bet_type)
      .where('number', 'in', numbers)
      .execute();
    if (request.action !== 'open') {
      await trx
        .insertInto('lotto_number_rules')
        .values(
          numbers.map((number) => ({
            category_id: scope.categoryId,
            round_id: scope.roundId,
            bet_type: request.bet_type,
            number,
            kind: request.action === 'closed' ? ('closed' as const) : ('hot' as const),
            rate_percent: request.action === 'reduced' ? request.rate_percent! : null,
            source: 'staff' as const,
          })),
        )
        .execute();
    }
    const { kind, id } = target(scope);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: ({ reduced: 'lotto.numbers.reduced', closed: 'lotto.numbers.closed', open: 'lotto.numbers.open' } as const)[request.action],
      targetKind: kind,
      targetId: String(id),
      before,
      after: { bet_type: request.bet_type, numbers, action: request.action, rate_percent: request.rate_percent ?? null },
      reason: request.reason ?? null,
    });
    // A round's number its category reduces or closes for every round stays so: say how many.
    const held =
      request.action === 'open' && scope.roundId !== null
        ? (await scopedRules(trx, { categoryId: scope.categoryId, roundId: null }, request.bet_type, numbers)).length
        : 0;
    // The lobby's notice of these numbers changes: open lobbies read again.
    tell(trx, { kind: 'round', member: 0, id: scope.roundId ?? 0 });
    return { numbers: numbers.length, held_by_category: held };
  });
}

/** Staff set the limits per number of a bet type and its automatic rule, for a round or a category. */
export function setLimits(db: Db, actor: Actor, request: LimitRequest) {
  return tx(db, async (trx) => {
    const scope = await scopeOf(trx, request);
    if (request.member_number_max > request.house_number_max) fail('RISK_LIMIT_INVALID');
    if (request.auto_action === 'reduced' && request.auto_rate_percent === undefined) fail('RISK_RATE_INVALID');
    const before = await trx
      .selectFrom('lotto_risk_limits')
      .selectAll()
      .where('category_id', '=', scope.categoryId)
      .where('round_id', scope.roundId === null ? 'is' : '=', scope.roundId)
      .where('bet_type', '=', request.bet_type)
      .executeTakeFirst();
    const values = {
      house_number_max: request.house_number_max,
      member_number_max: request.member_number_max,
      auto_share_percent: request.auto_action ? (request.auto_share_percent ?? 100) : null,
      auto_action: request.auto_action ?? null,
      auto_rate_percent: request.auto_action === 'reduced' ? request.auto_rate_percent! : null,
    };
    if (before) await trx.updateTable('lotto_risk_limits').set(values).where('id', '=', before.id).execute();
    else
      await trx
        .insertInto('lotto_risk_limits')
        .values({ category_id: scope.categoryId, round_id: scope.roundId, bet_type: request.bet_type, ...values })
        .execute();
    const { kind, id } = target(scope);
    await recordAudit(trx, contextOf(trx).now, {
      actor,
      action: 'lotto.limits',
      targetKind: kind,
      targetId: String(id),
      before: before ?? null,
      after: { bet_type: request.bet_type, ...values },
      reason: request.reason ?? null,
    });
    return values;
  });
}

/**
 * After a bill: each number whose stakes (`after`, baht) now pass its automatic rule's share is
 * reduced or closed for the round, once; the transition is audited in the bill's transaction.
 */
export async function applyAutoRules(
  trx: Db,
  round: RoundRow,
  limits: Map<BetType, NumberLimit>,
  after: Map<string, number>,
): Promise<void> {
  const passed = [...after].filter(([key, staked]) => passesShare(limits.get(key.slice(0, key.indexOf(':')) as BetType)!, staked));
  if (passed.length === 0) return;
  const rules = await numberRulesOf(trx, round.category_id, round.id);
  for (const [key, staked] of passed) {
    const betType = key.slice(0, key.indexOf(':')) as BetType;
    const number = key.slice(key.indexOf(':') + 1);
    const auto = limits.get(betType)!.auto!;
    if (rules.closed.has(ruleKey(betType, number))) continue;
    const current = rules.hot.get(ruleKey(betType, number));
    const ratePercent = auto.ratePercent ?? HALF_RATE_PERCENT;
    if (auto.action === 'reduced' && current !== undefined && current <= ratePercent) continue;
    await trx
      .insertInto('lotto_number_rules')
      .values({
        category_id: round.category_id,
        round_id: round.id,
        bet_type: betType,
        number,
        kind: auto.action === 'closed' ? 'closed' : 'hot',
        rate_percent: auto.action === 'reduced' ? ratePercent : null,
        source: 'auto',
      })
      .execute();
    await recordAudit(trx, contextOf(trx).now, {
      actor: AUTO_ACTOR,
      action: auto.action === 'closed' ? 'lotto.numbers.auto_closed' : 'lotto.numbers.auto_reduced',
      targetKind: 'lotto_round',
      targetId: String(round.id),
      before: { bet_type: betType, number, rate_percent: current ?? null },
      after: {
        bet_type: betType,
        number,
        staked,
        share_percent: auto.sharePercent,
        rate_percent: auto.action === 'reduced' ? ratePercent : null,
      },
      reason: null,
    });
    tell(trx, { kind: 'round', member: 0, id: round.id });
  }
}
