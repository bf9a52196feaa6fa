// ดึงโพย on the platform with a clock the tests move (issue 27): an earlier bill's lines come back
// for its category's round open now, never the old round, each checked against that round's rules
// as validate would (a closed number refused with its reason, a reduced one at its reduced rate);
// with no round of the category open, a Thai refusal.
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../../src/contract/endpoints/admin/admin-risk.ts';
import * as adminStaff from '../../../src/contract/endpoints/admin/admin-staff.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as lottoSets from '../../../src/contract/endpoints/lotto/lotto-sets.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { voidRound } from '../../../src/platform/lotto/results-desk.ts';
import { addStaff } from '../../../src/platform/staff/records.ts';
import { enrolToken, totpCode } from '../../support/totp.ts';
import { registeredMember, testPlatform, type TestPlatform } from './helpers.ts';

// Saturday 21 Nov 2026, 10:00 in Bangkok: today's Hanoi special round closes at 17:00.
const START = '2026-11-21T03:00:00.000Z';

async function riskToken(t: TestPlatform): Promise<string> {
  const link = await addStaff(t.db, operatorActor('tests'), 'risk-reuse', 'risk');
  const token = enrolToken(link.path);
  const info = await t.send(adminStaff.enrolInfo, { token });
  // The declaration's answer leaves the session token out; a test reads it as the platform sends it.
  const enrolled = await t.post(adminStaff.enrol.path, { token, password: 'staff-pass-1', code: totpCode(info.data.secret, t.now()) });
  expect(enrolled.error, enrolled.message).toBe(0);
  return enrolled.data.access_token;
}

/** The open round of a category that closes first, as the lobby lists it. */
async function soonestRound(t: TestPlatform, code: string): Promise<{ round_id: number; close_at: string } | undefined> {
  const lobby = await t.send(lotto.lobby);
  const category = lobby.data.categories.find((entry) => entry.code === code)!;
  return [...category.rounds].sort((a, b) => Date.parse(a.close_at) - Date.parse(b.close_at))[0];
}

const lines = [
  { bet_type: 'three_top', number: '123', amount: 10 },
  { bet_type: 'two_bottom', number: '45', amount: 20 },
  { bet_type: 'three_tod', number: '871', amount: 5 },
];

describe('re-using a bill (ดึงโพย)', () => {
  it("answers the next round of the category once the bill's round has closed, with today's rules", async () => {
    const t = await testPlatform(START);
    try {
      const member = await registeredMember(t);
      const old = (await soonestRound(t, 'hanoi_special'))!;
      const placed = await t.send(lotto.billCreate, { agent_id: 33, round_id: old.round_id, lines }, member.token);
      expect(placed.error, placed.message).toBe(0);
      const billId = placed.data.bill_id;

      // The next day: the old round has closed (and settled); the next one is open.
      t.advance(24 * 60);
      const next = (await soonestRound(t, 'hanoi_special'))!;
      expect(next.round_id).not.toBe(old.round_id);
      const risk = await riskToken(t);
      const closed = await t.send(
        adminRisk.riskRules,
        { round_id: next.round_id, bet_type: 'two_bottom', numbers: ['45'], action: 'closed', reason: 'เลขดัง' },
        risk,
      );
      expect(closed.error, closed.message).toBe(0);
      const reduced = await t.send(
        adminRisk.riskRules,
        { round_id: next.round_id, bet_type: 'three_top', numbers: ['123'], action: 'reduced', rate_percent: 70 },
        risk,
      );
      expect(reduced.error, reduced.message).toBe(0);

      const answer = await t.send(lottoSets.billReuse, { bill_id: billId }, member.token);
      expect(answer.error, answer.message).toBe(0);
      expect(answer.data.round).toMatchObject({ round_id: next.round_id, close_at: next.close_at });
      const rates = (await t.send(lotto.rate, { round_id: next.round_id })).data;
      const rateOf = (betType: string) => rates.find((rate) => rate.bet_type === betType)!.rate;
      expect(answer.data.lines).toMatchObject([
        { bet_type: 'three_top', input_number: '123', amount: 10, ok: true, hot: true, rate: rateOf('three_top') * 0.7 },
        { bet_type: 'two_bottom', input_number: '45', amount: 20, ok: false, code: 3028, message: 'เลข 45 (2 ตัวล่าง) เป็นเลขปิด ไม่รับแทง' },
        // A tod line keeps the order the member typed.
        { bet_type: 'three_tod', input_number: '871', number: '178', amount: 5, ok: true, hot: false, rate: rateOf('three_tod') },
      ]);
      // Only read: no bill was placed on the new round.
      expect((await t.send(lotto.billList, { round_id: next.round_id }, member.token)).data).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('is refused in Thai while the category has no round open', async () => {
    // 21 Nov: the 1 Dec government round is the only one open (the 16 Dec round opens on 26 Nov).
    const t = await testPlatform(START);
    try {
      const member = await registeredMember(t);
      const only = (await soonestRound(t, 'government'))!;
      const placed = await t.send(lotto.billCreate, { agent_id: 33, round_id: only.round_id, lines: [lines[0]] }, member.token);
      expect(placed.error, placed.message).toBe(0);
      // The round is voided (no draw): every bill refunded, and nothing of the category is open.
      await voidRound(t.db, operatorActor('tests'), only.round_id, 'ทดสอบ');
      expect(await soonestRound(t, 'government')).toBeUndefined();
      const answer = await t.send(lottoSets.billReuse, { bill_id: placed.data.bill_id }, member.token);
      expect(answer.error).toBe(3060);
      expect(answer.message).toBe('หวยรัฐบาลไทย ยังไม่มีงวดที่เปิดรับแทงตอนนี้ ดึงโพยได้เมื่องวดถัดไปเปิดรับแทง');
    } finally {
      await t.close();
    }
  });
});
