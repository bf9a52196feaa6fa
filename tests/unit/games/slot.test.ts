// The slot machine's math: its reels hold what the paytable's return was computed from, a spin
// reads the same from the same round on every side, and the return measured over a million spins
// drawn as the platform draws them (HMAC-SHA256 of a fixed server seed, client seed and nonces
// 0..999,999) is the published one within a stated tolerance.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsFrom, roundDigest, roundMessage, sha256Hex } from '../../../src/contract/games-fair.ts';
import {
  COUNTS,
  PAYLINES,
  PUBLISHED_RTP_PERCENT,
  REELS,
  STOPS,
  STRIPS,
  SYMBOLS,
  lineWins,
  returnToPlayer,
  spin,
  windowOf,
} from '../../../src/contract/games-slot.ts';

const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SEED = 'member-chosen-seed';

/** What the platform computes with WebCrypto, here with node:crypto's HMAC for speed. */
const floatsOf = (nonce: number) => floatsFrom(createHmac('sha256', SERVER_SEED).update(roundMessage(CLIENT_SEED, nonce)).digest('hex'));

describe('the slot machine', () => {
  it('has five reels of 32 stops carrying the counts its return is computed from', () => {
    expect(STRIPS).toHaveLength(REELS);
    for (const reel of STRIPS) {
      expect(reel).toHaveLength(STOPS);
      for (const symbol of SYMBOLS) expect(reel.filter((stop) => stop === symbol)).toHaveLength(COUNTS[symbol]);
      // No symbol beside itself, round the ends too.
      reel.forEach((symbol, stop) => expect(reel[(stop + 1) % STOPS]).not.toBe(symbol));
    }
    expect(PAYLINES.every((line) => line.length === REELS && line.every((row) => row >= 0 && row <= 2))).toBe(true);
  });

  it('publishes the return it computes exactly', () => {
    expect(Math.round(returnToPlayer() * 10_000) / 100).toBe(PUBLISHED_RTP_PERCENT);
  });

  it('pays the leftmost run of 3 or more on each line, and nothing else', () => {
    // A window of sevens on the middle row, cherries above, a broken run below.
    const window = [
      ['cherry', 'cherry', 'cherry', 'bar', 'cherry'],
      ['seven', 'seven', 'seven', 'seven', 'seven'],
      ['bell', 'bell', 'bar', 'bell', 'bell'],
    ] as const;
    const wins = lineWins(window.map((row) => [...row]));
    expect(wins).toContainEqual({ line: 0, symbol: 'seven', count: 5, multiplier: 2500 });
    expect(wins).toContainEqual({ line: 1, symbol: 'cherry', count: 3, multiplier: 6 });
    expect(wins.some((win) => win.line === 2)).toBe(false); // bell, bell, bar: a run of 2
  });

  it('reads a spin from the round: the same stops from WebCrypto and from node:crypto', async () => {
    for (const nonce of [0, 1, 41, 999_999]) {
      const digest = await roundDigest(SERVER_SEED, CLIENT_SEED, nonce);
      expect(floatsFrom(digest)).toEqual(floatsOf(nonce));
      const result = spin(floatsFrom(digest));
      expect(result.stops.every((stop) => stop >= 0 && stop < STOPS)).toBe(true);
      expect(result.window).toEqual(windowOf(result.stops));
    }
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('returns the published RTP over 1,000,000 spins, within 1 percentage point', () => {
    let paid = 0;
    let hits = 0;
    const SPINS = 1_000_000;
    for (let nonce = 0; nonce < SPINS; nonce++) {
      const { multiplier } = spin(floatsOf(nonce));
      paid += multiplier;
      if (multiplier > 0) hits += 1;
    }
    // Stake: 9 line bets a spin; pays: multiples of one line bet.
    const measured = (paid / (SPINS * PAYLINES.length)) * 100;
    expect(Math.abs(measured - PUBLISHED_RTP_PERCENT)).toBeLessThan(1);
    expect(hits / SPINS).toBeGreaterThan(0.2); // about one spin in three pays something
  }, 120_000);
});
