// Rewards on the embedded platform (both engines): the check-in card (a day's reward once, the
// card moving on day by day, a missed day starting it again), coupons (free credit once per
// member, each refusal its own message, uses never past the maximum) and yesterday's cashback
// (5% of the net loss on games and on the lottery, 0.5% of stakes, each once a day, as bonus
// credit with its turnover). 20 claims at once pay once; every wallet equals its ledger.
import { afterEach, describe, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as rewards from '../../../src/contract/endpoints/rewards/rewards.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { turnoverOf } from '../../../src/platform/money/turnover.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };

let t: TestPlatform;
afterEach(() => t?.close());

const member = () => registeredMember(t);

const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);
const points = async (m: RegisteredMember) =>
  Number((await t.row<{ points: number }>('SELECT points FROM members WHERE id = ?', m.id))!.points);
const claims = async (m: RegisteredMember, kind: string) =>
  Number((await t.row<{ n: number }>('SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ? AND kind = ?', m.id, kind))!.n);

describe('check-in', () => {
  it("pays each day's reward once, moves along the card day by day, and starts again after a missed day", async () => {
    t = await testPlatform(START);
    // Twelve days of stamps on one log-in.
    await t.rows("UPDATE settings SET value = '43200' WHERE key = 'auth.session_ttl_minutes'");
    const m = await member();
    const card = await t.send(rewards.checkin, {}, m.token);
    expect(card.data).toMatchObject({ today: '2026-11-21', stamped_today: false, day: 1 });
    expect(card.data.days.map((day) => [day.kind, day.amount])).toEqual([
      ['points', 10],
      ['points', 10],
      ['points', 20],
      ['points', 20],
      ['points', 30],
      ['points', 50],
      ['free_credit', 20],
    ]);

    const first = await t.send(rewards.stamp, {}, m.token);
    expect(first).toMatchObject({ error: 0, data: { stamped_today: true, day: 1 } });
    expect(first.data.days[0].stamped).toBe(true);
    expect(await points(m)).toBe(10);
    const again = await t.send(rewards.stamp, {}, m.token);
    expect(again).toMatchObject({ error: 2601, data: null });
    expect(again.message).toContain('วันนี้เช็คอินแล้ว');
    expect(await points(m)).toBe(10);

    // Six days more in a row: day 7 pays free credit.
    for (let day = 2; day <= 7; day++) {
      t.advance(24 * 60);
      expect((await t.send(rewards.stamp, {}, m.token)).data.day).toBe(day);
    }
    expect(await points(m)).toBe(10 + 10 + 20 + 20 + 30 + 50);
    expect(await balance(m.free)).toBe(2_000);
    // After day 7 a new card; after a missed day, day 1 again.
    t.advance(24 * 60);
    expect((await t.send(rewards.checkin, {}, m.token)).data).toMatchObject({ day: 1, stamped_today: false });
    expect((await t.send(rewards.stamp, {}, m.token)).data.day).toBe(1);
    t.advance(24 * 60);
    expect((await t.send(rewards.stamp, {}, m.token)).data.day).toBe(2);
    t.advance(2 * 24 * 60);
    expect((await t.send(rewards.checkin, {}, m.token)).data.day).toBe(1);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('20 stamps at once: exactly one is paid', async () => {
    t = await testPlatform(START);
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.send(rewards.stamp, {}, m.token)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => [0, 2601].includes(answer.error))).toBe(true);
    expect(await points(m)).toBe(10);
    expect(await claims(m, 'checkin')).toBe(1);
  });
});

