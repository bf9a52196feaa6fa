// Withdrawals and bonus turnover on the embedded platform (both engines): the turnover counts the
// member's real stakes since the requirement (bills net of their refunds, game rounds), the rules
// of a request, and a rejection that refunds exactly once however many come at once.
import { afterEach, describe, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../../src/contract/endpoints/account/member.ts';
import * as withdrawals from '../../../src/contract/endpoints/money/withdrawals.ts';
import { maskBankAccount } from '../../../src/rules/money/bank-account.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { withdrawalQueue } from '../../../src/platform/desk/withdrawal-queue.ts';
import { grantBonus } from '../../../src/platform/withdrawals/operator.ts';
import { decideWithdrawal } from '../../../src/platform/withdrawals/decisions.ts';
import { requestWithdrawal } from '../../../src/platform/withdrawals/requests.ts';
import { turnoverOf } from '../../../src/platform/money/turnover.ts';
import { OPERATOR, register, saveSubBank, testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';
const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };

let t: TestPlatform;
afterEach(() => t?.close());

interface Member {
  id: number;
  phone: string;
  token: string;
  main: number;
  bonus: number;
  free: number;
}

async function member(): Promise<Member> {
  const { body, answer } = await register(t, { bank_account: `${Math.floor(1e9 + Math.random() * 9e9)}` });
  expect(answer.error).toBe(0);
  const token = await t.login(body.phone as string, body.password as string);
  const wallets = (await t.send(memberCalls.wallets, {}, token)).data;
  const of = (type: number) => wallets.find((wallet) => wallet.wallet_type_id === type)!.id;
  const { id } = (await t.row<{ id: number }>('SELECT id FROM members WHERE phone = ?', body.phone))!;
  return { id: Number(id), phone: body.phone as string, token, main: of(1), bonus: of(2), free: of(3) };
}

const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);

async function openRound(code: string): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === code)!.rounds[0]!.round_id;
}

async function bill(owner: Member, baht: number): Promise<number> {
  const round = await openRound('hanoi_special');
  const created = await t.send(
    lotto.billCreate,
    { round_id: round, lines: [{ bet_type: 'two_top', number: '12', amount: baht }] },
    owner.token,
  );
  expect(created.error, created.message).toBe(0);
  return created.data.bill_id;
}

async function spins(owner: Member, count: number, lineBet: number): Promise<void> {
  const link = await t.send(games.link, { ...SLOT, wallet_id: owner.main, is_mobile: true, source: 'r999' }, owner.token);
  const key = link.data.link.slice('/game/'.length);
  for (let spin = 0; spin < count; spin++) {
    const round = await t.send(games.slotSpin, { link: key, line_bet: lineBet }, owner.token);
    expect(round.error, round.message).toBe(0);
  }
}

describe('turnover', () => {
  it('counts bill stakes and game stakes made since the requirement, and a cancelled bill takes its stake back out', async () => {
    t = await testPlatform(START);
    const owner = await member();
    await bill(owner, 30); // before any requirement: never counts
    t.advance(1);
    const granted = await grantBonus(t.db, owner.phone, 10_000, 5, OPERATOR); // ฿100 x 5 = ฿500 of stakes
    expect(granted.turnover).toEqual({ required: 50_000, done: 0, left: 50_000 });
    t.advance(1);

    await bill(owner, 40);
    expect(await turnoverOf(t.db, owner.id, owner.bonus)).toEqual({ required: 50_000, done: 4_000, left: 46_000 });
    await spins(owner, 2, 1); // 9 lines x ฿1 = ฿9 a spin
    expect(await turnoverOf(t.db, owner.id, owner.bonus)).toEqual({ required: 50_000, done: 5_800, left: 44_200 });

    const cancelled = await bill(owner, 100);
    expect((await turnoverOf(t.db, owner.id, owner.bonus)).done).toBe(15_800);
    expect((await t.send(lotto.billCancel, { ids: [cancelled] }, owner.token)).error).toBe(0);
    expect(await turnoverOf(t.db, owner.id, owner.bonus)).toEqual({ required: 50_000, done: 5_800, left: 44_200 });

    // Another member's stakes are theirs.
    const other = await member();
    await bill(other, 200);
    expect((await turnoverOf(t.db, owner.id, owner.bonus)).done).toBe(5_800);
  });

  it('a requirement met before the next one is made lends it nothing; two open at once need both', async () => {
    t = await testPlatform(START);
    const owner = await member();
    await grantBonus(t.db, owner.phone, 1_000, 2, OPERATOR); // ฿20 of stakes
    t.advance(1);
    await bill(owner, 50);
    expect(await turnoverOf(t.db, owner.id, owner.bonus)).toEqual({ required: 2_000, done: 5_000, left: 0 });
    t.advance(1);
    await grantBonus(t.db, owner.phone, 1_000, 3, OPERATOR); // ฿30 more, from now
    expect((await turnoverOf(t.db, owner.id, owner.bonus)).left).toBe(3_000);
    t.advance(1);
    await grantBonus(t.db, owner.phone, 1_000, 1, OPERATOR); // open at once with the one before
    t.advance(1);
    await bill(owner, 30);
    expect(await turnoverOf(t.db, owner.id, owner.bonus)).toEqual({ required: 4_000, done: 3_000, left: 1_000 });
    await bill(owner, 10);
    expect((await turnoverOf(t.db, owner.id, owner.bonus)).left).toBe(0);
  });
});

