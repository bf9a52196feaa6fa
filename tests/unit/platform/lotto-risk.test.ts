// The lottery risk and results desk (issue 26) on the platform, with a clock the tests move: number
// rules set from the back office (closed refused, reduced paid at its reduced rate), a rate change
// between validate and create announced, limits per round and the automatic rule, the risk grid
// against a recount from the bill lines, staged results paying exactly their preview, a second
// person above the setting, and a voided round refunding every bill once with its reason.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../../src/contract/endpoints/admin/admin-risk.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { doubles, nineteenDoors, reversals } from '../../../src/rules/lotto/number-sets.ts';
import type { BetType } from '../../../src/contract/lotto/lotto.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { confirmResult, operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { requestOf, type InputOf } from '../../support/typed-call.ts';
import { passDrawTime, registeredMember, staffToken, testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: the government round is open (closes 15:20).
const START = '2026-11-21T03:00:00.000Z';

async function governmentRound(t: TestPlatform): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  const government = lobby.data.categories.find((category) => category.code === 'government')!;
  return government.rounds[0]!.round_id;
}

const line = (bet_type: BetType, number: string, amount: number, rate?: number) => ({
  bet_type,
  number,
  amount,
  ...(rate === undefined ? {} : { rate }),
});
type Line = ReturnType<typeof line>;
const bill = (t: TestPlatform, token: string, roundId: number, lines: Line[]) =>
  t.send(lotto.billCreate, { agent_id: 33, round_id: roundId, lines }, token);
const validate = (t: TestPlatform, token: string, roundId: number, lines: Line[]) =>
  t.send(lotto.billValidate, { agent_id: 33, round_id: roundId, lines }, token);

async function balance(t: TestPlatform, token: string): Promise<number> {
  const wallets = await t.send(member.wallets, {}, token);
  return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
}

