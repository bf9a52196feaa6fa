// Restart safety: a burst of bills against a server of its own, SIGKILLed mid-burst (a crash: no
// shutdown, no checkpoint), then a new server on the same data (its data folder, or its
// PostgreSQL database). Every bill that was acknowledged (error 0) is still there with its
// debit, and the ledger is intact.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { NO_LEDGER_FAULTS, integrityCheck, ledgerFaults, serverRows } from '../support/server-database.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv } from '../support/test-databases.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const WORKERS = 6;
/** Bills acknowledged before the kill; the workers keep sending while it lands. */
const KILL_AFTER = 30;
const STAKE = 5;

interface Acknowledged {
  bill_id: number;
  total: number;
}

async function openLaoRound(member: Member): Promise<number> {
  const lobby = await member.send(lotto.lobby);
  const categories = lobby.body.data.categories;
  for (const code of ['lao', 'hanoi_normal', 'hanoi_vip', 'government']) {
    const round = categories.find((category) => category.code === code)?.rounds.at(-1);
    if (round) return round.round_id;
  }
  throw new Error('no open round');
}

it('keeps every acknowledged bill and its debit across a SIGKILL mid-burst', { timeout: 90_000 }, async () => {
  let server: RunningServer = await startServer(await freshServerEnv());
  try {
    const member = new Member(undefined, server.url);
    const registered = await register(
      member,
      {
        phone: uniquePhone(),
        password: 'restart-pass-1',
        full_name: 'ทดสอบ ไฟดับ',
        bank_code: 'SCB',
        bank_account: '7778889990',
        birth_date: birthDate(30),
      },
      server,
    );
    expect(registered.body.error, registered.body.message).toBe(0);
    const memberId = registered.body.data.user.id as number;
    const roundId = await openLaoRound(member);

    const acknowledged: Acknowledged[] = [];
    let sent = 0;
    let lost = 0;
    let killed: Promise<void> | undefined;
    const crashed = server;
    async function worker(): Promise<void> {
      for (;;) {
        const number = String(sent++ % 1000).padStart(3, '0');
        try {
          const answer = await member.send(lotto.billCreate, {
            agent_id: 33,
            round_id: roundId,
            lines: [{ bet_type: 'three_top', number, amount: STAKE }],
            idempotency_key: randomUUID(),
          });
          if (answer.body.error === 0) acknowledged.push({ bill_id: answer.body.data.bill_id, total: answer.body.data.total });
          else if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.body.message}`);
          // else a line refused (a hot or closed number): not acknowledged, nothing to find later
        } catch (error) {
          if (!killed) throw error;
          lost += 1; // the connection died with the server: not acknowledged
          return;
        }
        if (acknowledged.length >= KILL_AFTER && !killed) killed = crashed.kill();
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(lost).toBeGreaterThan(0); // requests were in flight when it died

    server = await startServer(crashed.env, { dataDir: crashed.dataDir });
    const after = new Member(undefined, server.url);
    after.cookies = member.cookies; // the session lives in the database: it survives too

    for (const bill of acknowledged) {
      const detail = await after.send(lotto.billDetail, { bill_id: bill.bill_id });
      expect(detail.body.error, `bill ${bill.bill_id}: ${detail.body.message}`).toBe(0);
      expect(detail.body.data).toMatchObject({ bill_id: bill.bill_id, total: bill.total, status: 'pending' });
    }

    expect(await integrityCheck(server)).toBe('ok');
    const rows = await serverRows<{ ref: string; amount: number }>(
      server,
      `SELECT l.ref, l.amount FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? AND l.type = 'bet'`,
      memberId,
    );
    const debits = new Map(rows.map((row) => [row.ref, row.amount]));
    for (const bill of acknowledged)
      expect(debits.get(`lotto_bill:${bill.bill_id}`), `debit of bill ${bill.bill_id}`).toBe(-bill.total * 100);
    // Every bill stored (acknowledged or not) has its debit, and the balance is what they leave.
    const bills = await serverRows<{ id: number; total: number }>(
      server,
      'SELECT id, total FROM lotto_bills WHERE member_id = ?',
      memberId,
    );
    expect(bills.length).toBe(debits.size);
    for (const bill of bills) expect(debits.get(`lotto_bill:${bill.id}`)).toBe(-bill.total);
    const [balance] = await serverRows<{ balance: number }>(
      server,
      'SELECT balance FROM wallets WHERE member_id = ? AND wallet_type_id = 1',
      memberId,
    );
    expect(balance!.balance).toBe(100_000 - bills.reduce((sum, bill) => sum + bill.total, 0));
    expect(await ledgerFaults(server)).toEqual(NO_LEDGER_FAULTS);
    const wallets = await after.send(memberCalls.wallets);
    expect(wallets.body.error).toBe(0);
  } finally {
    await server.stop();
  }
});
