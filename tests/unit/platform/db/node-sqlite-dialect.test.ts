// Kysely on node:sqlite, against a database migrated as the platform migrates it: reads, writes
// with and without RETURNING, counts, the money triggers, and transactions (rollback on throw,
// the write lock taken at BEGIN, one at a time on the one connection).
import { Kysely, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/platform/db/sqlite-file.ts';
import { migrate, migrations } from '../../../../src/platform/db/legacy-migrations/index.ts';
import { NodeSqliteDialect } from '../../../../src/platform/db/node-sqlite-dialect.ts';
import type { Database } from '../../../../src/platform/db/database-schema.ts';

const T0 = Date.parse('2026-03-01T03:00:00.000Z');

function migrated(path = ':memory:'): { database: DatabaseSync; db: Kysely<Database> } {
  const database = openDatabase(path);
  migrate(database, migrations);
  return { database, db: new Kysely<Database>({ dialect: new NodeSqliteDialect({ database }) }) };
}

/** An agent, a bank, a member with a main wallet; returns the ids. */
async function memberWithWallet(db: Kysely<Database>): Promise<{ memberId: number; walletId: number }> {
  await db
    .insertInto('agents')
    .values({ id: 33, code: 'r999', name: 'R999', logo: '', line_admin_url: '', line_contact_url: '' })
    .execute();
  await db.insertInto('banks').values({ code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB' }).execute();
  await db.insertInto('wallet_types').values({ id: 1, name: 'main' }).execute();
  const member = await db
    .insertInto('members')
    .values({
      agent_id: 33,
      phone: '0812345678',
      password_hash: 'x',
      full_name: 'สมหญิง รักเรียน',
      bank_code: 'SCB',
      bank_account: '1234567890',
      birth_date: '1995-07-20',
      ref_code: 'ABC123',
      created_at: T0,
    })
    .returning(['id', 'points', 'sub_bank_code'])
    .executeTakeFirstOrThrow();
  expect(member.points).toBe(0);
  expect(member.sub_bank_code).toBeNull();
  const wallet = await db
    .insertInto('wallets')
    .values({ member_id: member.id, wallet_type_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId: member.id, walletId: wallet.id };
}

async function credit(db: Kysely<Database>, walletId: number, amount: number, key?: string): Promise<number> {
  const { balance } = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('ledger')
    .values({ wallet_id: walletId, amount, balance_after: balance + amount, type: 'test', idempotency_key: key ?? null, created_at: T0 })
    .returning('balance_after')
    .executeTakeFirstOrThrow();
  return row.balance_after;
}

describe('Kysely on node:sqlite', () => {
  let database: DatabaseSync;
  let db: Kysely<Database>;

  beforeEach(() => {
    ({ database, db } = migrated());
  });

  afterEach(async () => {
    await db.destroy();
    // The platform owns the DatabaseSync: Kysely leaves it open unless told otherwise.
    expect(database.isOpen).toBe(true);
    database.close();
  });

  it('selects typed rows, with defaults filled by the database', async () => {
    await db.insertInto('banks').values({ code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB', sort_order: 2 }).execute();
    await db.insertInto('banks').values({ code: 'KBANK', name: 'กสิกรไทย', name_en: 'KBank', sort_order: 1 }).execute();
    const banks = await db.selectFrom('banks').select(['code', 'name', 'active']).orderBy('sort_order').execute();
    expect(banks).toEqual([
      { code: 'KBANK', name: 'กสิกรไทย', active: 1 },
      { code: 'SCB', name: 'ไทยพาณิชย์', active: 1 },
    ]);
    const one = await db.selectFrom('banks').selectAll().where('code', '=', 'SCB').executeTakeFirst();
    expect(one).toEqual({ code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB', sort_order: 2, active: 1 });
    expect(await db.selectFrom('banks').selectAll().where('code', '=', 'NONE').executeTakeFirst()).toBeUndefined();
  });

  it('inserts with RETURNING, and without it reports the new row id', async () => {
    const { memberId, walletId } = await memberWithWallet(db);
    expect(memberId).toBeGreaterThan(0);
    const session = await db
      .insertInto('sessions')
      .values({ member_id: memberId, token_hash: 'h1', created_at: T0, expires_at: T0 + 60_000 })
      .executeTakeFirstOrThrow();
    const stored = await db.selectFrom('sessions').select('id').where('token_hash', '=', 'h1').executeTakeFirstOrThrow();
    expect(session.insertId).toBe(BigInt(stored.id));
    // The money triggers run under Kysely as under the synchronous helper.
    expect(await credit(db, walletId, 10_000)).toBe(10_000);
    const { balance } = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
    expect(balance).toBe(10_000);
  });

  it('reports how many rows an update or delete touched', async () => {
    await db
      .insertInto('banks')
      .values([
        { code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB' },
        { code: 'KBANK', name: 'กสิกรไทย', name_en: 'KBank' },
        { code: 'BBL', name: 'กรุงเทพ', name_en: 'BBL' },
      ])
      .execute();
    const updated = await db.updateTable('banks').set({ active: 0 }).where('code', 'in', ['SCB', 'BBL']).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    const none = await db.updateTable('banks').set({ active: 0 }).where('code', '=', 'NONE').executeTakeFirstOrThrow();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom('banks').where('active', '=', 0).executeTakeFirstOrThrow();
    expect(deleted.numDeletedRows).toBe(2n);
    expect(await db.selectFrom('banks').select('code').execute()).toEqual([{ code: 'KBANK' }]);
  });

  it('binds booleans as 1 and 0', async () => {
    const row = await sql<{ yes: number; no: number }>`SELECT ${true} AS yes, ${false} AS no`.execute(db);
    expect(row.rows).toEqual([{ yes: 1, no: 0 }]);
  });

  it('rolls a transaction back when its function throws, and commits when it returns', async () => {
    const { walletId } = await memberWithWallet(db);
    await credit(db, walletId, 5_000);
    await expect(
      db.transaction().execute(async (trx) => {
        await credit(trx, walletId, 1_000);
        await trx.insertInto('seed_runs').values({ name: 'inside', ran_at: T0 }).execute();
        throw new Error('rule refused');
      }),
    ).rejects.toThrow('rule refused');
    expect(database.isTransaction).toBe(false);
    const ledger = await db.selectFrom('ledger').select(['amount', 'balance_after']).execute();
    expect(ledger).toEqual([{ amount: 5_000, balance_after: 5_000 }]);
    expect(await db.selectFrom('seed_runs').selectAll().execute()).toEqual([]);

    await db.transaction().execute(async (trx) => {
      await credit(trx, walletId, 1_000);
    });
    const { balance } = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
    expect(balance).toBe(6_000);
  });

  it('rolls back earlier writes when the database refuses a later one (a trigger)', async () => {
    const { walletId } = await memberWithWallet(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await credit(trx, walletId, 1_000);
        // A debit below zero: the CHECK on balance_after refuses it.
        await trx
          .insertInto('ledger')
          .values({ wallet_id: walletId, amount: -2_000, balance_after: -1_000, type: 'test', created_at: T0 })
          .execute();
      }),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      db.insertInto('ledger').values({ wallet_id: walletId, amount: 5, balance_after: 99, type: 'test', created_at: T0 }).execute(),
    ).rejects.toThrow('ledger balance_after does not follow the wallet balance');
    expect(await db.selectFrom('ledger').selectAll().execute()).toEqual([]);
    expect(database.isTransaction).toBe(false);
  });

  it('runs concurrent transactions one after the other on the one connection', async () => {
    const { walletId } = await memberWithWallet(db);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    // Each reads the balance, yields, then writes what it read plus its amount: interleaved on
    // one connection they would share a transaction (or fail to begin a second one).
    const creditLater = (amount: number) =>
      db.transaction().execute(async (trx) => {
        await tick();
        return credit(trx, walletId, amount);
      });
    const results = await Promise.all([creditLater(100), creditLater(200), creditLater(300)]);
    expect(results.sort((a, b) => a - b)).toEqual([100, 300, 600]);
    const rows = await db.selectFrom('ledger').select('balance_after').orderBy('id').execute();
    expect(rows.map((row) => row.balance_after)).toEqual([100, 300, 600]);
  });

  it('keeps a bounded cache of prepared statements that still answers right', async () => {
    await db.destroy();
    db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database, statementCacheSize: 2 }) });
    for (let round = 0; round < 3; round++) {
      for (const n of [1, 2, 3, 4]) {
        const { rows } = await sql<{ n: number }>`SELECT ${n} + ${round} AS n, ${'x'.repeat(n)} AS pad`.execute(db);
        expect(rows[0]!.n).toBe(n + round);
      }
    }
  });
});

describe('Kysely on node:sqlite, a file shared with another process', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'r999-kysely-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the write lock when the transaction begins, as tx() does (BEGIN IMMEDIATE)', async () => {
    const path = join(dir, 'platform.sqlite');
    const { database, db } = migrated(path);
    // Another connection, like an operator command; no waiting, so a held lock shows at once.
    const other = new DatabaseSync(path);
    other.exec('PRAGMA busy_timeout = 0');
    try {
      let refused: unknown;
      await db.transaction().execute(async (trx) => {
        // Only a read so far: under a deferred BEGIN the other writer would get in here.
        await trx.selectFrom('settings').selectAll().execute();
        try {
          other.exec("INSERT INTO seed_runs (name, ran_at) VALUES ('other', 1)");
        } catch (error) {
          refused = error;
        }
        await trx.insertInto('seed_runs').values({ name: 'mine', ran_at: 2 }).execute();
      });
      expect(String(refused)).toMatch(/database is locked/);
      other.exec("INSERT INTO seed_runs (name, ran_at) VALUES ('other', 1)");
      expect(await db.selectFrom('seed_runs').select('name').orderBy('name').execute()).toEqual([{ name: 'mine' }, { name: 'other' }]);
    } finally {
      other.close();
      await db.destroy();
      database.close();
    }
  });
});

// Type checks only (npm run typecheck): the schema is what the queries are held to.
export async function typed(db: Kysely<Database>) {
  // @ts-expect-error: no such table
  await db.selectFrom('wallet').selectAll().execute();
  // @ts-expect-error: no such column
  await db.selectFrom('wallets').select('balanse').execute();
  // @ts-expect-error: balance_after is required on a ledger row
  await db.insertInto('ledger').values({ wallet_id: 1, amount: 5, type: 'x', created_at: 0 }).execute();
  // @ts-expect-error: a bill's status is one of the CHECK list
  await db.updateTable('lotto_bills').set({ status: 'paid' }).execute();
  const wallet = await db.selectFrom('wallets').select(['id', 'balance']).executeTakeFirstOrThrow();
  const balance: number = wallet.balance;
  return balance;
}
