// What a restart keeps: the same database opened again (a file on SQLite, the same database on
// PostgreSQL) holds every member, wallet, ledger row, session and setting, and is seeded once.
import { sql } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as agent from '../../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import type { EngineChoice } from '../../../src/platform/db/engine.ts';
import { migrate, migrations, schemaVersion } from '../../../src/platform/db/legacy-migrations/index.ts';
import { kyselyMigrations } from '../../../src/platform/db/migrations/index.ts';
import { openDatabase } from '../../../src/platform/db/sqlite-file.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { freshTestDatabase, testEngineKind } from '../../support/test-databases.ts';
import { register, testPlatform, type TestPlatform } from './helpers.ts';

const cleanups: (() => Promise<void> | void)[] = [];
let open: TestPlatform[] = [];
afterEach(async () => {
  for (const t of open) await t.close();
  open = [];
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database that outlives one platform: a file in a new folder, or a PostgreSQL database of its own. */
async function lastingDatabase(): Promise<EngineChoice> {
  if (testEngineKind() === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'platform-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { kind: 'sqlite', path: join(dir, 'nested', 'data', 'platform.sqlite') };
  }
  const database = await freshTestDatabase();
  cleanups.push(() => database.drop());
  return database.engine;
}

async function openOn(engine: EngineChoice): Promise<TestPlatform> {
  const t = await testPlatform('2026-03-01T03:00:00.000Z', { engine });
  open.push(t);
  return t;
}

const onSqliteOnly = it.skipIf(testEngineKind() !== 'sqlite');
const TABLES = ['members', 'wallets', 'ledger', 'sessions', 'banners', 'notifications', 'banks', 'seed_runs', 'settings'];

describe('the database across a restart', () => {
  it('keeps members, wallets, ledger rows and sessions, seeding only once', async () => {
    const engine = await lastingDatabase();
    const first = await openOn(engine);
    const { body, answer: registered } = await register(first);
    expect(registered.error).toBe(0);
    const counts = await Promise.all(TABLES.map((table) => first.count(table)));
    await first.platform.close();

    const second = await openOn(engine);
    expect(await Promise.all(TABLES.map((table) => second.count(table)))).toEqual(counts);
    expect((await second.send(auth.userInfo, {}, registered.data.access_token)).data.phone).toBe(body.phone);
    expect((await second.send(auth.login, { username: body.phone as string, password: body.password as string })).error).toBe(0);
    expect(await unbalancedWallets(second.db)).toEqual([]);
    // A member registered after the restart gets a new id (on PostgreSQL: the sequences moved past the seed's ids).
    const another = await second.register();
    expect(another.error).toBe(0);
    expect(another.data.user.id).toBeGreaterThan(registered.data.user.id);
  });

  it('keeps an operator change to a setting', async () => {
    const engine = await lastingDatabase();
    const first = await openOn(engine);
    await first.db.updateTable('settings').set({ value: '60' }).where('key', '=', 'auth.session_ttl_minutes').execute();
    await first.platform.close();
    const second = await openOn(engine);
    const row = await second.db.selectFrom('settings').select('value').where('key', '=', 'auth.session_ttl_minutes').executeTakeFirst();
    expect(row).toEqual({ value: '60' });
  });

  it('records the schema as migrated by Kysely', async () => {
    const t = await openOn(await lastingDatabase());
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(kyselyMigrations('sqlite')));
  });

  onSqliteOnly('is a SQLite file in WAL mode with foreign keys on and a busy timeout', async () => {
    const t = await openOn(await lastingDatabase());
    const pragma = async (name: string) => (await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(t.db)).rows[0];
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 });
  });
});

describe('a SQLite file from before Kysely', () => {
  onSqliteOnly('is brought to the last legacy version and adopted, keeping its rows and gaining what later seeds add', async () => {
    const engine = await lastingDatabase();
    if (engine.kind !== 'sqlite') throw new Error('SQLite only');
    // The schema and agent content as they were: four migrations, banner rows without words.
    mkdirSync(join(engine.path, '..'), { recursive: true });
    const old = openDatabase(engine.path);
    migrate(old, migrations.slice(0, 4));
    old.exec(`
      INSERT INTO agents (id, code, name, logo, line_admin_url, line_contact_url) VALUES (33, 'r999', 'R999', '/images/logo.svg', '', '');
      INSERT INTO banners (agent_id, image, title, link, sort_order) VALUES
        (33, '/images/banners/banner-1.svg', 'หวยออนไลน์ บาทละ 900', '/lotto/lobby', 1),
        (33, '/operator/own.png', 'เช็คอินรายวัน', '/checkin', 3);
      INSERT INTO events (agent_id, image, title, sort_order) VALUES (33, '/images/events/event-2.svg', 'วงล้อนำโชค หมุนฟรีทุกวัน', 2);
      INSERT INTO seed_runs (name, ran_at) VALUES ('agent r999 and its content', 0);
    `);
    old.close();

    const t = await openOn(engine);
    const legacy = openDatabase(engine.path);
    try {
      expect(schemaVersion(legacy)).toBe(migrations.length);
    } finally {
      legacy.close();
    }
    // Adopted as having run 0001-schema (the legacy schema); the later migrations ran on it.
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(t.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(kyselyMigrations('sqlite')));
    const banners = (await t.send(agent.banners, { agent_code: 'r999' })).data;
    expect(banners).toEqual([
      expect.objectContaining({ image: '/images/banners/banner-1.svg', subtitle: 'หวยรัฐบาล ลาว ฮานอย หุ้น ครบทุกงวด', show_text: true }),
      expect.objectContaining({ image: '/operator/own.png', subtitle: null, show_text: false }),
    ]);
    expect((await t.send(agent.events)).data).toEqual([
      expect.objectContaining({ image: '/images/events/event-2.svg', subtitle: 'หมุนฟรีวันละ 3 ครั้ง หรือใช้พอยท์หมุนเพิ่ม', show_text: true }),
    ]);
  });
});
