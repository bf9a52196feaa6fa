// The fishing game's math: every fish of every school returns exactly the published 96% (its chance
// is the RTP divided by its multiplier, a whole number of rolls per million), a shot reads the same
// from the same round on every side (and the browser's verify recomputes it), and the return
// measured over a million shots (uniform floats as a digest gives them, fast-floats.ts) is the
// published one.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsFrom, roundDigest, roundMessage } from '../../../src/rules/games/fair.ts';
import {
  ALL_STAKES,
  PUBLISHED_RTP_PERCENT,
  ROLLS,
  SCHOOLS,
  type SchoolFish,
  type SchoolName,
} from '../../../src/contract/games/games-fishing.ts';
import { catchPerMillion, fishOf, fishingRound, returnToPlayer, schoolOf } from '../../../src/rules/games/fishing.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';
import { GAME_CATALOGUE } from '../../../src/platform/seed/games.ts';
import { fastDigestFloats } from './fast-floats.ts';

const SERVER_SEED = 'b4e2d3c5f6a7081920a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f607';
const CLIENT_SEED = 'member-fishing-seed';
const floatsOf = (nonce: number) => floatsFrom(createHmac('sha256', SERVER_SEED).update(roundMessage(CLIENT_SEED, nonce)).digest('hex'));
const schools = Object.keys(SCHOOLS) as SchoolName[];
const fishIn = (school: SchoolName) => SCHOOLS[school].fish as readonly SchoolFish[];

describe('the fishing game', () => {
  it('gives every fish of every school a whole chance per million and exactly the published return', () => {
    for (const school of schools) {
      expect(fishIn(school).filter((fish) => fish.boss)).toHaveLength(1);
      for (const { multiplier } of fishIn(school)) {
        expect(Number.isInteger(catchPerMillion(multiplier))).toBe(true);
        expect(catchPerMillion(multiplier) * multiplier).toBe((PUBLISHED_RTP_PERCENT / 100) * ROLLS);
        expect(returnToPlayer(multiplier)).toBe(PUBLISHED_RTP_PERCENT / 100);
      }
      expect(SCHOOLS[school].stakes.every((stake) => ALL_STAKES.includes(stake))).toBe(true);
    }
    expect(catchPerMillion(2)).toBe(480_000);
    expect(catchPerMillion(100)).toBe(9_600);
    expect(() => catchPerMillion(7)).toThrow();
  });

  it('swims the school its catalogue game names', () => {
    const fishing = GAME_CATALOGUE.filter((game) => game.engine === 'fishing');
    expect(fishing.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fishing.map((game) => schoolOf(game.code))).size).toBe(fishing.length);
    expect(fishing.every((game) => game.category === 'fishing')).toBe(true);
    expect(fishOf('river', 'dragon')).toBeUndefined();
  });

  it('catches when the roll is under the chance, and pays stake × multiplier', () => {
    // A roll of 479,999 catches a ×2 fish (chance 480,000); 480,000 does not.
    expect(fishingRound([479_999.5 / ROLLS], 'reef', 'clownfish', 1000)).toEqual({
      stake: 1000,
      win: 2000,
      outcome: { school: 'reef', fish: 'clownfish', multiplier: 2, stake: 10, roll: 479_999, caught: true },
    });
    expect(fishingRound([480_000 / ROLLS], 'reef', 'clownfish', 1000).win).toBe(0);
    expect(fishingRound([0], 'deep', 'dragon', 10_000).win).toBe(2_000_000);
    expect(() => fishingRound([0], 'river', 'dragon', 100)).toThrow();
  });

  it('reads a shot from the round the same way on every side, and the verify panel recomputes it', async () => {
    for (const nonce of [0, 7, 999_999]) {
      const digest = await roundDigest(SERVER_SEED, CLIENT_SEED, nonce);
      expect(floatsFrom(digest)).toEqual(floatsOf(nonce));
      const round = fishingRound(floatsFrom(digest), 'river', 'catfish', 50);
      const past = {
        round_id: nonce + 1,
        nonce,
        stake: 0.5,
        win: round.win / 100,
        outcome: round.outcome,
        played_at: '2026-01-01T00:00:00.000Z',
        server_seed_hash: createHash('sha256').update(SERVER_SEED).digest('hex'),
        client_seed: CLIENT_SEED,
        server_seed: SERVER_SEED,
      };
      expect(await replayMatches('fishing', past)).toBe(true);
      // A recorded catch that the seed did not make fails the check.
      expect(await replayMatches('fishing', { ...past, outcome: { ...round.outcome, caught: !round.outcome.caught } })).toBe(false);
    }
  });

  it('returns the published RTP over 1,000,000 shots, and each fish is caught as often as published', () => {
    const SHOTS = 1_000_000;
    for (const school of schools) {
      const fish = fishIn(school);
      let staked = 0;
      let paid = 0;
      const caught = new Map<string, number>();
      const draw = fastDigestFloats(1 + schools.indexOf(school));
      for (let shot = 0; shot < SHOTS; shot++) {
        // Each shot at the next fish of the school, ฿1 a shot.
        const target = fish[shot % fish.length]!;
        const round = fishingRound(draw(), school, target.fish, 100);
        staked += round.stake;
        paid += round.win;
        if (round.outcome.caught) caught.set(target.fish, (caught.get(target.fish) ?? 0) + 1);
      }
      const measured = (paid / staked) * 100;
      expect(Math.abs(measured - PUBLISHED_RTP_PERCENT), `${school}: ${measured}`).toBeLessThan(2.5);
      for (const { fish: name, multiplier } of fish) {
        const shots = SHOTS / fish.length;
        const p = catchPerMillion(multiplier) / ROLLS;
        // Within five standard deviations of the published chance.
        expect(Math.abs((caught.get(name) ?? 0) - shots * p), `${school} ${name}`).toBeLessThan(5 * Math.sqrt(shots * p * (1 - p)));
      }
    }
  }, 120_000);
});
