// The owner's report over a range of Bangkok days: the bets placed in it (lottery lines that were
// not refunded, of bills not cancelled; game rounds) by period, lottery category and round, game
// and provider; deposits and withdrawals paid in it; credits given; new, active and depositing
// members; the members with the most staked and the most won. Every sum in satang in SQL, grouped
// by Bangkok day number (UTC+7 all year: integer arithmetic on both engines), then into weeks or
// months here.
import { sql } from 'kysely';
import { addDays, bangkokDay, bangkokMs, DAY_MS, weekStart } from '../../contract/bangkok-calendar.ts';
import { REPORT_TOP_MEMBERS, type Report, type ReportGroup } from '../../contract/admin-reports.ts';
import { maskName } from '../../contract/masked-name.ts';
import { LEDGER_TYPE_NAMES } from '../../contract/statement.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { maskPhone } from '../messages/index.ts';
import { creditsGiven } from '../money/index.ts';

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
/** Report days in the default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface ReportRange {
  from?: string;
  to?: string;
  group?: ReportGroup;
}

const baht = (satang: number) => Math.round(satang) / 100;
const num = (value: unknown) => Number(value ?? 0);

/** The Bangkok day number of a column holding epoch ms. */
// Constants written into the text, not bound: PostgreSQL matches the GROUP BY to the SELECT by text.
const dayOf = (column: string) => sql<number>`(${sql.ref(column)} + ${sql.raw(String(BANGKOK_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))}`;

function periodOf(day: string, group: ReportGroup): string {
  if (group === 'week') return weekStart(day);
  if (group === 'month') return day.slice(0, 7);
  return day;
}

interface Sums {
  stakes: number;
  payouts: number;
}

function money(sums: Sums) {
  return { stakes: baht(sums.stakes), payouts: baht(sums.payouts), result: baht(sums.stakes - sums.payouts) };
}