describe('withdrawal requests', () => {
  it('moves the amount out once per key, refuses bonus credit before its turnover and free credit always', async () => {
    t = await testPlatform(START);
    const owner = await member();
    const ask = { walletId: owner.main, amount: 25_050, idempotencyKey: 'tap-00000001' };
    const [first, again] = await Promise.all([requestWithdrawal(t.db, owner.id, ask), requestWithdrawal(t.db, owner.id, ask)]);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ amount: 250.5, status: 'pending', reason: null });
    expect(await balance(owner.main)).toBe(100_000 - 25_050);
    expect(await t.rows('SELECT type, amount, ref FROM ledger WHERE wallet_id = ? AND type = ?', owner.main, 'withdraw')).toEqual([
      { type: 'withdraw', amount: -25_050, ref: `withdrawal:${first.id}` },
    ]);
    await expect(requestWithdrawal(t.db, owner.id, { ...ask, amount: 30_000 })).rejects.toMatchObject({ key: 'IDEMPOTENCY_CONFLICT' });

    await grantBonus(t.db, owner.phone, 20_000, 1, OPERATOR);
    await expect(
      requestWithdrawal(t.db, owner.id, { walletId: owner.bonus, amount: 10_000, idempotencyKey: 'tap-00000002' }),
    ).rejects.toMatchObject({
      key: 'WITHDRAW_TURNOVER_NOT_MET',
      message: 'เครดิตโบนัสถอนได้เมื่อทำยอดเทิร์นครบ ยังขาดยอดเทิร์นอีก 200 บาท',
    });
    t.advance(1);
    await bill(owner, 200);
    const bonus = await requestWithdrawal(t.db, owner.id, { walletId: owner.bonus, amount: 10_000, idempotencyKey: 'tap-00000003' });
    expect(bonus.status).toBe('pending');
    await expect(
      requestWithdrawal(t.db, owner.id, { walletId: owner.free, amount: 10_000, idempotencyKey: 'tap-00000004' }),
    ).rejects.toMatchObject({
      key: 'WITHDRAW_FREE_CREDIT',
    });
    const stranger = await member();
    await expect(
      requestWithdrawal(t.db, stranger.id, { walletId: owner.main, amount: 10_000, idempotencyKey: 'tap-00000005' }),
    ).rejects.toMatchObject({
      key: 'WALLET_NOT_FOUND',
    });
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('20 rejections at once refund once; approving a decided request changes nothing', async () => {
    t = await testPlatform(START);
    const owner = await member();
    const request = await requestWithdrawal(t.db, owner.id, { walletId: owner.main, amount: 40_000, idempotencyKey: 'tap-10000001' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => decideWithdrawal(t.db, request.id, { kind: 'reject', reason: 'ชื่อบัญชีไม่ตรง' }, OPERATOR)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ key: 'WITHDRAWAL_NOT_PENDING' });
    await expect(decideWithdrawal(t.db, request.id, { kind: 'approve', transferRef: null }, OPERATOR)).rejects.toMatchObject({
      key: 'WITHDRAWAL_NOT_PENDING',
    });
    expect(await balance(owner.main)).toBe(100_000);
    expect(await t.rows('SELECT amount FROM ledger WHERE wallet_id = ? AND type = ?', owner.main, 'withdraw_refund')).toEqual([
      { amount: 40_000 },
    ]);
    expect(await t.row('SELECT status, reason FROM withdrawals WHERE id = ?', request.id)).toEqual({
      status: 'rejected',
      reason: 'ชื่อบัญชีไม่ตรง',
    });
    await expect(decideWithdrawal(t.db, 999_999, { kind: 'approve', transferRef: null }, OPERATOR)).rejects.toMatchObject({
      key: 'WITHDRAWAL_NOT_FOUND',
    });
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe('the backup account', () => {
  const ask = (owner: Member, body: Record<string, unknown>) =>
    t.send(withdrawals.withdraw, { wallet_id: owner.main, amount: 150, idempotency_key: `tap-${Math.random()}`, ...body }, owner.token);

  it('a member without one naming it is refused in Thai and nothing moves; the main account is the default', async () => {
    t = await testPlatform(START);
    const owner = await member();
    const info = (await t.send(withdrawals.info, {}, owner.token)).data;
    expect(info.accounts.map((each) => each.account)).toEqual(['main']);
    expect(await ask(owner, { account: 'backup' })).toMatchObject({
      error: 2311,
      message: 'ท่านยังไม่มีบัญชีสำรอง กรุณาเลือกบัญชีหลัก หรือเพิ่มบัญชีสำรองที่หน้าข้อมูลส่วนตัวก่อน',
    });
    expect(await ask(owner, { account: 'savings' })).toMatchObject({
      error: 1001,
      message: 'กรุณาเลือกบัญชีรับเงิน: บัญชีหลักหรือบัญชีสำรอง',
    });
    expect(await balance(owner.main)).toBe(100_000);
    expect(await t.rows('SELECT id FROM withdrawals WHERE member_id = ?', owner.id)).toEqual([]);

    const main = await ask(owner, {});
    expect(main.data).toMatchObject({ account: 'main', status: 'pending' });
    expect(await t.row('SELECT account FROM withdrawals WHERE id = ?', main.data.id)).toEqual({ account: 'main' });
  });

  it('once added with the SMS code, the member picks it: the request keeps it, the cashier’s queue shows it in full', async () => {
    t = await testPlatform(START);
    const owner = await member();
    expect((await saveSubBank(t, owner.token, { bank_code: 'BBL', bank_account: '5556667777' })).error).toBe(0);
    const info = (await t.send(withdrawals.info, {}, owner.token)).data;
    expect(info.accounts).toEqual([
      expect.objectContaining({ account: 'main', account_masked: expect.stringMatching(/^xxx-x-x\d{4}-x$/) }),
      { account: 'backup', bank_code: 'BBL', bank_name: 'ธนาคารกรุงเทพ', account_name: 'สมหญิง รักเรียน', account_masked: 'xxx-x-x6777-x' },
    ]);
    expect(JSON.stringify(info)).not.toContain('5556667777');

    const key = 'tap-backup-0001';
    const sent = await ask(owner, { account: 'backup', idempotency_key: key });
    expect(sent.data).toMatchObject({ account: 'backup', bank_name: 'ธนาคารกรุงเทพ', account_masked: 'xxx-x-x6777-x' });
    // The same key for the other account is another request: refused, nothing moves twice.
    expect((await ask(owner, { account: 'main', idempotency_key: key })).error).toBe(2004);
    expect(await balance(owner.main)).toBe(100_000 - 15_000);
    expect(await t.row('SELECT account, bank_code, bank_account FROM withdrawals WHERE id = ?', sent.data.id)).toEqual({
      account: 'backup',
      bank_code: 'BBL',
      bank_account: '5556667777',
    });

    // A later change of the backup account does not move a request already made.
    expect((await saveSubBank(t, owner.token, { bank_code: 'KTB', bank_account: '8889990001' })).error).toBe(0);
    const queued = (await withdrawalQueue(t.db)).withdrawals.find((row) => row.id === sent.data.id);
    expect(queued).toMatchObject({
      account: 'backup',
      bank_code: 'BBL',
      bank_name: 'ธนาคารกรุงเทพ',
      bank_account: '5556667777',
      member_name: 'สมหญิง รักเรียน',
    });
    const listed = (await t.send(withdrawals.list, {}, owner.token)).data;
    expect(listed[0]).toMatchObject({ account: 'backup', account_masked: 'xxx-x-x6777-x' });
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });
});

describe('maskBankAccount', () => {
  it('shows only four digits of an account', () => {
    expect(maskBankAccount('1234567890')).toBe('xxx-x-x6789-x');
    expect(maskBankAccount('123456789012')).toBe('xxxxxxx8901x');
  });
});
