// The owner's report over a range of Bangkok days: the bets placed in it (lottery lines that were
// not refunded, of bills not cancelled; game rounds) by period, lottery category and round, game
// and provider; deposits and withdrawals paid in it; credits given; new, active and depositing
// members; the members with the most staked and the most won. The bets and credits come by day
// (closed-days.ts: closed days summed once and kept, the rest counted live), summed here into
// weeks or months.
import { addDays, bangkokDay, bangkokMs, weekStart } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import { REPORT_TOP_MEMBERS, type Report, type ReportGroup } from '../../contract/admin/admin-reports.ts';
import { maskName } from '../../rules/masked-name.ts';
import { LEDGER_TYPE_NAMES, type LedgerType } from '../../contract/money/statement.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { maskPhone } from '../messages/index.ts';
import { figuresOfDays } from './closed-days.ts';
import { dayNumber, num } from './day-figures.ts';

/** Report days in the default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface ReportRange {
  from?: string;
  to?: string;
  group?: ReportGroup;
}

const baht = (satang: number) => Math.round(satang) / 100;
function periodOf(day: string, group: ReportGroup): string {
  if (group === 'week') return weekStart(day);
  if (group === 'month') return day.slice(0, 7);
  return day;
}

function money(sums: { stakes: number; payouts: number }) {
  return { stakes: baht(sums.stakes), payouts: baht(sums.payouts), result: baht(sums.stakes - sums.payouts) };
}

export async function buildReport(db: Db, range: ReportRange): Promise<Report> {
  const today = bangkokDay(nowMs(db));
  const to = range.to ?? (range.from ? addDays(range.from, DEFAULT_DAYS - 1) : today);
  const from = range.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const group = range.group ?? 'day';
  const since = bangkokMs(from);
  const until = bangkokMs(addDays(to, 1));

  const figures = await figuresOfDays(db, dayNumber(since), dayNumber(until) - 1);
  // Deposits, withdrawals and members are few: counted live.
  const [deposits, withdrawals, newMembers, depositing] = await Promise.all([
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

  const roundIds = [...figures.rounds.keys()];
  const gameIds = [...figures.games.keys()];
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

  const lottoRounds = [...figures.rounds].map(([roundId, sums]) => {
    const named = roundOf.get(roundId)!;
    return {
      roundId,
      stakes: sums.stakes,
      payouts: sums.payouts,
      bills: sums.count,
      name: named.name,
      resultAt: num(named.result_at),
      code: named.code,
      categoryName: named.category_name,
      sort: num(named.sort),
    };
  });
  const games = [...figures.games].map(([id, sums]) => ({
    id,
    stakes: sums.stakes,
    payouts: sums.payouts,
    spins: sums.count,
    code: gameOf.get(id)!.code,
    name: gameOf.get(id)!.name,
    provider: gameOf.get(id)!.provider_code,
  }));

  // Periods: every one of the range, empty ones at 0, so a chart's axis has no gaps.
  const periods = new Map<string, { stakes: number; payouts: number; bills: number; spins: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    periods.set(periodOf(day, group), { stakes: 0, payouts: 0, bills: 0, spins: 0 });
  }
  const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  for (const [kind, days] of [
    ['bills', figures.lottoDays],
    ['spins', figures.gameDays],
  ] as const) {
    for (const [day, sums] of days) {
      const period = periods.get(periodOf(dayText(day), group))!;
      period.stakes += sums.stakes;
      period.payouts += sums.payouts;
      period[kind] += sums.count;
    }
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

  const members = figures.members;
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
    credits: [...figures.credits]
      .map(([type, row]) => ({ type, name: LEDGER_TYPE_NAMES[type as LedgerType], count: row.count, amount: baht(row.stakes) }))
      .sort((a, b) => a.type.localeCompare(b.type)),
    members: {
      new: num(newMembers?.n),
      active: members.size,
      depositing: num(depositing?.n),
    },
    top_by_stake: top(byStake),
    top_by_result: top(byResult),
  };
}
