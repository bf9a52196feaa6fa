// The embedded platform's virtual football (R999 Virtual Sports): a simulated match, no real teams,
// its result drawn by chance from the round's floats (games-fair.ts). Each league publishes how
// many goals its home and away sides score, per thousand matches (GOAL_TABLES: Poisson goal rates
// rounded to whole thousandths, "6" meaning 6 or more); the two sides score independently, so a
// score line's chance is the product. The odds of each market come from those chances and the
// league's margin: odds = (1 − margin) ÷ p, rounded down to the satang, and the exact return of
// each pick (p × odds) is published beside it.
//
// A match: home goals = the first float read against the home table (floor(float × 1000)), away
// goals the second against the away table; each goal's minute (1-90) from the next floats, two
// minutes from each (the float, then what is left of it after × 90). Pure, shared by the platform
// (to pay) and the browser (to play the match out and verify).

export type Side = 'home' | 'away';
export type OneXTwo = 'home' | 'draw' | 'away';
export type OverUnder = 'over' | 'under';
export type Market = 'x12' | 'ou';

/** A league's published chances: goals 0..6 per side, per thousand matches; margin per thousand. */
export interface League {
  home: readonly number[];
  away: readonly number[];
  /** The goal rates the tables were rounded from (shown to members). */
  rates: { home: number; away: number };
  marginPerThousand: number;
}

export const LEAGUES = {
  classic: {
    rates: { home: 1.45, away: 1.1 },
    home: [235, 340, 247, 119, 43, 12, 4],
    away: [333, 366, 201, 74, 20, 5, 1],
    marginPerThousand: 50,
  },
  attack: {
    rates: { home: 1.85, away: 1.55 },
    home: [157, 291, 269, 166, 77, 28, 12],
    away: [212, 329, 255, 132, 51, 16, 5],
    marginPerThousand: 60,
  },
} as const satisfies Record<string, League>;
export type LeagueName = keyof typeof LEAGUES;

/** Chances are counted per million matches (a thousandth of home goals × a thousandth of away). */
export const MATCHES = 1_000_000;

export const PICKS: { x12: readonly OneXTwo[]; ou: readonly OverUnder[] } = { x12: ['home', 'draw', 'away'], ou: ['over', 'under'] };

export interface Goal {
  minute: number;
  side: Side;
}

/** A bet slip: a stake (satang) on one pick of each market, either or both. */
export interface Slip {
  x12?: { pick: OneXTwo; stake: number };
  ou?: { pick: OverUnder; stake: number };
}

/** A slip's stakes: whole baht per market, within these bounds; the chips the page offers. */
export const FOOTBALL_MIN_STAKE = 10;
export const FOOTBALL_MAX_STAKE = 5_000;
export const FOOTBALL_CHIPS = [10, 50, 100, 500, 1000] as const;

/** How long the page plays a match out (ms) for its 90 minutes; the result is settled before kick-off. */
export const MATCH_MS = 60_000;