describe('number rules from the back office', () => {
  it('a number set closed is refused; a reduced one is priced, placed and paid at its reduced rate', async () => {
    const t = await testPlatform(START);
    let risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);

    const closed = await t.send(
      adminRisk.riskRules,
      { round_id: roundId, bet_type: 'two_bottom', numbers: ['12'], action: 'closed', reason: 'เลขดัง' },
      risk,
    );
    expect(closed.error, closed.message).toBe(0);
    const reduced = await t.send(
      adminRisk.riskRules,
      { round_id: roundId, bet_type: 'three_top', numbers: ['123'], action: 'reduced', rate_percent: 70 },
      risk,
    );
    expect(reduced.error, reduced.message).toBe(0);

    const refused = await validate(t, member.token, roundId, [line('two_bottom', '12', 10)]);
    expect(refused.error).toBe(3010);
    expect(refused.data.lines[0]).toMatchObject({ ok: false, code: 3028, message: 'เลข 12 (2 ตัวล่าง) เป็นเลขปิด ไม่รับแทง' });

    // 900 x 70% = 630 per baht, shown before confirming and kept on the bill.
    const priced = await validate(t, member.token, roundId, [line('three_top', '123', 10)]);
    expect(priced.data.lines[0]).toMatchObject({ ok: true, rate: 630, hot: true, max_payout: 6300 });
    const limit = await t.send(lotto.limit, { round_id: roundId });
    expect(limit.data.hot).toContainEqual({ bet_type: 'three_top', number: '123', rate: 630 });
    expect(limit.data.closed).toContainEqual({ bet_type: 'two_bottom', number: '12' });
    // The lobby card's เลขอั้น notice lists the round's own numbers with its category's.
    const lobby = await t.send(lotto.lobby);
    const card = lobby.data.categories.find((category) => category.code === 'government')!.rounds[0];
    expect(card.restricted).toEqual(expect.arrayContaining(['12', '123', '555', '999']));
    const placed = await bill(t, member.token, roundId, [line('three_top', '123', 10, 630)]);
    expect(placed.error, placed.message).toBe(0);
    const before = await balance(t, member.token);

    // The result is taken from the draw time on, ten days later: the sessions are opened again.
    await passDrawTime(t, roundId);
    risk = await staffToken(t, 'risk');
    member.token = await t.login(member.phone, 'secret123');
    const preview = await t.send(adminRisk.resultStage, { round_id: roundId, three_top: '123', two_bottom: '45' }, risk);
    expect(preview.error, preview.message).toBe(0);
    expect(preview.data.payout_total).toBe(6300);
    const confirmed = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: preview.data.staged_id }, risk);
    expect(confirmed.error, confirmed.message).toBe(0);
    expect(await balance(t, member.token)).toBe(before + 6300);
    const audit = await t.rows<{ action: string }>("SELECT action FROM audit_trail WHERE action LIKE 'lotto.%' ORDER BY id");
    expect(audit.map((row) => row.action)).toEqual(['lotto.numbers.closed', 'lotto.numbers.reduced', 'lotto.result.stage', 'lotto.result']);
  });

  it('a rate changed between validate and create is announced with the new rate, never applied silently', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    const seen = await validate(t, member.token, roundId, [line('two_top', '47', 10)]);
    expect(seen.data.lines[0].rate).toBe(90);
    await t.send(
      adminRisk.riskRules,
      { round_id: roundId, bet_type: 'two_top', numbers: ['47'], action: 'reduced', rate_percent: 50 },
      risk,
    );

    const before = await balance(t, member.token);
    const changed = await bill(t, member.token, roundId, [line('two_top', '47', 10, 90)]);
    expect(changed.error).toBe(3010);
    expect(changed.data.lines[0]).toMatchObject({ ok: false, code: 3029, rate: 45 });
    expect(changed.data.lines[0].message).toContain('เปลี่ยนเป็นบาทละ 45');
    expect(await balance(t, member.token)).toBe(before);
    expect(await t.count('lotto_bills')).toBe(0);
    // The member confirms the new rate: placed at 45.
    const accepted = await bill(t, member.token, roundId, [line('two_top', '47', 10, 45)]);
    expect(accepted.error, accepted.message).toBe(0);
    expect(accepted.data.lines[0].rate).toBe(45);
  });

  it('bad input is refused in Thai and changes nothing', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const bad = await t.send(
      adminRisk.riskRules,
      { round_id: roundId, bet_type: 'three_top', numbers: ['123', '12'], action: 'closed' },
      risk,
    );
    expect([bad.error, bad.message]).toEqual([6201, 'เลข 12 ใช้กับ 3 ตัวบน ไม่ได้ ต้องเป็นตัวเลข 3 หลัก']);
    const noRate = await t.send(
      adminRisk.riskRules,
      { round_id: roundId, bet_type: 'three_top', numbers: ['123'], action: 'reduced' },
      risk,
    );
    expect(noRate.error).toBe(6202);
    const rules = await t.rows("SELECT * FROM lotto_number_rules WHERE source = 'staff'");
    expect(rules).toHaveLength(0);
  });
});

describe('limits and the automatic rule', () => {
  it('closes a number by itself once its stakes pass the set share of its house limit, audited', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const limits = await t.send(
      adminRisk.riskLimits,
      {
        round_id: roundId,
        bet_type: 'two_bottom',
        house_number_max: 100,
        member_number_max: 60,
        auto_share_percent: 80,
        auto_action: 'closed',
      },
      risk,
    );
    expect(limits.error, limits.message).toBe(0);
    const [a, b] = [await registeredMember(t), await registeredMember(t)];
    const over = await validate(t, a.token, roundId, [line('two_bottom', '33', 61)]);
    expect(over.data.lines[0]).toMatchObject({ code: 3026, message: 'เลข 33 (2 ตัวล่าง) แทงได้ไม่เกิน 60 บาทต่องวด แทงได้อีก 60 บาท' });
    expect((await bill(t, a.token, roundId, [line('two_bottom', '33', 50)])).error).toBe(0);
    expect(await t.rows("SELECT id FROM lotto_number_rules WHERE source = 'auto'")).toHaveLength(0);
    const house = await validate(t, b.token, roundId, [line('two_bottom', '33', 51)]);
    expect(house.data.lines[0]).toMatchObject({ code: 3027, message: 'เลข 33 (2 ตัวล่าง) รับแทงเต็มแล้ว รับได้อีก 50 บาท' });
    // 50 + 30 = 80 baht: 80% of 100, the number closes.
    expect((await bill(t, b.token, roundId, [line('two_bottom', '33', 30)])).error).toBe(0);
    const after = await validate(t, a.token, roundId, [line('two_bottom', '33', 1)]);
    expect(after.data.lines[0].code).toBe(3028);
    const audit = await t.row<{ actor_name: string; after_json: string }>(
      "SELECT actor_name, after_json FROM audit_trail WHERE action = 'lotto.numbers.auto_closed'",
    );
    expect(audit?.actor_name).toBe('กฎอัตโนมัติ');
    expect(JSON.parse(audit!.after_json)).toMatchObject({ bet_type: 'two_bottom', number: '33', staked: 80, share_percent: 80 });
    // The desk's list of rounds raises the alert: one number past 80% (the setting) of its limit.
    const desk = await t.send(adminRisk.riskRounds, {}, risk);
    expect(desk.data.alert_share_percent).toBe(80);
    const listed = desk.data.rounds.find((round) => round.round_id === roundId);
    expect(listed!.alerts).toBe(1);
    expect(desk.data.rounds.filter((round) => round.alerts > 0)).toHaveLength(1);
  });
});

