// The owner's reports equal an independent recount, on both engines: three Bangkok days of bills
// (one cancelled, rounds settled), slot spins, deposits and credits, recounted here from the
// ledger rows alone (each bill's and game round's bet, refund and payout rows, on the day their
// bet row was written) and the rounds' categories; then the same range by week and by month.
import { afterEach, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';
import { addDays, bangkokDay, bangkokMs } from '../../../src/rules/bangkok-calendar.ts';
import { confirmDeposit } from '../../../src/platform/flows/deposit.ts';
import { lottoTick } from '../../../src/platform/lotto/settlement.ts';
import { buildReport } from '../../../src/platform/reports/report.ts';
import { keepClosedDays } from '../../../src/platform/reports/closed-days.ts';
import { operatorActor } from '../../../src/platform/audit/index.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };

let t: TestPlatform;
afterEach(() => t?.close());

async function openRounds(): Promise<{ code: string; round_id: number }[]> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories
    .filter((category) => ['lao', 'hanoi_normal', 'hanoi_vip', 'yeekee'].includes(category.code))
    .flatMap((category) => category.rounds.slice(0, 1).map((round) => ({ code: category.code, round_id: round.round_id })));
}

async function playDay(members: RegisteredMember[], day: number): Promise<void> {
  const rounds = await openRounds();
  for (const [index, member] of members.entries()) {
    for (const round of rounds) {
      const lines = [
        { bet_type: 'two_top', number: String((index * 7 + day) % 100).padStart(2, '0'), amount: 5 + index },
        { bet_type: 'run_top', number: String(index % 10), amount: 3 },
      ];
      const bill = await t.send(lotto.billCreate, { round_id: round.round_id, lines }, member.token);
      expect(bill.error, bill.message).toBe(0);
      // The first member cancels one bill a day: its stake comes back, and it counts nowhere.
      if (index === 0 && round === rounds[0]) {
        expect((await t.send(lotto.billCancel, { ids: [bill.data.bill_id] }, member.token)).error).toBe(0);
      }
    }
    const link = await t.send(games.link, { ...SLOT, wallet_id: member.main, is_mobile: true, source: 'r999' }, member.token);
    const key = link.data.link.slice('/game/'.length);
    for (let spin = 0; spin < 3 + index; spin++) {
      expect((await t.send(games.slotSpin, { link: key, line_bet: 1 }, member.token)).error).toBe(0);
    }
  }
}

async function deposit(member: RegisteredMember, amount: number): Promise<void> {
  const channels = (await t.send(payments.channels, {}, member.token)).data;
  const channel = channels[0]!;
  const asked = await t.send(
    payments.generateQr,
    { channel_id: channel.id, sub_channel_id: channel.sub_channels[0]!.id, amount },
    member.token,
  );
  expect(asked.error, asked.message).toBe(0);
  const row = await t.row<{ id: number }>('SELECT id FROM deposits WHERE member_id = ? ORDER BY id DESC', member.id);
  await confirmDeposit(t.db, Number(row!.id), operatorActor('reports-test'));
}

interface LedgerRow {
  member_id: number;
  amount: number;
  type: string;
  ref: string | null;
  created_at: number;
}