describe('coupons', () => {
  const redeem = (m: RegisteredMember, code: unknown) => t.send(rewards.coupon, { code: code as never }, m.token);

  it('gives free credit once per member, with its own message for unknown, expired, used-up and already-used codes', async () => {
    t = await testPlatform(START);
    const m = await member();
    const used = await redeem(m, ' welcome50 ');
    expect(used).toMatchObject({ error: 0, data: { code: 'WELCOME50', amount: 50, balance: 50 } });
    expect(used.message).toBe('ใช้คูปองสำเร็จ รับเครดิตฟรี 50 บาท');
    const refusals: [unknown, number, string][] = [
      ['WELCOME50', 2614, 'ท่านใช้คูปองนี้ไปแล้ว คูปองหนึ่งใช้ได้ครั้งเดียวต่อสมาชิก'],
      ['NOSUCHCODE', 2611, 'ไม่พบคูปองนี้ กรุณาตรวจสอบรหัสอีกครั้ง'],
      ['SONGKRAN2025', 2612, 'คูปองนี้หมดอายุแล้ว'],
      ['FIRST100', 2613, 'คูปองนี้ถูกใช้ครบจำนวนแล้ว'],
      ['', 1001, 'กรุณากรอกรหัสคูปอง'],
      [42, 1001, 'กรุณากรอกรหัสคูปอง'],
    ];
    for (const [code, error, message] of refusals) {
      const answer = await redeem(m, code);
      expect(answer.error, String(code)).toBe(error);
      expect(answer.message).toBe(message);
    }
    expect(await balance(m.free)).toBe(5_000);
    expect(await claims(m, 'coupon')).toBe(1);
  });

  it('20 redemptions at once by one member pay once; a coupon with 3 uses left serves 3 of 5 members', async () => {
    t = await testPlatform(START);
    const m = await member();
    const taps = await Promise.all(Array.from({ length: 20 }, () => redeem(m, 'R999FREE20')));
    expect(taps.filter((tap) => tap.error === 0)).toHaveLength(1);
    expect(await balance(m.free)).toBe(2_000);

    await t.rows("UPDATE coupons SET used = max_uses - 3 WHERE code = 'WELCOME50'");
    const members = await Promise.all(Array.from({ length: 5 }, () => member()));
    const answers = await Promise.all(members.map((each) => redeem(each, 'WELCOME50')));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.error === 2613)).toHaveLength(2);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe("yesterday's cashback", () => {
  async function loseOnLotto(m: RegisteredMember, baht: number): Promise<void> {
    const lobby = await t.send(lotto.lobby);
    const round = lobby.data.categories.find((category) => category.code === 'hanoi_special')!.rounds[0]!.round_id;
    const created = await t.send(
      lotto.billCreate,
      { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: baht }] },
      m.token,
    );
    expect(created.error, created.message).toBe(0);
  }

  async function spin(m: RegisteredMember, count: number): Promise<void> {
    const link = await t.send(games.link, { ...SLOT, wallet_id: m.main, is_mobile: true, source: 'r999' }, m.token);
    const key = link.data.link.slice('/game/'.length);
    for (let i = 0; i < count; i++) expect((await t.send(games.slotSpin, { link: key, line_bet: 5 }, m.token)).error).toBe(0);
  }

  /** Yesterday's game stakes and returns, read straight from the ledger. */
  async function gameFigures(m: RegisteredMember) {
    const rows = await t.rows<{ amount: number }>("SELECT amount FROM ledger WHERE wallet_id = ? AND ref LIKE 'game_round:%'", m.main);
    const stake = rows.filter((row) => Number(row.amount) < 0).reduce((sum, row) => sum - Number(row.amount), 0);
    const returned = rows.filter((row) => Number(row.amount) > 0).reduce((sum, row) => sum + Number(row.amount), 0);
    return { stake, returned };
  }

  it("shows yesterday's figures, pays 5% of each net loss and 0.5% of stakes once, as bonus credit with its turnover", async () => {
    t = await testPlatform(START);
    const m = await member();
    await loseOnLotto(m, 300);
    await spin(m, 10);
    const game = await gameFigures(m);
    t.advance(24 * 60);

    const summary = await t.send(rewards.cashback, {}, m.token);
    const gameLoss = Math.max(0, game.stake - game.returned);
    expect(summary.data).toMatchObject({
      date: '2026-11-21',
      lotto: { stake: 300, returned: 0, loss: 300, percent: 5, amount: 15, claimed: false },
      game: { stake: game.stake / 100, loss: gameLoss / 100, amount: Math.floor(gameLoss * 0.05) / 100 },
      turnover: { stake: 300 + game.stake / 100, percent: 0.5, amount: Math.floor((30_000 + game.stake) * 0.005) / 100 },
      turnover_multiple: 1,
    });

    const lotto = await t.send(rewards.claimLottoLoss, {}, m.token);
    expect(lotto).toMatchObject({ error: 0, data: { lotto: { claimed: true } } });
    expect(await balance(m.bonus)).toBe(1_500);
    expect(await turnoverOf(t.db, m.id, m.bonus)).toMatchObject({ required: 1_500, left: 1_500 });
    const twice = await t.send(rewards.claimLottoLoss, {}, m.token);
    expect(twice).toMatchObject({ error: 2621, message: 'รับคืนยอดเสียหวยของวันที่ 21 พฤศจิกายน 2569 ไปแล้ว รับได้วันละครั้ง' });

    const turnover = await t.send(rewards.claimTurnover, {}, m.token);
    expect(turnover.error).toBe(0);
    const history = await t.send(rewards.lossHistory, {}, m.token);
    expect(history.data.map((row) => [row.kind, row.date, row.amount, row.basis])).toEqual([['cashback_lotto', '2026-11-21', 15, 300]]);
    expect((await t.send(rewards.turnoverHistory, {}, m.token)).data).toHaveLength(1);
    expect((await t.send(rewards.lossHistory, { page: '0' }, m.token)).error).toBe(1001);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('20 claims at once pay once; nothing lost yesterday is refused with its message', async () => {
    t = await testPlatform(START);
    const m = await member();
    await loseOnLotto(m, 100);
    t.advance(24 * 60);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.send(rewards.claimLottoLoss, {}, m.token)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => [0, 2621].includes(answer.error))).toBe(true);
    expect(await balance(m.bonus)).toBe(500);
    const nothing = await t.send(rewards.claimGameLoss, {}, m.token);
    expect(nothing).toMatchObject({ error: 2622, message: 'ไม่มียอดคืนยอดเสียเกมสำหรับวันที่ 21 พฤศจิกายน 2569', data: null });
    expect(await claims(m, 'cashback_game')).toBe(0);
  });
});

