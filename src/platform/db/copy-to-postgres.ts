// Moving up: every row of a SQLite platform database copied into an empty PostgreSQL database,
// ids and all, so members keep their logins, sessions, wallets, bills and history. The target
// gets the schema from the same migrations, then the rows table by table (a table after the
// tables it references) in one transaction, then its sequences moved past the copied ids, then
// the checks: every table holds what the source holds and every balance equals its ledger.
//
// The money rules stay on while copying: a wallet (and a member's points) arrives at 0 and its
// ledger rows, inserted one by one in id order, move it to its balance, each row checked by the
// same trigger that checks every movement. Three tables are written by the target's triggers as the
// rows they follow arrive (who owns each bank account, from members; the stakes per number, from
// bill lines; a member's stakes per day, from ledger rows): they come last, only the rows the triggers did not write are copied, and then the
// two sides are compared row for row.
import { sql, type Kysely } from 'kysely';
import type { Db } from './database.ts';
import { openEngine, type Engine } from './engine.ts';
import { migrateDatabase } from './migrate.ts';
import type { Database } from './database-schema.ts';
import { moveIdentitySequencesPastRows } from './sequences.ts';

/** Kept by triggers on the target from the rows they follow. */
const DERIVED = ['bank_account_owners', 'lotto_number_stakes', 'member_stake_days'];
/** Owners that start at 0 and move only through their ledger: table, balance column, ledger. */
const BOOKS = [
  { owner: 'wallets', balance: 'balance', ledger: 'ledger', key: 'wallet_id' },
  { owner: 'members', balance: 'points', ledger: 'point_ledger', key: 'member_id' },
] as const;
/** Rows per INSERT where no trigger reads what the previous row did. */
const BATCH = 500;

export interface CopyReport {
  tables: { table: string; rows: number }[];
  wallets: number;
  /** The sum of every wallet's balance, in satang: the same on both sides. */
  totalBalance: number;
  ms: number;
}

type Row = Record<string, unknown>;

export class CopyRefused extends Error {}

async function userTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/** The tables in an order where each comes after every table it references. */
async function referenceOrder(db: Kysely<Database>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ from_table: string; to_table: string }>`
    SELECT DISTINCT c.conrelid::regclass::text AS from_table, c.confrelid::regclass::text AS to_table
    FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`.execute(db);
  const needs = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { from_table, to_table } of rows) if (from_table !== to_table) needs.get(from_table)?.add(to_table);
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`tables reference each other in a circle: ${[...path, table].join(' -> ')}`);
    for (const needed of needs.get(table) ?? []) visit(needed, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(db);
  return rows.map((row) => row.column_name);
}

async function sourceRows(source: Db, table: string, columns: string[]): Promise<Row[]> {
  // Ids in order: a ledger row's balance follows the one before it, a referrer comes before the member.
  const order = columns.includes('id') ? sql`id` : sql`1`;
  const { rows } =
    await sql<Row>`SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM ${sql.table(table)} ORDER BY ${order}`.execute(source);
  return rows;
}

async function insertRows(target: Db, table: string, columns: string[], rows: Row[], perStatement: number): Promise<void> {
  // A derived table already holds what the triggers wrote: those rows are kept.
  const keep = DERIVED.includes(table) ? sql`ON CONFLICT DO NOTHING` : sql``;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values = chunk.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(values)} ${keep}`.execute(
      target,
    );
  }
}

async function countRows(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/** Every row of a table as comparable text. */
async function rowsAsText(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.table(table)}`.execute(db);
  return rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => [key, row[key]]),
      ),
    )
    .sort();
}

async function balances(db: Db, owner: string, balance: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ id: number; value: number }>`SELECT id, ${sql.ref(balance)} AS value FROM ${sql.table(owner)}`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), Number(row.value)]));
}

