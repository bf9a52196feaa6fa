// Playing the embedded platform's games: links bound to member, wallet and game, rounds that move
// exactly stake and win through the ledger, demo chips that touch no wallet, and provably fair
// rounds that recompute from the revealed seed.
import { afterEach, describe, expect, it } from 'vitest';
import { baccaratRound } from '../../../src/rules/games/baccarat.ts';
import { floatsFrom, roundDigest, sha256Hex } from '../../../src/rules/games/fair.ts';
import { slotRound } from '../../../src/rules/games/slot.ts';
import { setGameActive, setProviderActive } from '../../../src/platform/games/catalogue.ts';
import { DEMO, registration, testPlatform, type TestPlatform, phoneCode } from './helpers.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as games from '../../../src/contract/endpoints/games/games.ts';

let t: TestPlatform;
afterEach(() => t?.close());

const SLOT = { game_id: 'r999-fruits', provider_id: 'siam' };
const BACCARAT = { game_id: 'r999-baccarat-1', provider_id: 'r999' };

async function mainWallet(token: string): Promise<{ id: number; balance: number }> {
  const wallets = await t.send(games.wallets, { ...SLOT, sub_provider_id: '' }, token);
  return wallets.data.find((wallet) => wallet.wallet_type_id === 1)!;
}

async function linkKey(token: string, game = SLOT, walletId?: number): Promise<string> {
  const answer = await t.send(
    games.link,
    { ...game, wallet_id: walletId ?? (await mainWallet(token)).id, is_mobile: true, source: 'r999' },
    token,
  );
  expect(answer.error, answer.message).toBe(0);
  expect(answer.data.link).toMatch(/^\/game\/[A-Za-z0-9_-]{32}$/);
  return answer.data.link.slice('/game/'.length);
}

/** Another member, logged in. */
async function stranger(): Promise<string> {
  const body = registration();
  expect((await t.send(auth.register, { ...body, phone_code: await phoneCode(t, body.phone) } as never)).error).toBe(0);
  return t.login(body.phone as string, body.password as string);
}

const ledgerSum = async (walletId: number) =>
  Number((await t.row<{ total: number }>('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE wallet_id = ?', walletId))!.total);
const balance = async (walletId: number) =>
  Number((await t.row<{ balance: number }>('SELECT balance FROM wallets WHERE id = ?', walletId))!.balance);

