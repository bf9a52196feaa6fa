// A bill's reads and writes, gathered to cut PostgreSQL's round trips (one first read: the wallet,
// the retried bill, the settings, the VIP stakes, the responsible-play flags and the round's terms
// from lotto/round-terms.ts with the stakes on the bill's numbers; the bill and its lines in one
// insert; the debit's balance read by its own insert): the gathered terms equal the separate reads on both engines, and
// a bill on PostgreSQL sends no more statements than counted.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tx } from '../../../../src/platform/db/database.ts';
import { createPlatform, type Platform } from '../../../../src/platform/index.ts';
import { createBill } from '../../../../src/platform/lotto/bills.ts';
import { limitsOf } from '../../../../src/platform/lotto/limits.ts';
import { numberRulesOf, ratesOf } from '../../../../src/platform/lotto/rates.ts';
import { roundTerms } from '../../../../src/platform/lotto/round-terms.ts';
import { ensureRounds, findRound } from '../../../../src/platform/lotto/rounds.ts';
import { credit, WALLET_TYPE, walletIdOf } from '../../../../src/platform/money/index.ts';
import { getSetting, keepSettingsRead, setSetting, settingSelection } from '../../../../src/platform/settings.ts';
import { startTestPostgres, type TestPostgres } from '../../../support/postgres.ts';

let server: TestPostgres;
const platforms: Platform[] = [];
/** The texts PostgreSQL is sent while counting (the patch goes in before any connection is made). */
let sent: string[] | null = null;
const query = pg.Client.prototype.query;

beforeAll(async () => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    const text = args[0] as unknown;
    sent?.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return query.apply(this, args);
  } as typeof query;
  server = await startTestPostgres();
  platforms.push(await createPlatform({ memory: true, tableHistory: false }));
  platforms.push(await createPlatform({ engine: { kind: 'postgres', url: server.url }, tableHistory: false }));
  for (const { db } of platforms) await ensureRounds(db);
}, 300_000);

afterAll(async () => {
  pg.Client.prototype.query = query;
  for (const platform of platforms) await platform.close();
  await server?.stop();
});

type Db = Platform['db'];

/** An open round that is not a Yeekee round, with its category. */
async function openRound(db: Db): Promise<{ id: number; category_id: number }> {
  const now = Date.now();
  return db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .select(['r.id', 'r.category_id'])
    .where('c.kind', '<>', 'yeekee')
    .where('r.state', '=', 'pending')
    .where('r.open_at', '<=', now)
    .where('r.close_at', '>', now + 600_000)
    .orderBy('r.close_at', 'desc')
    .executeTakeFirstOrThrow();
}

/** The demo member and their main wallet, topped up. */
async function bettor(db: Db): Promise<number> {
  const { id } = await db.selectFrom('members').select('id').where('phone', '=', '0812345678').executeTakeFirstOrThrow();
  await credit(db, await walletIdOf(db, id, WALLET_TYPE.MAIN), 1_000_000, 'deposit', `round-trips-${Math.random()}`);
  return id;
}

