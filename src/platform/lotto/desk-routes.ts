// The risk and results desk's calls (contract/endpoints/admin/admin-risk.ts): the platform checks the
// staff session and risk.manage (the result alerts' acknowledgement: risk.alerts_acknowledge) before each handler (http.ts); every change is audited by the
// function it calls, the same the command line uses.
import * as desk from '../../contract/endpoints/admin/admin-risk.ts';
import { staffActor as actorOf } from '../audit/index.ts';
import { BET_TYPES } from '../../contract/lotto/lotto.ts';
import { fail } from '../errors.ts';
import { changeSetting } from '../setting-change.ts';
import { getSetting } from '../settings.ts';
import { ok, route, type Route } from '../http.ts';
import { acknowledgeResultAlert } from './alert-acknowledge.ts';
import { findRound } from './rounds.ts';
import { confirmResult, stagedPreview, stageResult, voidRound } from './results-desk.ts';
import { deskRounds, resultAlerts, riskGrid, roundSummary } from './risk-grid.ts';
import { scopeRulesView, setLimits, setNumberRules } from './risk-rules.ts';

const RULE_DONE = { reduced: 'ลดอัตราจ่ายแล้ว', closed: 'ปิดรับเลขแล้ว', open: 'เปิดรับตามปกติแล้ว' } as const;

export const deskRoutes: Route[] = [
  route(desk.riskRounds, async ({ db }) => ok(await deskRounds(db))),
  route(desk.riskGrid, async ({ db, query }) => {
    await findRound(db, query.round_id);
    if (query.prefix !== undefined && BET_TYPES[query.bet_type].digits !== 4) fail('RISK_PREFIX_FOUR_DIGITS');
    const grid = await riskGrid(db, query.round_id, query.bet_type, query.prefix);
    return ok(grid ?? fail('LOTTO_BET_TYPE_UNAVAILABLE', { bet: query.bet_type }));
  }),
  route(desk.riskAlertShare, async ({ db, body, staff, client }) => {
    const key = 'lotto.risk_alert_share_percent';
    const before = (await changeSetting(db, actorOf(staff, client), key, String(body.percent))) as number;
    return ok({ alert_share_percent: await getSetting(db, key), before }, `บันทึกแล้ว: แจ้งเตือนเมื่อยอดแทงเลขใดถึง ${body.percent}% ของวงเงินรับ`);
  }),
  route(desk.riskRound, async ({ db, query }) => {
    const round = await findRound(db, query.round_id);
    return ok({ ...(await roundSummary(db, round)), result_alerts: await resultAlerts(db, round.id) });
  }),
  route(desk.scopeRules, async ({ db, query }) => ok(await scopeRulesView(db, query))),
  route(desk.riskRules, async ({ db, body, staff, client }) =>
    ok(await setNumberRules(db, actorOf(staff, client), body), RULE_DONE[body.action]),
  ),
  route(desk.riskLimits, async ({ db, body, staff, client }) => ok(await setLimits(db, actorOf(staff, client), body), 'บันทึกวงเงินแล้ว')),
  route(desk.resultStaged, async ({ db, query }) => ok(await stagedPreview(db, query.round_id))),
  route(desk.resultStage, async ({ db, body, staff, client }) => {
    const result = {
      three_top: body.three_top,
      two_bottom: body.two_bottom,
      three_front: body.three_front ?? [],
      three_bottom: body.three_bottom ?? [],
      ...(body.four_top ? { four_top: body.four_top } : {}),
    };
    return ok(await stageResult(db, actorOf(staff, client), body.round_id, result), 'ตรวจสอบตัวอย่างผลก่อนยืนยัน');
  }),
  route(desk.resultConfirm, async ({ db, body, staff, client }) =>
    ok(await confirmResult(db, actorOf(staff, client), body.round_id, body.staged_id), 'ยืนยันผลและจ่ายรางวัลแล้ว'),
  ),
  route(desk.resultAlertList, async ({ db }) => ok({ result_alerts: await resultAlerts(db) })),
  route(desk.resultAlertAcknowledge, async ({ db, body, staff, client }) =>
    ok(await acknowledgeResultAlert(db, actorOf(staff, client), body.alert_id, body.note), 'รับทราบแจ้งเตือนแล้ว ผลที่จ่ายแล้วคงเดิม'),
  ),
  route(desk.roundVoid, async ({ db, body, staff, client }) =>
    ok(await voidRound(db, actorOf(staff, client), body.round_id, body.reason), 'ยกเลิกงวดและคืนเงินทุกโพยแล้ว'),
  ),
];