describe('game/link', () => {
  it("opens a link for the member's own wallet and a game that exists, and refuses the rest", async () => {
    t = await testPlatform();
    const token = await t.login();
    const key = await linkKey(token);
    // Only the key's SHA-256 is kept.
    expect(await t.count('game_links')).toBe(1);
    expect((await t.row<{ token_hash: string }>('SELECT token_hash FROM game_links'))!.token_hash).not.toContain(key);

    const strangerToken = await stranger();
    const strangerWallet = await mainWallet(strangerToken);
    expect(await t.send(games.link, { ...SLOT, wallet_id: strangerWallet.id }, token)).toMatchObject({ error: 2002 });
    expect(await t.send(games.link, { game_id: 'nope', provider_id: 'r999', wallet_id: strangerWallet.id }, strangerToken)).toMatchObject({
      error: 4001,
    });
    expect((await t.send(games.link, { ...SLOT, wallet_id: strangerWallet.id })).status).toBe(401);
    expect((await t.send(games.link, { ...SLOT, wallet_id: '0x2' }, token)).error).toBe(1001);
    expect(await t.count('game_links')).toBe(1);
  });

  it("plays only with its member's session, and not once expired", async () => {
    t = await testPlatform();
    const token = await t.login();
    const key = await linkKey(token);
    expect((await t.send(games.table, { link: key }, token)).error).toBe(0);
    expect((await t.send(games.table, { link: key })).status).toBe(401);
    const strangerToken = await stranger();
    expect(await t.send(games.slotSpin, { link: key, line_bet: 1 }, strangerToken)).toMatchObject({ error: 4002 });
    expect(await t.send(games.table, { link: 'A'.repeat(32) }, token)).toMatchObject({ error: 4002 });
    t.advance(121);
    expect(await t.send(games.slotSpin, { link: key, line_bet: 1 }, token)).toMatchObject({ error: 4003 });
    expect(await t.count('game_rounds')).toBe(0);
  });

  it('refuses every call at once on links already open when the operator closes the game or its provider', async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallet = await mainWallet(token);
    const slotKey = await linkKey(token);
    const tableKey = await linkKey(token, BACCARAT);
    const demo = (await t.send(games.demo, SLOT)).data.link.slice('/game/'.length);
    expect((await t.send(games.slotSpin, { link: slotKey, line_bet: 1 }, token)).error).toBe(0);
    const before = { balance: await balance(wallet.id), rounds: await t.count('game_rounds'), ledger: await t.count('ledger') };

    await setGameActive(t.db, SLOT.game_id, false);
    for (const answer of [
      await t.send(games.slotSpin, { link: slotKey, line_bet: 1 }, token),
      await t.send(games.slotSpin, { link: demo, line_bet: 1 }),
      await t.send(games.rotateSeed, { link: slotKey }, token),
      await t.send(games.table, { link: slotKey }, token),
    ]) {
      expect(answer).toMatchObject({ error: 4007 });
      expect(answer.message).toMatch(/ปิดให้บริการ/);
    }
    // The other game of the provider still plays; then the provider closes, and it stops too.
    expect((await t.send(games.baccaratDeal, { link: tableKey, bets: { banker: 10 } }, token)).error).toBe(0);
    await setProviderActive(t.db, BACCARAT.provider_id, false);
    expect(await t.send(games.baccaratDeal, { link: tableKey, bets: { banker: 10 } }, token)).toMatchObject({ error: 4007 });
    expect(await t.send(games.link, { ...BACCARAT, wallet_id: wallet.id }, token)).toMatchObject({ error: 4001 });
    expect(await t.count('game_rounds')).toBe(before.rounds + 1);
    expect(await t.count('ledger')).toBeLessThanOrEqual(before.ledger + 2);

    // Open again: the links open before play again.
    await setProviderActive(t.db, BACCARAT.provider_id, true);
    await setGameActive(t.db, SLOT.game_id, true);
    expect((await t.send(games.slotSpin, { link: slotKey, line_bet: 1 }, token)).error).toBe(0);
    expect(await ledgerSum(wallet.id)).toBe(await balance(wallet.id));
  });
});

