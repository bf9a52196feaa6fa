// The Kysely migrations (src/platform/db/kysely-migrations/) run by Kysely's Migrator on a fresh
// SQLite database (node:sqlite dialect) and on a database of a throwaway PostgreSQL cluster. Both
// are held to what today's migrations 0001-0010 create, so the two paths cannot drift: on SQLite
// the same tables, columns (order, type, default, nullability), keys, uniques, foreign keys,
// checks, indexes and triggers; on PostgreSQL the same tables, columns and nullability, types by
// database-schema.ts's mapping, the same keys, uniques, foreign keys and indexes, and every check and
// trigger. (schema.test.ts holds them to db/tables/.) Then the money rules, on both engines,
// enforced by the database itself.
import { Kysely, sql } from 'kysely';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/platform/db/sqlite-file.ts';
import { openEngine, type Engine } from '../../../../src/platform/db/engine.ts';
import { migrateTo } from '../../../../src/platform/db/migrations/index.ts';
import { migrate, migrations } from '../../../../src/platform/db/legacy-migrations/index.ts';
import { NodeSqliteDialect } from '../../../../src/platform/db/node-sqlite-dialect.ts';
import type { Database } from '../../../../src/platform/db/database-schema.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

const T0 = Date.parse('2026-03-01T03:00:00.000Z');
const FLAGS = new Set(['active', 'show_text', 'hot', 'pending']);

// --- What a SQLite database holds, read from its catalogue -------------------------------------

type SqlRow = Record<string, unknown>;
const rows = (db: DatabaseSync, query: string) => db.prepare(query).all() as SqlRow[];
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The CHECK expressions of a CREATE TABLE, comments, quotes, case and spacing aside. */
function checksOf(createSql: string): string[] {
  const text = createSql.replace(/--[^\n]*/g, '');
  const found: string[] = [];
  for (const match of text.matchAll(/\bcheck\s*\(/gi)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; depth > 0 && end < text.length; end++) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
    const body = text.slice(match.index + match[0].length, end - 1);
    found.push(squash(body.replaceAll('"', '').toLowerCase()).replace(/\(\s+/g, '(').replace(/\s+\)/g, ')'));
  }
  return found.sort();
}

interface TableShape {
  columns: { name: string; type: string; notnull: number; dflt_value: unknown; pk: number }[];
  keys: string[];
  foreignKeys: string[];
  checks: string[];
  withoutRowid: boolean;
}

function sqliteShape(db: DatabaseSync): { tables: Record<string, TableShape>; triggers: Record<string, string> } {
  const tables: Record<string, TableShape> = {};
  const listed = rows(
    db,
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name",
  );
  for (const { name, sql: createSql } of listed as { name: string; sql: string }[]) {
    const columns = rows(db, `PRAGMA table_info(${name})`).map((c) => ({
      name: String(c.name),
      type: String(c.type).toLowerCase(),
      notnull: Number(c.notnull),
      dflt_value: c.dflt_value,
      pk: Number(c.pk),
    }));
    const pk = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const keys = [`pk(${pk.map((c) => c.name).join(',')})`];
    for (const index of rows(db, `PRAGMA index_list(${name})`)) {
      if (index.origin === 'pk') continue;
      const cols = rows(db, `PRAGMA index_info(${String(index.name)})`)
        .sort((a, b) => Number(a.seqno) - Number(b.seqno))
        .map((c) => String(c.name))
        .join(',');
      // Names of indexes behind UNIQUE constraints are the engine's own.
      keys.push(index.origin === 'u' ? `unique(${cols})` : `${Number(index.unique) ? 'unique ' : ''}index ${String(index.name)}(${cols})`);
    }
    const foreignKeys = rows(db, `PRAGMA foreign_key_list(${name})`).map((f) => `${String(f.from)}->${String(f.table)}.${String(f.to)}`);
    tables[name] = {
      columns,
      keys: keys.sort(),
      foreignKeys: foreignKeys.sort(),
      checks: checksOf(createSql),
      withoutRowid: /without rowid/i.test(createSql),
    };
  }
  const triggers = Object.fromEntries(
    rows(db, "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").map((t) => [
      String(t.name),
      squash(String(t.sql)),
    ]),
  );
  return { tables, triggers };
}

/** Today's path: migrations 0001-0010 on a fresh database. */
const legacy = (() => {
  const db = openDatabase(':memory:');
  migrate(db, migrations);
  const shape = sqliteShape(db);
  db.close();
  return shape;
})();

