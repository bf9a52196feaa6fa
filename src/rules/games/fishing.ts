// The fishing game's maths: a school's fish, the catch chance and return, one round from fair floats.
import { RTP_PER_MILLION, ROLLS, SCHOOLS, type Fish, type SchoolFish, type SchoolName } from '../../contract/games/games-fishing.ts';

/** Which school a catalogue game swims; a game not listed swims the reef. */
const SCHOOL_OF_GAME: Record<string, SchoolName> = {
  'arcade-reef-fishing': 'reef',
  'arcade-river-fishing': 'river',
  'arcade-deep-fishing': 'deep',
};

export function schoolOf(gameCode: string): SchoolName {
  return SCHOOL_OF_GAME[gameCode] ?? 'reef';
}

/** A fish's chance of being caught by one shot, in rolls per million: RTP ÷ multiplier, exactly. */
export function catchPerMillion(multiplier: number): number {
  if (RTP_PER_MILLION % multiplier !== 0) throw new Error(`a multiplier of ${multiplier} gives no whole chance per million`);
  return RTP_PER_MILLION / multiplier;
}

/** The exact return of a shot at a fish: its chance times what it pays. */
export function returnToPlayer(multiplier: number): number {
  return (catchPerMillion(multiplier) * multiplier) / ROLLS;
}

/** The school's fish the member aimed at, or undefined when it does not swim there. */
export function fishOf(school: SchoolName, fish: string): SchoolFish | undefined {
  return (SCHOOLS[school].fish as readonly SchoolFish[]).find((entry) => entry.fish === fish);
}

/**
 * One shot as a round: the stake and the win, in satang, and what the round shows. The platform
 * pays with it; the verify panel recomputes it from the revealed seed.
 */
export function fishingRound(floats: readonly number[], school: SchoolName, fish: Fish, stake: number) {
  const target = fishOf(school, fish);
  if (!target) throw new Error(`no ${fish} in the ${school} school`);
  const roll = Math.floor(floats[0]! * ROLLS);
  const caught = roll < catchPerMillion(target.multiplier);
  return {
    stake,
    win: caught ? stake * target.multiplier : 0,
    outcome: { school, fish, multiplier: target.multiplier, stake: stake / 100, roll, caught },
  };
}

export type FishingOutcome = ReturnType<typeof fishingRound>['outcome'];
