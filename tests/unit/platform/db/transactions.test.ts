// tx() on both engines: a rule's transaction commits whole or not at all, a nested tx() joins the
// outer one, and on PostgreSQL (SERIALIZABLE) the loser of a conflict is run again, so that
// read-check-write rules run at once on many connections give the answer they give one at a time;
// a transaction that keeps losing answers BUSY in Thai; any other failure is not retried.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindContext, tx, type Db } from '../../../../src/platform/db/database.ts';
import { openEngine, type Engine } from '../../../../src/platform/db/engine.ts';
import { afterFailure, MAX_ATTEMPTS } from '../../../../src/platform/db/retry.ts';
import { isBusinessError } from '../../../../src/platform/errors.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

let server: TestPostgres;
const engines: Record<'sqlite' | 'postgres', Engine> = {} as never;

// Scratch tables of this test's own: a counter (a read-then-write rule) and a key that is unique.
async function prepare(engine: Engine): Promise<Db> {
  const db = engine.db;
  bindContext(db, { kind: engine.kind, now: () => new Date() });
  await sql`CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`.execute(db);
  await sql`CREATE TABLE claims (claim TEXT PRIMARY KEY, by_whom TEXT NOT NULL)`.execute(db);
  await sql`INSERT INTO counters (name, value) VALUES ('hits', 0)`.execute(db);
  return db;
}

beforeAll(async () => {
  server = await startTestPostgres();
  engines.sqlite = openEngine({ kind: 'sqlite', path: ':memory:' });
  engines.postgres = openEngine({ kind: 'postgres', url: server.url }, { poolSize: 10 });
  await prepare(engines.sqlite);
  await prepare(engines.postgres);
}, 300_000);

afterAll(async () => {
  await engines.sqlite?.close();
  await engines.postgres?.close();
  await server?.stop();
});

const counter = async (db: Db) =>
  Number((await sql<{ value: number }>`SELECT value FROM counters WHERE name = 'hits'`.execute(db)).rows[0]!.value);

/** Reads the counter, waits a moment (another connection runs meanwhile), writes it plus one. */
function increment(db: Db): Promise<number> {
  return tx(db, async (trx) => {
    const value = await counter(trx);
    await new Promise((resolve) => setTimeout(resolve, 1));
    await sql`UPDATE counters SET value = ${value + 1} WHERE name = 'hits'`.execute(trx);
    return value + 1;
  });
}

