// Win/loss from the ledger: stakes and returns per Bangkok day and per product (lottery category,
// game provider), equal to what the bills and game rounds say; a cancelled bill nets to zero.
import { afterEach, describe, expect, it } from 'vitest';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as lotto from '../../../src/contract/endpoints/lotto/lotto.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';

describe('member/winloss', () => {
  it('sums bills by category and rounds by provider, per day, and equals the ledger', async () => {
    t = await testPlatform(START);
    const token = (await t.register()).data.access_token as string;
    const lobby = await t.send(lotto.lobby);
    const lao = lobby.data.categories.find((category) => category.code === 'lao')!;
    const bill = await t.send(
      lotto.billCreate,
      { round_id: lao.rounds[0].round_id, lines: [{ bet_type: 'two_top', number: '12', amount: 40 }] },
      token,
    );
    expect(bill.error, bill.message).toBe(0);
    const cancelled = await t.send(
      lotto.billCreate,
      { round_id: lao.rounds[0].round_id, lines: [{ bet_type: 'two_top', number: '13', amount: 15 }] },
      token,
    );
    expect((await t.send(lotto.billCancel, { ids: [cancelled.data.bill_id] }, token)).error).toBe(0);

    t.advance(24 * 60); // the next day
    const wallets = await t.send(member.wallets, {}, token);
    const link = await t.send(games.link, { game_id: 'siam-songkran', provider_id: 'siam', wallet_id: wallets.data[0].id }, token);
    const key = link.data.link.slice('/game/'.length);
    let returned = 0;
    for (let spin = 0; spin < 5; spin++) returned += (await t.send(games.slotSpin, { link: key, line_bet: 1 }, token)).data.win;

    const answer = await t.send(member.winloss, { from: '2026-11-21', to: '2026-11-22' }, token);
    expect(answer.error, answer.message).toBe(0);
    const { days, products, total } = answer.data;
    expect(days.map((day) => day.date)).toEqual(['2026-11-22', '2026-11-21']);
    expect(days[1]).toEqual({ date: '2026-11-21', stake: 55, returned: 15, net: -40 });
    expect(products).toEqual([
      { product: 'lotto', key: 'lao', name: lao.name, stake: 55, returned: 15, net: -40 },
      { product: 'game', key: 'siam', name: 'Siam Studio', stake: 45, returned, net: returned - 45 },
    ]);
    expect(total).toEqual({ stake: 100, returned: 15 + returned, net: 15 + returned - 100 });
    // The ledger says the same: the wallet moved by the net.
    const balance = (await t.send(member.wallets, {}, token)).data[0].balance;
    expect(Math.round(balance * 100)).toBe(100_000 + Math.round(total.net * 100));

    // Without dates: the last 7 Bangkok days up to today.
    const recent = await t.send(member.winloss, {}, token);
    expect(recent.data).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(recent.data.total).toEqual(total);
  });

  it('refuses a reversed or too long range in Thai, and a visitor', async () => {
    t = await testPlatform(START);
    const token = await t.login();
    for (const query of [{ from: '2026-11-22', to: '2026-11-21' }, { from: '2026-01-01', to: '2026-11-21' }, { from: '2026-13-01' }]) {
      const answer = await t.send(member.winloss, query, token);
      expect(answer.error, JSON.stringify(query)).toBe(1001);
      expect(answer.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await t.send(member.winloss)).status).toBe(401);
  });
});
