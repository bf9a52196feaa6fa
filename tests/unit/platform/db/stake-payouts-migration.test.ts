// Migration 0028-stake-payouts on a database that already holds bills: every kept stake row gets
// the payout of its lines (amount x rate_centi, bills not cancelled, per member and for everyone),
// and from then on the triggers keep it as lines are written and bills cancelled, on both engines.
import { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../../../../src/platform/db/engine.ts';
import { migrateTo, migrateToLatest } from '../../../../src/platform/db/migrations/index.ts';
import { NodeSqliteDialect } from '../../../../src/platform/db/node-sqlite-dialect.ts';
import type { Database } from '../../../../src/platform/db/database-schema.ts';
import { openDatabase } from '../../../../src/platform/db/sqlite-file.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

const T0 = Date.parse('2026-03-01T03:00:00.000Z');
const BEFORE = '0027-report-days';

interface Stake {
  member_id: number;
  bet_type: string;
  number: string;
  amount: number;
  payout_centi: number;
}

/** Two members, a round, and a bill each on it; returns what a new line and a cancel need. */
async function billsBefore(db: Kysely<Database>) {
  await db
    .insertInto('agents')
    .values({ id: 33, code: 'r999', name: 'R999', logo: '', line_admin_url: '', line_contact_url: '' })
    .execute();
  await db.insertInto('banks').values({ code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB' }).execute();
  await db.insertInto('wallet_types').values({ id: 1, name: 'main' }).execute();
  const category = await db
    .insertInto('lotto_categories')
    .values({ code: 'government', name: 'หวยรัฐบาล', kind: 'government', sort: 1, schedule: '{}', schedule_text: '', rule_text: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const round = await db
    .insertInto('lotto_rounds')
    .values({ category_id: category.id, draw_date: '2026-03-16', name: 'งวด', open_at: T0, close_at: T0 + 1, result_at: T0 + 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bills: { memberId: number; walletId: number; billId: number }[] = [];
  for (const n of [1, 2]) {
    const member = await db
      .insertInto('members')
      .values({
        agent_id: 33,
        phone: `080000000${n}`,
        password_hash: 'x',
        full_name: 'สมหญิง รักเรียน',
        bank_code: 'SCB',
        bank_account: `990000000${n}`,
        birth_date: '1990-01-01',
        ref_code: `REF${n}`,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wallet = await db
      .insertInto('wallets')
      .values({ member_id: member.id, wallet_type_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bill = await db
      .insertInto('lotto_bills')
      .values({
        member_id: member.id,
        round_id: round.id,
        wallet_id: wallet.id,
        total: n === 1 ? 1_800 : 2_700,
        request_hash: `h${n}`,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    bills.push({ memberId: member.id, walletId: wallet.id, billId: bill.id });
  }
  const line = (billId: number, bet_type: string, number: string, amount: number, rate_centi: number) => ({
    bill_id: billId,
    round_id: round.id,
    bet_type,
    number,
    input_number: number,
    amount,
    rate_centi,
  });
  const [first, second] = bills as [(typeof bills)[0], (typeof bills)[0]];
  await db
    .insertInto('lotto_bill_lines')
    .values([
      line(first.billId, 'two_top', '47', 1_000, 9_000),
      line(first.billId, 'two_top', '47', 500, 4_500), // a reduced number: half rate
      line(first.billId, 'three_top', '123', 300, 90_000),
      line(second.billId, 'two_top', '47', 2_000, 9_000),
      line(second.billId, 'two_top', '12', 700, 9_000),
    ])
    .execute();
  return { roundId: round.id, first, second, line };
}

async function stakes(db: Kysely<Database>, roundId: number): Promise<Stake[]> {
  const rows = await db
    .selectFrom('lotto_number_stakes')
    .select(['member_id', 'bet_type', 'number', 'amount', 'payout_centi'])
    .where('round_id', '=', roundId)
    .orderBy('member_id')
    .orderBy('bet_type')
    .orderBy('number')
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), payout_centi: Number(row.payout_centi) }));
}

function migratesAndKeeps(kind: 'sqlite' | 'postgres', open: () => Promise<Kysely<Database>>) {
  it('fills in the payout of every kept row from its lines, then keeps it as lines come and bills are cancelled', async () => {
    const db = await open();
    await migrateTo(db, kind, BEFORE);
    const { roundId, first, second, line } = await billsBefore(db);
    await db.updateTable('lotto_bills').set({ status: 'cancelled' }).where('id', '=', second.billId).execute();
    await migrateToLatest(db, kind);

    const a = first.memberId;
    const b = second.memberId;
    expect(await stakes(db, roundId)).toEqual([
      { member_id: 0, bet_type: 'three_top', number: '123', amount: 300, payout_centi: 27_000_000 },
      { member_id: 0, bet_type: 'two_top', number: '12', amount: 0, payout_centi: 0 },
      { member_id: 0, bet_type: 'two_top', number: '47', amount: 1_500, payout_centi: 11_250_000 },
      { member_id: a, bet_type: 'three_top', number: '123', amount: 300, payout_centi: 27_000_000 },
      { member_id: a, bet_type: 'two_top', number: '47', amount: 1_500, payout_centi: 11_250_000 },
      { member_id: b, bet_type: 'two_top', number: '12', amount: 0, payout_centi: 0 },
      { member_id: b, bet_type: 'two_top', number: '47', amount: 0, payout_centi: 0 },
    ]);

    const third = await db
      .insertInto('lotto_bills')
      .values({ member_id: b, round_id: roundId, wallet_id: second.walletId, total: 400, request_hash: 'h3', created_at: T0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('lotto_bill_lines')
      .values([line(third.id, 'two_top', '47', 400, 9_000)])
      .execute();
    const house47 = async () => (await stakes(db, roundId)).find((row) => row.member_id === 0 && row.number === '47');
    expect(await house47()).toMatchObject({ amount: 1_900, payout_centi: 14_850_000 });
    await db.updateTable('lotto_bills').set({ status: 'cancelled' }).where('id', '=', first.billId).execute();
    expect(await house47()).toMatchObject({ amount: 400, payout_centi: 3_600_000 });
    expect((await stakes(db, roundId)).find((row) => row.member_id === a && row.number === '123')).toMatchObject({
      amount: 0,
      payout_centi: 0,
    });
  });
}

describe('0028-stake-payouts on SQLite', () => {
  const database = openDatabase(':memory:');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database, closeOnDestroy: true }) });
  afterAll(() => db.destroy());
  migratesAndKeeps('sqlite', async () => db);
});

describe('0028-stake-payouts on PostgreSQL', () => {
  let server: TestPostgres | undefined;
  let engine: Engine | undefined;
  afterAll(async () => {
    await engine?.close();
    await server?.stop();
  });
  migratesAndKeeps('postgres', async () => {
    server = await startTestPostgres();
    engine = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 2 });
    return engine.db;
  });
});
