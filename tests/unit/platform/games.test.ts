// The game catalogue calls (SPEC.md section 7): lists by provider, category and limit, the lobby's
// tabs and lists, and the wallets a member may play a game from.
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_CATALOGUE } from '../../../src/platform/seed/games.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';
import * as games from '../../../src/contract/endpoints/games/games.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const codes = (answer: { data: { game_id: string }[] }) => answer.data.map((game) => game.game_id);

describe('game/list', () => {
  it('lists every active game in the operator order, as strings ids with the provider name', async () => {
    t = await testPlatform();
    const all = await t.send(games.list);
    expect(all.error).toBe(0);
    expect(codes(all)).toEqual(GAME_CATALOGUE.map((game) => game.code));
    expect(all.data[0]).toEqual({
      game_id: 'r999-baccarat-1',
      provider_id: 'r999',
      sub_provider_id: '',
      source: 'r999',
      name: 'บาคาร่า R999 โต๊ะ 1',
      provider_name: 'R999 Originals',
      category: 'casino',
      thumbnail: '/images/games/r999-baccarat-1.svg',
      hot: true,
      is_demo: true,
    });
  });

  it('honours provider, category and limit, together too', async () => {
    t = await testPlatform();
    const slots = await t.send(games.list, { category: 'slot' });
    expect(codes(slots)).toEqual(GAME_CATALOGUE.filter((game) => game.category === 'slot').map((game) => game.code));
    const siam = await t.send(games.list, { provider: 'siam' });
    expect(siam.data.every((game) => game.provider_id === 'siam')).toBe(true);
    expect(codes(await t.send(games.list, { provider: 'siam', category: 'slot' }))).toEqual([
      'r999-fruits',
      'siam-golden-elephant',
      'siam-songkran',
      'andaman-pearl',
      'andaman-lucky-seven',
    ]);
    expect(codes(await t.send(games.list, { limit: '2' }))).toEqual(['r999-baccarat-1', 'r999-baccarat-2']);
    expect((await t.send(games.list, { provider: 'nobody' })).data).toEqual([]);
    // A game the operator switched off is in no list.
    await t.rows("UPDATE games SET active = 0 WHERE code = 'siam-songkran'");
    expect(codes(await t.send(games.list, { provider: 'siam', category: 'slot' }))).toEqual([
      'r999-fruits',
      'siam-golden-elephant',
      'andaman-pearl',
      'andaman-lucky-seven',
    ]);
  });

  it('refuses a bad category or limit in Thai', async () => {
    t = await testPlatform();
    for (const query of ['category=lottery', 'limit=0', 'limit=201', 'limit=abc', 'limit=1.5', 'provider=' + 'x'.repeat(41)]) {
      const answer = await t.get(`${games.list.path}?${query}`); // the raw query text is the point

      expect(answer.error, query).toBe(1001);
      expect(answer.message, query).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe('lobby/configs and game/lobby', () => {
  it("gives a category's providers with their game counts", async () => {
    t = await testPlatform();
    const slot = await t.send(games.lobbyConfigs, { lobby_key: 'slot' });
    expect(slot.data).toEqual({
      lobby_key: 'slot',
      providers: [{ provider_id: 'siam', name: 'Siam Studio', games: 5 }],
    });
    // One studio per engine family: the tables are R999 Originals', the free-spin slot Siam Studio's.
    expect((await t.send(games.lobbyConfigs, { lobby_key: 'casino' })).data.providers).toEqual([
      { provider_id: 'r999', name: 'R999 Originals', games: 5 },
    ]);
    expect((await t.send(games.lobbyConfigs, { lobby_key: 'freespin' })).data.providers).toEqual([
      { provider_id: 'siam', name: 'Siam Studio', games: 1 },
    ]);
    expect((await t.send(games.lobbyConfigs)).error).toBe(1001);
    expect((await t.send(games.lobbyConfigs, { lobby_key: 'poker' as never })).error).toBe(1001);
  });

  it('lists hot games and each category; recently played only for a member who played', async () => {
    t = await testPlatform();
    const lobby = await t.send(games.lobby);
    expect(lobby.data.last).toEqual([]);
    expect(codes({ data: lobby.data.hot })).toEqual(GAME_CATALOGUE.filter((game) => game.hot).map((game) => game.code));
    // The declaration spreads its categories from a list, so its answer's type does not name them.
    const byCategory = lobby.data as Record<string, { game_id: string }[]>;
    for (const category of ['casino', 'slot', 'fishing', 'sport', 'freespin']) {
      expect(codes({ data: byCategory[category]! }), category).toEqual(
        GAME_CATALOGUE.filter((game) => game.category === category).map((game) => game.code),
      );
    }
    const member = await t.send(games.lobby, {}, await t.login());
    expect(member.data.last).toEqual([]);
  });
});

describe('game/wallets', () => {
  it("answers the member's wallets for a game that exists, and refuses anything else", async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallets = await t.send(games.wallets, { game_id: 'r999-fruits', provider_id: 'siam', sub_provider_id: '' }, token);
    expect(wallets.error).toBe(0);
    expect(wallets.data.map((wallet) => wallet.wallet_type_id)).toEqual([1, 2, 3]);
    expect(wallets.data[0].balance).toBe(10_000);
    expect(await t.send(games.wallets, { game_id: 'nope', provider_id: 'r999' }, token)).toMatchObject({ error: 4001 });
    expect(await t.send(games.wallets, { game_id: 'r999-fruits', provider_id: 'r999' }, token)).toMatchObject({ error: 4001 });
    expect((await t.send(games.wallets, { game_id: 'r999-fruits', provider_id: 'siam' })).status).toBe(401);
    expect((await t.send(games.wallets, { game_id: 42 as never, provider_id: 'r999' }, token)).error).toBe(1001);
  });
});
