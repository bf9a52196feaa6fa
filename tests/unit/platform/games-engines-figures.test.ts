// The free-spin slot's and dragon tiger's rounds count exactly like the fruit slot's: win/loss by
// studio, the day's cashback and turnover, the game-round quest, and the wallet moved by the net.
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform, tokenOf, type TestPlatform } from './helpers.ts';
import * as games from '../../../src/contract/endpoints/games/games.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';
import * as questsShop from '../../../src/contract/endpoints/rewards/quests-shop.ts';
import * as rewards from '../../../src/contract/endpoints/rewards/rewards.ts';

let t: TestPlatform;
afterEach(() => t?.close());

// Saturday 21 Nov 2026, 10:00 in Bangkok.
const START = '2026-11-21T03:00:00.000Z';

async function linkKey(token: string, game: { game_id: string; provider_id: string }): Promise<string> {
  const wallets = await t.send(member.wallets, {}, token);
  const link = await t.send(games.link, { ...game, wallet_id: wallets.data[0].id }, token);
  expect(link.error, link.message).toBe(0);
  return link.data.link.slice('/game/'.length);
}

describe('the new engines in the figures', () => {
  it('count free-spin and dragon tiger rounds in win/loss, cashback, turnover and quests', async () => {
    t = await testPlatform(START);
    const token = tokenOf(await t.register());
    const freeSpin = await linkKey(token, { game_id: 'siam-fruit-free-spins', provider_id: 'siam' });
    const dragonTiger = await linkKey(token, { game_id: 'r999-dragon-tiger', provider_id: 'r999' });
    let slotReturned = 0;
    let tableReturned = 0;
    for (let round = 0; round < 5; round++) {
      const spin = await t.send(games.freeSpinSpin, { link: freeSpin, line_bet: 1 }, token);
      expect(spin.error, spin.message).toBe(0);
      slotReturned += Math.round(spin.data.win * 100);
      const deal = await t.send(games.dragonTigerDeal, { link: dragonTiger, bets: { tiger: 20 } }, token);
      expect(deal.error, deal.message).toBe(0);
      tableReturned += Math.round(deal.data.win * 100);
    }
    const slotStake = 5 * 900;
    const tableStake = 5 * 2_000;

    const winloss = (await t.send(member.winloss, { from: '2026-11-21', to: '2026-11-21' }, token)).data;
    const byKey = Object.fromEntries(winloss.products.map((product) => [product.key, product]));
    expect(byKey.siam).toMatchObject({ product: 'game', name: 'Siam Studio', stake: slotStake / 100, returned: slotReturned / 100 });
    expect(byKey.r999).toMatchObject({ product: 'game', name: 'R999 Originals', stake: tableStake / 100, returned: tableReturned / 100 });
    const net = slotReturned + tableReturned - slotStake - tableStake;
    expect(Math.round(winloss.total.net * 100)).toBe(net);
    expect(Math.round((await t.send(member.wallets, {}, token)).data[0].balance * 100)).toBe(100_000 + net);

    // Cashback is of the day before: the next morning.
    t.advance(24 * 60);
    const cashback = (await t.send(rewards.cashback, {}, token)).data;
    expect(cashback.date).toBe('2026-11-21');
    expect(cashback.game).toMatchObject({ stake: (slotStake + tableStake) / 100 });
    expect(cashback.turnover.stake).toBe((slotStake + tableStake) / 100);

    t.advance(-24 * 60);
    const quest = (await t.send(questsShop.quests, {}, token)).data.find((entry) => entry.kind === 'game_rounds');
    expect(quest!.progress).toBe(10);
  });
});
