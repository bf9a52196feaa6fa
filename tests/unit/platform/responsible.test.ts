// Responsible play on the embedded platform with a clock the tests move: daily limits (lowering at
// once, raising after the delay, Bangkok days), the loss limit on bills and game stakes, the
// deposit-limit check, breaks that end sessions, refuse log-in and cannot be shortened.
import { describe, expect, it } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../../src/contract/endpoints/account/member.ts';
import * as responsible from '../../../src/contract/endpoints/account/responsible.ts';
import { createSession } from '../../../src/platform/auth/sessions.ts';
import { isBusinessError } from '../../../src/platform/errors.ts';
import { credit, unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { takeBreak } from '../../../src/platform/responsible/breaks.ts';
import { assertDepositWithinLimit, assertStakeAllowed, setLimit } from '../../../src/platform/responsible/limits.ts';
import { register, testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok (03:00 UTC); Bangkok midnight is 17:00 UTC.
const START = '2026-11-21T03:00:00.000Z';

interface Member {
  token: string;
  id: number;
  phone: string;
  password: string;
  wallet: number;
}

async function member(t: TestPlatform): Promise<Member> {
  const { body, answer } = await register(t);
  expect(answer.error, answer.message).toBe(0);
  const { id } = (await t.row<{ id: number }>('SELECT id FROM members WHERE phone = ?', body.phone))!;
  const { id: wallet } = (await t.row<{ id: number }>('SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = 1', id))!;
  return {
    token: answer.data.access_token,
    id: Number(id),
    phone: body.phone as string,
    password: body.password as string,
    wallet: Number(wallet),
  };
}

async function roundOf(t: TestPlatform, code: string): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((entry) => entry.code === code)!.rounds[0]!.round_id;
}

const billInput = (roundId: number, amount: number) => ({
  round_id: roundId,
  lines: [{ bet_type: 'two_top' as const, number: '12', amount }],
});
const bill = (t: TestPlatform, m: Member, roundId: number, amount: number) => t.send(lotto.billCreate, billInput(roundId, amount), m.token);

const setLoss = (t: TestPlatform, m: Member, amount: number | null) => t.send(responsible.limit, { kind: 'loss', amount }, m.token);
const view = async (t: TestPlatform, m: Member) => (await t.send(responsible.view, {}, m.token)).data;
const lossOf = async (t: TestPlatform, m: Member) => (await view(t, m)).limits.find((limit) => limit.kind === 'loss')!;

describe('daily limits', () => {
  it('applies a first limit and a lower one at once, and a raise or a removal only after 24 hours', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    expect((await setLoss(t, m, 500)).error).toBe(0);
    expect(await lossOf(t, m)).toMatchObject({ amount: 500, pending: null, used: 0, left: 500 });
    expect((await setLoss(t, m, 300)).message).toContain('ทันที');
    expect(await lossOf(t, m)).toMatchObject({ amount: 300, pending: null });

    const raised = await setLoss(t, m, 800);
    expect(raised.error).toBe(0);
    const due = new Date(t.now().getTime() + 24 * 3_600_000).toISOString();
    expect(await lossOf(t, m)).toMatchObject({ amount: 300, pending: { amount: 800, effective_at: due } });
    t.advance(24 * 60 - 1);
    expect((await lossOf(t, m)).amount).toBe(300);
    t.advance(1);
    expect(await lossOf(t, m)).toMatchObject({ amount: 800, pending: null });

    // Removing waits too; lowering meanwhile applies at once and drops the waiting removal.
    await setLoss(t, m, null);
    expect(await lossOf(t, m)).toMatchObject({ amount: 800, pending: { amount: null } });
    await setLoss(t, m, 200);
    expect(await lossOf(t, m)).toMatchObject({ amount: 200, pending: null });
    t.advance(25 * 60);
    expect((await lossOf(t, m)).amount).toBe(200);
  });

  it('takes the delay from the setting', async () => {
    const t = await testPlatform(START);
    await t.rows("UPDATE settings SET value = '2' WHERE key = 'responsible.limit_raise_delay_hours'");
    const m = await member(t);
    await setLimit(t.db, m.id, 'deposit', 100);
    const state = await setLimit(t.db, m.id, 'deposit', 1000);
    expect(state).toMatchObject({ amount: 10_000, pending: { amount: 100_000, effectiveAt: t.now().getTime() + 2 * 3_600_000 } });
  });

  it('refuses bad amounts with a Thai message and writes nothing', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    for (const amount of [0, -5, 10.5, 'x', 1e9]) {
      const answer = await t.send(responsible.limit, { kind: 'loss', amount: amount as never }, m.token);
      expect(answer.error, String(amount)).toBe(1001);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
    expect((await t.send(responsible.limit, { kind: 'spend' as never, amount: 5 }, m.token)).error).toBe(1001);
    expect(await t.count('responsible_limits')).toBe(0);
  });
});

