// Withdrawals over HTTP against the built site (beyond SPEC.md: docs/api.md, "Calls beyond the spec"):
// each rule refused with its Thai message and nothing moved, one request per idempotency key, the
// operator's rejection refunding once under 8 parallel rejections (each a command-line process),
// approval moving nothing more, and every wallet equal to its ledger afterwards.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as adminDesk from '../../src/contract/endpoints/admin/admin-desk.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as withdrawals from '../../src/contract/endpoints/money/withdrawals.ts';
import type { InputOf } from '../support/typed-call.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import { staffMember } from './admin-helpers.ts';
import { addBackupAccount, memberWithAccount, newAccountNumber } from './bank-accounts.ts';
import { Member } from './client.ts';
import { THAI, create, newMember, openRound, operator, sharedServerData } from './lotto-helpers.ts';

// Categories no file settles, as the other bill tests use.
const CATEGORIES = ['government', 'hanoi_normal', 'lao'];

async function info(member: Member) {
  const answer = await member.send(withdrawals.info);
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data;
}

const walletOf = async (member: Member, type: number) => (await info(member)).wallets.find((wallet) => wallet.wallet_type_id === type)!;

type Account = InputOf<typeof withdrawals.withdraw>['account'];
const withdraw = (member: Member, walletId: number, amount: number, key: string = randomUUID(), account?: Account) =>
  member.send(withdrawals.withdraw, { wallet_id: walletId, amount, idempotency_key: key, account });

async function phoneOf(member: Member): Promise<string> {
  return (await member.send(auth.userInfo)).body.data.phone;
}

/** Every ledger row of the member's wallets: what "nothing moved" is checked against. */
async function ledgerRows(member: Member): Promise<number> {
  const id = (await member.send(auth.userInfo)).body.data.id;
  const [row] = await serverRows<{ n: number }>(
    sharedServerData(),
    'SELECT COUNT(*) AS n FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ?',
    id,
  );
  return Number(row!.n);
}

