// The lotto calls of SPEC.md section 7. Reading rounds, rates and results needs no session
// (visitors browse the lobby and results); bills, shots and wallets do. Every call first runs the
// lottery's clock tick: rounds made on schedule, due rounds settled. The busiest calls, whose
// answers do not depend on a round being settled this instant (the lobby, bets, shots), settle at
// most once a second (lottoTickLight).
import * as lotto from '../../contract/endpoints/lotto/lotto.ts';
import { siteAgent } from '../agent/index.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { ok, route, type Route } from '../http.ts';
import { listWallets } from '../money/index.ts';
import { billDetail, cancelBills, createBill, listBills, validateBill } from './bills.ts';
import { roundDrawSource } from './draw-source.ts';
import { lobbyView } from './lobby.ts';
import { categoryRatesView, limitView, rateView, ratesOf } from './rates.ts';
import { officialStatus } from './official-results.ts';
import { listResults, resultView } from './results.ts';
import { categoryOf, findRound, listCategories, recentRoundViews, roundView } from './rounds.ts';
import { lottoTick, lottoTickLight } from './settlement.ts';
import { shooterBonusTerms } from './shooter-bonus.ts';
import { rateAddition, vipView } from './vip.ts';
import { listShots, listShotsSince, myShots, shootNumber, shotTally } from './yeekee.ts';

/** The agent id the spec sends on lotto calls: optional, but when sent it must be ours. */
async function checkAgent(db: Db, value: number | undefined): Promise<void> {
  if (value !== undefined && value !== (await siteAgent(db)).id) fail('AGENT_UNKNOWN');
}

async function memberRates(db: Db, categoryId: number, memberId: number | undefined) {
  const add = await rateAddition(db, memberId);
  return (await ratesOf(db, categoryId)).map((row) => rateView(row, add(row.bet_type)));
}

async function tick<T>(db: Db, answer: () => Promise<T>): Promise<T> {
  await lottoTick(db);
  return answer();
}

async function tickLight<T>(db: Db, answer: () => Promise<T>): Promise<T> {
  await lottoTickLight(db);
  return answer();
}

