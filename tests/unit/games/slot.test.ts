// The slot titles' machines: each its own symbols, strips, paytable and lines; a spin reads the
// same from the same round on every side; each machine's published return is the one its strips
// and paytable give exactly, and the one measured over a million spins (within four standard
// errors); a round replays from its revealed seed on the machine it names, and a round from before
// the machines had names replays on the first one.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsFrom, roundDigest, roundMessage, sha256Hex } from '../../../src/rules/games/fair.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';
import { MACHINE_NAMES, MACHINES, machineOf, type MachineName } from '../../../src/rules/games/slot-machines.ts';
import {
  linesOf,
  lineWins,
  PAYLINES,
  REELS,
  returnToPlayer,
  slotRound,
  spin,
  stripsOf,
  symbolsOf,
  windowOf,
} from '../../../src/rules/games/slot.ts';
import { GAME_CATALOGUE } from '../../../src/platform/seed/games.ts';
import { fastFloats } from './fast-floats.ts';

const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT_SEED = 'member-chosen-seed';

/** What the platform computes with WebCrypto, here with node:crypto's HMAC. */
const floatsOf = (nonce: number) => floatsFrom(createHmac('sha256', SERVER_SEED).update(roundMessage(CLIENT_SEED, nonce)).digest('hex'));

describe('the slot machines', () => {
  it('are the catalogue slot titles, one machine each, none sharing a symbol or a return', () => {
    const titles = GAME_CATALOGUE.filter((game) => game.engine === 'slot').map((game) => game.code);
    expect(titles.map(machineOf).sort()).toEqual([...MACHINE_NAMES].sort());
    const symbols = MACHINE_NAMES.flatMap((name) => symbolsOf(name));
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(new Set(MACHINE_NAMES.map((name) => MACHINES[name].rtpPercent)).size).toBe(MACHINE_NAMES.length);
  });

  it.each(MACHINE_NAMES)('%s: five reels carrying its symbols, none beside itself, and lines the engine has', (name) => {
    const strips = stripsOf(name);
    expect(strips).toHaveLength(REELS);
    for (const strip of strips) {
      expect(new Set(strip)).toEqual(new Set(symbolsOf(name)));
      strip.forEach((symbol, stop) => expect(strip[(stop + 1) % strip.length]).not.toBe(symbol));
    }
    expect(linesOf(name)).toBeGreaterThanOrEqual(1);
    expect(linesOf(name)).toBeLessThanOrEqual(PAYLINES.length);
  });

  it.each(MACHINE_NAMES)('%s: publishes the return it computes exactly from its strips and paytable', (name) => {
    expect(Math.round(returnToPlayer(name) * 10_000) / 100).toBe(MACHINES[name].rtpPercent);
  });

  it('pays the leftmost run of 3 or more on each played line, and nothing else', () => {
    // A window of sevens on the middle row, cherries above, a broken run below.
    const window = [
      ['cherry', 'cherry', 'cherry', 'bar', 'cherry'],
      ['seven', 'seven', 'seven', 'seven', 'seven'],
      ['bell', 'bell', 'bar', 'bell', 'bell'],
    ] as const;
    const wins = lineWins(
      window.map((row) => [...row]),
      'fruits',
    );
    expect(wins).toContainEqual({ line: 0, symbol: 'seven', count: 5, multiplier: 2500 });
    expect(wins).toContainEqual({ line: 1, symbol: 'cherry', count: 3, multiplier: 6 });
    expect(wins.some((win) => win.line === 2)).toBe(false); // bell, bell, bar: a run of 2
    // Clovers on line 6 (top, top, middle, bottom, bottom): a 9-line machine would pay it, the 5-line one does not.
    const clovers = [
      ['clover', 'clover', 'ruby', 'ruby', 'ruby'],
      ['ruby', 'horseshoe', 'clover', 'horseshoe', 'horseshoe'],
      ['horseshoe', 'ruby', 'horseshoe', 'clover', 'clover'],
    ] as const;
    expect(
      lineWins(
        clovers.map((row) => [...row]),
        'sevens',
      ),
    ).toEqual([]);
    expect(linesOf('sevens')).toBe(5);
  });

  it('reads a spin from the round: the same stops from WebCrypto and from node:crypto, on every machine', async () => {
    for (const nonce of [0, 1, 41, 999_999]) {
      const digest = await roundDigest(SERVER_SEED, CLIENT_SEED, nonce);
      expect(floatsFrom(digest)).toEqual(floatsOf(nonce));
      for (const name of MACHINE_NAMES) {
        const result = spin(floatsFrom(digest), name);
        result.stops.forEach((stop, reel) => expect(stop).toBeLessThan(stripsOf(name)[reel]!.length));
        expect(
          windowOf(result.stops, name)
            .flat()
            .every((symbol) => symbolsOf(name).includes(symbol)),
        ).toBe(true);
      }
    }
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('replays a round from its revealed seed on the machine it names, and an unnamed one on the first machine', async () => {
    const server_seed_hash = createHash('sha256').update(SERVER_SEED).digest('hex');
    const revealed = (nonce: number, win: number, outcome: unknown) => ({
      server_seed: SERVER_SEED,
      server_seed_hash,
      client_seed: CLIENT_SEED,
      nonce,
      win,
      outcome: JSON.parse(JSON.stringify(outcome)) as unknown,
    });
    for (const name of MACHINE_NAMES) {
      // The first nonce that pays on this machine, so the win is checked too.
      let nonce = 0;
      while (spin(floatsOf(nonce), name).multiplier === 0) nonce += 1;
      const played = slotRound(floatsOf(nonce), 50, name);
      expect(played.stake).toBe(50 * linesOf(name));
      expect(played.outcome.machine).toBe(name);
      expect(await replayMatches('slot', revealed(nonce, played.win / 100, played.outcome))).toBe(true);
      expect(await replayMatches('slot', revealed(nonce, played.win / 100 + 1, played.outcome))).toBe(false);
      // Recorded as another machine's round: not what the seed made there.
      const other: MachineName = name === 'fruits' ? 'pearl' : 'fruits';
      expect(await replayMatches('slot', revealed(nonce, played.win / 100, { ...played.outcome, machine: other }))).toBe(false);
    }
    // A round recorded before the machines had names: no machine in its outcome, played on the fruit machine.
    let nonce = 0;
    while (spin(floatsOf(nonce), 'fruits').multiplier === 0) nonce += 1;
    const { machine: _fruits, ...legacy } = slotRound(floatsOf(nonce), 100, 'fruits').outcome;
    const win = slotRound(floatsOf(nonce), 100, 'fruits').win / 100;
    expect(await replayMatches('slot', revealed(nonce, win, legacy))).toBe(true);
    expect(await replayMatches('slot', revealed(nonce, win, { ...legacy, stops: [0, 0, 0, 0, 0] }))).toBe(false);
  });

  it.each(MACHINE_NAMES)('%s: returns its published RTP over 1,000,000 spins, within four standard errors', (name) => {
    const SPINS = 1_000_000;
    const next = fastFloats(1 + MACHINE_NAMES.indexOf(name));
    const floats = [0, 0, 0, 0, 0];
    const lines = linesOf(name);
    let sum = 0;
    let squares = 0;
    let hits = 0;
    for (let round = 0; round < SPINS; round++) {
      for (let reel = 0; reel < REELS; reel++) floats[reel] = next();
      // Per spin: the win in line bets ÷ the stake in line bets.
      const ratio = spin(floats, name).multiplier / lines;
      sum += ratio;
      squares += ratio * ratio;
      if (ratio > 0) hits += 1;
    }
    const mean = sum / SPINS;
    const standardError = Math.sqrt((squares / SPINS - mean ** 2) / SPINS);
    expect(Math.abs(mean - returnToPlayer(name)), `${name}: ${mean}`).toBeLessThan(4 * standardError);
    expect(standardError).toBeLessThan(0.01); // the test means something: within a percentage point or so
    expect(hits / SPINS).toBeGreaterThan(0.15); // a spin in six or more pays something
  });
});
