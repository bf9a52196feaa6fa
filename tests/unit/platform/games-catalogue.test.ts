// The honest catalogue (issue 24): every game is of its category's kind and plays its own engine,
// one studio per engine family, each game once per list; and a database seeded with the old,
// fake catalogue is brought to it by its seed step without losing a round or an engine.
import { afterEach, describe, expect, it } from 'vitest';
import { floatsFrom, roundDigest } from '../../../src/rules/games/fair.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';
import { slotRound } from '../../../src/rules/games/slot.ts';
import { GAME_CATALOGUE } from '../../../src/platform/seed/games.ts';
import { honestCatalogue } from '../../../src/platform/seed/honest-catalogue.ts';
import { testPlatform, type TestPlatform } from './helpers.ts';
import * as gamesCalls from '../../../src/contract/endpoints/games/games.ts';

let t: TestPlatform;
afterEach(() => t?.close());

/** The engines a category's games may play: its kind and nothing else. */
const KIND = { casino: ['baccarat', 'dragon_tiger'], slot: ['slot'], freespin: ['freespin'], fishing: ['fishing'], sport: ['football'] };
/** The engine families: one studio each. */
const FAMILY = { baccarat: 'tables', dragon_tiger: 'tables', slot: 'slots', freespin: 'slots', fishing: 'arcade', football: 'virtual' };

describe('the catalogue', () => {
  it('lists each game in the category of its kind, once, one studio per engine family', () => {
    for (const game of GAME_CATALOGUE) expect(KIND[game.category], game.code).toContain(game.engine);
    expect(new Set(GAME_CATALOGUE.map((game) => game.code)).size).toBe(GAME_CATALOGUE.length);
    expect(new Set(GAME_CATALOGUE.map((game) => game.name)).size).toBe(GAME_CATALOGUE.length);
    const studioOf = new Map<string, string>();
    const familyOf = new Map<string, string>();
    for (const game of GAME_CATALOGUE) {
      const family = FAMILY[game.engine];
      expect(studioOf.get(family) ?? game.provider, family).toBe(game.provider);
      expect(familyOf.get(game.provider) ?? family, game.provider).toBe(family);
      studioOf.set(family, game.provider);
      familyOf.set(game.provider, family);
    }
    // The free-spin slot and dragon tiger are in it.
    expect(GAME_CATALOGUE.filter((game) => game.category === 'freespin').every((game) => game.engine === 'freespin')).toBe(true);
    expect(GAME_CATALOGUE.some((game) => game.engine === 'dragon_tiger')).toBe(true);
  });

  it('answers every list with each game once', async () => {
    t = await testPlatform();
    const lobby = (await t.send(gamesCalls.lobby)).data as Record<string, { game_id: string }[]>;
    for (const [list, games] of Object.entries(lobby)) {
      const codes = games.map((game) => game.game_id);
      expect(new Set(codes).size, list).toBe(codes.length);
    }
  });
});