export async function buildReport(db: Db, range: ReportRange): Promise<Report> {
  const today = bangkokDay(nowMs(db));
  const to = range.to ?? (range.from ? addDays(range.from, DEFAULT_DAYS - 1) : today);
  const from = range.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const group = range.group ?? 'day';
  const since = bangkokMs(from);
  const until = bangkokMs(addDays(to, 1));

  // Bills that count: not cancelled, not refunded whole. Their stake is the total less the lines
  // refunded at settlement (rare: read apart, from the lines), their payout the bill's.
  const bills = db
    .selectFrom('lotto_bills as b')
    .where('b.created_at', '>=', since)
    .where('b.created_at', '<', until)
    .where('b.status', 'not in', ['cancelled', 'refunded']);
  const spins = db.selectFrom('game_rounds as g').where('g.created_at', '>=', since).where('g.created_at', '<', until);

  // One pass over each table, grouped finely (day and round, day and game, member), summed up here.
  const [lottoGroups, refundedLines, gameGroups, deposits, withdrawals, credits, lottoMembers, gameMembers, newMembers, depositing] =
    await Promise.all([
      bills
        .select((eb) => [
          dayOf('b.created_at').as('day'),
          'b.round_id',
          eb.fn.sum<number>('b.total').as('stakes'),
          eb.fn.sum<number>('b.payout').as('payouts'),
          eb.fn.countAll<number>().as('bills'),
        ])
        .groupBy([sql`1`, 'b.round_id'])
        .execute(),
      bills
        .innerJoin('lotto_bill_lines as l', 'l.bill_id', 'b.id')
        .where('l.result', '=', 'refunded')
        .select((eb) => [dayOf('b.created_at').as('day'), 'b.round_id', 'b.member_id', eb.fn.sum<number>('l.amount').as('refunded')])
        .groupBy([sql`1`, 'b.round_id', 'b.member_id'])
        .execute(),
      spins
        .select((eb) => [
          dayOf('g.created_at').as('day'),
          'g.game_id',
          eb.fn.sum<number>('g.stake').as('stakes'),
          eb.fn.sum<number>('g.win').as('payouts'),
          eb.fn.countAll<number>().as('spins'),
        ])
        .groupBy([sql`1`, 'g.game_id'])
        .execute(),
      db
        .selectFrom('deposits')
        .select((eb) => ['channel', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('pay_amount').as('amount')])
        .where('status', '=', 'paid')
        .where('decided_at', '>=', since)
        .where('decided_at', '<', until)
        .groupBy('channel')
        .execute(),
      db
        .selectFrom('withdrawals')
        .select((eb) => ['bank_code as channel', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount').as('amount')])
        .where('status', '=', 'paid')
        .where('decided_at', '>=', since)
        .where('decided_at', '<', until)
        .groupBy('bank_code')
        .execute(),
      creditsGiven(db, since, until),
      bills
        .select((eb) => ['b.member_id', eb.fn.sum<number>('b.total').as('stakes'), eb.fn.sum<number>('b.payout').as('payouts')])
        .groupBy('b.member_id')
        .execute(),
      spins
        .select((eb) => ['g.member_id', eb.fn.sum<number>('g.stake').as('stakes'), eb.fn.sum<number>('g.win').as('payouts')])
        .groupBy('g.member_id')
        .execute(),
      db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', since)
        .where('created_at', '<', until)
        .executeTakeFirst(),
      db
        .selectFrom('deposits')
        .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
        .where('status', '=', 'paid')
        .where('decided_at', '>=', since)
        .where('decided_at', '<', until)
        .executeTakeFirst(),
    ]);

  // The partial refunds taken off the stakes where they belong: the day and round, the member.
  const refundKey = (day: unknown, roundId: unknown) => `${num(day)}:${num(roundId)}`;
  const refunds = new Map<string, number>();
  const memberRefunds = new Map<number, number>();
  for (const row of refundedLines) {
    refunds.set(refundKey(row.day, row.round_id), (refunds.get(refundKey(row.day, row.round_id)) ?? 0) + num(row.refunded));
    memberRefunds.set(num(row.member_id), (memberRefunds.get(num(row.member_id)) ?? 0) + num(row.refunded));
  }
  const lottoRows = lottoGroups.map((row) => ({
    day: num(row.day),
    roundId: num(row.round_id),
    stakes: num(row.stakes) - (refunds.get(refundKey(row.day, row.round_id)) ?? 0),
    payouts: num(row.payouts),
    bills: num(row.bills),
  }));
  const roundIds = [...new Set(lottoRows.map((row) => row.roundId))];
  const gameIds = [...new Set(gameGroups.map((row) => num(row.game_id)))];
  const [roundNames, gameNames] = await Promise.all([
    roundIds.length
      ? db
          .selectFrom('lotto_rounds as r')
          .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
          .select(['r.id', 'r.name', 'r.result_at', 'c.code', 'c.name as category_name', 'c.sort'])
          .where('r.id', 'in', roundIds)
          .execute()
      : [],
    gameIds.length ? db.selectFrom('games').select(['id', 'code', 'name', 'provider_code']).where('id', 'in', gameIds).execute() : [],
  ]);
  const roundOf = new Map(roundNames.map((row) => [num(row.id), row]));
  const gameOf = new Map(gameNames.map((row) => [num(row.id), row]));

  const lottoRounds = [
    ...lottoRows
      .reduce((byRound, row) => {
        const round = byRound.get(row.roundId) ?? { roundId: row.roundId, stakes: 0, payouts: 0, bills: 0 };
        round.stakes += row.stakes;
        round.payouts += row.payouts;
        round.bills += row.bills;
        return byRound.set(row.roundId, round);
      }, new Map<number, { roundId: number; stakes: number; payouts: number; bills: number }>())
      .values(),
  ].map((round) => {
    const named = roundOf.get(round.roundId)!;
    return {
      ...round,
      name: named.name,
      resultAt: num(named.result_at),
      code: named.code,
      categoryName: named.category_name,
      sort: num(named.sort),
    };
  });
  const games = [
    ...gameGroups
      .reduce((byGame, row) => {
        const id = num(row.game_id);
        const game = byGame.get(id) ?? { id, stakes: 0, payouts: 0, spins: 0 };
        game.stakes += num(row.stakes);
        game.payouts += num(row.payouts);
        game.spins += num(row.spins);
        return byGame.set(id, game);
      }, new Map<number, { id: number; stakes: number; payouts: number; spins: number }>())
      .values(),
  ].map((game) => ({
    ...game,
    code: gameOf.get(game.id)!.code,
    name: gameOf.get(game.id)!.name,
    provider: gameOf.get(game.id)!.provider_code,
  }));

  // Periods: every one of the range, empty ones at 0, so a chart's axis has no gaps.
  const periods = new Map<string, { stakes: number; payouts: number; bills: number; spins: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    periods.set(periodOf(day, group), { stakes: 0, payouts: 0, bills: 0, spins: 0 });
  }
  const dayText = (dayNumber: unknown) => new Date(num(dayNumber) * DAY_MS).toISOString().slice(0, 10);
  for (const row of lottoRows) {
    const period = periods.get(periodOf(dayText(row.day), group))!;
    period.stakes += row.stakes;
    period.payouts += row.payouts;
    period.bills += row.bills;
  }
  for (const row of gameGroups) {
    const period = periods.get(periodOf(dayText(row.day), group))!;
    period.stakes += num(row.stakes);
    period.payouts += num(row.payouts);
    period.spins += num(row.spins);
  }
  const totals = { stakes: 0, payouts: 0, bills: 0, spins: 0 };
  for (const period of periods.values()) {
    totals.stakes += period.stakes;
    totals.payouts += period.payouts;
    totals.bills += period.bills;
    totals.spins += period.spins;
  }

  const categories = new Map<string, { code: string; name: string; sort: number; stakes: number; payouts: number; bills: number }>();
  for (const row of lottoRounds) {
    const category = categories.get(row.code) ?? {
      code: row.code,
      name: row.categoryName,
      sort: row.sort,
      stakes: 0,
      payouts: 0,
      bills: 0,
    };
    category.stakes += num(row.stakes);
    category.payouts += num(row.payouts);
    category.bills += num(row.bills);
    categories.set(row.code, category);
  }

  const providers = new Map<string, { provider: string; stakes: number; payouts: number; spins: number }>();
  for (const row of games) {
    const provider = providers.get(row.provider) ?? { provider: row.provider, stakes: 0, payouts: 0, spins: 0 };
    provider.stakes += row.stakes;
    provider.payouts += row.payouts;
    provider.spins += row.spins;
    providers.set(row.provider, provider);
  }

  const members = new Map<number, Sums>();
  for (const [memberId, refunded] of memberRefunds) members.set(memberId, { stakes: -refunded, payouts: 0 });
  for (const row of [...lottoMembers, ...gameMembers]) {
    const sums = members.get(num(row.member_id)) ?? { stakes: 0, payouts: 0 };
    sums.stakes += num(row.stakes);
    sums.payouts += num(row.payouts);
    members.set(num(row.member_id), sums);
  }
  // The member's own result (won minus staked): the top of it is who cost the house most.
  const ranked = [...members].map(([memberId, sums]) => ({ memberId, stakes: sums.stakes, result: sums.payouts - sums.stakes }));
  const byStake = [...ranked].sort((a, b) => b.stakes - a.stakes || a.memberId - b.memberId).slice(0, REPORT_TOP_MEMBERS);
  const byResult = [...ranked].sort((a, b) => b.result - a.result || a.memberId - b.memberId).slice(0, REPORT_TOP_MEMBERS);
  const named = new Set([...byStake, ...byResult].map((entry) => entry.memberId));
  const people = named.size
    ? await db
        .selectFrom('members')
        .select(['id', 'full_name', 'phone'])
        .where('id', 'in', [...named])
        .execute()
    : [];
  const person = new Map(people.map((row) => [num(row.id), row]));
  const top = (entries: typeof ranked) =>
    entries.map((entry) => ({
      member_id: entry.memberId,
      name: maskName(person.get(entry.memberId)?.full_name ?? ''),
      phone: maskPhone(person.get(entry.memberId)?.phone ?? ''),
      stakes: baht(entry.stakes),
      result: baht(entry.result),
    }));

  return {
    from,
    to,
    group,
    totals: { ...money(totals), bills: totals.bills, spins: totals.spins },
    periods: [...periods].map(([period, sums]) => ({ period, ...money(sums), bills: sums.bills, spins: sums.spins })),
    categories: [...categories.values()]
      .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))
      .map((category) => ({ code: category.code, name: category.name, ...money(category), bills: category.bills })),
    rounds: lottoRounds
      .sort((a, b) => a.resultAt - b.resultAt || a.roundId - b.roundId)
      .map((row) => ({ round_id: row.roundId, name: row.name, category: row.categoryName, ...money(row), bills: row.bills })),
    games: games
      .sort((a, b) => b.stakes - a.stakes || a.code.localeCompare(b.code))
      .map((row) => ({ code: row.code, name: row.name, provider: row.provider, ...money(row), spins: row.spins })),
    providers: [...providers.values()]
      .sort((a, b) => b.stakes - a.stakes || a.provider.localeCompare(b.provider))
      .map((provider) => ({ provider: provider.provider, ...money(provider), spins: provider.spins })),
    deposits: deposits
      .map((row) => ({ channel: row.channel, count: num(row.count), amount: baht(num(row.amount)) }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
    withdrawals: withdrawals
      .map((row) => ({ channel: row.channel, count: num(row.count), amount: baht(num(row.amount)) }))
      .sort((a, b) => a.channel.localeCompare(b.channel)),
    credits: credits
      .map((row) => ({ type: row.type, name: LEDGER_TYPE_NAMES[row.type], count: row.count, amount: baht(row.amount) }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    members: {
      new: num(newMembers?.n),
      active: new Set([...lottoMembers, ...gameMembers].map((row) => num(row.member_id))).size,
      depositing: num(depositing?.n),
    },
    top_by_stake: top(byStake),
    top_by_result: top(byResult),
  };
}
