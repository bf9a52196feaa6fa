// What the server's operations read of the platform: the lottery's clock running by itself and
// stopping between rounds, readiness (database, schema, tick), the business's figures by state;
// and the logger's scrub (no phone, account, code or token in a line).
import { afterEach, describe, expect, it } from 'vitest';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import { lottoTick } from '../../../src/platform/lotto/settlement.ts';
import { startLottoTicker } from '../../../src/platform/lotto/ticker.ts';
import { unbalancedWallets } from '../../../src/platform/money/ledger.ts';
import { readiness, TICK_STALE_MS } from '../../../src/platform/ops/readiness.ts';
import { humanLine, scrub } from '../../../src/platform/log.ts';
import { setSetting } from '../../../src/platform/settings.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';

let t: TestPlatform;
afterEach(() => t?.close());

const dueRounds = async () =>
  Number(
    (await t.row<{ n: number }>(`SELECT COUNT(*) AS n FROM lotto_rounds WHERE state = 'pending' AND result_at <= ?`, t.now().getTime()))!.n,
  );

/** Due rounds no tick settles by itself: outside draws, waiting for their result. */
const dueOutsideDraws = async () =>
  Number(
    (await t.row<{ n: number }>(
      `SELECT COUNT(*) AS n FROM lotto_rounds WHERE state = 'pending' AND result_at <= ? AND draw IS NULL`,
      t.now().getTime(),
    ))!.n,
  );

async function untilTrue(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the lottery ticker', () => {
  it('settles due rounds by itself, with nobody calling', async () => {
    t = await testPlatform(START);
    await lottoTick(t.db);
    t.advance(24 * 60);
    expect(await dueRounds()).toBeGreaterThan(5);
    const ticker = startLottoTicker(t.db, 60_000);
    await untilTrue(() => ticker.lastTickAt() !== null);
    await ticker.stop();
    expect(await dueRounds()).toBe(0);
  });

  it('stops between rounds: the round under way is finished, no other begins, the ledger balances', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    const lobby = await t.send(lotto.lobby);
    // Bills in every open round, so that settling one moves money.
    for (const category of lobby.data.categories) {
      for (const round of category.rounds.slice(0, 1)) {
        await t.send(lotto.billCreate, { round_id: round.round_id, lines: [{ bet_type: 'two_top', number: '12', amount: 1 }] }, token);
      }
    }
    t.advance(24 * 60);
    const due = await dueRounds();
    expect(due).toBeGreaterThan(5);
    const ticker = startLottoTicker(t.db, 60_000);
    // Asked to stop while its first tick is under way.
    expect(ticker.tickingSince()).not.toBeNull();
    await ticker.stop();
    const left = await dueRounds();
    expect(left).toBeGreaterThan(0);
    expect(due - left).toBeLessThanOrEqual(1);
    expect(await unbalancedWallets(t.db)).toEqual([]);
    expect(ticker.lastTickAt()).toBeNull();
    // The next process's tick settles the rest.
    await lottoTick(t.db);
    expect(await dueRounds()).toBe(0);
  });

  it('keeps ticking while a result source has not answered: asking runs beside the ticks', async () => {
    t = await testPlatform(START);
    await lottoTick(t.db);
    await setSetting(t.db, 'lotto.result_sources', {
      government: {
        sources: [
          { name: 'glo', adapter: 'glo', url: 'https://www.glo.or.th/api/lottery/getLatestLottery' },
          { name: 'glo-by-date', adapter: 'glo', url: 'https://www.glo.or.th/api/checking/getLotteryResult' },
        ],
        auto_confirm: 0,
      },
    });
    // Past the government draw of 1 December (16:00 in Bangkok), with its round still waiting.
    t.setTime('2026-12-01T09:30:00.000Z');
    let asked = 0;
    let answer: (value: Response) => void = () => {};
    const silent = new Promise<Response>((resolve) => (answer = resolve));
    const ticker = startLottoTicker(t.db, 50, () => {
      asked++;
      return silent;
    });
    try {
      await untilTrue(() => asked > 0);
      const first = ticker.lastTickAt();
      expect(first).not.toBeNull();
      // Ticks go on (each settles what is due) while the source is silent.
      await untilTrue(() => ticker.lastTickAt()! > first!);
      expect(await dueRounds()).toBe(await dueOutsideDraws());
    } finally {
      answer(new Response('{}', { status: 503 }));
      await ticker.stop();
    }
  });
});

