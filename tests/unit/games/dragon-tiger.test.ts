// The dragon tiger table: one card each from the round's first two floats, the higher rank wins,
// what each bet returns, the returns it publishes recounted over every one of the 52 × 52 deals,
// a million deals drawn as the platform draws them, and a deal replayed from its revealed seed.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DRAGON_TIGER_RTP_PERCENT,
  DRAGON_TIGER_SIDES,
  dragonTigerReturn,
  dragonTigerReturns,
  dragonTigerRound,
  dragonTigerWinner,
  type DragonTigerSide,
} from '../../../src/rules/games/dragon-tiger.ts';
import { floatsFrom, roundMessage } from '../../../src/rules/games/fair.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';

const SERVER_SEED = 'd7a9c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SEED = 'dragon-tiger-member';
const floatsOf = (nonce: number) => floatsFrom(createHmac('sha256', SERVER_SEED).update(roundMessage(CLIENT_SEED, nonce)).digest('hex'));
/** The float that deals this card index (suit × 13 + rank). */
const card = (index: number) => (index + 0.5) / 52;

describe('the dragon tiger table', () => {
  it('gives the higher rank the deal (A low, K high, suits not counted) and pays 1:1, tie 11:1, half back on a tie', () => {
    expect(dragonTigerWinner(12, 0)).toBe('dragon'); // K against A
    expect(dragonTigerWinner(13, 1)).toBe('tiger'); // A of hearts against 2 of spades
    expect(dragonTigerWinner(5, 18)).toBe('tie'); // two sixes
    expect(dragonTigerReturn('dragon', 10_000, 'dragon')).toBe(20_000);
    expect(dragonTigerReturn('tie', 10_000, 'tie')).toBe(120_000);
    expect(dragonTigerReturn('tiger', 10_001, 'tie')).toBe(5_000);
    expect(dragonTigerReturn('tie', 10_000, 'tiger')).toBe(0);
    const round = dragonTigerRound([card(12), card(13 + 3)], { dragon: 5_000, tie: 1_000 });
    expect(round).toEqual({
      stake: 6_000,
      win: 10_000,
      outcome: { bets: { dragon: 50, tie: 10, tiger: 0 }, dragon: 12, tiger: 16, winner: 'dragon' },
    });
  });

  it('publishes the returns every one of the 52 × 52 deals gives', () => {
    const returns = dragonTigerReturns();
    for (const side of DRAGON_TIGER_SIDES) expect(Math.round(returns[side] * 10_000) / 100, side).toBe(DRAGON_TIGER_RTP_PERCENT[side]);
    // Independent of the enumeration: dragon 6/13 wins and 1/13 half back; tie 1/13 at 12.
    expect(returns.dragon).toBeCloseTo(12.5 / 13, 12);
    expect(returns.tie).toBeCloseTo(12 / 13, 12);
  });

  it('returns the published RTP of each bet over 1,000,000 deals, within four standard errors', () => {
    const DEALS = 1_000_000;
    const sums: Record<DragonTigerSide, number> = { dragon: 0, tie: 0, tiger: 0 };
    const squares: Record<DragonTigerSide, number> = { dragon: 0, tie: 0, tiger: 0 };
    for (let nonce = 0; nonce < DEALS; nonce++) {
      const { outcome } = dragonTigerRound(floatsOf(nonce), { dragon: 100 });
      for (const side of DRAGON_TIGER_SIDES) {
        const returned = dragonTigerReturn(side, 100, outcome.winner) / 100;
        sums[side] += returned;
        squares[side] += returned ** 2;
      }
    }
    for (const side of DRAGON_TIGER_SIDES) {
      const mean = sums[side] / DEALS;
      const standardError = Math.sqrt((squares[side] / DEALS - mean ** 2) / DEALS);
      expect(Math.abs(mean - DRAGON_TIGER_RTP_PERCENT[side] / 100), side).toBeLessThan(4 * standardError + 0.00005);
    }
  }, 120_000);

  it('replays a deal from its revealed seed, and a changed record fails', async () => {
    const played = dragonTigerRound(floatsOf(3), { tiger: 2_000, tie: 1_000 });
    const round = {
      server_seed: SERVER_SEED,
      server_seed_hash: createHash('sha256').update(SERVER_SEED).digest('hex'),
      client_seed: CLIENT_SEED,
      nonce: 3,
      win: played.win / 100,
      outcome: JSON.parse(JSON.stringify(played.outcome)) as unknown,
    };
    expect(await replayMatches('dragon_tiger', round)).toBe(true);
    expect(await replayMatches('dragon_tiger', { ...round, outcome: { ...played.outcome, winner: 'dragon' } })).toBe(false);
    expect(await replayMatches('dragon_tiger', { ...round, server_seed_hash: '0'.repeat(64) })).toBe(false);
  });
});
