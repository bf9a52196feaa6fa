// Moving up: a SQLite platform that has been used (members, sessions, bills placed, cancelled and
// settled, a backup bank account, Yeekee shots, points) copied into an empty PostgreSQL database
// by the operator command's copy; then a platform on PostgreSQL carries on where it left off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySqliteToPostgres, CopyRefused } from '../../../../src/platform/db/copy-to-postgres.ts';
import { maskBankAccount } from '../../../../src/rules/money/bank-account.ts';
import { createPlatform, type Platform } from '../../../../src/platform/index.ts';
import { operatorSettle } from '../../../../src/platform/lotto/settlement.ts';
import { outboxMessages } from '../../../../src/platform/messages/outbox.ts';
import { unbalancedWallets } from '../../../../src/platform/money/ledger.ts';
import { movePoints } from '../../../../src/platform/money/points.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';
import type { AnswerOf, Endpoint } from '../../../../src/contract/endpoint.ts';
import * as auth from '../../../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../../src/contract/endpoints/account/member.ts';
import { requestOf, type InputOf } from '../../../support/typed-call.ts';
import { tokenOf } from '../helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: rounds open, bills can still be cancelled.
const START = Date.parse('2026-11-21T03:00:00.000Z');

let server: TestPostgres;
let dir: string;
let sqlitePath: string;

