// The games tables hold their own rules on both engines: a round is a public record (never edited
// or removed), a seed's nonce makes one round only, a stake is more than nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, testPlatform, type TestPlatform } from './helpers.ts';

let t: TestPlatform;
afterEach(() => t?.close());

async function aRound(nonce: number, stake = 100) {
  return t.rows(
    `INSERT INTO game_rounds (member_id, wallet_id, game_id, provider_code, seed_id, nonce, stake, win, outcome, created_at)
     VALUES (?, ?, ?, 'test', ?, ?, ?, 0, '{}', 0)`,
    ...(await ids()),
    nonce,
    stake,
  );
}

let known: [number, number, number, number] | undefined;
async function ids(): Promise<[number, number, number, number]> {
  if (known) return known;
  const member = (await t.row('SELECT id FROM members WHERE phone = ?', DEMO.phone)) as { id: number };
  const wallet = (await t.row('SELECT id FROM wallets WHERE member_id = ? AND wallet_type_id = 1', member.id)) as { id: number };
  await t.rows("INSERT INTO game_providers (code, name) VALUES ('test', 'ทดสอบ')");
  await t.rows(
    "INSERT INTO games (code, provider_code, category, name, thumbnail, engine) VALUES ('test-slot', 'test', 'slot', 'สล็อต', '/x.svg', 'slot')",
  );
  const game = (await t.row("SELECT id FROM games WHERE code = 'test-slot'")) as { id: number };
  await t.rows(
    "INSERT INTO game_seeds (member_id, server_seed, server_seed_hash, client_seed, created_at) VALUES (?, 's', 'h', 'c', 0)",
    member.id,
  );
  const seed = (await t.row('SELECT id FROM game_seeds WHERE member_id = ?', member.id)) as { id: number };
  known = [member.id, wallet.id, game.id, seed.id];
  return known;
}

describe('the games tables', () => {
  it('keep rounds append-only, one per seed and nonce, with a stake above nothing', async () => {
    t = await testPlatform();
    known = undefined;
    await aRound(0);
    await expect(t.rows('UPDATE game_rounds SET win = 999999')).rejects.toThrow(/append-only/);
    await expect(t.rows('DELETE FROM game_rounds')).rejects.toThrow(/append-only/);
    await expect(aRound(0)).rejects.toThrow(/unique/i);
    await expect(aRound(1, 0)).rejects.toThrow(/check/i);
    await expect(t.rows("UPDATE games SET category = 'lottery' WHERE code = 'test-slot'")).rejects.toThrow(/check/i);
    expect(await t.count('game_rounds')).toBe(1);
  });
});