describe('the rules pages of a round and a category', () => {
  it('lists the numbers set on a round and on its category, and the limits in force per bet type, set here or inherited', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const desk = await t.send(adminRisk.riskRounds, {}, risk);
    const government = desk.data.categories.find((category) => category.name === 'หวยรัฐบาลไทย');
    expect(government).toBeDefined();
    const categoryId = government!.category_id;
    const set = (body: Omit<InputOf<typeof adminRisk.riskRules>, 'bet_type'>) =>
      t.send(adminRisk.riskRules, { bet_type: 'two_bottom', ...body }, risk);
    expect((await set({ category_id: categoryId, numbers: ['13', '31'], action: 'reduced', rate_percent: 40 })).error).toBe(0);
    expect((await set({ round_id: roundId, numbers: ['77'], action: 'closed' })).error).toBe(0);
    const limit = {
      bet_type: 'two_top' as const,
      house_number_max: 3000,
      member_number_max: 300,
      auto_share_percent: 90,
      auto_action: 'reduced' as const,
      auto_rate_percent: 60,
    };
    expect((await t.send(adminRisk.riskLimits, { category_id: categoryId, ...limit }, risk)).error).toBe(0);

    const round = await t.send(adminRisk.scopeRules, { round_id: String(roundId) }, risk);
    expect(round.error, round.message).toBe(0);
    expect(round.data).toMatchObject({ category_id: categoryId, round_id: roundId, editable: true });
    const twoBottom = round.data.rules.filter((rule) => rule.bet_type === 'two_bottom');
    expect(twoBottom).toEqual(
      expect.arrayContaining([
        { bet_type: 'two_bottom', number: '13', action: 'reduced', rate_percent: 40, rate: 36, source: 'staff', from: 'category' },
        { bet_type: 'two_bottom', number: '77', action: 'closed', rate_percent: null, rate: null, source: 'staff', from: 'round' },
      ]),
    );
    // The category's limit reaches the round (inherited); the round's own limits are the rates table's elsewhere.
    const roundLimit = round.data.limits.find((row) => row.bet_type === 'two_top');
    expect(roundLimit).toMatchObject({
      house_number_max: 3000,
      member_number_max: 300,
      auto_share_percent: 90,
      auto_action: 'reduced',
      auto_rate_percent: 60,
      set_here: false,
    });

    const category = await t.send(adminRisk.scopeRules, { category_id: String(categoryId) }, risk);
    expect(category.data).toMatchObject({ category_id: categoryId, round_id: null, round_name: null, editable: true });
    expect(category.data.rules.map((rule) => rule.from)).not.toContain('round');
    expect(category.data.rules.map((rule) => rule.number)).not.toContain('77');
    expect(category.data.limits.find((row) => row.bet_type === 'two_top')!.set_here).toBe(true);

    // Opening 13 and 77 on the round: 77 opens; 13 stays reduced by its category, and the answer says so.
    const opened = await set({ round_id: roundId, numbers: ['13', '77'], action: 'open' });
    expect([opened.error, opened.data]).toEqual([0, { numbers: 2, held_by_category: 1 }]);
    const after = await t.send(adminRisk.scopeRules, { round_id: String(roundId) }, risk);
    expect(after.data.rules.filter((rule) => ['13', '77'].includes(rule.number))).toEqual([
      expect.objectContaining({ number: '13', from: 'category' }),
    ]);

    const summary = await t.send(adminRisk.riskRound, { round_id: String(roundId) }, risk);
    expect(summary.data).toMatchObject({ round_id: roundId, category_id: categoryId, external: true, status: 'open' });
    expect((await t.send(adminRisk.scopeRules, { category_id: '999999' }, risk)).error).toBe(3001);
    expect((await t.send(adminRisk.riskRound, { round_id: '999999' }, risk)).error).toBe(3002);
    const cashier = await staffToken(t, 'cashier');
    expect((await t.send(adminRisk.scopeRules, { round_id: String(roundId) }, cashier)).error).toBe(403);
  });
});