beforeAll(async () => {
  server = await startTestPostgres();
  dir = mkdtempSync(join(tmpdir(), 'r999-copy-'));
  sqlitePath = join(dir, 'platform.sqlite');
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function call<E extends Endpoint>(platform: Platform, endpoint: E, input?: InputOf<E>, token?: string) {
  const { method, path, body } = requestOf(endpoint, input);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await platform.fetch(
    new Request(`http://platform.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return (await response.json()) as { error: number; message: string; data: AnswerOf<E> };
}

/** The code a phone gets by SMS before registering, read from the outbox as the operator would. */
async function phoneCode(platform: Platform, phone: string): Promise<string> {
  expect((await call(platform, auth.registerPhoneCode, { phone })).error).toBe(0);
  const [newest] = await outboxMessages(platform.db, phone);
  return /\b(\d{6})\b/.exec(newest!.body)![1]!;
}

const TABLES = [
  'members',
  'wallets',
  'ledger',
  'point_ledger',
  'sessions',
  'lotto_rounds',
  'lotto_bills',
  'lotto_bill_lines',
  'yeekee_shots',
  'member_stake_days',
];

async function counts(platform: Platform): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(platform.db);
    found[table] = Number(rows[0]!.n);
  }
  return found;
}

describe('copy-to-postgres', () => {
  it('copies a used SQLite database whole; the platform on PostgreSQL goes on from it', async () => {
    const now = () => new Date(START);
    const source = await createPlatform({ engine: { kind: 'sqlite', path: sqlitePath }, now });
    const login = await call(source, auth.login, { username: '0812345678', password: 'demo1234' });
    const token = tokenOf(login);
    const friend = await call(source, auth.register, {
      phone: '0898887777',
      phone_code: await phoneCode(source, '0898887777'),
      password: 'secret123',
      full_name: 'เพื่อน ทดลอง',
      bank_code: 'SCB',
      bank_account: '5554443332',
      birth_date: '1990-01-01',
      ref_code: 'R999DEMO',
    } as never);
    expect(friend.error).toBe(0);
    // The backup account takes the code sent to the phone (read from the outbox).
    expect((await call(source, auth.subBankCode, {}, token)).error).toBe(0);
    const [sms] = await outboxMessages(source.db, '0812345678');
    const code = /\b(\d{6})\b/.exec(sms!.body)![1];
    expect((await call(source, auth.updateSubBank, { bank_code: 'BBL', bank_account: '9998887776', code }, token)).error).toBe(0);
    const lobby = await call(source, lotto.lobby);
    const roundOf = (code: string) => lobby.data.categories.find((category) => category.code === code)!.rounds[0].round_id;
    const hanoi = roundOf('hanoi_special');
    const lao = roundOf('lao');
    const bill = (roundId: number, number: string, amount: number) =>
      call(source, lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'three_top', number, amount }] }, token);
    const kept = await bill(lao, '123', 10);
    const cancelled = await bill(lao, '456', 20);
    expect((await call(source, lotto.billCancel, { ids: [cancelled.data.bill_id] }, token)).error).toBe(0);
    await bill(hanoi, '789', 30);
    await operatorSettle(source.db, hanoi);
    expect((await call(source, lotto.shoot, { round_id: roundOf('yeekee'), number: '12345' }, token)).error).toBe(0);
    await movePoints(source.db, login.data.user!.id, -20, 'redeem', 'shop:1');
    const before = await counts(source);
    const wallets = await call(source, member.wallets, {}, token);
    const vip = await call(source, lotto.vip, {}, token);
    expect(vip.data.member!.stakes_30d).toBeGreaterThan(0);
    await source.close();

    const report = await copySqliteToPostgres(sqlitePath, server.url);
    // Three wallets each: the demo member, this member and the seeded baccarat player.
    expect(report.wallets).toBe(9);

    const target = await createPlatform({ engine: { kind: 'postgres', url: server.url }, now });
    try {
      expect(target.kind).toBe('postgres');
      expect(await counts(target)).toEqual(before);
      expect(await unbalancedWallets(target.db)).toEqual([]);
      // The member's session, wallets, bills, backup account and points are as they were.
      expect((await call(target, member.wallets, {}, token)).data).toEqual(wallets.data);
      // Their stakes per day (member_stake_days) as well: the same VIP standing.
      expect((await call(target, lotto.vip, {}, token)).data).toEqual(vip.data);
      const info = await call(target, auth.userInfo, {}, token);
      expect(info.data).toMatchObject({ phone: '0812345678', sub_bank_account_masked: maskBankAccount('9998887776') });
      expect((await call(target, member.points, {}, token)).data).toEqual({ point: 100 });
      const bills = await call(target, lotto.billList, {}, token);
      const statuses = bills.data.map((entry) => entry.status).sort();
      expect(statuses).toEqual(['cancelled', statuses.includes('won') ? 'won' : 'lost', 'pending'].sort());
      expect(bills.data.some((entry) => entry.bill_id === kept.data.bill_id)).toBe(true);
      // A new member, bill and cancel get new ids (the sequences moved past the copied ones).
      const newcomer = await call(target, auth.register, {
        phone: '0891112222',
        phone_code: await phoneCode(target, '0891112222'),
        password: 'secret123',
        full_name: 'สมาชิก ใหม่',
        bank_code: 'KBANK',
        bank_account: '1231231231',
        birth_date: '1991-02-03',
      } as never);
      expect(newcomer.error).toBe(0);
      expect(newcomer.data.user!.id).toBe(friend.data.user!.id + 1);
      const next = await call(
        target,
        lotto.billCreate,
        { round_id: lao, lines: [{ bet_type: 'three_top', number: '123', amount: 5 }] },
        token,
      );
      expect(next.error).toBe(0);
      // The stakes per number were carried over: this member has 10 + 5 on 123 now.
      const staked = await sql<{ amount: number }>`
        SELECT amount FROM lotto_number_stakes WHERE round_id = ${lao} AND number = '123' AND member_id = ${login.data.user!.id}`.execute(
        target.db,
      );
      expect(staked.rows.map((row) => Number(row.amount))).toEqual([1500]);
      // The same password still logs in, and a bank account still belongs to one member.
      expect((await call(target, auth.login, { username: '0898887777', password: 'secret123' })).error).toBe(0);
      const taken = await call(target, auth.register, {
        phone: '0893334444',
        phone_code: '000000',
        password: 'secret123',
        full_name: 'บัญชี ซ้ำ',
        bank_code: 'BBL',
        bank_account: '9998887776',
        birth_date: '1991-02-03',
      } as never);
      expect(taken.error).toBe(1106);
    } finally {
      await target.close();
    }
  });

  it('refuses a database that already has tables, and leaves it as it was', async () => {
    // The database the first test filled.
    await expect(copySqliteToPostgres(sqlitePath, server.url)).rejects.toThrow(CopyRefused);
    const other = await server.createDatabase();
    const engineDb = await createPlatform({ engine: { kind: 'postgres', url: other } });
    await engineDb.close();
    await expect(copySqliteToPostgres(sqlitePath, other)).rejects.toThrow(/not empty/);
  });
});
