// A member's stakes per Bangkok day (member_stake_days, kept by a trigger on the ledger, migration
// 0029) always equal a recount from the ledger rows alone: each bill's and game round's `bet` less
// its `refund` rows, on the day the bill or round was made, whenever the refund came. The VIP tier
// reads the last 30 of those days, today included. On both engines (unit and unit-postgres).
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../../src/contract/endpoints/account/member.ts';
import { bangkokDayNumber } from '../../../src/rules/bangkok-calendar.ts';
import { migrateToLatest } from '../../../src/platform/db/migrations/index.ts';
import { refundRound } from '../../../src/platform/lotto/settlement.ts';
import { credit } from '../../../src/platform/money/ledger.ts';
import { testEngineKind } from '../../support/test-databases.ts';
import { registeredMember, testPlatform, type RegisteredMember, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: Hanoi special closes at 17:00, so bills can be cancelled.
const START = '2026-11-21T03:00:00.000Z';
const START_DAY = bangkokDayNumber(Date.parse(START));
const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };

const isPostgres = () => testEngineKind() === 'postgres';

let t: TestPlatform;
afterEach(() => t?.close());

interface DayRow {
  member_id: number;
  day: number;
  stakes: number;
}

const byMemberAndDay = (a: DayRow, b: DayRow) => a.member_id - b.member_id || a.day - b.day;

/** The kept rows, as plain numbers (PostgreSQL answers BIGINT as strings). */
async function kept(): Promise<DayRow[]> {
  const rows = await t.rows<DayRow>('SELECT member_id, day, stakes FROM member_stake_days');
  return rows.map((row) => ({ member_id: Number(row.member_id), day: Number(row.day), stakes: Number(row.stakes) })).sort(byMemberAndDay);
}

/** The same recounted from the ledger rows and the bills' and game rounds' times, in JavaScript. */
async function recount(): Promise<DayRow[]> {
  const made = new Map<string, number>();
  for (const row of await t.rows<{ id: number; created_at: number }>('SELECT id, created_at FROM lotto_bills'))
    made.set(`lotto_bill:${row.id}`, Number(row.created_at));
  for (const row of await t.rows<{ id: number; created_at: number }>('SELECT id, created_at FROM game_rounds'))
    made.set(`game_round:${row.id}`, Number(row.created_at));
  const sums = new Map<string, DayRow>();
  const ledger = await t.rows<{ member_id: number; amount: number; type: string; ref: string | null }>(
    'SELECT w.member_id, l.amount, l.type, l.ref FROM ledger l JOIN wallets w ON w.id = l.wallet_id',
  );
  for (const row of ledger) {
    if (!['bet', 'refund'].includes(row.type) || !row.ref || !made.has(row.ref)) continue;
    const day = bangkokDayNumber(made.get(row.ref)!);
    const key = `${row.member_id}:${day}`;
    const sum = sums.get(key) ?? { member_id: Number(row.member_id), day, stakes: 0 };
    sum.stakes -= Number(row.amount);
    sums.set(key, sum);
  }
  return [...sums.values()].sort(byMemberAndDay);
}

async function roundOf(code: string): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === code)!.rounds[0]!.round_id;
}

async function bill(token: string, roundId: number, amount: number): Promise<number> {
  const placed = await t.send(lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'two_top', number: '12', amount }] }, token);
  expect(placed.error, placed.message).toBe(0);
  return placed.data.bill_id;
}

/** The member's VIP standing: their baht staked over the last 30 Bangkok days. */
async function stakes30d(token: string): Promise<number> {
  const vip = await t.send(lotto.vip, {}, token);
  expect(vip.error, vip.message).toBe(0);
  return vip.data.member!.stakes_30d;
}

async function spins(token: string, count: number): Promise<void> {
  const wallets = (await t.send(memberCalls.wallets, {}, token)).data;
  const main = wallets.find((wallet) => wallet.wallet_type_id === 1)!.id;
  const link = await t.send(games.link, { ...SLOT, wallet_id: main, is_mobile: true, source: 'r999' }, token);
  expect(link.error, link.message).toBe(0);
  const key = link.data.link.slice('/game/'.length);
  for (let spin = 0; spin < count; spin++) expect((await t.send(games.slotSpin, { link: key, line_bet: 1 }, token)).error).toBe(0);
}

/** The member's kept stakes (satang) on a day. */
const onDay = (rows: DayRow[], memberId: number, day: number) =>
  rows.find((row) => row.member_id === memberId && row.day === day)?.stakes ?? 0;

/** A new member with ฿10,000 on the main wallet. */
async function member(): Promise<RegisteredMember> {
  const registered = await registeredMember(t);
  await credit(t.db, registered.main, 1_000_000, 'deposit', 'test:top-up');
  return registered;
}

