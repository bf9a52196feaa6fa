// `npm start` supervises the process that serves: killed mid-burst, the serving process is back
// within seconds by itself, and every bill it acknowledged is still there with its debit. Asked
// to stop (SIGTERM), it lets a call in flight finish, closes the database and exits 0.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv } from '../support/test-databases.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const STAKE = 5;

async function newMember(server: RunningServer): Promise<{ member: Member; memberId: number }> {
  const member = new Member(undefined, server.url);
  const registered = await register(
    member,
    {
      phone: uniquePhone(),
      password: 'supervised-1',
      full_name: 'ทดสอบ ฟื้นเอง',
      bank_code: 'SCB',
      bank_account: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
      birth_date: birthDate(30),
    },
    server,
  );
  expect(registered.body.error, registered.body.message).toBe(0);
  return { member, memberId: registered.body.data.user.id };
}

async function openRound(member: Member): Promise<number> {
  const lobby = await member.send(lotto.lobby);
  const categories = lobby.body.data.categories;
  for (const code of ['government', 'lao', 'hanoi_normal']) {
    const round = categories.find((category) => category.code === code)?.rounds.at(-1);
    if (round) return round.round_id;
  }
  throw new Error('no open round');
}

it('brings a killed serving process back within seconds, keeping every acknowledged bill', { timeout: 90_000 }, async () => {
  const server = await startServer(await freshServerEnv());
  try {
    const { member, memberId } = await newMember(server);
    const roundId = await openRound(member);
    const first = server.servingPid();
    const acknowledged: number[] = [];
    let killedAt = 0;
    let backAt = 0;
    let sent = 0;
    const deadline = Date.now() + 30_000;

    async function bettor(): Promise<void> {
      while (Date.now() < deadline && !(backAt && acknowledged.length > 60)) {
        const number = String(sent++ % 1000).padStart(3, '0');
        try {
          const answer = await member.send(lotto.billCreate, {
            agent_id: 33,
            round_id: roundId,
            lines: [{ bet_type: 'three_top', number, amount: STAKE }],
            idempotency_key: randomUUID(),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.body.error === 0) {
            acknowledged.push(answer.body.data.bill_id);
            if (killedAt && !backAt) backAt = Date.now();
          }
        } catch {
          // The connection died with the process; try again, as a browser would.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (acknowledged.length >= 20 && !killedAt) {
          killedAt = Date.now();
          process.kill(first, 'SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: 4 }, bettor));

    expect(killedAt).toBeGreaterThan(0);
    expect(backAt, 'the site answered again').toBeGreaterThan(0);
    expect(backAt - killedAt).toBeLessThan(5_000);
    expect(server.servingPid()).not.toBe(first);
    expect(server.output()).toMatch(new RegExp(`Serving process ${first} ended \\(signal SIGKILL\\).*restarting`));

    const bills = await serverRows<{ id: number; total: number }>(
      server,
      'SELECT id, total FROM lotto_bills WHERE member_id = ?',
      memberId,
    );
    const stored = new Set(bills.map((bill) => bill.id));
    for (const id of acknowledged) expect(stored.has(id), `bill ${id}`).toBe(true);
    const debits = await serverRows<{ ref: string }>(
      server,
      `SELECT l.ref FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? AND l.type = 'bet'`,
      memberId,
    );
    expect(debits.length).toBe(bills.length);
    expect(await ledgerFaults(server)).toEqual(NO_LEDGER_FAULTS);
  } finally {
    await server.stop();
  }
});

it('stops on SIGTERM after the call in flight has its answer, with exit code 0', { timeout: 60_000 }, async () => {
  const server = await startServer(await freshServerEnv());
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ username: '0812345678', password: 'demo1234' });
  // A call whose body is still arriving when the stop is asked.
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      answer += chunk;
      if (/\r\n\r\n.*\}$/s.test(answer)) resolve();
    });
    socket.once('close', resolve);
  });
  socket.write(
    `POST ${auth.login.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));

  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.write(body.slice(10));
  await answered;
  socket.end();
  await stopped;

  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain('"error":0');
  expect(server.exitCode()).toBe(0);
  expect(server.output()).not.toMatch(/ended|restart|Error/);
});

it(
  'stops on SIGTERM in a burst of bills: every acknowledged bill kept with its debit and line, nothing half-done, the lottery clock stopped between rounds',
  { timeout: 90_000 },
  async () => {
    const server = await startServer({ ...(await freshServerEnv()) }, { keepDataDir: true });
    try {
      const { member, memberId } = await newMember(server);
      const roundId = await openRound(member);
      const acknowledged: number[] = [];
      let sent = 0;
      let stopAsked = null as Promise<void> | null;
      let refusedAfterStop = 0;

      async function bettor(): Promise<void> {
        // Until the site is gone: calls in flight at the stop get their answer, later ones no connection.
        while (server.exitCode() === null) {
          const number = String(sent++ % 1000).padStart(3, '0');
          try {
            const answer = await member.send(lotto.billCreate, {
              agent_id: 33,
              round_id: roundId,
              lines: [{ bet_type: 'three_top', number, amount: STAKE }],
              idempotency_key: randomUUID(),
            });
            expect(answer.status).toBeLessThan(500);
            if (answer.body.error === 0) acknowledged.push(answer.body.data.bill_id);
          } catch {
            if (stopAsked) refusedAfterStop++;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          if (acknowledged.length >= 20 && !stopAsked) stopAsked = server.stop();
        }
      }
      await Promise.all(Array.from({ length: 4 }, bettor));
      await stopAsked;
      expect(server.exitCode()).toBe(0);
      expect(server.output()).not.toMatch(/did not stop in time|ended \(|Error/);
      expect(refusedAfterStop).toBeGreaterThan(0);

      const bills = await serverRows<{ id: number; total: number }>(
        server,
        'SELECT id, total FROM lotto_bills WHERE member_id = ?',
        memberId,
      );
      const stored = new Set(bills.map((bill) => Number(bill.id)));
      for (const id of acknowledged) expect(stored.has(id), `bill ${id}`).toBe(true);
      const debits = await serverRows<{ ref: string }>(
        server,
        `SELECT l.ref FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? AND l.type = 'bet'`,
        memberId,
      );
      expect(debits.length).toBe(bills.length);
      const lines = await serverRows<{ n: number }>(
        server,
        'SELECT COUNT(*) AS n FROM lotto_bill_lines WHERE bill_id IN (SELECT id FROM lotto_bills WHERE member_id = ?)',
        memberId,
      );
      expect(Number(lines[0]!.n)).toBe(bills.length);
      expect(await ledgerFaults(server)).toEqual(NO_LEDGER_FAULTS);
      // No round left half-settled: a settled round's every bill decided, a pending one's none.
      const halfSettled = await serverRows(
        server,
        `SELECT r.id FROM lotto_rounds r JOIN lotto_bills b ON b.round_id = r.id
       WHERE (r.state = 'settled' AND b.status = 'pending') OR (r.state = 'pending' AND b.status IN ('won', 'lost'))`,
      );
      expect(halfSettled).toEqual([]);
    } finally {
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  },
);
