// The table files (src/platform/db/tables/) are exactly what the migrations create. Each file's
// `columns` is held to its Kysely type by the type check (db/columns.ts: a column left out, extra,
// of the wrong kind, or wrongly nullable or generated does not compile); this test holds the same
// lists to a database migrated from scratch, on SQLite and on PostgreSQL.
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { tables, type Database } from '../../../../src/platform/db/database-schema.ts';
import { openEngine, type Engine } from '../../../../src/platform/db/engine.ts';
import { migrateDatabase } from '../../../../src/platform/db/migrate.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

type Facts = Record<string, Record<string, string>>;

/** What the table files say. */
const declared: Facts = Object.fromEntries(tables.map((table) => [table.tableName, table.columns]));

// The kinds of column each engine stores (database-schema.ts's mapping).
const KINDS: Record<string, string> = {
  INTEGER: 'integer',
  TEXT: 'text',
  bigint: 'integer',
  integer: 'integer',
  smallint: 'integer',
  text: 'text',
};

function kindOf(table: string, column: string, type: string): string {
  const kind = KINDS[type];
  if (!kind) throw new Error(`${table}.${column}: column type ${type} is new to the table files`);
  return kind;
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/** The facts of a SQLite database, from its own description of each table. */
function sqliteFacts(engine: Engine): Facts {
  const db = engine.sqliteFile!;
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'")
    .all() as { name: string }[];
  const facts: Facts = {};
  for (const { name: table } of names) {
    const columns = db.prepare('SELECT * FROM pragma_table_info(?)').all(table) as unknown as SqliteColumn[];
    const keyColumns = columns.filter((column) => column.pk > 0).length;
    facts[table] = {};
    for (const column of columns) {
      // A lone INTEGER PRIMARY KEY is the rowid: SQLite numbers it. (A primary key is never null
      // here, though SQLite lets a TEXT one be: the types and PostgreSQL treat it as NOT NULL.)
      const rowid = column.pk === 1 && keyColumns === 1 && column.type === 'INTEGER';
      const nullable = !column.notnull && column.pk === 0;
      const state = nullable ? 'nullable' : column.dflt_value !== null || rowid ? 'generated' : 'required';
      facts[table][column.name] = `${kindOf(table, column.name, column.type)} ${state}`;
    }
  }
  return facts;
}

interface PostgresColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

/** The facts of a PostgreSQL database, from its information schema. */
async function postgresFacts(engine: Engine): Promise<Facts> {
  const { rows } = await sql<PostgresColumn>`
    SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(engine.db);
  const facts: Facts = {};
  for (const column of rows) {
    const generated = column.is_identity === 'YES' || column.column_default !== null;
    const state = column.is_nullable === 'YES' ? 'nullable' : generated ? 'generated' : 'required';
    (facts[column.table_name] ??= {})[column.column_name] = `${kindOf(column.table_name, column.column_name, column.data_type)} ${state}`;
  }
  return facts;
}

// Integer keys every insert gives: SQLite would number them (its rowid, hence Generated in the
// types), PostgreSQL would not (no identity).
const ROWID_ONLY: Facts = {
  report_closed_days: { day: 'integer required' },
  content_version: { id: 'integer required' },
  lotto_result_watches: { round_id: 'integer required' },
};

describe('the table files', () => {
  it('are one file per table, each in the Database type', () => {
    expectTypeOf<(typeof tables)[number]['tableName']>().toEqualTypeOf<keyof Database>();
    const files = readdirSync(new URL('../../../../src/platform/db/tables/', import.meta.url)).sort();
    expect(files).toEqual(tables.map((table) => `${table.tableName.replaceAll('_', '-')}.ts`).sort());
  });

  describe('on SQLite', () => {
    let facts: Facts;
    const engine = openEngine({ kind: 'sqlite', path: ':memory:' });
    beforeAll(async () => {
      await migrateDatabase(engine);
      facts = sqliteFacts(engine);
    });
    afterAll(() => engine.close());

    it('name every table the migrations leave, and no other', () => {
      expect(Object.keys(declared).sort()).toEqual(Object.keys(facts).sort());
    });

    it.each(tables.map((table) => table.tableName))('%s: every column, its kind, nullability and default', (table) => {
      expect(declared[table]).toEqual(facts[table]);
    });
  });

  describe('on PostgreSQL', () => {
    let server: TestPostgres;
    let engine: Engine;
    let facts: Facts;
    // Installing Debian's package on a fresh machine (root) takes minutes; starting takes seconds.
    beforeAll(async () => {
      server = await startTestPostgres();
      engine = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 1 });
      await migrateDatabase(engine);
      facts = await postgresFacts(engine);
    }, 300_000);
    afterAll(async () => {
      await engine?.close();
      await server?.stop();
    });

    it('name every table the migrations leave, and no other', () => {
      expect(Object.keys(declared).sort()).toEqual(Object.keys(facts).sort());
    });

    it.each(tables.map((table) => table.tableName))('%s: every column, its kind, nullability and default', (table) => {
      expect({ ...declared[table], ...ROWID_ONLY[table] }).toEqual(facts[table]);
    });
  });
});
