// The results desk over HTTP and from the command line, on a round of an outside draw of this
// file's own (`operator -- extra-round`, three minutes: no other file's openRound picks it): a
// round voided from the desk (before its draw time: a void is taken at any time) refunds every bill
// once and members read the reason; a result is refused before the draw time; the operator's
// `result` above the second-person setting stays staged, nothing paid, until a different name's
// `result-confirm` settles it at exactly the previewed payout (the lines of docs/lottery-operations.md).
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../src/contract/endpoints/admin/admin-risk.ts';
import { staffMember } from './admin-helpers.ts';
import { billDetail, mainBalance, newMember, operator, passDrawTime, placeBill } from './lotto-helpers.ts';

async function ownRound(category = 'government'): Promise<number> {
  const printed = await operator('extra-round', category, '3');
  const id = Number(/Extra round (\d+)/.exec(printed)?.[1]);
  expect(id, printed).toBeGreaterThan(0);
  return id;
}

describe('the results desk', () => {
  it('a round voided from the desk refunds every bill once, with the reason members read', async () => {
    const roundId = await ownRound();
    const [a, b] = [await newMember(), await newMember()];
    const start = [await mainBalance(a), await mainBalance(b)];
    const billA = await placeBill(a, roundId, [{ bet_type: 'two_bottom', number: '45', amount: 100 }]);
    await placeBill(b, roundId, [
      { bet_type: 'three_top', number: '678', amount: 10 },
      { bet_type: 'run_top', number: '6', amount: 20 },
    ]);
    expect(await mainBalance(a)).toBe(start[0]! - 100);
    const risk = await staffMember('risk');
    // The desk's reads on this engine: the round listed with its figures, its rules page; 99 (closed
    // for every round by the seed) opened on the round stays closed, and the answer says so.
    const rounds = await risk.send(adminRisk.riskRounds);
    expect(rounds.body.data.rounds.find((round) => round.round_id === roundId)).toMatchObject({ bill_count: 2, alerts: 0 });
    const opened = await risk.send(adminRisk.riskRules, {
      round_id: roundId,
      bet_type: 'two_bottom',
      numbers: ['99'],
      action: 'open',
    });
    expect(opened.body.data).toEqual({ numbers: 1, held_by_category: 1 });
    const rules = await risk.send(adminRisk.scopeRules, { round_id: String(roundId) });
    expect(rules.body.data.rules).toContainEqual(expect.objectContaining({ bet_type: 'two_bottom', number: '99', from: 'category' }));

    const empty = await risk.send(adminRisk.roundVoid, { round_id: roundId, reason: '   ' });
    expect([empty.body.error, empty.body.message]).toEqual([1001, 'กรุณาระบุเหตุผล']);
    const voided = await risk.send(adminRisk.roundVoid, {
      round_id: roundId,
      reason: 'งดออกรางวัลวันหยุดตลาด',
    });
    expect(voided.body.error, voided.body.message).toBe(0);
    expect(voided.body.data).toEqual({ round_id: roundId, state: 'refunded', bills: 2, paid: 0, refunded: 130 });
    const again = await risk.send(adminRisk.roundVoid, { round_id: roundId, reason: 'ซ้ำ' });
    expect(again.body.error).toBe(3006);
    const stage = await risk.send(adminRisk.resultStage, { round_id: roundId, three_top: '678', two_bottom: '45' });
    expect(stage.body.error).toBe(3006);

    expect([await mainBalance(a), await mainBalance(b)]).toEqual(start);
    const detail = await billDetail(a, billA.bill_id);
    expect(detail).toMatchObject({ status: 'refunded', result: { void_reason: 'งดออกรางวัลวันหยุดตลาด' } });
  });

  it('the operator: a result above the setting stays staged until another name confirms it, then pays its preview', async () => {
    const roundId = await ownRound();
    const member = await newMember();
    const start = await mainBalance(member);
    // 200 baht on 3 ตัวบน 678 pays past 100,000 (lotto.result_second_person_baht).
    const bill = await placeBill(member, roundId, [{ bet_type: 'three_top', number: '678', amount: 200 }]);
    await passDrawTime(roundId);

    const printed = await operator('result', String(roundId), '678', '45', '--by', 'somchai');
    const staged = Number(/staged #(\d+)/.exec(printed)?.[1]);
    expect(printed).toContain(`result-confirm ${roundId} ${staged} --by <another name>`);
    const risk = await staffMember('risk');
    const preview = await risk.send(adminRisk.resultStaged, { round_id: String(roundId) });
    expect(preview.body.data).toMatchObject({ staged_id: staged, second_person: true, entered_by: 'somchai' });
    expect(preview.body.data!.payout_total).toBeGreaterThan(100_000);
    expect((await billDetail(member, bill.bill_id)).status).toBe('pending');

    await expect(operator('result-confirm', String(roundId), String(staged), '--by', 'somchai')).rejects.toThrow(
      'ต้องให้พนักงานอีกคนเป็นผู้ยืนยันผล',
    );
    await operator('result-confirm', String(roundId), String(staged), '--by', 'somsri');
    expect(await billDetail(member, bill.bill_id)).toMatchObject({ status: 'won', payout: preview.body.data!.payout_total });
    expect(await mainBalance(member)).toBe(start - 200 + preview.body.data!.payout_total);
    const none = await risk.send(adminRisk.resultStaged, { round_id: String(roundId) });
    expect(none.body.data).toBeNull();
  }, 120_000); // four operator commands, each a Node start on a loaded machine

  it("a Hanoi draw's four digits entered at the desk settle its 4-digit bets, as the command line's do", async () => {
    const roundId = await ownRound('hanoi_vip');
    const member = await newMember();
    const start = await mainBalance(member);
    const bill = await placeBill(member, roundId, [
      { bet_type: 'four_top', number: '5678', amount: 2 },
      { bet_type: 'four_tod', number: '8765', amount: 2 },
    ]);
    const risk = await staffMember('risk');
    // Before the draw time the desk's stage is refused, naming the draw time in Thai; the round stays open.
    const early = await risk.send(adminRisk.resultStage, {
      round_id: roundId,
      three_top: '678',
      two_bottom: '45',
      four_top: '5678',
    });
    expect([early.body.error, early.body.message]).toEqual([
      3071,
      expect.stringMatching(/^ยังไม่ถึงเวลาออกผลของงวดนี้ กรอกผลได้ตั้งแต่ \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\.$/),
    ]);
    const desk = await risk.send(adminRisk.riskRound, { round_id: String(roundId) });
    expect(desk.body.data).toMatchObject({ status: 'open', staged: false, result_alerts: [] });
    await passDrawTime(roundId, 5);
    const mismatch = await risk.send(adminRisk.resultStage, {
      round_id: roundId,
      three_top: '678',
      two_bottom: '45',
      four_top: '5679',
    });
    expect([mismatch.body.error, mismatch.body.message]).toEqual([3070, 'เลข 4 ตัวบนต้องเป็นเลข 4 หลัก และ 3 ตัวท้ายต้องตรงกับ 3 ตัวบน']);
    const staged = await risk.send(adminRisk.resultStage, { round_id: roundId, three_top: '678', two_bottom: '45', four_top: '5678' });
    expect(staged.body.error, staged.body.message).toBe(0);
    expect(staged.body.data.result.four_top).toBe('5678');
    // Five minutes after the draw time: the preview carries the desk's warning.
    expect(staged.body.data.early).toBe(true);
    expect(staged.body.data.by_bet_type.map((row) => [row.bet_type, row.winning_lines])).toEqual([
      ['four_top', 1],
      ['four_tod', 1],
    ]);
    const confirmed = await risk.send(adminRisk.resultConfirm, { round_id: roundId, staged_id: staged.body.data.staged_id });
    expect(confirmed.body.error, confirmed.body.message).toBe(0);
    expect(await billDetail(member, bill.bill_id)).toMatchObject({ status: 'won', payout: staged.body.data.payout_total });
    expect(await mainBalance(member)).toBe(start - 4 + staged.body.data.payout_total);
  }, 60_000);
});