// --- The two engines, migrated by Kysely's Migrator ---------------------------------------------

/** The migration held to the legacy schema; later migrations have tests of their own. */
const FIRST = '0001-schema';

interface Subject {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  migrateMs: number;
  close(): Promise<void>;
}

async function openSqlite(): Promise<Subject & { database: DatabaseSync }> {
  const database = openDatabase(':memory:');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database, closeOnDestroy: true }) });
  const begun = performance.now();
  await migrateTo(db, 'sqlite', FIRST);
  return { kind: 'sqlite', db, database, migrateMs: Math.round(performance.now() - begun), close: () => db.destroy() };
}

let server: TestPostgres | undefined;
let pgEngine: Engine | undefined;
async function openPostgres(): Promise<Subject> {
  server = await startTestPostgres();
  pgEngine = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 3 });
  const begun = performance.now();
  await migrateTo(pgEngine.db, 'postgres', FIRST);
  return { kind: 'postgres', db: pgEngine.db, migrateMs: Math.round(performance.now() - begun), close: async () => {} };
}

afterAll(async () => {
  await pgEngine?.close();
  await server?.stop();
  if (server) console.info(`test PostgreSQL (${server.source}): up in ${server.timings.startMs} ms, gone in ${server.timings.stopMs} ms`);
});

// --- The money rules, the same on both engines ---------------------------------------------------