describe('the risk grid', () => {
  it('equals a recount from the bill lines, every number of the bet type, cancelled bills left out', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const members = [await registeredMember(t), await registeredMember(t), await registeredMember(t)];
    const numbers = ['01', '02', '47', '47', '98', '01'];
    for (const [at, number] of numbers.entries()) {
      const placed = await bill(t, members[at % 3]!.token, roundId, [line('two_top', number, 5 + at), line('three_top', `1${number}`, 3)]);
      expect(placed.error, JSON.stringify(placed.data)).toBe(0);
    }
    const cancelled = await bill(t, members[0]!.token, roundId, [line('two_top', '47', 20)]);
    expect((await t.send(lotto.billCancel, { agent_id: 33, ids: [cancelled.data.bill_id] }, members[0]!.token)).error).toBe(0);

    const grid = await t.send(adminRisk.riskGrid, { round_id: String(roundId), bet_type: 'two_top' }, risk);
    expect(grid.error, grid.message).toBe(0);
    expect(grid.data.cells).toHaveLength(100);
    const recount = await t.rows<{ number: string; stake: number; payout: number }>(
      `SELECT l.number, SUM(l.amount) AS stake, SUM(l.amount * l.rate_centi) / 100 AS payout FROM lotto_bill_lines l
       JOIN lotto_bills b ON b.id = l.bill_id WHERE b.round_id = ? AND l.bet_type = 'two_top' AND b.status <> 'cancelled' GROUP BY l.number`,
      roundId,
    );
    const takings = (await t.row<{ n: number }>(
      "SELECT SUM(total) AS n FROM lotto_bills WHERE round_id = ? AND status <> 'cancelled'",
      roundId,
    ))!.n;
    expect(grid.data.takings).toBe(Number(takings) / 100);
    for (const cell of grid.data.cells) {
      const counted = recount.find((row) => row.number === cell.number);
      expect(cell.stake, cell.number).toBe(Number(counted?.stake ?? 0) / 100);
      expect(cell.payout, cell.number).toBe(Number(counted?.payout ?? 0) / 100);
    }
    expect(grid.data.cells.find((cell) => cell.number === '47')).toMatchObject({
      stake: 15,
      payout: 1350,
      rule: 'open',
    });
    const threes = await t.send(adminRisk.riskGrid, { round_id: String(roundId), bet_type: 'three_top' }, risk);
    expect(threes.data.cells).toHaveLength(1000);
    expect(threes.data.cells.find((cell) => cell.number === '999')!.rule).toBe('closed');
  });
});

/** Stake and payout (baht) per number of one bet type, recounted from the bills still standing. */
async function recount(t: TestPlatform, roundId: number, betType: string) {
  const rows = await t.rows<{ number: string; stake: number; payout: number }>(
    `SELECT l.number, SUM(l.amount) AS stake, SUM(l.amount * l.rate_centi) AS payout FROM lotto_bill_lines l
     JOIN lotto_bills b ON b.id = l.bill_id
     WHERE b.round_id = ? AND l.bet_type = ? AND b.status NOT IN ('cancelled', 'refunded') AND l.result <> 'refunded'
     GROUP BY l.number`,
    roundId,
    betType,
  );
  return new Map(rows.map((row) => [row.number, { stake: Number(row.stake) / 100, payout: Number(row.payout) / 10_000 }]));
}