describe('rounds', () => {
  it('move the wallet by exactly stake and win, through the ledger, and verify once the seed is revealed', async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallet = await mainWallet(token);
    const key = await linkKey(token, SLOT, wallet.id);
    const table = await t.send(games.table, { link: key }, token);
    expect(table.data).toMatchObject({ demo: false, wallet: { id: wallet.id }, balance: wallet.balance, seed: { nonce: 0 } });
    expect(JSON.stringify(table.data)).not.toMatch(/server_seed"/);
    const committedHash = table.data.seed.server_seed_hash;

    let expected = Math.round(wallet.balance * 100);
    for (let spin = 0; spin < 30; spin++) {
      const round = await t.send(games.slotSpin, { link: key, line_bet: 0.5 }, token);
      expect(round.error, round.message).toBe(0);
      expect(round.data.nonce).toBe(spin);
      expect(round.data.stake).toBe(4.5);
      expected += Math.round(round.data.win * 100) - 450;
      expect(Math.round(round.data.balance * 100)).toBe(expected);
    }
    expect(await balance(wallet.id)).toBe(expected);
    expect(await ledgerSum(wallet.id)).toBe(expected);
    const bets = await t.rows("SELECT amount FROM ledger WHERE wallet_id = ? AND type = 'bet'", wallet.id);
    expect(bets).toHaveLength(30);
    expect(bets.every((row) => Number(row.amount) === -450)).toBe(true);
    expect(await t.count('game_rounds')).toBe(30);

    // Secret until rotated; then every round recomputes from the revealed seed.
    const before = await t.send(games.rounds, { link: key }, token);
    expect(before.data).toHaveLength(20);
    expect(before.data.every((round) => round.server_seed === null)).toBe(true);
    const rotated = await t.send(games.rotateSeed, { link: key, client_seed: 'my-lucky-seed' }, token);
    expect(rotated.error).toBe(0);
    expect(rotated.data.revealed).toMatchObject({ server_seed_hash: committedHash, nonce: 30 });
    expect(await sha256Hex(rotated.data.revealed.server_seed)).toBe(committedHash);
    expect(rotated.data.seed).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.data.seed.server_seed_hash).not.toBe(committedHash);

    const after = await t.send(games.rounds, { link: key }, token);
    for (const round of after.data) {
      expect(round.server_seed).toBe(rotated.data.revealed.server_seed);
      const again = slotRound(floatsFrom(await roundDigest(round.server_seed!, round.client_seed, round.nonce)), 50, 'fruits');
      expect(again.outcome).toEqual(round.outcome);
      expect(again.win / 100).toBe(round.win);
    }
    const next = await t.send(games.slotSpin, { link: key, line_bet: 0.1 }, token);
    expect(next.data).toMatchObject({ nonce: 0, seed: { client_seed: 'my-lucky-seed', nonce: 1 } });
  });

  it('refuses a stake above the balance in Thai and changes nothing', async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallet = await mainWallet(token);
    const key = await linkKey(token, BACCARAT, wallet.id);
    const nonceBefore = (await t.send(games.table, { link: key }, token)).data.seed.nonce;
    const answer = await t.send(games.baccaratDeal, { link: key, bets: { banker: 10_000, player: 1 } }, token);
    expect(answer).toMatchObject({ error: 2001, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' });
    expect(await balance(wallet.id)).toBe(Math.round(wallet.balance * 100));
    expect(await t.count('game_rounds')).toBe(0);
    expect((await t.send(games.table, { link: key }, token)).data.seed.nonce).toBe(nonceBefore);
  });

  it('deals baccarat by the rules, pays by the bets, and refuses bad bets and the wrong table', async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallet = await mainWallet(token);
    const key = await linkKey(token, BACCARAT, wallet.id);
    const hand = await t.send(games.baccaratDeal, { link: key, bets: { banker: 100, tie: 10 } }, token);
    expect(hand.error, hand.message).toBe(0);
    expect(hand.data.stake).toBe(110);
    expect((hand.data.outcome as { bets: object }).bets).toEqual({ player: 0, tie: 10, banker: 100 });
    const rotated = await t.send(games.rotateSeed, { link: key }, token);
    const again = baccaratRound(floatsFrom(await roundDigest(rotated.data.revealed.server_seed, rotated.data.revealed.client_seed, 0)), {
      banker: 10_000,
      tie: 1_000,
    });
    expect(again.outcome).toEqual(hand.data.outcome);
    expect(again.win / 100).toBe(hand.data.win);

    for (const bets of [{ banker: 5 }, { banker: 10.5 }, { player: -10, banker: 30 }, { tie: 10_001 }, {}, 'banker']) {
      const refused = await t.send(games.baccaratDeal, { link: key, bets: bets as never }, token);

      expect(refused.error, JSON.stringify(bets)).toBe(1001);
      expect(refused.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await t.send(games.slotSpin, { link: key, line_bet: 1 }, token)).toMatchObject({ error: 4005 });
    expect(await t.send(games.slotSpin, { link: key, line_bet: 0.3 }, token)).toMatchObject({ error: 1001 });
    expect(await t.count('game_rounds')).toBe(1);
    expect(await ledgerSum(wallet.id)).toBe(await balance(wallet.id));
  });

  it('20 spins at once never take a wallet below zero', async () => {
    t = await testPlatform();
    const token = await t.login();
    const wallet = await mainWallet(token);
    // Leave 3 spins of 90 baht in the wallet.
    const leave = 270_00;
    await t.rows(
      "INSERT INTO ledger (wallet_id, amount, balance_after, type, ref, created_at) VALUES (?, ?, ?, 'adjustment', 'test', 0)",
      wallet.id,
      leave - Math.round(wallet.balance * 100),
      leave,
    );
    const key = await linkKey(token, SLOT, wallet.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.send(games.slotSpin, { link: key, line_bet: 10 }, token)));
    expect(answers.every((answer) => answer.error === 0 || answer.error === 2001)).toBe(true);
    const played = answers.filter((answer) => answer.error === 0).length;
    expect(played).toBeGreaterThanOrEqual(3);
    expect(await t.count('game_rounds')).toBe(played);
    expect(await balance(wallet.id)).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(wallet.id)).toBe(await balance(wallet.id));
    const nonces = (await t.rows('SELECT nonce FROM game_rounds ORDER BY nonce')).map((row) => Number(row.nonce));
    expect(nonces).toEqual(Array.from({ length: played }, (_, index) => index));
  });

  it('shows a played game first among the lobby’s recently played', async () => {
    t = await testPlatform();
    const token = await t.login();
    const key = await linkKey(token, BACCARAT);
    await t.send(games.baccaratDeal, { link: key, bets: { player: 10 } }, token);
    const lobby = await t.send(games.lobby, {}, token);
    expect(lobby.data.last.map((game) => game.game_id)).toEqual(['r999-baccarat-1']);
  });
});