let members = 0;
/** A member with a main wallet, both at zero; the agent, bank and wallet type once per database. */
async function memberWithWallet(db: Kysely<Database>): Promise<{ memberId: number; walletId: number }> {
  await db
    .insertInto('agents')
    .values({ id: 33, code: 'r999', name: 'R999', logo: '', line_admin_url: '', line_contact_url: '' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('banks')
    .values({ code: 'SCB', name: 'ไทยพาณิชย์', name_en: 'SCB' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('wallet_types')
    .values({ id: 1, name: 'main' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  members += 1;
  const member = await db
    .insertInto('members')
    .values({
      agent_id: 33,
      phone: `08${String(members).padStart(8, '0')}`,
      password_hash: 'x',
      full_name: 'สมหญิง รักเรียน',
      bank_code: 'SCB',
      bank_account: `99${String(members).padStart(8, '0')}`,
      birth_date: '1990-01-01',
      ref_code: `REF${members}`,
      created_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const wallet = await db
    .insertInto('wallets')
    .values({ member_id: member.id, wallet_type_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId: member.id, walletId: wallet.id };
}

let keys = 0;
function ledgerRow(walletId: number, amount: number, balanceAfter: number, key: string | null = `k${++keys}`) {
  return { wallet_id: walletId, amount, balance_after: balanceAfter, type: 'test', ref: null, idempotency_key: key, created_at: T0 };
}

async function walletState(db: Kysely<Database>, walletId: number) {
  const { balance } = await db.selectFrom('wallets').select('balance').where('id', '=', walletId).executeTakeFirstOrThrow();
  const { sum } = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow();
  return { balance, rows: Number(sum ?? 0) };
}

async function pointState(db: Kysely<Database>, memberId: number) {
  const { points } = await db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirstOrThrow();
  const { sum } = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.sum<number>('amount').as('sum'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { points, rows: Number(sum ?? 0) };
}

function moneyRules(subject: () => Subject): void {
  describe('money rules kept by the database', () => {
    it('moves the balance with each ledger row: balance == sum of the rows', async () => {
      const { db } = subject();
      const { walletId } = await memberWithWallet(db);
      await db
        .insertInto('ledger')
        .values(ledgerRow(walletId, 10_000, 10_000))
        .execute();
      expect(await walletState(db, walletId)).toEqual({ balance: 10_000, rows: 10_000 });
      await db
        .insertInto('ledger')
        .values(ledgerRow(walletId, -2_500, 7_500))
        .execute();
      expect(await walletState(db, walletId)).toEqual({ balance: 7_500, rows: 7_500 });
    });

    it('refuses a debit below zero, a wrong balance_after, a wallet not starting at 0 and a balance set by hand', async () => {
      const { db } = subject();
      const { memberId, walletId } = await memberWithWallet(db);
      await db
        .insertInto('ledger')
        .values(ledgerRow(walletId, 5_000, 5_000))
        .execute();
      await expect(
        db
          .insertInto('ledger')
          .values(ledgerRow(walletId, -6_000, -1_000))
          .execute(),
      ).rejects.toThrow(/CHECK|check/);
      await expect(
        db
          .insertInto('ledger')
          .values(ledgerRow(walletId, -6_000, 0))
          .execute(),
      ).rejects.toThrow('ledger balance_after does not follow the wallet balance');
      await expect(db.updateTable('wallets').set({ balance: 1_000_000 }).where('id', '=', walletId).execute()).rejects.toThrow(
        'wallet balance changes only through the ledger',
      );
      await expect(db.updateTable('wallets').set({ balance: -1 }).where('id', '=', walletId).execute()).rejects.toThrow();
      await db
        .insertInto('wallet_types')
        .values({ id: 2, name: 'bonus' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await expect(db.insertInto('wallets').values({ member_id: memberId, wallet_type_id: 2, balance: 500 }).execute()).rejects.toThrow(
        'a wallet starts at 0; credit it through the ledger',
      );
      expect(await walletState(db, walletId)).toEqual({ balance: 5_000, rows: 5_000 });
    });

    it('refuses to update or delete a ledger row', async () => {
      const { db } = subject();
      const { walletId } = await memberWithWallet(db);
      const { id } = await db
        .insertInto('ledger')
        .values(ledgerRow(walletId, 3_000, 3_000))
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(db.updateTable('ledger').set({ amount: 300_000 }).where('id', '=', id).execute()).rejects.toThrow(
        'ledger rows are append-only',
      );
      await expect(db.deleteFrom('ledger').where('id', '=', id).execute()).rejects.toThrow('ledger rows are append-only');
      expect(await walletState(db, walletId)).toEqual({ balance: 3_000, rows: 3_000 });
    });

    it('refuses a second row with the same idempotency key, and nothing moves', async () => {
      const { db } = subject();
      const { walletId } = await memberWithWallet(db);
      await db
        .insertInto('ledger')
        .values(ledgerRow(walletId, 4_000, 4_000, `once-${walletId}`))
        .execute();
      await expect(
        db
          .insertInto('ledger')
          .values(ledgerRow(walletId, 4_000, 8_000, `once-${walletId}`))
          .execute(),
      ).rejects.toThrow(/UNIQUE|unique|duplicate key/);
      expect(await walletState(db, walletId)).toEqual({ balance: 4_000, rows: 4_000 });
    });

    it('keeps the same rules for points on the point ledger', async () => {
      const { db } = subject();
      const { memberId } = await memberWithWallet(db);
      const row = (amount: number, after: number, key: string) => ({
        member_id: memberId,
        amount,
        balance_after: after,
        type: 'test',
        ref: null,
        idempotency_key: `${key}-${memberId}`,
        created_at: T0,
      });
      await db
        .insertInto('point_ledger')
        .values(row(50, 50, 'a'))
        .execute();
      const { id } = await db
        .insertInto('point_ledger')
        .values(row(-20, 30, 'b'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await pointState(db, memberId)).toEqual({ points: 30, rows: 30 });
      await expect(
        db
          .insertInto('point_ledger')
          .values(row(-40, -10, 'c'))
          .execute(),
      ).rejects.toThrow(/CHECK|check/);
      await expect(
        db
          .insertInto('point_ledger')
          .values(row(-40, 0, 'c'))
          .execute(),
      ).rejects.toThrow('point balance_after does not follow the member points');
      await expect(
        db
          .insertInto('point_ledger')
          .values(row(5, 35, 'a'))
          .execute(),
      ).rejects.toThrow(/UNIQUE|unique|duplicate key/);
      await expect(db.updateTable('members').set({ points: 999 }).where('id', '=', memberId).execute()).rejects.toThrow(
        'points change only through the point ledger',
      );
      await expect(db.updateTable('point_ledger').set({ amount: 1 }).where('id', '=', id).execute()).rejects.toThrow(
        'point ledger rows are append-only',
      );
      await expect(db.deleteFrom('point_ledger').where('id', '=', id).execute()).rejects.toThrow('point ledger rows are append-only');
      expect(await pointState(db, memberId)).toEqual({ points: 30, rows: 30 });
    });

    it('gives a bank account one owner, and keeps stakes per number as bills come and go', async () => {
      const { db } = subject();
      const first = await memberWithWallet(db);
      const { bank_account } = await db
        .selectFrom('members')
        .select('bank_account')
        .where('id', '=', first.memberId)
        .executeTakeFirstOrThrow();
      const second = await memberWithWallet(db);
      await expect(db.updateTable('members').set({ bank_account }).where('id', '=', second.memberId).execute()).rejects.toThrow(
        /UNIQUE|unique|duplicate key/,
      );

      const category = await db
        .insertInto('lotto_categories')
        .values({ code: `c${second.memberId}`, name: 'หวย', kind: 'lao', sort: 1, schedule: '{}', schedule_text: '', rule_text: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const round = await db
        .insertInto('lotto_rounds')
        .values({ category_id: category.id, draw_date: '2026-03-01', name: 'งวด', open_at: T0, close_at: T0 + 1, result_at: T0 + 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bill = await db
        .insertInto('lotto_bills')
        .values({
          member_id: second.memberId,
          round_id: round.id,
          wallet_id: second.walletId,
          total: 300,
          request_hash: 'h',
          created_at: T0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const line = { bill_id: bill.id, round_id: round.id, bet_type: 'top3', number: '123', input_number: '321', rate_centi: 50_000 };
      await db
        .insertInto('lotto_bill_lines')
        .values([
          { ...line, amount: 100 },
          { ...line, amount: 200 },
        ])
        .execute();
      const stakes = () =>
        db
          .selectFrom('lotto_number_stakes')
          .select(['member_id', 'amount'])
          .where('round_id', '=', round.id)
          .orderBy('member_id')
          .execute();
      expect(await stakes()).toEqual([
        { member_id: 0, amount: 300 },
        { member_id: second.memberId, amount: 300 },
      ]);
      await db.updateTable('lotto_bills').set({ status: 'cancelled' }).where('id', '=', bill.id).execute();
      expect(await stakes()).toEqual([
        { member_id: 0, amount: 0 },
        { member_id: second.memberId, amount: 0 },
      ]);
      await expect(db.updateTable('lotto_bills').set({ status: 'pending' }).where('id', '=', bill.id).execute()).rejects.toThrow(
        'a cancelled bill stays cancelled',
      );
      await expect(db.deleteFrom('lotto_bill_lines').where('bill_id', '=', bill.id).execute()).rejects.toThrow(
        'bill lines are never removed',
      );
    });
  });
}

describe('Kysely migrations on SQLite', () => {
  let subject: Awaited<ReturnType<typeof openSqlite>>;
  beforeAll(async () => {
    subject = await openSqlite();
    console.info(`Kysely migrations on SQLite: ${subject.migrateMs} ms`);
  });
  afterAll(() => subject?.close());

  it("create exactly today's tables, columns, keys, foreign keys, checks and indexes", () => {
    const fresh = sqliteShape(subject.database);
    expect(Object.keys(fresh.tables)).toEqual(Object.keys(legacy.tables));
    expect(Object.keys(legacy.tables)).toHaveLength(32);
    for (const [name, shape] of Object.entries(legacy.tables)) expect({ name, ...fresh.tables[name] }).toEqual({ name, ...shape });
  });

  it("create today's triggers, word for word", () => {
    expect(sqliteShape(subject.database).triggers).toEqual(legacy.triggers);
  });

  it('are recorded as run, and a second run does nothing', async () => {
    const again = await migrateTo(subject.db, subject.kind, FIRST);
    expect(again.results).toEqual([]);
    const { rows: ran } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(subject.db);
    expect(ran.map((r) => r.name)).toEqual(['0001-schema']);
  });

  moneyRules(() => subject);
});

// --- PostgreSQL's catalogue ---------------------------------------------------------------------

/** Expected PostgreSQL type of a column, by database-schema.ts's mapping. */
function pgType(column: string, sqliteType: string): string {
  if (sqliteType === 'text') return 'text';
  if (FLAGS.has(column)) return 'smallint';
  if (/^(id|.*_id|.*_at|amount|balance|balance_after|points|total|payout|locked_until)$/.test(column)) return 'bigint';
  return 'integer';
}

describe('Kysely migrations on PostgreSQL', () => {
  let subject: Subject;
  const query = async <R>(text: string) => (await sql.raw<R>(text).execute(subject.db)).rows;
  beforeAll(async () => {
    subject = await openPostgres();
    console.info(`Kysely migrations on PostgreSQL: ${subject.migrateMs} ms (cluster up in ${server?.timings.startMs} ms)`);
  }, 120_000);

  it("create today's tables and columns, nullability as db/tables/, types by its mapping", async () => {
    const columns = await query<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>(`
      SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%' ORDER BY table_name, ordinal_position`);
    const actual: Record<string, string[]> = {};
    for (const c of columns)
      (actual[c.table_name] ??= []).push(`${c.column_name} ${c.data_type} ${c.is_nullable === 'YES' ? 'null' : 'not null'}`);
    const expected: Record<string, string[]> = {};
    for (const [name, shape] of Object.entries(legacy.tables)) {
      // A SQLite TEXT primary key may be NULL (the engine's quirk); PostgreSQL's never.
      expected[name] = shape.columns.map((c) => `${c.name} ${pgType(c.name, c.type)} ${c.notnull || c.pk ? 'not null' : 'null'}`);
    }
    expect(actual).toEqual(expected);
  });

  it("create today's keys, uniques, indexes and foreign keys", async () => {
    const indexes = await query<{ table: string; index: string; unique: boolean; primary: boolean; columns: string }>(`
      SELECT t.relname AS table, i.relname AS index, ix.indisunique AS unique, ix.indisprimary AS primary,
             string_agg(a.attname, ',' ORDER BY k.n) AS columns
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace ns ON ns.oid = t.relnamespace AND ns.nspname = 'public'
      CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, n)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE t.relname NOT LIKE 'kysely_%'
      GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`);
    const keys: Record<string, string[]> = {};
    for (const i of indexes) {
      (keys[i.table] ??= []).push(i.primary ? `pk(${i.columns})` : i.unique ? `unique(${i.columns})` : `index ${i.index}(${i.columns})`);
    }
    for (const list of Object.values(keys)) list.sort();
    expect(keys).toEqual(Object.fromEntries(Object.entries(legacy.tables).map(([name, shape]) => [name, shape.keys])));

    const foreign = await query<{ table: string; link: string }>(`
      SELECT c.conrelid::regclass::text AS table, a.attname || '->' || c.confrelid::regclass::text || '.' || af.attname AS link
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
      WHERE c.contype = 'f' ORDER BY 1, 2`);
    const links: Record<string, string[]> = {};
    for (const f of foreign) (links[f.table] ??= []).push(f.link);
    const expected = Object.fromEntries(
      Object.entries(legacy.tables)
        .filter(([, shape]) => shape.foreignKeys.length > 0)
        .map(([name, shape]) => [name, shape.foreignKeys]),
    );
    expect(links).toEqual(expected);
  });

  it("carry every one of today's checks (and one on each flag), and every trigger", async () => {
    const checks = await query<{ table: string; n: number }>(`
      SELECT conrelid::regclass::text AS table, count(*)::int AS n FROM pg_constraint
      WHERE contype = 'c' AND connamespace = 'public'::regnamespace GROUP BY 1`);
    const expected: Record<string, number> = {};
    for (const [name, shape] of Object.entries(legacy.tables)) {
      const uncheckedFlags = shape.columns.filter((c) => FLAGS.has(c.name) && !shape.checks.some((k) => k.startsWith(`${c.name} in`)));
      const n = shape.checks.length + uncheckedFlags.length;
      if (n > 0) expected[name] = n;
    }
    expect(Object.fromEntries(checks.map((c) => [c.table, c.n]))).toEqual(expected);

    const triggers = await query<{ tgname: string }>(`SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname`);
    expect(triggers.map((t) => t.tgname)).toEqual(
      [...Object.keys(legacy.triggers), 'ledger_no_truncate', 'point_ledger_no_truncate'].sort(),
    );
  });

  it('lets only one of two debits written at once on two connections through, the second seeing the first', async () => {
    const { db } = subject;
    const { walletId } = await memberWithWallet(db);
    await db
      .insertInto('ledger')
      .values(ledgerRow(walletId, 10_000, 10_000))
      .execute();
    // Both read 10 000 and each writes a 7 000 debit: the ledger's trigger locks the wallet row, so
    // the second waits for the first to commit, then finds 3 000 and refuses the row.
    const left = await db.startTransaction().execute();
    const right = await db.startTransaction().execute();
    try {
      await left
        .insertInto('ledger')
        .values(ledgerRow(walletId, -7_000, 3_000))
        .execute();
      const second = right
        .insertInto('ledger')
        .values(ledgerRow(walletId, -7_000, 3_000))
        .execute()
        .then(
          () => 'written',
          (error: Error) => error.message,
        );
      for (let tries = 0; ; tries++) {
        const { rows: waiting } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(db);
        if (waiting[0]!.n > 0 || tries === 100) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await left.commit().execute();
      expect(await second).toBe('ledger balance_after does not follow the wallet balance');
    } finally {
      if (!left.isCommitted) await left.rollback().execute();
      await right.rollback().execute();
    }
    expect(await walletState(db, walletId)).toEqual({ balance: 3_000, rows: 3_000 });
  });

  moneyRules(() => subject);
});