export const lottoRoutes: Route[] = [
  route(lotto.lobby, ({ db }) =>
    tickLight(db, async () => {
      const now = nowMs(db);
      const categories = await lobbyView(db, now);
      // The spec reads the lobby's `status` (0 = ok) where other calls read `error`.
      return ok({ categories, server_time: new Date(now).toISOString() }, undefined, { status: 0 });
    }),
  ),

  route(lotto.rounds, ({ db, query }) =>
    tick(db, async () => {
      const views = await recentRoundViews(db, nowMs(db), query.category_id);
      return ok(query.status ? views.filter((round) => round.status === query.status) : views);
    }),
  ),

  route(lotto.round, ({ db, query, session }) =>
    tick(db, async () => {
      const now = nowMs(db);
      const round = await findRound(db, query.round_id);
      const category = await categoryOf(db, round.category_id);
      const view = roundView(round, category, now);
      return ok({
        ...view,
        // Yeekee: shot_count and min_shots (fewer shots and the round is refunded).
        ...(view.is_yeekee ? { ...(await shotTally(db, round.id)), shooter_bonus: await shooterBonusTerms(db) } : {}),
        // A member's rates carry their VIP tier's addition: the builder shows what a line will get.
        bet_types: await memberRates(db, category.id, session?.memberId),
        // Where this round's numbers come from: committed (commit_hash below), external, shots.
        draw_source: roundDrawSource(round, category),
        commit_hash: round.commit_hash,
        result: round.state === 'pending' ? null : await resultView(db, round, category, now),
        server_time: new Date(now).toISOString(),
      });
    }),
  ),

  route(lotto.rate, ({ db, query, session }) =>
    tick(db, async () => ok(await memberRates(db, (await findRound(db, query.round_id)).category_id, session?.memberId))),
  ),

  route(lotto.rates, async ({ db, query, session }) => {
    await checkAgent(db, query.agent_id);
    const categories = query.category_id ? [await categoryOf(db, query.category_id)] : await listCategories(db);
    const add = await rateAddition(db, session?.memberId);
    const answer = [];
    for (const category of categories) {
      answer.push({
        category_id: category.id,
        code: category.code,
        name: category.name,
        kind: category.kind,
        schedule: category.schedule_text,
        // bet_types, and the category's hot and closed numbers (a round's own: /api/lotto/limit).
        ...(await categoryRatesView(db, category.id, add)),
      });
    }
    return ok(answer);
  }),

  route(lotto.vip, async ({ db, session }) => ok(await vipView(db, session?.memberId ?? null))),

  route(lotto.limit, async ({ db, query }) => {
    const round = await findRound(db, query.round_id);
    return ok(await limitView(db, round.category_id, round.id));
  }),

  route(lotto.rule, async ({ db, query }) => {
    const round = await findRound(db, query.round_id);
    return ok({ round_id: round.id, text: (await categoryOf(db, round.category_id)).rule_text });
  }),

  route(lotto.result, ({ db, query }) =>
    tick(db, async () => {
      const round = await findRound(db, query.round_id);
      if (round.state === 'pending') fail('LOTTO_RESULT_NOT_OUT');
      return ok(await resultView(db, round, await categoryOf(db, round.category_id), nowMs(db)));
    }),
  ),

  route(lotto.results, ({ db, query }) =>
    tick(db, async () => {
      await checkAgent(db, query.agent_id);
      return ok(await listResults(db, { date: query.date, category_id: query.category_id }));
    }),
  ),

  route(lotto.officialStatus, async ({ db, query }) => {
    await checkAgent(db, query.agent_id);
    return ok(await officialStatus(db));
  }),

  // since: the newest shot id the client holds; then only newer shots come back (docs/api.md, "Calls beyond the spec").
  route(lotto.shotList, ({ db, query, session }) =>
    tick(db, async () => {
      const memberId = session?.memberId ?? null;
      return ok(
        query.since === undefined
          ? await listShots(db, query.round_id, memberId)
          : await listShotsSince(db, query.round_id, memberId, query.since),
      );
    }),
  ),

  route(lotto.myShots, ({ db, query, session }) => tick(db, async () => ok(await myShots(db, query.round_id, session.memberId)))),

  route(lotto.shoot, ({ db, body, session }) =>
    tickLight(db, async () => ok(await shootNumber(db, session.memberId, body.round_id, String(body.number)), 'ยิงเลขสำเร็จ')),
  ),

  // wallet_id: the wallet the bill would be paid from (default the main one), checked for the total.
  route(lotto.billValidate, ({ db, body, session }) =>
    tickLight(db, async () => {
      await checkAgent(db, body.agent_id);
      const checked = await validateBill(db, session.memberId, body.round_id, body.lines, { walletId: body.wallet_id });
      return ok(checked, 'ตรวจสอบโพยแล้ว แทงได้ทุกรายการ');
    }),
  ),

  route(lotto.billCreate, ({ db, body, session }) =>
    tickLight(db, async () => {
      await checkAgent(db, body.agent_id);
      const bill = await createBill(db, session.memberId, body.round_id, body.lines, {
        idempotencyKey: body.idempotency_key,
        walletId: body.wallet_id,
      });
      return ok(bill, `แทงหวยสำเร็จ โพยเลขที่ ${bill.bill_id}`);
    }),
  ),

  route(lotto.billList, ({ db, query, session }) => tick(db, async () => ok(await listBills(db, session.memberId, query)))),

  route(lotto.billDetail, ({ db, query, session }) => tick(db, async () => ok(await billDetail(db, session.memberId, query.bill_id)))),

  route(lotto.billCancel, ({ db, body, session }) =>
    tick(db, async () => {
      await checkAgent(db, body.agent_id);
      return ok(await cancelBills(db, session.memberId, body.ids), 'ยกเลิกโพยและคืนเงินแล้ว');
    }),
  ),

  route(lotto.lottoWallets, async ({ db, session }) => ok(await listWallets(db, session.memberId))),
];

// The back office's risk and results desk, joined to the router's table with the member calls'.
export { deskRoutes } from './desk-routes.ts';
// The member's number sets and ดึงโพย (issue 27).
export { setRoutes } from './sets-routes.ts';