async function gridAgainstRecount(t: TestPlatform, token: string, roundId: number, betType: BetType) {
  const grid = await t.send(adminRisk.riskGrid, { round_id: String(roundId), bet_type: betType }, token);
  expect(grid.error, grid.message).toBe(0);
  const counted = await recount(t, roundId, betType);
  const cells = grid.data.cells;
  expect(cells.map((cell) => [cell.number, cell.stake, cell.payout])).toEqual(
    cells.map((cell) => [cell.number, counted.get(cell.number)?.stake ?? 0, counted.get(cell.number)?.payout ?? 0]),
  );
  return { cell: (number: string) => cells.find((cell) => cell.number === number)!, takings: grid.data.takings };
}

describe('the risk grid of a waiting round (the kept stakes), then settled or voided', () => {
  it("drops a cancelled bill's stake and payout (at the rate it was placed at) and its alert", async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const [first, second] = [await registeredMember(t), await registeredMember(t)];
    const limit = { round_id: roundId, bet_type: 'two_top' as const, house_number_max: 30, member_number_max: 30 };
    expect((await t.send(adminRisk.riskLimits, limit, risk)).error).toBe(0);
    expect((await bill(t, first.token, roundId, [line('two_top', '47', 10), line('three_top', '147', 5)])).error).toBe(0);
    // 47 reduced to half before the second bill: its line keeps 45, the first keeps 90.
    const reduced = { round_id: roundId, bet_type: 'two_top' as const, numbers: ['47'], action: 'reduced' as const, rate_percent: 50 };
    expect((await t.send(adminRisk.riskRules, reduced, risk)).error).toBe(0);
    const placed = await bill(t, second.token, roundId, [line('two_top', '47', 20, 45), line('two_top', '12', 8)]);
    expect(placed.error, placed.message).toBe(0);
    const alerts = async () =>
      (await t.send(adminRisk.riskRounds, {}, risk)).data.rounds.find((round) => round.round_id === roundId)!.alerts;

    const before = await gridAgainstRecount(t, risk, roundId, 'two_top');
    expect(before.cell('47')).toMatchObject({ stake: 30, payout: 10 * 90 + 20 * 45, limit_share: 100 });
    expect(before.cell('12')).toMatchObject({ stake: 8, payout: 720 });
    expect(before.takings).toBe(43);
    expect(await alerts()).toBe(1);

    const cancelled = await t.send(lotto.billCancel, { agent_id: 33, ids: [placed.data.bill_id] }, second.token);
    expect(cancelled.error, cancelled.message).toBe(0);
    const after = await gridAgainstRecount(t, risk, roundId, 'two_top');
    const billPayout = (number: string) =>
      placed.data.lines.filter((placedLine) => placedLine.number === number).reduce((sum, placedLine) => sum + placedLine.max_payout, 0);
    expect(before.cell('47').payout - after.cell('47').payout).toBe(billPayout('47'));
    expect(before.cell('12').payout - after.cell('12').payout).toBe(billPayout('12'));
    expect(after.cell('47')).toMatchObject({ stake: 10, payout: 900 });
    expect(after.cell('12')).toMatchObject({ stake: 0, payout: 0 });
    expect(after.takings).toBe(15);
    expect(await alerts()).toBe(0);
  });

  it('equals a recount once the round is settled, a bet type without a result refunded', async () => {
    const t = await testPlatform(START);
    let risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    const lines = [line('two_top', '47', 10), line('two_top', '12', 4), line('three_front', '147', 5), line('three_top', '147', 2)];
    expect((await bill(t, member.token, roundId, lines)).error).toBe(0);
    expect((await gridAgainstRecount(t, risk, roundId, 'three_front')).cell('147')).toMatchObject({ stake: 5, payout: 2250 });

    // The result is taken from the draw time on, ten days later: the staff log in again.
    await passDrawTime(t, roundId);
    risk = await staffToken(t, 'risk');
    const owner = await staffToken(t, 'owner');
    // No front three entered: those lines are refunded at settlement, the rest won or lost.
    const staged = await t.send(adminRisk.resultStage, { round_id: roundId, three_top: '847', two_bottom: '45' }, risk);
    expect(staged.error, staged.message).toBe(0);
    const confirmed = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: staged.data.staged_id }, owner);
    expect(confirmed.error, confirmed.message).toBe(0);
    expect((await gridAgainstRecount(t, risk, roundId, 'two_top')).cell('47')).toMatchObject({ stake: 10, payout: 900 });
    expect((await gridAgainstRecount(t, risk, roundId, 'three_front')).cell('147')).toMatchObject({ stake: 0, payout: 0 });
  });

  it('shows nothing at stake once the round is voided (every bill refunded), as a recount does', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    expect((await bill(t, member.token, roundId, [line('two_top', '47', 10)])).error).toBe(0);
    expect((await gridAgainstRecount(t, risk, roundId, 'two_top')).cell('47')).toMatchObject({ stake: 10, payout: 900 });
    const voided = await t.send(adminRisk.roundVoid, { round_id: roundId, reason: 'งดออกรางวัล' }, risk);
    expect(voided.error, voided.message).toBe(0);
    const after = await gridAgainstRecount(t, risk, roundId, 'two_top');
    expect([after.cell('47'), after.takings]).toEqual([expect.objectContaining({ stake: 0, payout: 0 }), 0]);
  });
});