describe('loss limit', () => {
  it('refuses a bill (validate and create) that would pass it, saying which limit and when it resets', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    const roundId = await roundOf(t, 'lao');
    await setLoss(t, m, 100);
    expect((await bill(t, m, roundId, 60)).error).toBe(0);
    for (const call of [lotto.billValidate, lotto.billCreate]) {
      const refused = await t.send(call, billInput(roundId, 50), m.token);
      expect(refused.error, call.path).toBe(2401);
      expect(refused.message).toContain('วงเงินเสียต่อวัน');
      expect(refused.message).toContain('100 บาท');
      expect(refused.message).toContain('เล่นได้อีก 40 บาท');
      // The next Bangkok midnight: 22 November 2026 (2569 in the Buddhist era), 00:00.
      expect(refused.message).toContain('22 พฤศจิกายน 2569 เวลา 00:00 น.');
    }
    expect(await t.count('lotto_bills')).toBe(1);
    expect((await bill(t, m, roundId, 40)).error).toBe(0);
    expect(await lossOf(t, m)).toMatchObject({ used: 100, left: 0 });
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('counts what came back today: a cancelled bill frees its stake', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    const roundId = await roundOf(t, 'government');
    await setLoss(t, m, 100);
    const placed = await bill(t, m, roundId, 100);
    expect((await bill(t, m, roundId, 1)).error).toBe(2401);
    expect((await t.send(lotto.billCancel, { agent_id: 33, ids: [placed.data.bill_id] }, m.token)).error).toBe(0);
    expect((await bill(t, m, roundId, 100)).error).toBe(0);
  });

  it('starts again at Bangkok midnight', async () => {
    const t = await testPlatform('2026-11-21T16:00:00.000Z'); // 23:00 in Bangkok
    const m = await member(t);
    await setLoss(t, m, 50);
    const roundId = await roundOf(t, 'government');
    expect((await bill(t, m, roundId, 50)).error).toBe(0);
    t.advance(59);
    expect((await bill(t, m, roundId, 10)).error).toBe(2401);
    t.advance(1); // 00:00 on 22 November in Bangkok
    expect((await lossOf(t, m)).used).toBe(0);
    expect((await bill(t, m, roundId, 50)).error).toBe(0);
    expect((await bill(t, m, roundId, 1)).error).toBe(2401);
  });

  it('lets only one of two parallel bills through when both would pass it together', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    await setLoss(t, m, 100);
    const [lao, hanoi] = [await roundOf(t, 'lao'), await roundOf(t, 'hanoi_vip')];
    const answers = await Promise.all([bill(t, m, lao, 60), bill(t, m, hanoi, 60), bill(t, m, lao, 60), bill(t, m, hanoi, 60)]);
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === 2401)).toHaveLength(3);
    expect(await t.count('lotto_bills')).toBe(1);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('refuses a game stake that would pass it, and writes no round', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    const wallets = await t.send(games.wallets, { game_id: 'r999-fruits', provider_id: 'siam', sub_provider_id: '' }, m.token);
    const main = wallets.data.find((wallet) => wallet.wallet_type_id === 1)!;
    const link = await t.send(games.link, { game_id: 'r999-fruits', provider_id: 'siam', wallet_id: main.id }, m.token);
    const key = link.data.link.slice('/game/'.length);
    const first = await t.send(games.slotSpin, { link: key, line_bet: 1 }, m.token);
    expect(first.error, first.message).toBe(0);
    const stake = first.data.stake;
    const lost = stake - first.data.win;
    // A limit that leaves less than one more stake (net loss so far may be negative after a win).
    await setLoss(t, m, Math.max(1, Math.ceil(lost + stake - 1)));
    const limit = (await lossOf(t, m)).amount!;
    if (lost + stake > limit) {
      const refused = await t.send(games.slotSpin, { link: key, line_bet: 1 }, m.token);
      expect(refused.error).toBe(2401);
      expect(refused.message).toContain(`${limit} บาท`);
      expect(await t.count('game_rounds')).toBe(1);
    }
    // And a limit below one stake refuses from the first spin of the day.
    const other = await member(t);
    await setLoss(t, other, 1);
    const otherWallets = await t.send(games.wallets, { game_id: 'r999-fruits', provider_id: 'siam', sub_provider_id: '' }, other.token);
    const otherMain = otherWallets.data.find((wallet) => wallet.wallet_type_id === 1)!;
    const otherLink = await t.send(games.link, { game_id: 'r999-fruits', provider_id: 'siam', wallet_id: otherMain.id }, other.token);
    const spin = await t.send(games.slotSpin, { link: otherLink.data.link.slice('/game/'.length), line_bet: 1 }, other.token);
    expect(stake).toBeGreaterThan(1);
    expect(spin.error).toBe(2401);
    expect(await t.count('game_rounds')).toBe(1);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe('deposit limit', () => {
  it("counts today's credited deposits and the pending requests, and resets at Bangkok midnight", async () => {
    const t = await testPlatform('2026-11-21T10:00:00.000Z'); // 17:00 in Bangkok
    const m = await member(t);
    // No limit: anything goes.
    await assertDepositWithinLimit(t.db, m.id, 5_000_000);
    await setLimit(t.db, m.id, 'deposit', 1000);
    await credit(t.db, m.wallet, 60_000, 'deposit', 'test:1');
    await assertDepositWithinLimit(t.db, m.id, 40_000);
    const refusal = await assertDepositWithinLimit(t.db, m.id, 40_001).catch((error: unknown) => error);
    expect(isBusinessError(refusal, 'RESPONSIBLE_DEPOSIT_LIMIT')).toBe(true);
    expect((refusal as Error).message).toContain('วงเงินฝากต่อวัน');
    expect((refusal as Error).message).toContain('ฝากได้อีก 400 บาท');
    expect((refusal as Error).message).toContain('22 พฤศจิกายน 2569 เวลา 00:00 น.');
    // A pending request of 300 leaves 100.
    await assertDepositWithinLimit(t.db, m.id, 10_000, 30_000);
    await expect(assertDepositWithinLimit(t.db, m.id, 10_001, 30_000)).rejects.toThrow('ฝากได้อีก 100 บาท');
    expect((await view(t, m)).limits.find((limit) => limit.kind === 'deposit')).toMatchObject({
      amount: 1000,
      used: 600,
      left: 400,
    });
    t.advance(7 * 60); // 00:00 in Bangkok
    await assertDepositWithinLimit(t.db, m.id, 100_000);
    await expect(assertDepositWithinLimit(t.db, m.id, 100_001)).rejects.toThrow('วงเงินฝากต่อวัน');
  });
});

describe('breaks', () => {
  it('ends every session at once and refuses log-in with the end date until it ends', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    const other = await t.login(m.phone, m.password);
    const taken = await t.send(responsible.takeBreak, { choice: '1d' }, m.token);
    expect(taken.error, taken.message).toBe(0);
    expect(taken.data).toMatchObject({ kind: 'timeout', ends_at: '2026-11-22T03:00:00.000Z' });
    for (const token of [m.token, other]) expect((await t.send(memberCalls.wallets, {}, token)).status).toBe(401);

    const refused = await t.send(auth.login, { username: m.phone, password: m.password });
    expect(refused.error).toBe(1401);
    expect(refused.message).toContain('22 พฤศจิกายน 2569 เวลา 10:00 น.');
    expect(refused.data).toBeNull();
    // A wrong password is still just wrong: the break is told only to the member.
    expect((await t.send(auth.login, { username: m.phone, password: 'wrong-one' })).error).toBe(1201);
    // No other path opens a session (registration, a password reset: both go through createSession).
    await expect(createSession(t.db, m.id)).rejects.toThrow('พักการเล่น');
    expect(await t.count('sessions')).toBe(2);
    // Play and deposits are refused, even through a link opened before.
    await expect(assertDepositWithinLimit(t.db, m.id, 100)).rejects.toThrow('ฝากเงินและเล่นไม่ได้');
    await expect(assertStakeAllowed(t.db, m.id, 100)).rejects.toThrow('ฝากเงินและเล่นไม่ได้');

    t.advance(24 * 60);
    const back = await t.send(auth.login, { username: m.phone, password: m.password });
    expect(back.error).toBe(0);
  });

  it('cannot be shortened: a new break must end later, and the rows refuse change', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    expect(await takeBreak(t.db, m.id, '1w')).toMatchObject({ kind: 'timeout' });
    for (const choice of ['1d', '3d'] as const) {
      const error = await takeBreak(t.db, m.id, choice).catch((caught: unknown) => caught);
      expect(isBusinessError(error, 'RESPONSIBLE_BREAK_SHORTER')).toBe(true);
      expect((error as Error).message).toContain('28 พฤศจิกายน 2569');
    }
    const longer = await takeBreak(t.db, m.id, '6m');
    expect(longer).toMatchObject({ kind: 'exclusion', ends_at: Date.parse('2027-05-21T03:00:00.000Z') });
    await expect(t.rows('UPDATE responsible_breaks SET ends_at = starts_at + 1')).rejects.toThrow();
    await expect(t.rows('DELETE FROM responsible_breaks')).rejects.toThrow();
    await expect(t.rows('DELETE FROM responsible_limits')).resolves.toBeDefined(); // empty: nothing to refuse
    expect(await t.count('responsible_breaks')).toBe(2);
    const refused = await t.send(auth.login, { username: m.phone, password: m.password });
    expect(refused.message).toContain('21 พฤษภาคม 2570');
  });

  it('keeps limit rows append-only too', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    await setLimit(t.db, m.id, 'loss', 100);
    await expect(t.rows('UPDATE responsible_limits SET amount = 100000')).rejects.toThrow();
    await expect(t.rows('DELETE FROM responsible_limits')).rejects.toThrow();
  });
});