/** The report's figures recounted from the ledger and the rounds, never from bills' or rounds' sums. */
async function recount(from: string, to: string) {
  const since = bangkokMs(from);
  const until = bangkokMs(addDays(to, 1));
  const rows = (
    await t.rows<LedgerRow>(
      'SELECT w.member_id, l.amount, l.type, l.ref, l.created_at FROM ledger l JOIN wallets w ON w.id = l.wallet_id ORDER BY l.id',
    )
  ).map((row) => ({ ...row, member_id: Number(row.member_id), amount: Number(row.amount), created_at: Number(row.created_at) }));
  const categoryOfBill = new Map(
    (
      await t.rows<{ id: number; code: string }>(
        'SELECT b.id, c.code FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id JOIN lotto_categories c ON c.id = r.category_id',
      )
    ).map((row) => [`lotto_bill:${row.id}`, row.code]),
  );
  // Each bet (a bill or a game round) by its ref: the day its bet row was written, stake net of refunds, payouts.
  const bets = new Map<string, { day: string; member: number; stake: number; payout: number }>();
  for (const row of rows) {
    if (!row.ref || !/^(lotto_bill|game_round):/.test(row.ref) || !['bet', 'refund', 'payout'].includes(row.type)) continue;
    const bet = bets.get(row.ref) ?? { day: '', member: row.member_id, stake: 0, payout: 0 };
    if (row.type === 'bet') bet.day = bangkokDay(row.created_at);
    if (row.type === 'bet' || row.type === 'refund') bet.stake -= row.amount;
    if (row.type === 'payout') bet.payout += row.amount;
    bets.set(row.ref, bet);
  }
  const inRange = [...bets].filter(([, bet]) => bet.day >= from && bet.day <= to && bet.stake > 0);
  const sum = (entries: typeof inRange) => ({
    stakes: entries.reduce((total, [, bet]) => total + bet.stake, 0) / 100,
    payouts: entries.reduce((total, [, bet]) => total + bet.payout, 0) / 100,
  });
  const days = new Map<string, typeof inRange>();
  for (const entry of inRange) days.set(entry[1].day, [...(days.get(entry[1].day) ?? []), entry]);
  const categories = new Map<string, typeof inRange>();
  for (const entry of inRange.filter(([ref]) => ref.startsWith('lotto_bill:'))) {
    const code = categoryOfBill.get(entry[0])!;
    categories.set(code, [...(categories.get(code) ?? []), entry]);
  }
  const given = rows.filter(
    (row) =>
      row.created_at >= since &&
      row.created_at < until &&
      row.amount > 0 &&
      ['bonus', 'cashback', 'commission', 'reward', 'welcome_credit', 'adjustment'].includes(row.type),
  );
  const deposits = rows.filter((row) => row.type === 'deposit' && row.created_at >= since && row.created_at < until);
  const perMember = new Map<number, { stake: number; payout: number }>();
  for (const [, bet] of inRange) {
    const member = perMember.get(bet.member) ?? { stake: 0, payout: 0 };
    member.stake += bet.stake;
    member.payout += bet.payout;
    perMember.set(bet.member, member);
  }
  return {
    days: new Map([...days].map(([day, entries]) => [day, sum(entries)])),
    categories: new Map([...categories].map(([code, entries]) => [code, { ...sum(entries), bills: entries.length }])),
    bills: inRange.filter(([ref]) => ref.startsWith('lotto_bill:')).length,
    spins: inRange.filter(([ref]) => ref.startsWith('game_round:')).length,
    total: sum(inRange),
    credits: given.reduce((total, row) => total + row.amount, 0) / 100,
    deposits: { count: deposits.length, amount: deposits.reduce((total, row) => total + row.amount, 0) / 100 },
    active: perMember.size,
    depositing: new Set(deposits.map((row) => row.member_id)).size,
    topStake: [...perMember]
      .sort((a, b) => b[1].stake - a[1].stake || a[0] - b[0])
      .slice(0, 10)
      .map(([id, m]) => [id, m.stake / 100]),
    topResult: [...perMember]
      .sort((a, b) => b[1].payout - b[1].stake - (a[1].payout - a[1].stake) || a[0] - b[0])
      .slice(0, 10)
      .map(([id, m]) => [id, (m.payout - m.stake) / 100]),
  };
}

const cents = (value: number) => Math.round(value * 100);

