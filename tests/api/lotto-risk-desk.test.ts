// The risk desk over HTTP, on Hanoi VIP rounds of this file's own (`operator -- extra-round`, three
// minutes: no other file's openRound picks them; the category draws four digits): the alert
// share set from the desk (risk.manage only, a whole percentage 1-100, audited with what it was,
// applied at once to the grid and the rounds list), and the four-digit grid by hundreds (the cells
// of one hundred; the hundreds, the top list and the alerts over all 10,000 numbers).
// The share is one setting of the shared server: this file moves it between 80 (the seed's) and
// 2, and no other file's numbers come near 2% of their limits.
import { describe, expect, it } from 'vitest';
import * as adminRisk from '../../src/contract/endpoints/admin/admin-risk.ts';
import type { InputOf } from '../support/typed-call.ts';
import { staffMember } from './admin-helpers.ts';
import { newMember, operator, peek, placeBill } from './lotto-helpers.ts';

async function ownRound(): Promise<number> {
  const printed = await operator('extra-round', 'hanoi_vip', '3');
  const id = Number(/Extra round (\d+)/.exec(printed)?.[1]);
  expect(id, printed).toBeGreaterThan(0);
  return id;
}

describe('the risk desk', () => {
  it('sets the alert share for risk and owner only, refuses what is no whole 1-100, audits it, and the grid and list use it at once', async () => {
    const roundId = await ownRound();
    // 4 ตัวบน's house limit is 5,000 baht a number: 100 baht is 2% of it, 10 baht 0.2%.
    await placeBill(await newMember(), roundId, [
      { bet_type: 'four_top', number: '1234', amount: 100 },
      { bet_type: 'four_top', number: '5678', amount: 10 },
    ]);
    const [risk, owner, cashier] = await Promise.all([staffMember('risk'), staffMember('owner'), staffMember('cashier')]);
    const grid = async () => {
      const answer = await risk.send(adminRisk.riskGrid, { round_id: String(roundId), bet_type: 'four_top' });
      expect(answer.body.error, answer.body.message).toBe(0);
      return answer.body.data;
    };
    expect(await grid()).toMatchObject({ alert_share_percent: 80, alert_numbers: [] });

    const refused = await cashier.send(adminRisk.riskAlertShare, { percent: 2 });
    expect([refused.status, refused.body.error]).toEqual([403, 403]);
    for (const percent of [0, 101, 'abc', 2.5, null]) {
      const answer = await risk.send(adminRisk.riskAlertShare, { percent: percent as never });
      expect([answer.body.error, answer.body.message], String(percent)).toEqual([1001, 'สัดส่วนแจ้งเตือนต้องเป็นจำนวนเต็ม 1-100 (% ของวงเงินรับ)']);
    }
    expect((await grid()).alert_share_percent).toBe(80);

    const set = await risk.send(adminRisk.riskAlertShare, { percent: 2 });
    expect(set.body).toMatchObject({
      error: 0,
      message: 'บันทึกแล้ว: แจ้งเตือนเมื่อยอดแทงเลขใดถึง 2% ของวงเงินรับ',
      data: { alert_share_percent: 2, before: 80 },
    });
    try {
      const audit = await peek<{ actor_name: string; actor_role: string; before_json: string; after_json: string }>(
        "SELECT actor_name, actor_role, before_json, after_json FROM audit_trail WHERE action = 'setting.change' AND target_id = ? ORDER BY id",
        'lotto.risk_alert_share_percent',
      );
      expect(audit.at(-1)).toEqual({ actor_name: risk.name, actor_role: 'risk', before_json: '80', after_json: '2' });

      const now = await grid();
      expect(now).toMatchObject({ alert_share_percent: 2, alert_numbers: ['1234'] });
      expect(now.alerts).toEqual(['เลข 1234 (4 ตัวบน) ยอดแทง 2% ของวงเงินรับ']);
      const listed = await risk.send(adminRisk.riskRounds);
      expect(listed.body.data.alert_share_percent).toBe(2);
      expect(listed.body.data.rounds.find((round) => round.round_id === roundId)?.alerts).toBe(1);
    } finally {
      const back = await owner.send(adminRisk.riskAlertShare, { percent: 80 });
      expect(back.body).toMatchObject({ error: 0, data: { alert_share_percent: 80, before: 2 } });
    }
  }, 60_000); // three members of staff enrolled through the command line

  it('draws four digits as 100 hundreds and the cells of one; a bad prefix is refused in Thai', async () => {
    const roundId = await ownRound();
    await placeBill(await newMember(), roundId, [
      { bet_type: 'four_top', number: '1234', amount: 100 },
      { bet_type: 'four_top', number: '1299', amount: 50 },
      { bet_type: 'four_top', number: '5678', amount: 10 },
    ]);
    const risk = await staffMember('risk');
    const grid = (query: Omit<InputOf<typeof adminRisk.riskGrid>, 'round_id'>) =>
      risk.send(adminRisk.riskGrid, { round_id: String(roundId), ...query });

    const fifties = (await grid({ bet_type: 'four_top', prefix: '56' })).body;
    expect(fifties.error, fifties.message).toBe(0);
    expect(fifties.data.prefix).toBe('56');
    expect(fifties.data.cells).toHaveLength(100);
    expect(fifties.data.cells.every((cell) => cell.number.startsWith('56'))).toBe(true);
    expect(fifties.data.cells.find((cell) => cell.number === '5678')).toMatchObject({ stake: 10, limit_share: 0.2 });
    // The hundreds and the top list cover every number, whichever hundred is shown.
    expect(fifties.data.hundreds).toHaveLength(100);
    expect(fifties.data.hundreds.find((hundred) => hundred.prefix === '12')).toEqual({ prefix: '12', stake: 150, top_share: 2, alerts: 0 });
    expect(fifties.data.hundreds.find((hundred) => hundred.prefix === '56')).toEqual({
      prefix: '56',
      stake: 10,
      top_share: 0.2,
      alerts: 0,
    });
    expect(fifties.data.hundreds.find((hundred) => hundred.prefix === '00')).toEqual({ prefix: '00', stake: 0, top_share: 0, alerts: 0 });
    expect(fifties.data.top.map((cell) => cell.number).sort()).toEqual(['1234', '1299', '5678']);

    // Without a prefix: the riskiest hundred.
    const riskiest = (await grid({ bet_type: 'four_top' })).body.data;
    expect(riskiest.prefix).toBe('12');
    expect(riskiest.cells.map((cell) => cell.number)).toEqual(Array.from({ length: 100 }, (_, n) => `12${String(n).padStart(2, '0')}`));

    for (const prefix of ['1', '123', 'ab', '']) {
      const bad = (await grid({ bet_type: 'four_top', prefix })).body;
      expect([bad.error, bad.message], prefix).toEqual([1001, 'กลุ่มเลขต้องเป็นตัวเลข 2 หลัก (00-99)']);
    }
    const three = (await grid({ bet_type: 'three_top', prefix: '12' })).body;
    expect([three.error, three.message]).toEqual([6250, 'เลือกกลุ่มเลข 2 หลักแรกได้เฉพาะประเภท 4 ตัว']);
    // Under four digits: every number, no hundreds.
    const threes = (await grid({ bet_type: 'three_top' })).body.data;
    expect([threes.prefix, threes.hundreds, threes.cells.length]).toEqual([null, [], 1000]);
  });
});
