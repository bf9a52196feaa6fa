// Robustness under parallel requests on the shared test server: bills racing for one wallet never
// overdraw it, parallel cancels of one bill refund it once, and parallel creates with one
// idempotency key make one bill and one debit. The ledger rows are read from the server's database.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { NUMBER_RULES } from '../../src/platform/seed/lotto.ts';
import type { Member } from './client.ts';
import { AGENT_ID, create, mainBalance, newMember, openRound, sharedServerData, type RoundView } from './lotto-helpers.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';

// This file bets on these categories only (as lotto-bills does: no file settles their rounds).
const CATEGORIES = ['government', 'hanoi_normal', 'lao'];
const PARALLEL = 24;
let round: RoundView;

beforeAll(async () => {
  round = await openRound(CATEGORIES);
});

/** `count` three-top numbers no other test is likely to bet on, none hot or closed. */
function freshNumbers(count: number): string[] {
  const ruled = new Set(NUMBER_RULES.filter((rule) => rule.bet_type === 'three_top').map((rule) => rule.number));
  const start = Math.floor(Math.random() * 1000);
  const numbers: string[] = [];
  for (let i = 0; numbers.length < count; i++) {
    const number = String((start + i) % 1000).padStart(3, '0');
    if (!ruled.has(number)) numbers.push(number);
  }
  return numbers;
}

async function memberId(member: Member): Promise<number> {
  const info = await member.send(auth.userInfo);
  expect(info.body.error).toBe(0);
  return info.body.data.id;
}

/** The member's main-wallet ledger rows, from the server's database. */
function mainLedger(id: number): Promise<{ amount: number; type: string; ref: string | null }[]> {
  return serverRows(
    sharedServerData(),
    `SELECT l.amount, l.type, l.ref FROM ledger l JOIN wallets w ON w.id = l.wallet_id
     WHERE w.member_id = ? AND w.wallet_type_id = 1 ORDER BY l.id`,
    id,
  );
}

describe('parallel requests', () => {
  it(`${PARALLEL} bills of ฿100 at once on a ฿1,000 wallet: no overdraft, balance = start - accepted`, async () => {
    const member = await newMember();
    const id = await memberId(member);
    const start = await mainBalance(member);
    const answers = await Promise.all(
      freshNumbers(PARALLEL).map((number) => create(member, round.round_id, [{ bet_type: 'three_top', number, amount: 100 }])),
    );

    const accepted = answers.filter((answer) => answer.body.error === 0);
    const refused = answers.filter((answer) => answer.body.error !== 0);
    // Every refusal is the balance one: nothing else failed, nothing answered 500.
    expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(refused.map(() => [200, 2001]));
    expect(accepted).toHaveLength(start / 100);
    expect(await mainBalance(member)).toBe(start - 100 * accepted.length);

    const bets = (await mainLedger(id)).filter((row) => row.type === 'bet');
    expect(bets.map((row) => row.amount)).toEqual(accepted.map(() => -10_000));
    expect(new Set(bets.map((row) => row.ref))).toEqual(new Set(accepted.map((answer) => `lotto_bill:${answer.body.data.bill_id}`)));
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it(`${PARALLEL} cancels of one bill at once: one succeeds, the stake is refunded once`, async () => {
    const member = await newMember();
    const id = await memberId(member);
    const start = await mainBalance(member);
    const created = await create(member, round.round_id, [{ bet_type: 'three_top', number: freshNumbers(1)[0]!, amount: 100 }]);
    expect(created.body.error, created.body.message).toBe(0);
    const billId = created.body.data.bill_id;
    expect(await mainBalance(member)).toBe(start - 100);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => member.send(lotto.billCancel, { agent_id: AGENT_ID, ids: [billId] })),
    );
    const done = answers.filter((answer) => answer.body.error === 0);
    expect(done).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error !== 0).map((answer) => answer.body.error)).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => 3031),
    );
    expect(await mainBalance(member)).toBe(start);
    const refunds = (await mainLedger(id)).filter((row) => row.type === 'refund');
    expect(refunds).toEqual([{ amount: 10_000, type: 'refund', ref: `lotto_bill:${billId}` }]);
  });

  it(`${PARALLEL} creates with one idempotency key at once: one bill, one debit, the same answer`, async () => {
    const member = await newMember();
    const id = await memberId(member);
    const start = await mainBalance(member);
    const key = randomUUID();
    const lines = [{ bet_type: 'three_top', number: freshNumbers(1)[0]!, amount: 70 }];

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => create(member, round.round_id, lines, key)));
    expect(answers.map((answer) => answer.body.error)).toEqual(answers.map(() => 0));
    const billIds = new Set(answers.map((answer) => answer.body.data.bill_id));
    expect(billIds.size).toBe(1);

    expect(await mainBalance(member)).toBe(start - 70);
    const list = await member.send(lotto.billList);
    expect(list.body.data.map((bill) => bill.bill_id)).toEqual([...billIds]);
    expect((await mainLedger(id)).filter((row) => row.type === 'bet')).toEqual([
      { amount: -7_000, type: 'bet', ref: `lotto_bill:${[...billIds][0]}` },
    ]);
  });
});