describe("last week's win/loss refund", () => {
  it("pays 5% of last week's net loss once, however many claims come at once; a week with nothing lost pays nothing", async () => {
    t = await testPlatform(START); // Saturday 21 Nov 2026
    const m = await member();
    const lobby = await t.send(lotto.lobby);
    const round = lobby.data.categories.find((category) => category.code === 'hanoi_special')!.rounds[0]!.round_id;
    expect(
      (await t.send(lotto.billCreate, { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: 300 }] }, m.token)).error,
    ).toBe(0);
    // This week is not over: nothing yet.
    expect((await t.send(rewards.winlossRefund, {}, m.token)).data).toMatchObject({
      from: '2026-11-09',
      to: '2026-11-15',
      loss: 0,
      amount: 0,
    });
    t.advance(2 * 24 * 60); // Monday 23 Nov
    expect((await t.send(rewards.winlossRefund, {}, m.token)).data).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
      stake: 300,
      returned: 0,
      loss: 300,
      percent: 5,
      amount: 15,
      claimed: false,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.send(rewards.claimWinlossRefund, {}, m.token)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => [0, 2621].includes(answer.error))).toBe(true);
    expect(await balance(m.bonus)).toBe(1_500);
    expect((await t.send(rewards.winlossRefund, {}, m.token)).data.claimed).toBe(true);

    const other = await member();
    const nothing = await t.send(rewards.claimWinlossRefund, {}, other.token);
    expect(nothing.error).toBe(2622);
    expect(nothing.message).toBe('ไม่มียอดคืนยอดเสียประจำสัปดาห์สำหรับวันที่ 16 พฤศจิกายน 2569 - 22 พฤศจิกายน 2569');
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});