describe('withdraw over HTTP', () => {
  it('shows the registered account masked, the limits and each wallet’s rule', async () => {
    const member = await newMember();
    const data = await info(member);
    const accounts = data.accounts;
    expect(accounts).toEqual([expect.objectContaining({ account: 'main', bank_code: 'SCB', account_name: 'ทดสอบ หวยดี' })]);
    expect(accounts[0]!.account_masked).toMatch(/^xxx-x-x\d{4}-x$/);
    expect(data).toMatchObject({ min: 100, max: 50_000, max_pending: 5, pending: 0, requests: [] });
    expect(data.wallets.map((wallet) => [wallet.wallet_type_id, wallet.withdrawable, wallet.blocked])).toEqual([
      [1, true, null],
      [2, true, null],
      [3, false, 'free_credit'],
    ]);
    expect((await new Member().send(withdrawals.info)).status).toBe(401);
  });

  it('refuses each rule with its Thai message and moves nothing', async () => {
    const member = await newMember();
    const phone = await phoneOf(member);
    const main = await walletOf(member, 1);
    await operator('bonus', phone, '200', '3', '--by', 'api-test');
    await operator('credit', phone, '3', '50', '--by', 'api-test');
    const bonus = await walletOf(member, 2);
    const free = await walletOf(member, 3);
    expect(bonus).toMatchObject({
      balance: 200,
      withdrawable: false,
      blocked: 'turnover',
      turnover: { required: 600, done: 0, left: 600 },
    });
    const before = await ledgerRows(member);

    const refusals: [number, number, number, string | RegExp][] = [
      [main.wallet_id, 99.99, 2301, 'ถอนเงินขั้นต่ำครั้งละ 100 บาท'],
      [main.wallet_id, 50_000.01, 2302, 'ถอนเงินได้สูงสุดครั้งละ 50,000 บาท'],
      [main.wallet_id, 100.005, 1001, 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
      [main.wallet_id, 1_000.01, 2306, 'ยอดเงินในกระเป๋าไม่พอถอน ถอนได้สูงสุด 1,000 บาท'],
      // Text where the schema takes a number, sent as it is.
      [main.wallet_id, '500' as never, 1001, THAI],
      [main.wallet_id, -100, 1001, THAI],
      [bonus.wallet_id, 150, 2304, 'เครดิตโบนัสถอนได้เมื่อทำยอดเทิร์นครบ ยังขาดยอดเทิร์นอีก 600 บาท'],
      [free.wallet_id, 100, 2305, 'เครดิตฟรีใช้เล่นได้อย่างเดียว ถอนเป็นเงินไม่ได้'],
      [999_999_999, 100, 2002, THAI],
    ];
    for (const [walletId, amount, code, message] of refusals) {
      const answer = await withdraw(member, walletId, amount);
      expect(answer.status, `${amount}`).toBe(200);
      expect(answer.body.error, `${amount}: ${answer.body.message}`).toBe(code);
      expect(answer.body.message).toMatch(message);
    }
    expect((await member.send(withdrawals.withdraw, { wallet_id: main.wallet_id, amount: 100 } as never)).body.error).toBe(1001);

    // Five pending at once, then the sixth is refused.
    for (let i = 0; i < 5; i++) expect((await withdraw(member, main.wallet_id, 100)).body.error).toBe(0);
    const sixth = await withdraw(member, main.wallet_id, 100);
    expect(sixth.body).toMatchObject({
      error: 2303,
      message: 'มีรายการถอนที่รอดำเนินการครบ 5 รายการแล้ว กรุณารอให้รายการเดิมเสร็จก่อน',
    });
    expect(await ledgerRows(member)).toBe(before + 5);
    expect((await walletOf(member, 1)).balance).toBe(500);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('takes the amount once per idempotency key, and bonus credit once its turnover is met', async () => {
    const member = await newMember();
    const phone = await phoneOf(member);
    const main = await walletOf(member, 1);
    const key = randomUUID();
    const taps = await Promise.all([withdraw(member, main.wallet_id, 123.45, key), withdraw(member, main.wallet_id, 123.45, key)]);
    expect(taps.map((tap) => tap.body.error)).toEqual([0, 0]);
    expect(taps[0]!.body.data.id).toBe(taps[1]!.body.data.id);
    expect(taps[0]!.body.data).toMatchObject({ amount: 123.45, status: 'pending', reason: null });
    expect((await walletOf(member, 1)).balance).toBe(876.55);
    const listed = (await member.send(withdrawals.list)).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: taps[0]!.body.data.id, status: 'pending' });
    expect(listed[0]!.account_masked).toMatch(/^xxx-x-x\d{4}-x$/);

    await operator('bonus', phone, '100', '2', '--by', 'api-test');
    expect((await withdraw(member, (await walletOf(member, 2)).wallet_id, 100)).body.error).toBe(2304);
    const round = await openRound(CATEGORIES);
    const bill = await create(member, round.round_id, [{ bet_type: 'three_top', number: '907', amount: 150 }]);
    expect(bill.body.error, bill.body.message).toBe(0);
    expect((await walletOf(member, 2)).turnover).toEqual({ required: 200, done: 150, left: 50 });
    const second = await create(member, round.round_id, [{ bet_type: 'three_top', number: '908', amount: 50 }]);
    expect(second.body.error, second.body.message).toBe(0);
    const bonus = await walletOf(member, 2);
    expect(bonus).toMatchObject({ withdrawable: true, blocked: null, turnover: { required: 200, done: 200, left: 0 } });
    expect((await withdraw(member, bonus.wallet_id, 100)).body.error).toBe(0);
    expect((await walletOf(member, 2)).balance).toBe(0);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('the backup account: refused until added; once added with the SMS code, chosen, kept, and shown in full to the cashier and the operator', async () => {
    const mainAccount = newAccountNumber();
    const backupAccount = newAccountNumber();
    const { member, phone } = await memberWithAccount(mainAccount);
    const main = await walletOf(member, 1);
    const before = await ledgerRows(member);
    expect((await withdraw(member, main.wallet_id, 100, randomUUID(), 'backup')).body).toMatchObject({
      error: 2311,
      message: 'ท่านยังไม่มีบัญชีสำรอง กรุณาเลือกบัญชีหลัก หรือเพิ่มบัญชีสำรองที่หน้าข้อมูลส่วนตัวก่อน',
    });
    expect((await withdraw(member, main.wallet_id, 100, randomUUID(), 'other' as never)).body).toMatchObject({
      error: 1001,
      message: THAI,
    });
    expect(await ledgerRows(member)).toBe(before);
    expect((await info(member)).requests).toEqual([]);

    await addBackupAccount(member, phone, 'BBL', backupAccount);
    const masked = `xxx-x-x${backupAccount.slice(5, 9)}-x`;
    expect((await info(member)).accounts).toEqual([
      expect.objectContaining({ account: 'main', bank_code: 'SCB' }),
      { account: 'backup', bank_code: 'BBL', bank_name: 'ธนาคารกรุงเทพ', account_name: 'ทดสอบ บัญชีสำรอง', account_masked: masked },
    ]);
    const toBackup = await withdraw(member, main.wallet_id, 120.5, randomUUID(), 'backup');
    expect(toBackup.body.data).toMatchObject({ account: 'backup', bank_name: 'ธนาคารกรุงเทพ', account_masked: masked, status: 'pending' });
    const toMain = await withdraw(member, main.wallet_id, 100);
    expect(toMain.body.data).toMatchObject({ account: 'main', status: 'pending' });
    expect((await walletOf(member, 1)).balance).toBe(779.5);

    const cashier = await staffMember('cashier');
    const queue = (await cashier.send(adminDesk.withdrawalQueue)).body.data.withdrawals;
    expect(queue.find((row) => row.id === toBackup.body.data.id)).toMatchObject({
      account: 'backup',
      bank_code: 'BBL',
      bank_name: 'ธนาคารกรุงเทพ',
      bank_account: backupAccount,
      member_name: 'ทดสอบ บัญชีสำรอง',
    });
    expect(queue.find((row) => row.id === toMain.body.data.id)).toMatchObject({
      account: 'main',
      bank_code: 'SCB',
      bank_account: mainAccount,
    });
    const listed = await operator('withdrawals');
    expect(listed).toMatch(
      new RegExp(`^${toBackup.body.data.id}\\t${phone}\\t.*\\tBBL ${backupAccount} \\(backup\\)\\t120\\.50 baht`, 'm'),
    );
    expect(listed).toMatch(new RegExp(`^${toMain.body.data.id}\\t${phone}\\t.*\\tSCB ${mainAccount} \\(main\\)\\t`, 'm'));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('20 requests at once with their own keys: exactly the pending limit is taken, never more', async () => {
    const member = await newMember();
    const main = await walletOf(member, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(member, main.wallet_id, 150)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.error === 0)).toHaveLength(5);
    expect(answers.every((answer) => answer.body.error === 0 || answer.body.error === 2303)).toBe(true);
    expect((await walletOf(member, 1)).balance).toBe(250);
    expect((await info(member)).pending).toBe(5);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('a rejection refunds once under 8 parallel rejections; approval moves nothing more', async () => {
    const member = await newMember();
    const main = await walletOf(member, 1);
    const rejected = (await withdraw(member, main.wallet_id, 300)).body.data.id;
    const paid = (await withdraw(member, main.wallet_id, 200)).body.data.id;
    expect((await walletOf(member, 1)).balance).toBe(500);
    expect(await operator('withdrawals')).toMatch(new RegExp(`^${rejected}\\t`, 'm'));

    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => operator('reject', String(rejected), 'ชื่อบัญชีไม่ตรงกับผู้สมัคร', '--by', 'api-test')),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String((outcome.reason as { stderr: string }).stderr)).toMatch(/Refused \(2308\)/);
    }
    expect((await walletOf(member, 1)).balance).toBe(800);
    const id = (await member.send(auth.userInfo)).body.data.id;
    const refunds = await serverRows<{ amount: number }>(
      sharedServerData(),
      `SELECT l.amount FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? AND l.type = 'withdraw_refund'`,
      id,
    );
    expect(refunds.map((row) => Number(row.amount))).toEqual([30_000]);

    expect(await operator('approve', String(paid), '--by', 'api-test')).toMatch(/paid/);
    await expect(operator('approve', String(paid))).rejects.toMatchObject({ code: 1 });
    await expect(operator('reject', String(paid), 'สาย')).rejects.toMatchObject({ code: 1 });
    await expect(operator('approve', String(rejected))).rejects.toMatchObject({ code: 1 });
    expect((await walletOf(member, 1)).balance).toBe(800);

    const requests = (await info(member)).requests;
    expect(requests.map((request) => [request.id, request.status, request.reason])).toEqual([
      [paid, 'paid', null],
      [rejected, 'rejected', 'ชื่อบัญชีไม่ตรงกับผู้สมัคร'],
    ]);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  }, 120_000); // twenty operator processes start at once: slow on a busy two-core machine
});