describe('the honest catalogue seed step', () => {
  it('closes the fake games of an old catalogue, keeps their rounds and engines, and lists today’s', async () => {
    t = await testPlatform();
    // The catalogue as seeded before issue 24: a third studio, a fishing game on the fruit slot,
    // a virtual football on baccarat, a fruit slot under the tables' studio, and a free-spin game
    // on the fruit slot holding the code the real free-spin slot has now.
    await t.rows("INSERT INTO game_providers (code, name, sort_order) VALUES ('andaman', 'Andaman Play', 3)");
    await t.rows("UPDATE games SET code = 'siam-fruit-free-spins-new' WHERE code = 'siam-fruit-free-spins'");
    await t.rows(`INSERT INTO games (code, provider_code, category, name, thumbnail, engine, hot, sort_order) VALUES
      ('andaman-fishing-king', 'andaman', 'fishing', 'ราชาตกปลา', '/images/games/andaman-fishing-king.svg', 'slot', 1, 10),
      ('siam-virtual-football', 'siam', 'sport', 'ฟุตบอลเสมือนจริง', '/images/games/siam-virtual-football.svg', 'baccarat', 1, 14),
      ('siam-fruit-free-spins', 'andaman', 'freespin', 'มังกรฟรีสปิน', '/images/games/x.svg', 'slot', 0, 16)`);
    await t.rows("DELETE FROM games WHERE code = 'siam-fruit-free-spins-new'");
    await t.rows("UPDATE games SET provider_code = 'r999' WHERE code = 'r999-fruits'");
    // A member played the fake fishing game: its rounds stay with it and its engine.
    const token = await t.login();
    const wallets = await t.send(
      gamesCalls.wallets,
      { game_id: 'andaman-fishing-king', provider_id: 'andaman', sub_provider_id: '' },
      token,
    );
    const link = await t.send(
      gamesCalls.link,
      { game_id: 'andaman-fishing-king', provider_id: 'andaman', wallet_id: wallets.data[0].id },
      token,
    );
    const key = String(link.data.link).split('/').pop()!;
    expect((await t.send(gamesCalls.slotSpin, { link: key, line_bet: 1 }, token)).error).toBe(0);

    await honestCatalogue.run(t.db);

    const list = (await t.send(gamesCalls.list, { limit: '200' })).data;
    expect(list.map((game) => game.game_id)).toEqual(GAME_CATALOGUE.map((game) => game.code));
    expect(list.find((game) => game.game_id === 'r999-fruits')?.provider_id).toBe('siam');
    const fake = await t.rows<{ active: number; engine: string; rounds: number }>(
      `SELECT g.active, g.engine, (SELECT COUNT(*) FROM game_rounds r WHERE r.game_id = g.id) AS rounds FROM games g WHERE g.code = 'andaman-fishing-king'`,
    );
    expect(fake.map((row) => ({ ...row, rounds: Number(row.rounds) }))).toEqual([{ active: 0, engine: 'slot', rounds: 1 }]);
    expect((await t.rows("SELECT active FROM games WHERE code = 'siam-virtual-football'"))[0].active).toBe(0);
    // The old row that held the free-spin slot's code keeps its engine under a retired code.
    const freeSpin = await t.rows<{ code: string; engine: string; active: number }>(
      "SELECT code, engine, active FROM games WHERE code LIKE '%siam-fruit-free-spins' ORDER BY id",
    );
    expect(freeSpin).toEqual([
      { code: expect.stringMatching(/^retired-\d+-siam-fruit-free-spins$/), engine: 'slot', active: 0 },
      { code: 'siam-fruit-free-spins', engine: 'freespin', active: 1 },
    ]);
    expect((await t.rows("SELECT active FROM game_providers WHERE code = 'andaman'"))[0].active).toBe(0);
    // The closed game's link is refused, in Thai.
    expect(await t.send(gamesCalls.slotSpin, { link: key, line_bet: 1 }, token)).toMatchObject({
      error: 4007,
      message: expect.stringMatching(/[\u0E00-\u0E7F]/),
    });
  });

  it('gives an old database the slot titles’ machines, and a round played before on the fruit machine still replays', async () => {
    t = await testPlatform();
    const token = await t.login();
    const game = { game_id: 'siam-golden-elephant', provider_id: 'siam' };
    const wallets = await t.send(gamesCalls.wallets, { ...game, sub_provider_id: '' }, token);
    const link = await t.send(gamesCalls.link, { ...game, wallet_id: wallets.data[0].id }, token);
    const key = String(link.data.link).split('/').pop()!;
    await t.send(gamesCalls.table, { link: key }, token);
    // A round of this title as the platform recorded it before the machines: the fruit machine's
    // spin, no machine named in its outcome.
    const [seed] = await t.rows<{ id: number; server_seed: string; client_seed: string }>(
      'SELECT id, server_seed, client_seed FROM game_seeds WHERE revealed_at IS NULL ORDER BY id DESC',
    );
    const [opened] = await t.rows<{ member_id: number; wallet_id: number; game_id: number }>(
      'SELECT member_id, wallet_id, game_id FROM game_links ORDER BY id DESC',
    );
    const fruit = slotRound(floatsFrom(await roundDigest(seed!.server_seed, seed!.client_seed, 0)), 100, 'fruits');
    const { machine: _fruits, ...before } = fruit.outcome;
    await t.rows(
      `INSERT INTO game_rounds (member_id, wallet_id, game_id, provider_code, seed_id, nonce, stake, win, outcome, created_at)
       VALUES (?, ?, ?, 'siam', ?, 0, ?, ?, ?, ?)`,
      opened!.member_id,
      opened!.wallet_id,
      opened!.game_id,
      seed!.id,
      fruit.stake,
      fruit.win,
      JSON.stringify(before),
      Date.UTC(2026, 0, 1),
    );
    await t.rows('UPDATE game_seeds SET nonce = 1 WHERE id = ?', seed!.id);

    await honestCatalogue.run(t.db);

    const spun = await t.send(gamesCalls.slotSpin, { link: key, line_bet: 1 }, token);
    expect(spun.data).toMatchObject({ nonce: 1, outcome: { machine: 'elephant' } });
    await t.send(gamesCalls.rotateSeed, { link: key }, token);
    const rounds = (await t.send(gamesCalls.rounds, { link: key }, token)).data as { nonce: number; outcome: { machine?: string } }[];
    expect(rounds.map((round) => [round.nonce, round.outcome.machine])).toEqual([
      [1, 'elephant'],
      [0, undefined],
    ]);
    for (const round of rounds) expect(await replayMatches('slot', round as never)).toBe(true);
  });
});
