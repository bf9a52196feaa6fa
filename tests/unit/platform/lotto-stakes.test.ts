// What is staked on each number (lotto_number_stakes, kept by triggers) always equals the sum of
// the lines of the bills not cancelled, per member and for everyone, and so does the payout those
// lines would cost (payout_centi, amount x rate_centi): the limits and the risk grid read it instead
// of adding every line up, so it must never drift, whatever bills are placed, refused, cancelled or
// settled, and a database from before it gets it filled in.
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { migrations, schemaVersion } from '../../../src/platform/db/legacy-migrations/index.ts';
import { openDatabase } from '../../../src/platform/db/sqlite-file.ts';
import { BusinessError } from '../../../src/platform/errors.ts';
import { cancelBills, createBill } from '../../../src/platform/lotto/bills.ts';
import { operatorSettle } from '../../../src/platform/lotto/settlement.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { testEngineKind } from '../../support/test-databases.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: Hanoi special closes at 17:00, so bills can be cancelled.
const START = '2026-11-21T03:00:00.000Z';

const open: TestPlatform[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function platform(options?: Parameters<typeof testPlatform>[1]): Promise<TestPlatform> {
  const t = await testPlatform(START, options);
  open.push(t);
  return t;
}

interface StakeRow {
  round_id: number;
  bet_type: string;
  number: string;
  member_id: number;
  amount: number;
  payout_centi: number;
}

/** Rows as plain numbers (PostgreSQL answers a SUM of BIGINT as a numeric string). */
const asStakes = (rows: StakeRow[]) => rows.map((row) => ({ ...row, amount: Number(row.amount), payout_centi: Number(row.payout_centi) }));

/** The kept rows (those not cancelled down to nothing). */
async function kept(t: TestPlatform): Promise<StakeRow[]> {
  return asStakes(
    await t.rows(
      'SELECT round_id, bet_type, number, member_id, amount, payout_centi FROM lotto_number_stakes WHERE amount <> 0 ORDER BY 1, 2, 3, 4',
    ),
  );
}

/** The same, added up from every line of every bill not cancelled (member 0: everyone). */
async function summed(t: TestPlatform): Promise<StakeRow[]> {
  return asStakes(
    await t.rows(
      `SELECT * FROM (
         SELECT l.round_id, l.bet_type, l.number, b.member_id, SUM(l.amount) AS amount, SUM(l.amount * l.rate_centi) AS payout_centi
         FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
         GROUP BY l.round_id, l.bet_type, l.number, b.member_id
         UNION ALL
         SELECT l.round_id, l.bet_type, l.number, 0, SUM(l.amount), SUM(l.amount * l.rate_centi)
         FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
         GROUP BY l.round_id, l.bet_type, l.number
       ) AS staked ORDER BY 1, 2, 3, 4`,
    ),
  );
}

async function roundOf(t: TestPlatform, code: string): Promise<number> {
  const lobby = await t.send(lotto.lobby);
  return lobby.data.categories.find((category) => category.code === code)!.rounds[0]!.round_id;
}

/** Members with play credit: the demo member and three new ones. */
async function members(t: TestPlatform): Promise<number[]> {
  const ids = [(await t.send(auth.login, { username: '0812345678', password: 'demo1234' })).data.user!.id];
  for (let i = 0; i < 3; i++) ids.push((await t.register()).data.user.id as number);
  return ids;
}

// Few numbers, so that bets meet on the same numbers (and tod orderings) and limits are reached.
const NUMBERS = { three_top: ['123', '555'], three_tod: ['123', '321'], two_top: ['12', '21'], run_top: ['1', '7'] } as const;
const betTypes = Object.keys(NUMBERS) as (keyof typeof NUMBERS)[];

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('bill' as const),
    member: fc.nat({ max: 3 }),
    lines: fc.array(
      fc.record({ betType: fc.constantFrom(...betTypes), seed: fc.nat({ max: 3 }), amount: fc.integer({ min: 1, max: 40 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

describe('the stakes on each number', () => {
  it('equal the sum of the lines not cancelled, per member and for everyone, after any bills, refusals and cancels', async () => {
    const t = await platform();
    const ids = await members(t);
    const roundId = await roundOf(t, 'hanoi_special');
    // Low limits, so that some bills are refused on them and roll back.
    await t.rows('UPDATE lotto_rates SET member_number_max = 60, house_number_max = 150');
    const placed: { bill: number; member: number }[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          try {
            if (op.kind === 'bill') {
              const member = ids[op.member]!;
              const lines = op.lines.map((line) => ({
                bet_type: line.betType,
                number: NUMBERS[line.betType][line.seed % 2]!,
                amount: line.amount,
              }));
              placed.push({ bill: (await createBill(t.db, member, roundId, lines)).bill_id, member });
            } else if (placed.length > 0) {
              const [{ bill, member }] = placed.splice(op.pick % placed.length, 1) as [{ bill: number; member: number }];
              await cancelBills(t.db, member, [bill]);
            }
          } catch (error) {
            if (!(error instanceof BusinessError)) throw error;
          }
        }
        expect(await kept(t)).toEqual(await summed(t));
        expect(await t.row('SELECT COUNT(*) AS n FROM lotto_number_stakes WHERE amount < 0')).toEqual({ n: 0 });
      }),
      { numRuns: 25 },
    );
    // The runs did place and cancel bills (what is left live may be anything, nothing included).
    const bills = (await t.row(
      "SELECT COUNT(*) AS placed, COUNT(CASE WHEN status = 'cancelled' THEN 1 END) AS cancelled FROM lotto_bills",
    )) as {
      placed: number;
      cancelled: number;
    };
    expect(bills.placed).toBeGreaterThan(0);
    expect(bills.cancelled).toBeGreaterThan(0);
    expect(await unbalancedWallets(t.db)).toEqual([]);
  });

  it('free a cancelled stake for the member and the house, and still count settled and refunded bills', async () => {
    const t = await platform();
    const token = await t.login();
    const roundId = await roundOf(t, 'hanoi_special');
    await t.rows("UPDATE lotto_rates SET member_number_max = 100 WHERE bet_type = 'two_top'");
    const bet = (amount: number) =>
      t.send(lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'two_top', number: '12', amount }] }, token);
    const first = await bet(100);
    expect(first.error).toBe(0);
    expect((await bet(1)).data.lines[0].code).toBe(3026);
    expect((await t.send(lotto.billCancel, { ids: [first.data.bill_id] }, token)).error).toBe(0);
    expect((await bet(100)).error).toBe(0);
    expect((await bet(1)).data.lines[0].code).toBe(3026);

    await operatorSettle(t.db, roundId);
    expect(await t.row("SELECT COUNT(*) AS n FROM lotto_bills WHERE round_id = ? AND status IN ('won', 'lost')", roundId)).toEqual({
      n: 1,
    });
    expect(await kept(t)).toEqual(await summed(t));
    expect((await kept(t)).filter((row) => row.round_id === roundId && row.number === '12')).toHaveLength(2);
  });

  it('cannot be changed behind them: a cancelled bill stays cancelled, a line keeps its number and stake', async () => {
    const t = await platform();
    const token = await t.login();
    const roundId = await roundOf(t, 'hanoi_special');
    const bill = (await t.send(lotto.billCreate, { round_id: roundId, lines: [{ bet_type: 'two_top', number: '12', amount: 5 }] }, token))
      .data.bill_id;
    const change = (sql: string) => expect(t.rows(sql, bill)).rejects;
    await change('UPDATE lotto_bill_lines SET amount = 1 WHERE bill_id = ?').toThrow(/keeps its number and stake/);
    await change("UPDATE lotto_bill_lines SET number = '13' WHERE bill_id = ?").toThrow(/keeps its number and stake/);
    await change('DELETE FROM lotto_bill_lines WHERE bill_id = ?').toThrow(/never removed/);
    await change('UPDATE lotto_bills SET member_id = member_id + 1 WHERE id = ?').toThrow(/keeps its member and round/);
    expect((await t.send(lotto.billCancel, { ids: [bill] }, token)).error).toBe(0);
    await change("UPDATE lotto_bills SET status = 'pending' WHERE id = ?").toThrow(/stays cancelled/);
    expect(await kept(t)).toEqual(await summed(t));
  });

  it.skipIf(testEngineKind() !== 'sqlite')('are filled in for a SQLite database from before them, from its bills', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-'));
    dirs.push(dataDir);
    const first = await platform({ dataDir });
    const token = await first.login();
    const roundId = await roundOf(first, 'hanoi_special');
    const bill = (lines: { bet_type: string; number: string; amount: number }[]) =>
      first.send(lotto.billCreate, { round_id: roundId, lines }, token);
    await bill([
      { bet_type: 'three_tod', number: '736', amount: 10 },
      { bet_type: 'three_tod', number: '367', amount: 5 },
    ]);
    const cancelled = await bill([{ bet_type: 'two_top', number: '12', amount: 7 }]);
    await bill([{ bet_type: 'two_top', number: '12', amount: 3 }]);
    expect((await first.send(lotto.billCancel, { ids: [cancelled.data.bill_id] }, token)).error).toBe(0);
    const expected = await summed(first);
    await first.platform.close();

    // The schema as it was before the stakes were kept (legacy migration 9 on), before Kysely.
    const old = openDatabase(join(dataDir, 'platform.sqlite'));
    const before = migrations.findIndex((migration) => migration.name === 'lotto stakes per number, kept by triggers');
    expect(before).toBeGreaterThan(0);
    for (const trigger of [
      'lotto_bill_lines_staked',
      'lotto_bills_cancelled_unstaked',
      'lotto_bills_cancel_final',
      'lotto_bills_owner_fixed',
      'lotto_bill_lines_stake_fixed',
      'lotto_bill_lines_no_delete',
    ])
      old.exec(`DROP TRIGGER ${trigger}`);
    // (0028-stake-payouts's payout_centi goes with the table, its two triggers with those above.)
    old.exec('DROP TABLE lotto_number_stakes');
    old.exec('CREATE INDEX lotto_bill_lines_number ON lotto_bill_lines(round_id, bet_type, number)');
    old.exec('DROP INDEX lotto_rounds_pending_open');
    old.exec('DROP INDEX lotto_rounds_category_open');
    // And before Kysely: its bookkeeping and the tables of later migrations go too.
    // Children before the tables they refer to.
    const later = [
      'event_members',
      'poll_votes',
      'poll_choices',
      'polls',
      'shop_purchases',
      'shop_items',
      'quests',
      'wheel_spins',
      'wheel_prizes',
      'member_promotions',
      'promotions',
      'reward_claims',
      'checkin_rewards',
      'coupons',
    ];
    later.push('deposits', 'agent_promptpay_accounts', 'responsible_limits', 'responsible_breaks', 'withdrawals', 'turnover_requirements');
    later.push('game_rounds', 'game_links', 'game_seeds', 'games', 'game_providers');
    later.push('audit_trail', 'staff_enrolment', 'staff_recovery_codes', 'staff_login_steps', 'staff_sessions', 'staff');
    later.unshift('member_adjustments');
    // 0031-0037: bank texts, result alerts, slips, slip uploads, LINE (before the tables they point at), live notices, result watches.
    later.unshift(
      'lotto_result_watches',
      'live_notices',
      'line_outbox',
      'line_links',
      'slip_uploads',
      'deposit_slips',
      'lotto_result_alerts',
      'bank_messages',
      'notification_devices',
    );
    later.push('lotto_risk_limits', 'lotto_staged_results', 'content_versions', 'content_pages', 'content_pictures');
    later.push('inbox_messages', 'phone_codes');
    later.push('lotto_number_sets');
    later.push('content_version');
    later.push('report_months', 'report_days', 'report_closed_days');
    // 0029-member-stake-days: its table, and its trigger on the ledger that writes there.
    old.exec('DROP TRIGGER ledger_member_stake_days');
    later.push('member_stake_days');
    for (const table of later) old.exec(`DROP TABLE ${table}`);
    old.exec('DROP INDEX lotto_bill_lines_round');
    old.exec('DROP INDEX lotto_bills_created');
    old.exec('DROP INDEX lotto_number_rules_round');
    for (const column of ['rate_percent', 'source']) old.exec(`ALTER TABLE lotto_number_rules DROP COLUMN ${column}`);
    for (const column of ['active_from', 'active_until']) old.exec(`ALTER TABLE banners DROP COLUMN ${column}`);
    for (const table of ['notifications', 'events'])
      for (const column of ['active_from', 'active_until']) old.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    for (const column of ['locked_at', 'locked_reason']) old.exec(`ALTER TABLE members DROP COLUMN ${column}`);
    old.exec('ALTER TABLE events DROP COLUMN poll_id');
    old.exec('ALTER TABLE events DROP COLUMN quest_code');
    old.exec('ALTER TABLE password_reset_codes DROP COLUMN purpose');
    old.exec('DROP INDEX ledger_wallet_created');
    old.exec(`DELETE FROM lotto_rates WHERE bet_type IN ('four_top', 'four_tod')`);
    old.exec('DROP TABLE kysely_migration');
    old.exec('DROP TABLE kysely_migration_lock');
    old.exec(`PRAGMA user_version = ${before}`);
    old.close();

    const again = await platform({ dataDir });
    const file = openDatabase(join(dataDir, 'platform.sqlite'));
    expect(schemaVersion(file)).toBe(migrations.length);
    file.close();
    expect(await kept(again)).toEqual(expected);
    expect(expected.map((row) => [row.bet_type, row.number, row.amount])).toEqual([
      ['three_tod', '367', 1500],
      ['three_tod', '367', 1500],
      ['two_top', '12', 300],
      ['two_top', '12', 300],
    ]);
    expect(expected.every((row) => row.payout_centi > 0)).toBe(true);

    // It ends with the stakes table, indexes and triggers of a fresh database, and they keep counting.
    const fresh = await platform();
    const schemaOf = (t: TestPlatform) =>
      t.rows(
        `SELECT type, name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('lotto_bills', 'lotto_bill_lines')
         UNION ALL SELECT type, name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'lotto_number_stakes'
         UNION ALL SELECT 'column', name, type || ' ' || "notnull" || ' ' || COALESCE(dflt_value, '') FROM pragma_table_info('lotto_number_stakes')
         ORDER BY 1, 2`,
      );
    expect(await schemaOf(again)).toEqual(await schemaOf(fresh));
    const member = await again.login();
    const placed = await again.send(
      lotto.billCreate,
      { round_id: roundId, lines: [{ bet_type: 'three_tod', number: '763', amount: 4 }] },
      member,
    );
    expect(placed.error).toBe(0);
    expect(await kept(again)).toEqual(await summed(again));
    expect((await again.send(lotto.billCancel, { ids: [placed.data.bill_id] }, member)).error).toBe(0);
    expect(await kept(again)).toEqual(expected);
  });
});