describe('readiness', () => {
  it('is ready with the database answering, the schema current and the tick alive; not without the tick or when it is stale', async () => {
    t = await testPlatform(START);
    expect(await t.platform.readiness()).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', lottery_tick: 'not running' },
    });
    const ticker = startLottoTicker(t.db, 60_000);
    try {
      await untilTrue(() => ticker.lastTickAt() !== null);
      const sources = { db: t.db, kind: t.platform.kind, ticker };
      expect(await readiness(sources)).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', lottery_tick: 'ok' } });
      const later = await readiness(sources, ticker.lastTickAt()! + TICK_STALE_MS + 1);
      expect(later).toMatchObject({ ready: false, checks: { lottery_tick: 'stale' } });
    } finally {
      await ticker.stop();
    }
  });

  it('names a migration the database has not run', async () => {
    t = await testPlatform(START);
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0014-staff' as never)
      .execute();
    expect((await t.platform.readiness()).checks.migrations).toBe('pending: 0014-staff');
  });
});

describe('the figures the metrics read', () => {
  it('counts bills, spins, deposits and withdrawals by state, every state named, and the settlement lag', async () => {
    t = await testPlatform(START);
    const before = await t.platform.figures();
    expect(before.bills).toMatchObject({ pending: 0, won: 0, lost: 0, cancelled: 0, refunded: 0 });
    expect(Object.keys(before.deposits).sort()).toEqual(['cancelled', 'expired', 'paid', 'pending', 'rejected']);
    expect(Object.keys(before.withdrawals).sort()).toEqual(['paid', 'pending', 'rejected']);
    expect(Object.keys(before.spins).sort()).toEqual(['lost', 'won']);
    const token = await t.login();
    const lobby = await t.send(lotto.lobby);
    const round = lobby.data.categories.find((category) => category.code === 'lao')!.rounds[0]!;
    expect(
      (await t.send(lotto.billCreate, { round_id: round.round_id, lines: [{ bet_type: 'two_top', number: '12', amount: 1 }] }, token))
        .error,
    ).toBe(0);
    expect((await t.platform.figures()).bills.pending).toBe(1);
    // Ten minutes past its result time, nobody has ticked: the lag says so.
    t.setTime(new Date(Date.parse(round.result_at) + 600_000).toISOString());
    expect((await t.platform.figures()).settlementLagSeconds).toBeGreaterThanOrEqual(600);
    await lottoTick(t.db);
    expect((await t.platform.figures()).settlementLagSeconds).toBe(0);
  });
});

describe('the log scrub', () => {
  it('keeps phones, accounts, codes and tokens out of a line, named fields and free text alike', () => {
    const record = scrub({
      reqId: 'req-1',
      route: '/api/login',
      memberId: 1234567,
      phone: '0812345678',
      body: { password: 'demo1234', bank_account: '1234567890', code: '123456' },
      err: new Error('duplicate key value violates unique constraint: Key (phone)=(0812345678) already exists'),
      msg: 'authorization: Bearer abcdef.ghijk',
    });
    const text = JSON.stringify(record);
    for (const secret of ['0812345678', 'demo1234', '1234567890', '123456"', 'abcdef.ghijk']) expect(text).not.toContain(secret);
    expect(text).toContain('xxxxxxx678');
    expect(record).toMatchObject({ reqId: 'req-1', memberId: 1234567, route: '/api/login' });
  });

  it('reads as one line a person can follow in a terminal', () => {
    const line = humanLine(
      JSON.stringify({
        level: 30,
        time: '2026-11-21T03:00:00.123Z',
        pid: 1,
        reqId: 'r1',
        route: '/api/login',
        status: 200,
        msg: 'POST /api/login 200',
      }),
    );
    expect(line).toBe('03:00:00 INFO  POST /api/login 200 {"reqId":"r1","route":"/api/login","status":200}\n');
  });
});