it('equals a recount from the ledger and the rounds, by day, category, week and month', { timeout: 120_000 }, async () => {
  t = await testPlatform(START);
  const members = [await registeredMember(t), await registeredMember(t), await registeredMember(t)];
  for (const member of members) await deposit(member, 300);
  for (let day = 0; day < 3; day++) {
    await playDay(members, day);
    t.advance(24 * 60);
    await lottoTick(t.db);
  }
  await deposit(members[1]!, 150);
  const from = bangkokDay(Date.parse(START));
  const to = addDays(from, 3);
  const report = await buildReport(t.db, { from, to, group: 'day' });
  const expected = await recount(from, to);

  expect(report.periods.map((period) => period.period)).toEqual([from, addDays(from, 1), addDays(from, 2), addDays(from, 3)]);
  for (const period of report.periods) {
    const day = expected.days.get(period.period) ?? { stakes: 0, payouts: 0 };
    expect({ stakes: cents(period.stakes), payouts: cents(period.payouts) }, period.period).toEqual({
      stakes: cents(day.stakes),
      payouts: cents(day.payouts),
    });
    expect(cents(period.result)).toBe(cents(day.stakes) - cents(day.payouts));
  }
  expect(report.totals).toMatchObject({ bills: expected.bills, spins: expected.spins });
  expect(cents(report.totals.stakes)).toBe(cents(expected.total.stakes));
  expect(cents(report.totals.payouts)).toBe(cents(expected.total.payouts));
  expect(expected.total.payouts).toBeGreaterThan(0);

  expect(new Map(report.categories.map((c) => [c.code, { stakes: cents(c.stakes), payouts: cents(c.payouts), bills: c.bills }]))).toEqual(
    new Map([...expected.categories].map(([code, c]) => [code, { stakes: cents(c.stakes), payouts: cents(c.payouts), bills: c.bills }])),
  );
  expect(cents(report.rounds.reduce((total, round) => total + round.stakes, 0))).toBe(
    cents([...expected.categories.values()].reduce((total, c) => total + c.stakes, 0)),
  );
  expect(cents(report.games.reduce((total, game) => total + game.stakes, 0))).toBe(
    cents(expected.total.stakes) - cents([...expected.categories.values()].reduce((total, c) => total + c.stakes, 0)),
  );
  expect(report.providers.map((provider) => provider.spins)).toEqual([expected.spins]);

  expect(cents(report.credits.reduce((total, credit) => total + credit.amount, 0))).toBe(cents(expected.credits));
  expect(report.credits.find((credit) => credit.type === 'welcome_credit')?.name).toBe('เครดิตต้อนรับ');
  expect(report.deposits.reduce((total, row) => total + row.count, 0)).toBe(expected.deposits.count);
  expect(cents(report.deposits.reduce((total, row) => total + row.amount, 0))).toBe(cents(expected.deposits.amount));
  // New: the three registered here and the demo member the seed made at the start.
  const joined = (await t.rows<{ created_at: number }>('SELECT created_at FROM members')).filter(
    (row) => bangkokDay(Number(row.created_at)) >= from && bangkokDay(Number(row.created_at)) <= to,
  );
  expect(joined.length).toBeGreaterThanOrEqual(3);
  expect(report.members).toEqual({ new: joined.length, active: expected.active, depositing: expected.depositing });
  expect(report.top_by_stake.map((row) => [row.member_id, row.stakes])).toEqual(expected.topStake);
  expect(report.top_by_result.map((row) => [row.member_id, row.result])).toEqual(expected.topResult);
  // Named as the back office names members: masked.
  for (const row of report.top_by_stake) expect(row.phone).toMatch(/^\d{3}x+\d{3}$/);

  // The same range by week (Monday starts) and by month: the same totals, fewer periods.
  for (const group of ['week', 'month'] as const) {
    const grouped = await buildReport(t.db, { from, to, group });
    expect(grouped.totals).toEqual(report.totals);
    expect(cents(grouped.periods.reduce((total, period) => total + period.stakes, 0))).toBe(cents(report.totals.stakes));
  }
  expect((await buildReport(t.db, { from, to, group: 'week' })).periods.map((period) => period.period)).toEqual([
    addDays(from, -5),
    addDays(from, 2),
  ]);
  expect((await buildReport(t.db, { from, to, group: 'month' })).periods.map((period) => period.period)).toEqual(['2026-11']);
});