describe("a bill's gathered reads", () => {
  it('read the same round, rates, limits and number rules as the separate reads, a round row winning over its category', async () => {
    for (const { db } of platforms) {
      const round = await openRound(db);
      // Another round of the category: its own rows must not count.
      const { id: other } = await db
        .selectFrom('lotto_rounds')
        .select('id')
        .where('category_id', '=', round.category_id)
        .where('id', '<>', round.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('lotto_risk_limits')
        .values([
          {
            category_id: round.category_id,
            round_id: null,
            bet_type: 'three_top',
            house_number_max: 9_000,
            member_number_max: 900,
            auto_share_percent: 80,
            auto_action: 'closed',
            auto_rate_percent: null,
          },
          {
            category_id: round.category_id,
            round_id: round.id,
            bet_type: 'three_top',
            house_number_max: 7_000,
            member_number_max: 700,
            auto_share_percent: 50,
            auto_action: 'reduced',
            auto_rate_percent: 40,
          },
          {
            category_id: round.category_id,
            round_id: null,
            bet_type: 'two_top',
            house_number_max: 5_000,
            member_number_max: 500,
            auto_share_percent: null,
            auto_action: null,
            auto_rate_percent: null,
          },
          {
            category_id: round.category_id,
            round_id: other,
            bet_type: 'two_top',
            house_number_max: 1,
            member_number_max: 1,
            auto_share_percent: null,
            auto_action: null,
            auto_rate_percent: null,
          },
        ])
        .execute();
      await db
        .insertInto('lotto_number_rules')
        .values([
          { category_id: round.category_id, round_id: null, bet_type: 'three_top', number: '123', kind: 'hot', rate_percent: 60 },
          { category_id: round.category_id, round_id: round.id, bet_type: 'three_top', number: '123', kind: 'hot', rate_percent: 30 },
          { category_id: round.category_id, round_id: round.id, bet_type: 'two_top', number: '45', kind: 'closed', rate_percent: null },
          { category_id: round.category_id, round_id: other, bet_type: 'two_top', number: '46', kind: 'closed', rate_percent: null },
        ])
        .execute();

      const terms = await roundTerms(db, round.id);
      const rates = await ratesOf(db, round.category_id);
      expect(terms.round).toEqual(await findRound(db, round.id));
      expect(terms.rates).toEqual(rates);
      expect(terms.limits).toEqual(await limitsOf(db, round.category_id, round.id, rates));
      expect(terms.rules).toEqual(await numberRulesOf(db, round.category_id, round.id));
      expect(terms.limits.get('three_top')).toMatchObject({
        house: 7_000,
        member: 700,
        auto: { sharePercent: 50, action: 'reduced', ratePercent: 40 },
      });
      expect(terms.rules.hot.get('three_top:123')).toBe(30);
      expect(terms.rules.closed.has('two_top:45')).toBe(true);
      expect(terms.rules.closed.has('two_top:46')).toBe(false);
      await expect(roundTerms(db, 99_999_999)).rejects.toMatchObject({ key: 'LOTTO_ROUND_NOT_FOUND' });
    }
  });

  it("settings a transaction's first statement read serve the rest of it; one written there is read anew", async () => {
    for (const { db } of platforms) {
      const before = await getSetting(db, 'lotto.max_lines_per_bill');
      await tx(db, async (trx) => {
        const [read] = await trx.selectNoFrom((eb) => [settingSelection(eb, 'lotto.max_lines_per_bill').as('text')]).execute();
        keepSettingsRead(trx, { 'lotto.max_lines_per_bill': read!.text });
        // Changed behind its back: what was read ahead is answered.
        await trx.updateTable('settings').set({ value: '9' }).where('key', '=', 'lotto.max_lines_per_bill').execute();
        expect(await getSetting(trx, 'lotto.max_lines_per_bill')).toBe(before);
        await setSetting(trx, 'lotto.max_lines_per_bill', 7);
        expect(await getSetting(trx, 'lotto.max_lines_per_bill')).toBe(7);
        await setSetting(trx, 'lotto.max_lines_per_bill', before);
      });
      expect(await getSetting(db, 'lotto.max_lines_per_bill')).toBe(before);
    }
  });

  it('a bill on PostgreSQL is at most 6 statements, begin and commit included, and places the bill', async () => {
    const { db } = platforms[1]!;
    const memberId = await bettor(db);
    const round = await openRound(db);
    const bill = (number: string, key: string) =>
      createBill(db, memberId, round.id, [{ bet_type: 'three_top', number, amount: 5 }], { idempotencyKey: key });
    await bill('201', 'round-trips-warm');
    // The warm bill's live notice goes out after it, batched on the next turn (platform/live/bus.ts):
    // let it go before counting, so only the counted bill's statements are counted.
    await new Promise((resolve) => setImmediate(resolve));
    const texts: string[] = [];
    sent = texts;
    try {
      const placed = await bill('202', 'round-trips-counted');
      expect(placed.lines).toMatchObject([{ number: '202', amount: 5 }]);
    } finally {
      sent = null;
    }
    expect(texts[0]).toMatch(/^start transaction/i);
    expect(texts.at(-1)).toMatch(/^commit/i);
    expect(texts.length).toBeLessThanOrEqual(6);
    // A retry of the same key is answered from the bill already made: no second bill.
    const again = await bill('202', 'round-trips-counted');
    const count = await db
      .selectFrom('lotto_bills')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(again.bill_id).toBeGreaterThan(0);
    expect(Number(count.n)).toBe(2);
    // The terms read the stakes just written: by everyone and by the member, none on a number not staked.
    const other = memberId + 1;
    const numbers = [
      { bet_type: 'three_top', number: '202' },
      { bet_type: 'three_top', number: '203' },
    ] as const;
    const mine = await roundTerms(db, round.id, memberId, numbers);
    expect(mine.staked.get('three_top:202')).toEqual({ everyone: 5, mine: 5 });
    expect(mine.staked.get('three_top:203')).toEqual({ everyone: 0, mine: 0 });
    expect((await roundTerms(db, round.id, other, numbers)).staked.get('three_top:202')).toEqual({ everyone: 5, mine: 0 });
  });
});
