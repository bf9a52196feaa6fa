// An extra round (the operator's `yeekee-round` and `extra-round`, and the e2e tests' fresh round): open from
// the moment it is made, beside the schedule's rounds, taking bills and shots, and settled from
// its shots at its result time by the ordinary tick.
import { afterEach, expect, it } from 'vitest';
import { openExtraRound } from '../../../src/platform/lotto/extra-rounds.ts';
import { operatorResult } from '../../../src/platform/lotto/results-desk.ts';
import { passDrawTime, testPlatform, type TestPlatform } from './helpers.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const START = '2026-03-01T05:00:00.000Z';

it('opens a Yeekee round now for the minutes asked, beside the schedule, and settles it from its shots', async () => {
  t = await testPlatform(START);
  const token = await t.login();
  const openYeekee = async () => (await t.send(lotto.rounds, { status: 'open' })).data.filter((round) => round.category_code === 'yeekee');
  const scheduled = (await openYeekee()).map((round) => round.round_id);

  const id = await openExtraRound(t.db, 10);
  const second = await openExtraRound(t.db, 10);
  expect(second).not.toBe(id);
  const open = await openYeekee();
  expect(open.map((round) => round.round_id).sort()).toEqual([...scheduled, id, second].sort());
  const round = (await t.send(lotto.round, { round_id: id })).data;
  expect(round).toMatchObject({ status: 'open', name: 'ยี่กี รอบพิเศษ 1' });
  expect(Date.parse(round.close_at) - Date.parse(round.open_at)).toBe(10 * 60_000);
  expect(Date.parse(round.shoot_until!) - Date.parse(round.close_at)).toBe(2 * 60_000);

  expect((await t.send(lotto.shoot, { round_id: id, number: '12345' }, token)).error).toBe(0);
  const bill = await t.send(lotto.billCreate, { round_id: id, lines: [{ bet_type: 'two_top', number: '12', amount: 10 }] }, token);
  expect(bill.error, bill.message).toBe(0);

  // Past its result time the tick settles it: one shot is under the minimum, so the bill is refunded.
  t.advance(13);
  const detail = await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token);
  expect(detail.data.status).toBe('refunded');
  expect((await openYeekee()).map((round) => round.round_id)).not.toContain(id);
});

it('refuses minutes outside 1-1440', async () => {
  t = await testPlatform(START);
  const before = await t.count('lotto_rounds');
  for (const minutes of [0, -1, 1.5, 1441]) await expect(openExtraRound(t.db, minutes)).rejects.toThrow('ข้อมูลไม่ถูกต้อง');
  expect(await t.count('lotto_rounds')).toBe(before);
});

it('opens an extra round of an outside draw, which waits for its entered result; never of a simulated category', async () => {
  t = await testPlatform(START);
  const token = await t.login();
  const id = await openExtraRound(t.db, 30, 'government');
  const round = (await t.send(lotto.round, { round_id: id })).data;
  expect(round).toMatchObject({ status: 'open', category_code: 'government' });
  const bill = await t.send(lotto.billCreate, { round_id: id, lines: [{ bet_type: 'two_bottom', number: '45', amount: 10 }] }, token);
  expect(bill.error, bill.message).toBe(0);
  // Its result is taken from its draw time on.
  await passDrawTime(t, id);
  const { round: settled } = await operatorResult(
    t.db,
    id,
    { three_top: '123', two_bottom: '45', three_front: [], three_bottom: [] },
    'tests',
  );
  expect(settled.state).toBe('settled');
  expect((await t.send(lotto.billDetail, { bill_id: bill.data.bill_id }, token)).data.status).toBe('won');

  const before = await t.count('lotto_rounds');
  await expect(openExtraRound(t.db, 30, 'hanoi_vip')).rejects.toThrow('รอบพิเศษเปิดได้เฉพาะยี่กี');
  await expect(openExtraRound(t.db, 30, 'nowhere')).rejects.toThrow();
  expect(await t.count('lotto_rounds')).toBe(before);
});