describe('staged results and voided rounds', () => {
  it('a staged result pays exactly its preview; above the setting a second person confirms', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentRound(t);
    const members = [await registeredMember(t), await registeredMember(t)];
    await bill(t, members[0]!.token, roundId, [line('two_bottom', '45', 100), line('three_top', '678', 10), line('run_top', '6', 50)]);
    await bill(t, members[1]!.token, roundId, [line('two_bottom', '45', 20), line('two_bottom', '46', 30)]);
    await t.rows("UPDATE settings SET value = '1000' WHERE key = 'lotto.result_second_person_baht'");
    // The result is taken from the draw time on, ten days later.
    await passDrawTime(t, roundId);
    const [first, second] = [await staffToken(t, 'risk'), await staffToken(t, 'owner')];

    const preview = await t.send(adminRisk.resultStage, { round_id: roundId, three_top: '678', two_bottom: '45' }, first);
    expect(preview.error, preview.message).toBe(0);
    // 120 x 90 + 10 x 900 + 50 x 3.2 = 10,800 + 9,000 + 160.
    expect(preview.data).toMatchObject({
      payout_total: 19_960,
      takings: 210,
      house_result: 210 - 19_960,
      second_person: true,
      refund_total: 0,
      // Twenty minutes after the draw time: past lotto.result_early_minutes, no warning.
      early: false,
    });
    expect(preview.data.by_bet_type).toEqual([
      { bet_type: 'three_top', name: '3 ตัวบน', winning_lines: 1, payout: 9000 },
      { bet_type: 'two_bottom', name: '2 ตัวล่าง', winning_lines: 2, payout: 10_800 },
      { bet_type: 'run_top', name: 'วิ่งบน', winning_lines: 1, payout: 160 },
    ]);
    expect(await t.rows("SELECT id FROM ledger WHERE type = 'payout'")).toHaveLength(0);
    const same = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: preview.data.staged_id }, first);
    expect([same.error, same.message]).toEqual([6205, 'ยอดจ่ายเกิน 1,000 บาท ต้องให้พนักงานอีกคนเป็นผู้ยืนยันผล']);
    const confirmed = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: preview.data.staged_id }, second);
    expect(confirmed.error, confirmed.message).toBe(0);
    expect(confirmed.data).toMatchObject({ state: 'settled', paid: 19_960 });
    const paid = await t.row<{ n: number }>('SELECT SUM(payout) AS n FROM lotto_bills WHERE round_id = ?', roundId);
    expect(Number(paid!.n) / 100).toBe(preview.data.payout_total);
  });

  it('refuses a result before the draw time, naming it in Thai; from then on it is taken, with a warning in its first minutes', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    // 200 x 900 = 180,000 baht: above lotto.result_second_person_baht (100,000).
    expect((await bill(t, member.token, roundId, [line('three_top', '678', 200)])).error).toBe(0);
    const risk = await staffToken(t, 'risk');
    const entry = { round_id: roundId, three_top: '678', two_bottom: '45' };
    const early = await t.send(adminRisk.resultStage, entry, risk);
    expect([early.error, early.message]).toEqual([3071, 'ยังไม่ถึงเวลาออกผลของงวดนี้ กรอกผลได้ตั้งแต่ 1 ธันวาคม 2569 เวลา 16:00 น.']);
    // The command line's function refuses it the same way; nothing is staged and the round stays open.
    const drawResult = { three_top: '678', two_bottom: '45', three_front: [], three_bottom: [] };
    await expect(operatorResult(t.db, roundId, drawResult, 'somchai')).rejects.toMatchObject({ code: 3071 });
    expect(await t.count('lotto_staged_results')).toBe(0);
    expect((await t.send(lotto.round, { round_id: roundId })).data.status).toBe('open');
    // A result staged early before this rule (an older database) cannot be confirmed before the draw either.
    await t.rows(
      "INSERT INTO lotto_staged_results (round_id, result, payout_total, entered_by, entered_staff_id, entered_at) VALUES (?, ?, 0, 'somchai', NULL, ?)",
      roundId,
      JSON.stringify(drawResult),
      t.now().getTime(),
    );
    const old = await t.row<{ id: number }>('SELECT id FROM lotto_staged_results WHERE round_id = ?', roundId);
    await expect(confirmResult(t.db, operatorActor('somsri'), roundId, old!.id)).rejects.toMatchObject({ code: 3071 });
    expect(await t.rows("SELECT id FROM ledger WHERE type = 'payout'")).toHaveLength(0);

    // Five minutes after the draw time: taken, with the warning, and a second person still confirms above the setting.
    await passDrawTime(t, roundId, 5);
    const [first, second] = [await staffToken(t, 'risk'), await staffToken(t, 'owner')];
    const staged = await t.send(adminRisk.resultStage, entry, first);
    expect(staged.error, staged.message).toBe(0);
    expect(staged.data).toMatchObject({
      early: true,
      second_person: true,
      payout_total: 180_000,
      draw_at: '2026-12-01T09:00:00.000Z',
      entered_at: '2026-12-01T09:05:00.000Z',
    });
    const same = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: staged.data.staged_id }, first);
    expect(same.error).toBe(6205);
    const confirmed = await t.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: staged.data.staged_id }, second);
    expect(confirmed.data).toMatchObject({ state: 'settled', paid: 180_000 });
  });

  it('a voided round refunds every bill once, with the reason members read', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    const start = await balance(t, member.token);
    const placed = await bill(t, member.token, roundId, [line('two_bottom', '45', 100), line('three_top', '678', 10)]);
    expect(await balance(t, member.token)).toBe(start - 110);
    const empty = await t.send(adminRisk.roundVoid, { round_id: roundId, reason: '  ' }, risk);
    expect(empty.error).not.toBe(0);
    const voided = await t.send(adminRisk.roundVoid, { round_id: roundId, reason: 'งดออกรางวัลตามประกาศ' }, risk);
    expect(voided.error, voided.message).toBe(0);
    expect(voided.data).toMatchObject({ state: 'refunded', bills: 1, refunded: 110 });
    const again = await t.send(adminRisk.roundVoid, { round_id: roundId, reason: 'ซ้ำ' }, risk);
    expect(again.error).toBe(3006);
    expect(await balance(t, member.token)).toBe(start);
    const detail = await t.send(lotto.billDetail, { bill_id: placed.data.bill_id }, member.token);
    expect(detail.data.status).toBe('refunded');
    expect(detail.data.result!.void_reason).toBe('งดออกรางวัลตามประกาศ');
  });

  it('a role without risk.manage is refused every desk call', async () => {
    const t = await testPlatform(START);
    const cashier = await staffToken(t, 'cashier');
    const roundId = await governmentRound(t);
    for (const { method, path, body } of [
      requestOf(adminRisk.riskRounds, {}),
      requestOf(adminRisk.riskGrid, { round_id: String(roundId), bet_type: 'two_top' }),
      requestOf(adminRisk.riskRules, { round_id: roundId, bet_type: 'two_top', numbers: ['11'], action: 'closed' }),
      requestOf(adminRisk.roundVoid, { round_id: roundId, reason: 'x' }),
    ]) {
      const answer = await t.request(method, path, { body, token: cashier });
      expect([answer.status, answer.error], path).toEqual([403, 403]);
    }
    expect(await t.rows("SELECT id FROM lotto_number_rules WHERE source = 'staff'")).toHaveLength(0);
  });
});

