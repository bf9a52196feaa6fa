// Migration 0014-game-engines widens the games' engine CHECK: on SQLite by rebuilding the table,
// which must keep every row, the references into it, its index, and foreign keys switched back on.
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../../../../src/platform/db/engine.ts';
import { migrateTo, migrateToLatest } from '../../../../src/platform/db/migrations/index.ts';
import { NodeSqliteDialect } from '../../../../src/platform/db/node-sqlite-dialect.ts';
import type { Database } from '../../../../src/platform/db/database-schema.ts';
import { openDatabase } from '../../../../src/platform/db/sqlite-file.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

const T0 = Date.parse('2026-03-01T03:00:00.000Z');
const BEFORE = '0013-code-purposes';

/** A provider, a game and a link to it, written before the migration. */
async function gameWithLink(db: Kysely<Database>): Promise<void> {
  await db.insertInto('game_providers').values({ code: 'r999', name: 'R999', sort_order: 0, active: 1 }).execute();
  await db
    .insertInto('games')
    .values({
      id: 7,
      code: 'fruit',
      provider_code: 'r999',
      category: 'slot',
      name: 'ผลไม้',
      thumbnail: '/x.svg',
      engine: 'slot',
      hot: 1,
      demo: 1,
      sort_order: 3,
      active: 1,
    })
    .execute();
  await db
    .insertInto('game_links')
    .values({ token_hash: 'h', game_id: 7, created_at: T0, expires_at: T0 + 1 })
    .execute();
}

function sharedChecks(open: () => Kysely<Database>) {
  it('keeps the game and the link that points at it', async () => {
    const db = open();
    const game = await db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
    expect(game).toMatchObject({ id: 7, code: 'fruit', engine: 'slot', hot: 1, sort_order: 3 });
    const link = await db
      .selectFrom('game_links')
      .innerJoin('games', 'games.id', 'game_links.game_id')
      .select('games.code')
      .executeTakeFirstOrThrow();
    expect(link.code).toBe('fruit');
  });

  it('takes the new engines and still refuses an unknown one', async () => {
    const db = open();
    for (const [id, engine] of [
      [8, 'freespin'],
      [9, 'dragon_tiger'],
      [10, 'fishing'],
      [11, 'football'],
    ] as const)
      await db
        .insertInto('games')
        .values({
          id,
          code: engine,
          provider_code: 'r999',
          category: 'casino',
          name: engine,
          thumbnail: '/x.svg',
          engine,
          hot: 0,
          demo: 1,
          sort_order: 0,
          active: 1,
        })
        .execute();
    await expect(
      db
        .insertInto('games')
        .values({
          id: 12,
          code: 'x',
          provider_code: 'r999',
          category: 'slot',
          name: 'x',
          thumbnail: '/x.svg',
          engine: 'roulette' as never,
          hot: 0,
          demo: 1,
          sort_order: 0,
          active: 1,
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('still refuses a link to a game that is not there', async () => {
    await expect(
      open()
        .insertInto('game_links')
        .values({ token_hash: 'h2', game_id: 999, created_at: T0, expires_at: T0 + 1 })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });
}

describe('0014-game-engines on SQLite', () => {
  const database = openDatabase(':memory:');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database, closeOnDestroy: true }) });
  afterAll(() => db.destroy());

  it('rebuilds the table with its index, foreign keys on again', async () => {
    await migrateTo(db, 'sqlite', BEFORE);
    await gameWithLink(db);
    await migrateToLatest(db, 'sqlite');
    expect(database.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    const index = database.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'games_category'").get() as {
      sql: string;
    };
    expect(index.sql).toMatch(/"category", "sort_order", "id"/);
    expect(database.prepare("SELECT name FROM sqlite_master WHERE name = 'games_next'").all()).toEqual([]);
  });
  sharedChecks(() => db);
});

describe('0014-game-engines on PostgreSQL', () => {
  let server: TestPostgres | undefined;
  let engine: Engine | undefined;
  afterAll(async () => {
    await engine?.close();
    await server?.stop();
  });

  it('replaces the CHECK', async () => {
    server = await startTestPostgres();
    engine = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 2 });
    await migrateTo(engine.db, 'postgres', BEFORE);
    await gameWithLink(engine.db);
    await migrateToLatest(engine.db, 'postgres');
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'games_engine_check'`.execute(
      engine.db,
    );
    expect(rows[0]?.n).toBe(1);
  }, 120_000);
  sharedChecks(() => engine!.db);
});