it('keeps a closed day once its bills are settled, and its figures still equal a recount', { timeout: 120_000 }, async () => {
  t = await testPlatform(START);
  const members = [await registeredMember(t), await registeredMember(t)];
  for (const member of members) await deposit(member, 300);
  await playDay(members, 0);
  const from = bangkokDay(Date.parse(START));
  const to = addDays(from, 1);
  const matches = async () => {
    const report = await buildReport(t.db, { from, to, group: 'day' });
    const expected = await recount(from, to);
    for (const period of report.periods) {
      const day = expected.days.get(period.period) ?? { stakes: 0, payouts: 0 };
      expect({ stakes: cents(period.stakes), payouts: cents(period.payouts) }, period.period).toEqual({
        stakes: cents(day.stakes),
        payouts: cents(day.payouts),
      });
    }
    expect(report.totals).toMatchObject({ bills: expected.bills, spins: expected.spins });
    expect(cents(report.credits.reduce((total, credit) => total + credit.amount, 0))).toBe(cents(expected.credits));
    expect(report.members.active).toBe(expected.active);
    expect(report.top_by_stake.map((row) => [row.member_id, row.stakes])).toEqual(expected.topStake);
    expect(report.top_by_result.map((row) => [row.member_id, row.result])).toEqual(expected.topResult);
    return expected;
  };
  const keptDays = async () => (await t.rows<{ day: number }>('SELECT day FROM report_closed_days')).map((row) => Number(row.day));
  const firstDay = Math.floor((bangkokMs(from) + 7 * 3_600_000) / 86_400_000);

  // The next morning, the first day's bills still wait for their draws: counted live, not kept.
  t.advance(24 * 60);
  const waiting = async () => Number((await t.row<{ n: number }>("SELECT COUNT(*) AS n FROM lotto_bills WHERE status = 'pending'"))!.n);
  expect(await waiting()).toBeGreaterThan(0);
  await matches();
  expect(await keptDays()).toEqual([]);

  // Settled: the day is kept, and what was kept is what a recount says (payouts included).
  for (let day = 0; day < 7 && (await waiting()) > 0; day++) {
    t.advance(24 * 60);
    await lottoTick(t.db);
  }
  expect(await waiting()).toBe(0);
  await matches();
  expect(await keptDays()).toEqual([firstDay, firstDay + 1]);
  expect(Number((await t.row<{ n: number }>('SELECT COUNT(*) AS n FROM report_days WHERE day = ?', firstDay))!.n)).toBeGreaterThan(0);
  // Read back from what was kept, the whole month summed too: the same figures again.
  await matches();
  const monthStart = Math.floor((bangkokMs('2026-11-01') + 7 * 3_600_000) / 86_400_000);
  expect(await t.rows('SELECT month FROM report_months')).toEqual([]);
  t.setTime('2026-12-02T03:00:00.000Z');
  const november = await buildReport(t.db, { from: '2026-11-01', to: '2026-11-30', group: 'month' });
  const expected = await recount('2026-11-01', '2026-11-30');
  expect(cents(november.totals.stakes)).toBe(cents(expected.total.stakes));
  expect(november.members.active).toBe(expected.active);
  expect(november.top_by_stake.map((row) => [row.member_id, row.stakes])).toEqual(expected.topStake);
  expect(new Set((await t.rows<{ month: number }>('SELECT month FROM report_months')).map((row) => Number(row.month)))).toEqual(
    new Set([monthStart]),
  );
  const again = await buildReport(t.db, { from: '2026-11-01', to: '2026-11-30', group: 'month' });
  expect(again).toEqual(november);
});

it(
  'the background keeper counts the closed days newest first, a few a round, and a report then equals a recount',
  { timeout: 120_000 },
  async () => {
    t = await testPlatform(START);
    const members = [await registeredMember(t)];
    await deposit(members[0]!, 300);
    await playDay(members, 0);
    const waiting = async () => Number((await t.row<{ n: number }>("SELECT COUNT(*) AS n FROM lotto_bills WHERE status = 'pending'"))!.n);
    for (let day = 0; day < 7 && (await waiting()) > 0; day++) {
      t.advance(24 * 60);
      await lottoTick(t.db);
    }
    expect(await waiting()).toBe(0);
    t.advance(4 * 24 * 60); // days with nothing played are kept too (as empty days)
    const dayOf = (ms: number) => Math.floor((ms + 7 * 3_600_000) / 86_400_000);
    const firstDay = dayOf(Date.parse(START));
    const lastClosed = dayOf(t.now().getTime() - 10 * 60_000) - 1;
    expect(lastClosed - firstDay).toBeGreaterThanOrEqual(2);
    const keptDays = async () =>
      (await t.rows<{ day: number }>('SELECT day FROM report_closed_days ORDER BY day')).map((row) => Number(row.day));

    expect(await keepClosedDays(t.db, 2)).toBe(2);
    expect(await keptDays()).toEqual([lastClosed - 1, lastClosed]);
    expect(await keepClosedDays(t.db, 1_000)).toBe(lastClosed - firstDay - 1);
    expect(await keptDays()).toEqual(Array.from({ length: lastClosed - firstDay + 1 }, (_, i) => firstDay + i));
    expect(await keepClosedDays(t.db, 1_000)).toBe(0);

    const from = bangkokDay(Date.parse(START));
    const to = bangkokDay(t.now().getTime());
    const report = await buildReport(t.db, { from, to, group: 'day' });
    const expected = await recount(from, to);
    expect(cents(report.totals.stakes)).toBe(cents(expected.total.stakes));
    expect(report.totals).toMatchObject({ bills: expected.bills, spins: expected.spins });
    expect(report.top_by_result.map((row) => [row.member_id, row.result])).toEqual(expected.topResult);
  },
);