describe('withdrawing what is left during a break', () => {
  const withdrawRemaining = (t: TestPlatform, m: Member, password = m.password) =>
    t.send(responsible.withdrawRemaining, { username: m.phone, password });

  it('sends everything withdrawable to the registered account, without a session, once', async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    await credit(t.db, m.wallet, 6_000_000, 'adjustment', 'test:top-up'); // ฿61,000 in all: more than one request's maximum
    const notYet = await withdrawRemaining(t, m);
    expect(notYet).toMatchObject({ error: 2405, data: null });
    expect(await t.count('withdrawals')).toBe(0);

    await takeBreak(t.db, m.id, '1w');
    expect((await withdrawRemaining(t, m, 'wrong-pass1')).error).toBe(1201);
    expect(await t.count('withdrawals')).toBe(0);

    const sessionsBefore = await t.count('sessions');
    const answers = await Promise.all([withdrawRemaining(t, m), withdrawRemaining(t, m)]);
    expect(answers.map((answer) => answer.error)).toEqual([0, 0]);
    const made = answers.flatMap((answer) => answer.data.requests);
    // Twice at once: one call takes it all, the other finds nothing left.
    expect(made.map((request) => request.amount).sort((a, b) => b - a)).toEqual([50_000, 11_000]);
    expect(made.every((request) => request.status === 'pending' && /^x/.test(request.account_masked))).toBe(true);
    expect(answers.some((answer) => answer.message.includes('ไม่มียอดเงินคงเหลือ'))).toBe(true);
    expect((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', m.wallet))!.balance).toBe(0);
    expect(await t.count('sessions')).toBe(sessionsBefore);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe('session summary', () => {
  it("answers the session's start, stakes, returns and net since then, and the reminder interval", async () => {
    const t = await testPlatform(START);
    const m = await member(t);
    const roundId = await roundOf(t, 'government');
    await bill(t, m, roundId, 30);
    t.advance(61);
    const token = await t.login(m.phone, m.password);
    await t.send(lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'two_top', number: '34', amount: 20 }] }, token);
    const summary = await t.send(responsible.session, {}, token);
    expect(summary).toMatchObject({
      error: 0,
      data: { started_at: t.now().toISOString(), reminder_minutes: 60, stake: 20, returned: 0, net: -20 },
    });
    expect((await t.send(responsible.session, {}, m.token)).data.stake).toBe(50);
    expect((await t.send(responsible.session)).status).toBe(401);
  });
});