async function ledgerSums(db: Db, ledger: string, key: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ owner: number; total: number }>`
    SELECT ${sql.ref(key)} AS owner, SUM(amount) AS total FROM ${sql.table(ledger)} GROUP BY ${sql.ref(key)}`.execute(db);
  return new Map(rows.map((row) => [Number(row.owner), Number(row.total)]));
}

/** Throws naming the first difference between the two databases. */
async function checkCopy(source: Db, target: Db, tables: string[]): Promise<CopyReport['tables']> {
  const counted: CopyReport['tables'] = [];
  for (const table of tables) {
    if (DERIVED.includes(table)) {
      const [from, to] = [await rowsAsText(source, table), await rowsAsText(target, table)];
      if (JSON.stringify(from) !== JSON.stringify(to)) throw new Error(`${table}: the rows its triggers wrote differ from the source`);
      counted.push({ table, rows: to.length });
      continue;
    }
    const [from, to] = [await countRows(source, table), await countRows(target, table)];
    if (from !== to) throw new Error(`${table}: ${from} rows in the source, ${to} copied`);
    counted.push({ table, rows: to });
  }
  for (const book of BOOKS) {
    const [from, to, sums] = [
      await balances(source, book.owner, book.balance),
      await balances(target, book.owner, book.balance),
      await ledgerSums(target, book.ledger, book.key),
    ];
    for (const [id, value] of from) {
      if (to.get(id) !== value) throw new Error(`${book.owner} ${id}: ${book.balance} ${value} in the source, ${to.get(id)} copied`);
      if ((sums.get(id) ?? 0) !== value)
        throw new Error(`${book.owner} ${id}: ${book.balance} ${value} but its ${book.ledger} sums to ${sums.get(id) ?? 0}`);
      if (value < 0) throw new Error(`${book.owner} ${id}: ${book.balance} below zero`);
    }
  }
  return counted;
}

/**
 * Copies the SQLite database at `sourcePath` (migrated to the newest schema first) into the empty
 * PostgreSQL database at `targetUrl`. Refuses (CopyRefused) a target that already has tables.
 */
export async function copySqliteToPostgres(
  sourcePath: string,
  targetUrl: string,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  const started = performance.now();
  const source: Engine = openEngine({ kind: 'sqlite', path: sourcePath });
  const target: Engine = openEngine({ kind: 'postgres', url: targetUrl }, { poolSize: 2 });
  try {
    if ((await userTables(target.db)).length > 0) {
      throw new CopyRefused('the PostgreSQL database is not empty: copy into a new, empty database (CREATE DATABASE ...)');
    }
    await migrateDatabase(source);
    await migrateDatabase(target);
    const ordered = await referenceOrder(target.db, await userTables(target.db));
    const tables = [...ordered.filter((table) => !DERIVED.includes(table)), ...DERIVED];
    await target.db.transaction().execute(async (trx) => {
      for (const table of tables) {
        const columns = await columnsOf(trx, table);
        const rows = await sourceRows(source.db, table, columns);
        const book = BOOKS.find((entry) => entry.owner === table);
        // Owners start at 0: their ledger rows, copied later, move them to their balance.
        const copied = book ? rows.map((row) => ({ ...row, [book.balance]: 0 })) : rows;
        const ledger = BOOKS.some((entry) => entry.ledger === table);
        // A row a migration put in (content_version's one row): the source has it too, as it is now.
        const { rows: seeded } = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(trx);
        if (Number(seeded[0]?.n ?? 0) > 0) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
        await insertRows(trx, table, columns, copied, ledger ? 1 : BATCH);
        log(`${table}: ${rows.length}`);
      }
      await moveIdentitySequencesPastRows(trx);
    });
    const counted = await checkCopy(source.db, target.db, tables);
    const wallets = await balances(target.db, 'wallets', 'balance');
    return {
      tables: counted,
      wallets: wallets.size,
      totalBalance: [...wallets.values()].reduce((sum, value) => sum + value, 0),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}
