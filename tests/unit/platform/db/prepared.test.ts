// Prepared queries: built and compiled once per engine, run with each call's values, on the root
// and inside a transaction, with the parameters they fixed themselves (a limit) kept.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tx } from '../../../../src/platform/db/database.ts';
import { prepared } from '../../../../src/platform/db/prepared.ts';
import { createPlatform, type Platform } from '../../../../src/platform/index.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

let server: TestPostgres;
const platforms: Platform[] = [];

beforeAll(async () => {
  server = await startTestPostgres();
  platforms.push(await createPlatform({ memory: true }), await createPlatform({ engine: { kind: 'postgres', url: server.url } }));
}, 300_000);

afterAll(async () => {
  for (const platform of platforms) await platform.close();
  await server?.stop();
});

let builds = 0;
const banksNamed = prepared(2, (db, first: string, second: string) => {
  builds += 1;
  return db
    .selectFrom('banks')
    .select('code')
    .where((eb) => eb.or([eb('code', '=', first), eb('code', '=', second)]))
    .orderBy('code')
    .limit(1);
});

describe('prepared queries', () => {
  it("build once per engine and run with each call's values, keeping their own limit", async () => {
    for (const platform of platforms) {
      expect(await banksNamed(platform.db, 'SCB', 'KBANK')).toEqual([{ code: 'KBANK' }]);
      expect(await banksNamed(platform.db, 'SCB', 'NOPE')).toEqual([{ code: 'SCB' }]);
      expect(await tx(platform.db, (trx) => banksNamed(trx, 'BBL', 'NOPE'))).toEqual([{ code: 'BBL' }]);
    }
    expect(builds).toBe(2);
  });

  it('are named statements on PostgreSQL: parsed once per connection, not at every call', async () => {
    const postgres = platforms[1]!.db;
    const statements = await tx(postgres, async (trx) => {
      await banksNamed(trx, 'SCB', 'KBANK');
      await banksNamed(trx, 'BBL', 'KBANK');
      // The connection of this transaction: what it keeps prepared.
      return (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(trx)).rows;
    });
    expect(statements.filter((row) => row.statement.includes('"banks"'))).toHaveLength(1);
  });

  it('on PostgreSQL survive a migration that changes what a kept statement returns (a rolling deploy)', async () => {
    const postgres = platforms[1]!.db;
    await sql`CREATE TABLE scratch_plans (id INTEGER PRIMARY KEY)`.execute(postgres);
    await sql`INSERT INTO scratch_plans (id) VALUES (1)`.execute(postgres);
    const row = prepared(1, (db, id: number) => ({
      compile: () => sql<Record<string, unknown>>`SELECT * FROM scratch_plans WHERE id = ${id}`.compile(db),
    }));
    // Kept on every connection of the pool: ten at once.
    const all = () => Promise.all(Array.from({ length: 10 }, () => row(postgres, 1)));
    expect((await all()).flat()).toEqual(Array(10).fill({ id: 1 }));
    await sql`ALTER TABLE scratch_plans ADD COLUMN label TEXT NOT NULL DEFAULT 'new'`.execute(postgres);
    // Outside a transaction at once, inside one by running it again.
    expect((await row(postgres, 1))[0]).toEqual({ id: 1, label: 'new' });
    const inside = await Promise.all(Array.from({ length: 10 }, () => tx(postgres, (trx) => row(trx, 1))));
    expect(inside.flat()).toEqual(Array(10).fill({ id: 1, label: 'new' }));
  });

  it('refuse a query that leaves a value unused', async () => {
    // @ts-expect-error -- the types catch it too: 2 values said, a builder of 1
    const careless = prepared(2, (db, code: string) => db.selectFrom('banks').select('code').where('code', '=', code));
    await expect(careless(platforms[0]!.db, 'SCB', 'unused')).rejects.toThrow(/each of its 2 values/);
  });
});