it('equal a recount from the ledger after bills, a cancel, game rounds and a refund on a later day', async () => {
  t = await testPlatform(START);
  const { id, token } = await member();
  // The government draw of 1 Dec: still waiting for its result the next day.
  const government = await roundOf('government');

  // Day one: two bills, one cancelled, and some slot spins.
  const voided = await bill(token, government, 100);
  const cancelled = await bill(token, government, 40);
  expect((await t.send(lotto.billCancel, { ids: [cancelled] }, token)).error).toBe(0);
  await spins(token, 3);
  const spun = Number((await t.row<{ s: number }>('SELECT SUM(stake) AS s FROM game_rounds WHERE member_id = ?', id))!.s);
  expect(spun).toBeGreaterThan(0);
  expect(await kept()).toEqual(await recount());
  expect(onDay(await kept(), id, START_DAY)).toBe(100 * 100 + spun);
  expect(await stakes30d(token)).toBe(100 + spun / 100);

  // Next day: a bill on today's Hanoi round, then the government round is voided. The refund of
  // yesterday's bill goes back on yesterday; today's stakes stay.
  t.setTime('2026-11-22T03:00:00.000Z');
  await bill(token, await roundOf('hanoi_special'), 30);
  await refundRound(t.db, government);
  expect(await t.row('SELECT status FROM lotto_bills WHERE id = ?', voided)).toEqual({ status: 'refunded' });
  const rows = await kept();
  expect(rows).toEqual(await recount());
  expect(onDay(rows, id, START_DAY)).toBe(spun);
  expect(onDay(rows, id, START_DAY + 1)).toBe(30 * 100);
  expect(rows.every((row) => row.stakes >= 0)).toBe(true);
  expect(await stakes30d(token)).toBe(30 + spun / 100);
});

it('count for the VIP tier over the last 30 Bangkok days, today included, not a rolling 30 x 24 hours', async () => {
  t = await testPlatform(START);
  const { phone, token } = await member();
  const standing = async () => stakes30d(await t.login(phone, 'secret123'));
  const old = await roundOf('hanoi_special');
  await bill(token, old, 50);
  // The round waits for its result past the window (its draw put off), so it can be voided then.
  await t.rows(
    'UPDATE lotto_rounds SET close_at = ?, result_at = ? WHERE id = ?',
    Date.parse('2027-01-01T00:00:00Z'),
    Date.parse('2027-01-01T01:00:00Z'),
    old,
  );
  t.setTime('2026-11-22T03:00:00.000Z');
  await bill(token, await roundOf('hanoi_special'), 20);
  expect(await standing()).toBe(70);

  // The 30th day from the first bill's, a minute before Bangkok's midnight: both days count.
  t.setTime('2026-12-20T16:59:00.000Z');
  expect(bangkokDayNumber(t.now().getTime())).toBe(START_DAY + 29);
  expect(await standing()).toBe(70);
  // Half an hour later, less than 30 x 24 hours after the first bill: its day is out.
  t.setTime('2026-12-20T17:30:00.000Z');
  expect(await standing()).toBe(20);
  // Its round is voided now: the refund of a bet older than the window takes nothing from the rest.
  await refundRound(t.db, old);
  expect(await standing()).toBe(20);
  expect(await kept()).toEqual(await recount());
});

it('are filled in from the ledger by the migration, and kept on from there', async () => {
  t = await testPlatform(START);
  const { id, token } = await member();
  const government = await roundOf('government');
  await bill(token, government, 100);
  const cancelled = await bill(token, government, 40);
  expect((await t.send(lotto.billCancel, { ids: [cancelled] }, token)).error).toBe(0);
  await spins(token, 2);
  t.setTime('2026-11-22T03:00:00.000Z');
  await bill(token, await roundOf('hanoi_special'), 30);
  await refundRound(t.db, government);
  const expected = await recount();
  expect(expected.filter((row) => row.member_id === id)).toHaveLength(2);

  // The database as it was before 0029: no table, no trigger, the migration not run.
  await sql`DROP TRIGGER ledger_member_stake_days ${sql.raw(isPostgres() ? 'ON ledger' : '')}`.execute(t.db);
  if (isPostgres()) await sql`DROP FUNCTION ledger_member_stake_days()`.execute(t.db);
  await sql`DROP TABLE member_stake_days`.execute(t.db);
  // Nor what came after it (0030: a withdrawal's account; 0031-0033: bank texts, result alerts,
  // slips; 0034: slip uploads and a text's dealing, on a table dropped here; 0035: LINE's links and
  // outbox; 0036: live notices; 0037: the result sources' watches), or the migrator would find 0029 out of order. A migration added
  // later joins this list.
  await sql`ALTER TABLE withdrawals DROP COLUMN account`.execute(t.db);
  for (const table of [
    'lotto_result_watches',
    'live_notices',
    'line_outbox',
    'line_links',
    'slip_uploads',
    'deposit_slips',
    'lotto_result_alerts',
    'bank_messages',
    'notification_devices',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(t.db);
  }
  await sql`DELETE FROM kysely_migration WHERE name >= '0029'`.execute(t.db);
  await migrateToLatest(t.db, isPostgres() ? 'postgres' : 'sqlite');
  expect(await kept()).toEqual(expected);

  await bill(token, await roundOf('hanoi_special'), 5);
  expect(await kept()).toEqual(await recount());
  expect(onDay(await kept(), id, START_DAY + 1)).toBe(35 * 100);
});
