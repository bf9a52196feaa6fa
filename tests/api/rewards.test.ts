// Rewards over HTTP against the built site: the check-in and coupon calls with 20 claims at once
// paying once, each refusal in the envelope with its Thai message and nothing written, the
// cashback figures and claims of a member with nothing lost yesterday, and every wallet equal to
// its ledger afterwards. (Yesterday's losses paying out are in tests/unit: they move the clock.)
import { describe, expect, it } from 'vitest';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import * as promotions from '../../src/contract/endpoints/rewards/promotions.ts';
import * as rewards from '../../src/contract/endpoints/rewards/rewards.ts';
import * as wheel from '../../src/contract/endpoints/rewards/wheel.ts';
import { Member } from './client.ts';
import { newMember, sharedServerData } from './lotto-helpers.ts';

async function claimsOf(member: Member): Promise<number> {
  const id = (await member.send(auth.userInfo)).body.data.id;
  const [row] = await serverRows<{ n: number }>(sharedServerData(), 'SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ?', id);
  return Number(row!.n);
}

describe('rewards over HTTP', () => {
  it('20 check-in stamps at once: one is paid, the rest refused in Thai', async () => {
    const member = await newMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.send(rewards.stamp)));
    expect(answers.filter((answer) => answer.body.error === 0)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.body.error !== 0);
    expect(refused.every((answer) => answer.status === 200 && answer.body.error === 2601 && answer.body.data === null)).toBe(true);
    expect(refused[0]!.body.message).toBe('วันนี้เช็คอินแล้ว กลับมาเช็คอินใหม่ได้พรุ่งนี้หลังเที่ยงคืน');
    expect((await member.send(memberCalls.points)).body.data.point).toBe(10);
    expect((await member.send(rewards.checkin)).body.data).toMatchObject({ stamped_today: true, day: 1 });
    expect((await new Member().send(rewards.checkin)).status).toBe(401);
  });

  it('20 redemptions of one coupon at once credit it once; refusals write nothing', async () => {
    const member = await newMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.send(rewards.coupon, { code: 'R999FREE20' })));
    expect(answers.filter((answer) => answer.body.error === 0)).toHaveLength(1);
    expect(answers.every((answer) => [0, 2614].includes(answer.body.error))).toBe(true);
    for (const [code, error] of [
      ['NOSUCHCODE', 2611],
      ['SONGKRAN2025', 2612],
      ['FIRST100', 2613],
      ['x'.repeat(41), 1001],
    ] as const) {
      const answer = await member.send(rewards.coupon, { code });
      expect(answer.body.error, code).toBe(error);
    }
    expect(await claimsOf(member)).toBe(1);
    const free = (await member.send(memberCalls.wallets)).body.data.find((wallet) => wallet.wallet_type_id === 3);
    expect(free?.balance).toBe(20);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });

  it('cashback: yesterday with nothing lost shows zeros and refuses each claim with its message', async () => {
    const member = await newMember();
    const summary = (await member.send(rewards.cashback)).body.data;
    expect(summary).toMatchObject({
      game: { amount: 0, percent: 5 },
      lotto: { amount: 0, percent: 5 },
      turnover: { amount: 0, percent: 0.5 },
    });
    for (const [claim, what] of [
      [rewards.claimGameLoss, 'ยอดเสียเกม'],
      [rewards.claimLottoLoss, 'ยอดเสียหวย'],
      [rewards.claimTurnover, 'ยอดเล่น'],
    ] as const) {
      const answer = await member.send(claim);
      expect(answer.body.error).toBe(2622);
      expect(answer.body.message).toContain(`ไม่มียอดคืน${what}สำหรับวันที่`);
    }
    expect((await member.send(rewards.lossHistory)).body.data).toEqual([]);
    expect((await member.send(rewards.turnoverHistory, { page: 'abc' })).body.error).toBe(1001);
    expect(await claimsOf(member)).toBe(0);
  });

  it('20 takes of a promotion at once make one; the list answers a visitor too', async () => {
    const visitor = await new Member().send(promotions.list);
    expect(visitor.body).toMatchObject({ error: 0, data: { current: null } });
    const [first] = visitor.body.data.promotions;
    const member = await newMember();
    const takes = await Promise.all(Array.from({ length: 20 }, () => member.send(promotions.take, { promotion_id: first!.id })));
    expect(takes.filter((take) => take.body.error === 0)).toHaveLength(1);
    expect(takes.every((take) => [0, 2631].includes(take.body.error))).toBe(true);
    expect((await member.send(promotions.mine)).body.data.current).toMatchObject({ status: 'waiting' });
  });

  it('20 free wheel spins at once: the daily three (and any won), never more; spins verify once revealed', async () => {
    const member = await newMember();
    const answers = await Promise.all(Array.from({ length: 20 }, () => member.send(wheel.spinV2, { paid_with: 'free' })));
    const spun = answers.filter((answer) => answer.body.error === 0);
    const won = spun.filter((answer) => answer.body.data.spin.prize.kind === 'free_spins').length;
    expect(spun.length).toBeGreaterThanOrEqual(3);
    expect(spun.length).toBeLessThanOrEqual(3 + won);
    expect(answers.every((answer) => [0, 2641].includes(answer.body.error))).toBe(true);
    // Points won on the wheel may pay for a spin; without 50 of them it is refused.
    const { points } = (await member.send(wheel.configV2)).body.data;
    expect((await member.send(wheel.spinV2, { paid_with: 'points' })).body.error).toBe(points < 50 ? 2101 : 0);
    expect((await member.send(wheel.spinV2, { paid_with: 'gold' as never })).body.error).toBe(1001);
    const rotated = await member.send(wheel.rotateSeed);
    const spins = (await member.send(wheel.spins)).body.data;
    expect(spins.every((spin) => spin.server_seed === rotated.body.data.revealed.server_seed)).toBe(true);
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});
