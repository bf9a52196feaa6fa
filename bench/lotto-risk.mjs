// The risk desk at government-draw scale: a generator writes a round of 200,000 bill lines (2,000
// bills of 100 lines from 500 members, straight into the tables; the stakes triggers keep up),
// then the risk grid of its busiest bet types is timed (the figure the screen asks for every few
// seconds) and the desk's rounds list (each waiting round's alerts), then the round's result is
// staged (the preview) and confirmed (settling every bill).
// Runs on the bench's own site, SQLite or PostgreSQL, through the platform's own functions.
import { randomInt } from 'node:crypto';
import { operatorActor } from '../src/platform/audit/trail.ts';
import { tx } from '../src/platform/db/database.ts';
import { confirmResult, stageResult } from '../src/platform/lotto/results-desk.ts';
import { deskRounds, riskGrid } from '../src/platform/lotto/risk-grid.ts';
import { openWallets, walletIdOf, WALLET_TYPE } from '../src/platform/money/wallets.ts';
import { check, figure } from './budgets.mjs';
import { shooterPool } from './site.mjs';

export const BIG_ROUND = { bills: 2000, linesPerBill: 100, members: 500 };
const BET_TYPES = [
  ['three_top', 3, 90_000],
  ['two_top', 2, 9_000],
  ['two_bottom', 2, 9_000],
  ['run_top', 1, 320],
];

/** An open government round (an outside draw: its result is staged and confirmed). */
async function governmentRound(db) {
  const now = Date.now();
  const round = await db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .select('r.id')
    .where('c.code', '=', 'government')
    .where('r.state', '=', 'pending')
    .where('r.open_at', '<=', now)
    .where('r.close_at', '>', now)
    .orderBy('r.close_at')
    .executeTakeFirstOrThrow();
  return Number(round.id);
}

/** The data generator: BIG_ROUND's bills and lines in one round, in batches of 50 bills. */
export async function generateBigRound(db) {
  const roundId = await governmentRound(db);
  const members = await shooterPool(db, BIG_ROUND.members);
  const wallets = [];
  for (const { memberId } of members) {
    await openWallets(db, memberId);
    wallets.push({ memberId, walletId: await walletIdOf(db, memberId, WALLET_TYPE.MAIN) });
  }
  const now = Date.now();
  for (let batch = 0; batch < BIG_ROUND.bills / 50; batch++) {
    await tx(db, async (trx) => {
      for (let n = 0; n < 50; n++) {
        const index = batch * 50 + n;
        const { memberId, walletId } = wallets[index % wallets.length];
        const lines = Array.from({ length: BIG_ROUND.linesPerBill }, () => {
          const [betType, digits, rate] = BET_TYPES[randomInt(BET_TYPES.length)];
          const number = String(randomInt(10 ** digits)).padStart(digits, '0');
          return { bet_type: betType, number, input_number: number, amount: randomInt(1, 21) * 100, rate_centi: rate, hot: 0 };
        });
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        const { id } = await trx
          .insertInto('lotto_bills')
          .values({ member_id: memberId, round_id: roundId, wallet_id: walletId, total, request_hash: `bench-${index}`, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('lotto_bill_lines')
          .values(lines.map((line) => ({ ...line, bill_id: id, round_id: roundId })))
          .execute();
      }
    });
  }
  return roundId;
}

/** The draw is over, as on the evening of the draw: a result is taken only from its draw time (results-desk.ts). */
async function passDrawTime(db, roundId) {
  const round = await db.selectFrom('lotto_rounds').select(['open_at', 'close_at']).where('id', '=', roundId).executeTakeFirstOrThrow();
  const drawAt = Date.now() - 20 * 60_000;
  const closeAt = Math.min(Number(round.close_at), drawAt);
  const openAt = Math.min(Number(round.open_at), closeAt - 60_000);
  await db.updateTable('lotto_rounds').set({ open_at: openAt, close_at: closeAt, result_at: drawAt }).where('id', '=', roundId).execute();
}

async function timedMs(work) {
  const started = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - started), value };
}

export async function measureRisk({ site, log = () => {} }) {
  const generated = await timedMs(() => generateBigRound(site.db));
  const roundId = generated.value;
  log(`risk: ${BIG_ROUND.bills * BIG_ROUND.linesPerBill} lines generated in ${generated.ms} ms`);
  const grids = {};
  for (const betType of ['three_top', 'two_top']) {
    await riskGrid(site.db, roundId, betType); // warm
    const runs = [];
    for (let run = 0; run < 5; run++) runs.push((await timedMs(() => riskGrid(site.db, roundId, betType))).ms);
    grids[betType] = runs.sort((a, b) => a - b)[2];
  }
  const listRuns = [];
  for (let run = 0; run < 5; run++) listRuns.push((await timedMs(() => deskRounds(site.db))).ms);
  await passDrawTime(site.db, roundId);
  const actor = operatorActor('bench');
  const staged = await timedMs(() =>
    stageResult(site.db, actor, roundId, { three_top: '123', two_bottom: '45', three_front: [], three_bottom: [] }),
  );
  const settled = await timedMs(() => confirmResult(site.db, operatorActor('bench-second'), roundId, staged.value.staged_id));
  return {
    engine: site.engine,
    lines: BIG_ROUND.bills * BIG_ROUND.linesPerBill,
    grids,
    roundsListMs: listRuns.sort((a, b) => a - b)[2],
    previewMs: staged.ms,
    settleMs: settled.ms,
    paid: settled.value.paid,
  };
}

export function riskChecks(result) {
  const part = `risk (${result.engine})`;
  const settleBudget = result.engine === 'postgres' ? 20_000 : 10_000;
  return [
    ...Object.entries(result.grids).map(([betType, ms]) =>
      check({ part, label: `risk grid ${betType}, ${result.lines} lines (median of 5)`, value: ms, unit: 'ms', op: '<=', budget: 150 }),
    ),
    figure({ part, label: 'desk rounds list, alerts of every waiting round (median of 5)', value: result.roundsListMs, unit: 'ms' }),
    figure({ part, label: 'staged result preview', value: result.previewMs, unit: 'ms' }),
    check({
      part,
      label: `settling ${result.lines} lines`,
      value: result.settleMs,
      unit: 'ms',
      op: '<=',
      budget: settleBudget,
      detail: `paid ${result.paid} baht`,
    }),
  ];
}