describe('game/demo', () => {
  it('plays with chips that never touch a wallet, for a visitor too', async () => {
    t = await testPlatform();
    const demo = await t.send(games.demo, { ...SLOT, is_mobile: false, source: 'r999', agent_code: 'r999' });
    expect(demo.error, demo.message).toBe(0);
    const key = demo.data.link.slice('/game/'.length);
    const table = await t.send(games.table, { link: key });
    expect(table.data).toMatchObject({ demo: true, wallet: null, balance: 10_000 });
    const ledgerRows = await t.count('ledger');
    const spin = await t.send(games.slotSpin, { link: key, line_bet: 10 });
    expect(spin.error).toBe(0);
    expect(spin.data.balance).toBe(10_000 - 90 + spin.data.win);
    expect(await t.count('ledger')).toBe(ledgerRows);
    expect(await t.count('game_rounds')).toBe(0);
    expect((await t.send(games.rounds, { link: key })).data).toEqual([]);
    // A member's demo is the same: no wallet moves.
    const token = await t.login(DEMO.phone, DEMO.password);
    const memberDemo = await t.send(games.demo, BACCARAT, token);
    const memberKey = memberDemo.data.link.slice('/game/'.length);
    expect((await t.send(games.baccaratDeal, { link: memberKey, bets: { banker: 100 } }, token)).error).toBe(0);
    expect(await t.count('ledger')).toBe(ledgerRows);
  });

  it('refuses a game without demo, an unknown agent and chips short', async () => {
    t = await testPlatform();
    await t.rows("UPDATE games SET demo = 0 WHERE code = 'r999-fruits'");
    expect(await t.send(games.demo, SLOT)).toMatchObject({ error: 4004 });
    expect(await t.send(games.demo, { ...BACCARAT, agent_code: 'nobody' })).toMatchObject({ error: 1301 });
    const key = (await t.send(games.demo, BACCARAT)).data.link.slice('/game/'.length);
    expect(await t.send(games.baccaratDeal, { link: key, bets: { banker: 10_000, player: 1 } })).toMatchObject({ error: 4006 });
    expect((await t.send(games.table, { link: key })).data.balance).toBe(10_000);
  });
});
