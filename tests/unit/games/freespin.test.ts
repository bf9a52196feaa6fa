// The free-spin slot's math: reels that carry what the return was computed from, scatters that
// award the feature inside the same round (retriggers up to the cap), the exact return (feature
// included) equal to the published one, and the return measured over a million rounds (uniform
// floats as the digests give them, fast-floats.ts) within four standard errors.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FLOATS_PER_DIGEST, floatsFrom, roundDigest, roundFloats, roundMessage } from '../../../src/rules/games/fair.ts';
import {
  FEATURE_MULTIPLIER,
  FREE_SPIN_CAP,
  FREE_SPINS,
  FREESPIN_COUNTS,
  FREESPIN_FLOATS,
  FREESPIN_RTP_PERCENT,
  FREESPIN_STRIPS,
  FREESPIN_TRIGGER_ONE_IN,
  expectedFreeSpins,
  freeSpinReturnToPlayer,
  freeSpinRound,
  freeSpinSpin,
  STOPS,
  scatterChances,
} from '../../../src/rules/games/freespin.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';
import { fastDigestFloats } from './fast-floats.ts';

const SERVER_SEED = '5e1f0c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SEED = 'free-spin-member';

/** The floats the platform reads for a round (games-fair.ts roundFloats), with node:crypto for speed. */
function digestFloats(nonce: number, digest: number): number[] {
  const message = digest === 0 ? roundMessage(CLIENT_SEED, nonce) : `${roundMessage(CLIENT_SEED, nonce)}:${digest}`;
  return floatsFrom(createHmac('sha256', SERVER_SEED).update(message).digest('hex'));
}
const allFloats = (nonce: number) =>
  Array.from({ length: Math.ceil(FREESPIN_FLOATS / FLOATS_PER_DIGEST) }, (_, digest) => digestFloats(nonce, digest))
    .flat()
    .slice(0, FREESPIN_FLOATS);

/** Five floats that stop every reel so that its scatter shows (or, with `none`, does not) in the window. */
function stopsFloats(scatterOnReels: readonly number[]): number[] {
  return FREESPIN_STRIPS.map((strip, reel) => {
    const at = strip.indexOf('scatter');
    // The window shows stops stop..stop+2: with the scatter at its top, or well away from it.
    const stop = scatterOnReels.includes(reel) ? at : (at + 10) % STOPS;
    return (stop + 0.5) / STOPS;
  });
}