describe('shortcuts that list numbers', () => {
  it('a number and its reversals, all doubles, a 19-door set', () => {
    expect(reversals('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(reversals('112')).toEqual(['112', '121', '211']);
    expect(reversals('47')).toEqual(['47', '74']);
    expect(doubles(2)).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(doubles(3)).toHaveLength(280);
    expect(nineteenDoors('7')).toHaveLength(19);
    expect(nineteenDoors('7')).toEqual(expect.arrayContaining(['07', '17', '70', '77', '79']));
  });
});

describe('limits under concurrency', () => {
  it('200 bills at once on one number never pass its house limit by a satang; bills on other numbers all go through', async () => {
    const t = await testPlatform(START);
    const risk = await staffToken(t, 'risk');
    const roundId = await governmentRound(t);
    const set = await t.send(
      adminRisk.riskLimits,
      { round_id: roundId, bet_type: 'two_bottom', house_number_max: 1000, member_number_max: 1000 },
      risk,
    );
    expect(set.error, set.message).toBe(0);
    const members: Awaited<ReturnType<typeof registeredMember>>[] = [];
    for (let at = 0; at < 20; at++) members.push(await registeredMember(t));
    const hot = Array.from({ length: 200 }, (_, at) => bill(t, members[at % 20]!.token, roundId, [line('two_bottom', '07', 10)]));
    const others = Array.from({ length: 20 }, (_, at) => bill(t, members[at]!.token, roundId, [line('two_bottom', String(10 + at), 10)]));
    const answers = await Promise.all([...hot, ...others]);
    const onHot = answers.slice(0, 200);
    expect(onHot.filter((answer) => answer.error === 0)).toHaveLength(100);
    for (const refused of onHot.filter((answer) => answer.error !== 0)) expect(refused.data.lines[0].code).toBe(3027);
    expect(answers.slice(200).map((answer) => answer.error)).toEqual(Array(20).fill(0));
    const staked = await t.row<{ n: number }>(
      "SELECT SUM(amount) AS n FROM lotto_bill_lines WHERE round_id = ? AND bet_type = 'two_bottom' AND number = '07'",
      roundId,
    );
    expect(Number(staked!.n)).toBe(1000 * 100);
  }, 120_000);
});

describe('no round-wide lock', () => {
  it('a bill waits only for bills on its own numbers (PostgreSQL: the number queues, never the round)', async () => {
    const t = await testPlatform(START);
    const roundId = await governmentRound(t);
    const member = await registeredMember(t);
    if (t.engine?.kind !== 'postgres') {
      // SQLite has one writer at a time anyway: both bills simply go through.
      for (const number of ['07', '08']) expect((await bill(t, member.token, roundId, [line('two_bottom', number, 10)])).error).toBe(0);
      return;
    }
    await t.db.connection().execute(async (holder) => {
      // Another node in the middle of a bill on 07 (and anything that still took the round's queue).
      await sql`SELECT pg_advisory_lock(hashtext(${`lotto-round:${roundId}`})), pg_advisory_lock(hashtext(${`lotto-number:${roundId}:two_bottom:07`}))`.execute(
        holder,
      );
      let hotDone = false;
      const hot = bill(t, member.token, roundId, [line('two_bottom', '07', 10)]).then((answer) => ((hotDone = true), answer));
      const other = await bill(t, member.token, roundId, [line('two_bottom', '08', 10)]);
      expect(other.error, other.message).toBe(0);
      expect(hotDone).toBe(false);
      await sql`SELECT pg_advisory_unlock_all()`.execute(holder);
      expect((await hot).error).toBe(0);
    });
  });
});