describe.each(['sqlite', 'postgres'] as const)('tx() on %s', (kind) => {
  it('commits whole, or rolls back everything the function wrote, nested tx() included', async () => {
    const db = engines[kind].db;
    const before = await counter(db);
    await expect(
      tx(db, async (trx) => {
        await sql`UPDATE counters SET value = value + 100 WHERE name = 'hits'`.execute(trx);
        await tx(trx, async (inner) => {
          await sql`INSERT INTO claims (claim, by_whom) VALUES ('rolled back', 'inner')`.execute(inner);
        });
        throw new Error('the rule refused');
      }),
    ).rejects.toThrow('the rule refused');
    expect(await counter(db)).toBe(before);
    expect((await sql`SELECT * FROM claims WHERE claim = 'rolled back'`.execute(db)).rows).toEqual([]);
  });

  it('gives every one of 20 concurrent read-then-write rules its own turn: no update is lost', async () => {
    const db = engines[kind].db;
    const before = await counter(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => increment(db)));
    expect(await counter(db)).toBe(before + 20);
    // Each saw the one before it: the answers are exactly before+1 .. before+20.
    expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
  });

  it('lets exactly one of 10 concurrent check-then-insert rules for one key through', async () => {
    const db = engines[kind].db;
    const claim = (who: string) =>
      tx(db, async (trx) => {
        const taken = await sql<{ by_whom: string }>`SELECT by_whom FROM claims WHERE claim = 'prize'`.execute(trx);
        if (taken.rows.length) return `taken by ${taken.rows[0]!.by_whom}`;
        await sql`INSERT INTO claims (claim, by_whom) VALUES ('prize', ${who})`.execute(trx);
        return 'mine';
      });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(`member ${i}`)));
    expect(answers.filter((answer) => answer === 'mine')).toHaveLength(1);
    const { rows } = await sql<{ by_whom: string }>`SELECT by_whom FROM claims WHERE claim = 'prize'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(answers.filter((answer) => answer !== 'mine').every((answer) => answer === `taken by ${rows[0]!.by_whom}`)).toBe(true);
  });
});

describe('queues on PostgreSQL', () => {
  it.each([
    ['SERIALIZABLE, the queue taken before it begins', false],
    ['READ COMMITTED, the queue held to the end of the transaction', true],
  ])('runs the transactions of one queue one after another (%s): none lost, none run again', async (_how, readCommitted) => {
    const db = engines.postgres.db;
    const before = await counter(db);
    let runs = 0;
    const queued = () =>
      tx(
        db,
        async (trx) => {
          runs += 1;
          const value = await counter(trx);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`UPDATE counters SET value = ${value + 1} WHERE name = 'hits'`.execute(trx);
        },
        { queue: 'hits', readCommitted },
      );
    await Promise.all(Array.from({ length: 20 }, queued));
    expect(await counter(db)).toBe(before + 20);
    expect(runs).toBe(20);
  });

  it('runs the sharers of a queue alongside each other; one taking it alone waits for them all and reads what they wrote', async () => {
    const db = engines.postgres.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    // Three bills of a round under way at once, each holding its round's bets queue shared.
    const bills = Array.from({ length: 3 }, (_, i) =>
      tx(
        db,
        async (trx) => {
          await sql`INSERT INTO claims (claim, by_whom) VALUES (${`bill ${i}`}, 'shared')`.execute(trx);
          started += 1;
          await held;
        },
        { sharedQueue: 'round 1', readCommitted: true },
      ),
    );
    await expect.poll(() => started, { timeout: 10_000 }).toBe(3);
    // The round's settlement: it must not read the bills before every one has committed.
    let settled = false;
    const settlement = tx(
      db,
      async (trx) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM claims WHERE claim LIKE 'bill %'`.execute(trx)).rows[0]!.n),
      { queue: 'round 1' },
    ).then((count) => ((settled = true), count));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    // A bill that comes now waits for the settlement, and then finds it done.
    let late = false;
    const lateBill = tx(db, async () => (late = true), { sharedQueue: 'round 1', readCommitted: true });
    release();
    await Promise.all(bills);
    expect(await settlement).toBe(3);
    await lateBill;
    expect(late).toBe(true);
  });
});

describe('retries on PostgreSQL', () => {
  it('runs a transaction the engine keeps failing at most MAX_ATTEMPTS times, then answers BUSY in Thai', async () => {
    let attempts = 0;
    const failure = Object.assign(new Error('could not serialize access'), { code: '40001' });
    const answer = await tx(engines.postgres.db, async () => {
      attempts += 1;
      throw failure;
    }).catch((error: unknown) => error);
    expect(attempts).toBe(MAX_ATTEMPTS);
    expect(isBusinessError(answer, 'BUSY')).toBe(true);
    expect((answer as Error).message).toMatch(/กรุณาลองใหม่/);
  });

  it('does not run again after a failure that is not a conflict', async () => {
    let attempts = 0;
    await expect(
      tx(engines.postgres.db, async () => {
        attempts += 1;
        throw Object.assign(new Error('value too long'), { code: '22001' });
      }),
    ).rejects.toThrow('value too long');
    expect(attempts).toBe(1);
  });

  it('decides from the SQL state: conflicts and deadlocks again, a taken key only twice more, anything else never', () => {
    const withCode = (code: string) => Object.assign(new Error(code), { code });
    expect(afterFailure(withCode('40001'), 1)).toMatchObject({ retry: true });
    expect(afterFailure(withCode('40P01'), MAX_ATTEMPTS - 1)).toMatchObject({ retry: true });
    expect(afterFailure(withCode('23505'), 2)).toMatchObject({ retry: true });
    const stillTaken = afterFailure(withCode('23505'), 3);
    expect(stillTaken).toMatchObject({ retry: false, error: withCode('23505') });
    // A kept statement's stale plan (a migration under it): prepared afresh, twice at most.
    expect(afterFailure(withCode('0A000'), 1)).toMatchObject({ retry: true });
    expect(afterFailure(withCode('0A000'), 3)).toMatchObject({ retry: false });
    expect(afterFailure(new Error('plain'), 1)).toMatchObject({ retry: false });
    for (let attempt = 1; attempt < 8; attempt++) {
      const next = afterFailure(withCode('40001'), attempt);
      if (!next.retry) throw new Error('expected a retry');
      expect(next.delayMs).toBeGreaterThanOrEqual(0);
      expect(next.delayMs).toBeLessThanOrEqual(Math.min(250, 2 ** (attempt + 1)));
    }
  });
});