describe('the free-spin slot', () => {
  it('has five reels of 32 stops with the counts its return is computed from, one scatter each', () => {
    for (const reel of FREESPIN_STRIPS) {
      expect(reel).toHaveLength(STOPS);
      for (const [symbol, count] of Object.entries(FREESPIN_COUNTS)) expect(reel.filter((stop) => stop === symbol)).toHaveLength(count);
      reel.forEach((symbol, stop) => expect(reel[(stop + 1) % STOPS]).not.toBe(symbol));
    }
  });

  it('publishes the return and the feature frequency it computes exactly', () => {
    expect(Math.round(freeSpinReturnToPlayer() * 10_000) / 100).toBe(FREESPIN_RTP_PERCENT);
    const chances = scatterChances();
    expect(Math.round(1 / (chances[3] + chances[4] + chances[5]))).toBe(FREESPIN_TRIGGER_ONE_IN);
    // A feature plays its 10 spins and, now and then, retriggered ones; never past the cap.
    expect(expectedFreeSpins()).toBeGreaterThan(FREE_SPINS);
    expect(expectedFreeSpins()).toBeLessThan(FREE_SPINS * 1.1);
  });

  it('counts scatters anywhere, and three award the feature inside the same round', () => {
    expect(freeSpinSpin(stopsFloats([0, 2, 4])).scatters).toBe(3);
    expect(freeSpinSpin(stopsFloats([])).scatters).toBe(0);
    // Base spin with three scatters, then ten free spins without any.
    const floats = [...stopsFloats([0, 2, 4]), ...Array.from({ length: FREE_SPINS }, () => stopsFloats([])).flat()];
    const round = freeSpinRound(floats, 100);
    expect(round.stake).toBe(900);
    expect(round.outcome.base).toMatchObject({ scatters: 3, awarded: FREE_SPINS });
    expect(round.outcome.free).toHaveLength(FREE_SPINS);
    // The base spin pays the scatters (2 × the total bet) and its lines; the free spins × 3.
    const baseLines = round.outcome.base.wins.reduce((sum, win) => sum + win.multiplier, 0);
    expect(round.outcome.base.win).toBe(2 * 9 + baseLines);
    for (const spin of round.outcome.free)
      expect(spin.win).toBe(spin.wins.reduce((sum, win) => sum + win.multiplier, 0) * FEATURE_MULTIPLIER);
    expect(round.win).toBe(Math.round((round.outcome.base.win + round.outcome.feature_win) * 100));
  });

  it('retriggers up to the cap and no further', () => {
    // Every spin shows five scatters: 10 + 10 + ... until 50 free spins, then the round ends.
    const floats = Array.from({ length: 1 + FREE_SPIN_CAP }, () => stopsFloats([0, 1, 2, 3, 4])).flat();
    const round = freeSpinRound(floats, 10);
    expect(round.outcome.free).toHaveLength(FREE_SPIN_CAP);
    expect(round.outcome.free.reduce((sum, spin) => sum + spin.awarded, round.outcome.base.awarded)).toBe(FREE_SPIN_CAP);
  });

  it('reads the same floats from WebCrypto as from node:crypto, and a round replays from its revealed seed', async () => {
    expect(await roundFloats(SERVER_SEED, CLIENT_SEED, 7, FREESPIN_FLOATS)).toEqual(allFloats(7));
    expect(await roundFloats(SERVER_SEED, CLIENT_SEED, 7, 8)).toEqual(floatsFrom(await roundDigest(SERVER_SEED, CLIENT_SEED, 7)));
    // The first nonce whose base spin starts the feature.
    let nonce = 0;
    while (freeSpinSpin(digestFloats(nonce, 0)).scatters < 3) nonce += 1;
    const played = freeSpinRound(allFloats(nonce), 50);
    expect(played.outcome.free.length).toBeGreaterThanOrEqual(FREE_SPINS);
    const round = {
      server_seed: SERVER_SEED,
      server_seed_hash: createHash('sha256').update(SERVER_SEED).digest('hex'),
      client_seed: CLIENT_SEED,
      nonce,
      win: played.win / 100,
      outcome: JSON.parse(JSON.stringify(played.outcome)) as unknown,
    };
    expect(await replayMatches('freespin', round)).toBe(true);
    expect(await replayMatches('freespin', { ...round, win: round.win + 1 })).toBe(false);
  });

  it('returns the published RTP over 1,000,000 rounds, within four standard errors', () => {
    const ROUNDS = 1_000_000;
    let sum = 0;
    let squares = 0;
    let features = 0;
    const draw = fastDigestFloats(1);
    for (let round = 0; round < ROUNDS; round++) {
      const first = draw();
      // Most rounds end with the base spin: the feature's floats are drawn only when it starts.
      const floats =
        freeSpinSpin(first).scatters >= 3
          ? [...first, ...Array.from({ length: FREESPIN_FLOATS / FLOATS_PER_DIGEST }, draw).flat()].slice(0, FREESPIN_FLOATS)
          : first;
      const { stake, win, outcome } = freeSpinRound(floats, 1);
      if (outcome.free.length > 0) features += 1;
      sum += win / stake;
      squares += (win / stake) ** 2;
    }
    const mean = sum / ROUNDS;
    const standardError = Math.sqrt((squares / ROUNDS - mean ** 2) / ROUNDS);
    expect(Math.abs(mean - freeSpinReturnToPlayer())).toBeLessThan(4 * standardError);
    expect(standardError).toBeLessThan(0.01); // the test means something: within a percentage point or so
    expect(Math.abs(ROUNDS / features - FREESPIN_TRIGGER_ONE_IN)).toBeLessThan(10);
  }, 180_000);
});
