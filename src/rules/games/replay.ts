// A past round played again from its revealed seed, with the functions of the engine it was played
// on: what the fairness panel (and the tests) compare with what the platform recorded. The bets a
// round stood on are read from its own outcome; the floats from games-fair.ts.
import { baccaratRound, type BaccaratOutcome } from './baccarat.ts';
import { dragonTigerRound, type DragonTigerOutcome } from './dragon-tiger.ts';
import { FLOATS_PER_DIGEST, roundFloats, sha256Hex } from './fair.ts';
import { fishingRound, type FishingOutcome } from './fishing.ts';
import { type Slip } from '../../contract/games/games-football.ts';
import { footballRound, type FootballOutcome } from './football.ts';
import { FREESPIN_FLOATS, freeSpinRound, type FreeSpinOutcome } from './freespin.ts';
import { slotRound, type SlotOutcome } from './slot.ts';
import type { Table } from '../../contract/games/games-table.ts';

type Engine = Table['game']['engine'];
interface Replay {
  floats: number;
  play: (floats: number[], outcome: unknown) => { win: number; outcome: unknown };
}

const toSatang = (baht: number) => Math.round(baht * 100);
const betsInSatang = (bets: Record<string, number>) =>
  Object.fromEntries(Object.entries(bets).map(([side, baht]) => [side, toSatang(baht)]));

/** Each engine's replay: how many floats a round reads, and the round from them and its outcome's bets. */
const ENGINES: Partial<Record<Engine, Replay>> = {
  slot: {
    floats: FLOATS_PER_DIGEST,
    play: (floats: number[], outcome: unknown) => {
      const spun = outcome as Omit<SlotOutcome, 'machine'> & Partial<SlotOutcome>;
      const round = slotRound(floats, toSatang(spun.line_bet), spun.machine ?? 'fruits');
      if (spun.machine !== undefined) return round;
      // A round from before the machines had names was played on the first one, and recorded none.
      const { machine: _first, ...shown } = round.outcome;
      return { ...round, outcome: shown };
    },
  },
  baccarat: {
    floats: FLOATS_PER_DIGEST,
    play: (floats: number[], outcome: unknown) => baccaratRound(floats, betsInSatang((outcome as BaccaratOutcome).bets)),
  },
  freespin: {
    floats: FREESPIN_FLOATS,
    play: (floats: number[], outcome: unknown) => freeSpinRound(floats, toSatang((outcome as FreeSpinOutcome).line_bet)),
  },
  dragon_tiger: {
    floats: FLOATS_PER_DIGEST,
    play: (floats: number[], outcome: unknown) => dragonTigerRound(floats, betsInSatang((outcome as DragonTigerOutcome).bets)),
  },
  fishing: {
    floats: FLOATS_PER_DIGEST,
    play: (floats: number[], outcome: unknown) => {
      const shot = outcome as FishingOutcome;
      return fishingRound(floats, shot.school, shot.fish, toSatang(shot.stake));
    },
  },
  football: {
    floats: FLOATS_PER_DIGEST,
    play: (floats: number[], outcome: unknown) => {
      const match = outcome as FootballOutcome;
      const slip: Slip = {};
      for (const bet of match.bets) Object.assign(slip, { [bet.market]: { pick: bet.pick, stake: toSatang(bet.stake) } });
      return footballRound(floats, match.league, slip);
    },
  },
};

export interface RevealedRound {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  win: number;
  outcome: unknown;
}

/** True when the seed is the one committed to and the round, played again, shows and pays what was recorded. */
export async function replayMatches(engine: Engine, round: RevealedRound): Promise<boolean> {
  const replay = ENGINES[engine];
  if (!replay || (await sha256Hex(round.server_seed)) !== round.server_seed_hash) return false;
  const { floats, play } = replay;
  try {
    const again = play(await roundFloats(round.server_seed, round.client_seed, round.nonce, floats), round.outcome);
    return JSON.stringify(again.outcome) === JSON.stringify(round.outcome) && again.win === toSatang(round.win);
  } catch {
    // An outcome naming a fish, a market or a bet the game does not have: no round it could have played.
    return false;
  }
}
