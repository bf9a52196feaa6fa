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

/** The over/under line, in goals. */
export const GOAL_LINE = 2.5;

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

/** Which league a catalogue game plays; a game not listed plays the classic league. */
const LEAGUE_OF_GAME: Record<string, LeagueName> = {
  'vsports-football-classic': 'classic',
  'vsports-football-attack': 'attack',
};

export function leagueOf(gameCode: string): LeagueName {
  return LEAGUE_OF_GAME[gameCode] ?? 'classic';
}

/** Chances are counted per million matches (a thousandth of home goals × a thousandth of away). */
export const MATCHES = 1_000_000;

/** How many of a million matches end `pick`, exactly. */
export function chancePerMillion(league: LeagueName, pick: OneXTwo | OverUnder): number {
  const { home, away } = LEAGUES[league];
  let count = 0;
  home.forEach((homeWeight, homeGoals) =>
    away.forEach((awayWeight, awayGoals) => {
      if (settles(pick, homeGoals, awayGoals)) count += homeWeight * awayWeight;
    }),
  );
  return count;
}

function settles(pick: OneXTwo | OverUnder, home: number, away: number): boolean {
  if (pick === 'home') return home > away;
  if (pick === 'away') return away > home;
  if (pick === 'draw') return home === away;
  if (pick === 'over') return home + away > GOAL_LINE;
  return home + away < GOAL_LINE;
}

/** A pick's odds in satang per baht (hundredths): (1 − margin) ÷ p, rounded down. */
export function oddsCents(league: LeagueName, pick: OneXTwo | OverUnder): number {
  const numerator = (1000 - LEAGUES[league].marginPerThousand) * 100_000;
  const chance = chancePerMillion(league, pick);
  return (numerator - (numerator % chance)) / chance;
}

/** The exact return of a bet on `pick`: its chance times its odds (at most 1 − margin). */
export function returnToPlayer(league: LeagueName, pick: OneXTwo | OverUnder): number {
  return (chancePerMillion(league, pick) * oddsCents(league, pick)) / (MATCHES * 100);
}

export const PICKS: { x12: readonly OneXTwo[]; ou: readonly OverUnder[] } = { x12: ['home', 'draw', 'away'], ou: ['over', 'under'] };

/** Goals a side scores for a float, read against its table of thousandths. */
function goalsFor(table: readonly number[], float: number): number {
  let roll = Math.floor(float * 1000);
  for (let goals = 0; goals < table.length; goals++) {
    roll -= table[goals]!;
    if (roll < 0) return goals;
  }
  throw new Error('a goal table sums to 1000');
}

export interface Goal {
  minute: number;
  side: Side;
}

/** The match a round's floats decide: the score and each goal's minute, in order. */
export function playMatch(league: LeagueName, floats: readonly number[]) {
  const home = goalsFor(LEAGUES[league].home, floats[0]!);
  const away = goalsFor(LEAGUES[league].away, floats[1]!);
  const minutes: number[] = [];
  for (const float of floats.slice(2)) {
    const rest = float * 90 - Math.floor(float * 90);
    minutes.push(1 + Math.floor(float * 90), 1 + Math.floor(rest * 90));
  }
  const sides: Side[] = [...Array<Side>(home).fill('home'), ...Array<Side>(away).fill('away')];
  const goals: Goal[] = sides.map((side, index) => ({ minute: minutes[index]!, side }));
  goals.sort((a, b) => a.minute - b.minute);
  return { home, away, goals };
}

/** A bet slip: a stake (satang) on one pick of each market, either or both. */
export interface Slip {
  x12?: { pick: OneXTwo; stake: number };
  ou?: { pick: OverUnder; stake: number };
}

/**
 * One match as a round: the slip's stake and win (each winning pick its stake × its odds, rounded
 * down to the satang), in satang, and what the round shows. The platform pays with it; the match
 * and the verify panel recompute it.
 */
export function footballRound(floats: readonly number[], league: LeagueName, slip: Slip) {
  const match = playMatch(league, floats);
  const legs = (['x12', 'ou'] as const).flatMap((market) => {
    const leg = slip[market];
    if (!leg) return [];
    const odds = oddsCents(league, leg.pick);
    const won = settles(leg.pick, match.home, match.away);
    return [{ market, pick: leg.pick, stake: leg.stake, odds, won, pays: won ? Math.floor((leg.stake * odds) / 100) : 0 }];
  });
  return {
    stake: legs.reduce((sum, leg) => sum + leg.stake, 0),
    win: legs.reduce((sum, leg) => sum + leg.pays, 0),
    outcome: {
      league,
      home: match.home,
      away: match.away,
      goals: match.goals,
      bets: legs.map((leg) => ({ market: leg.market, pick: leg.pick, stake: leg.stake / 100, odds: leg.odds / 100, won: leg.won })),
    },
  };
}
export type FootballOutcome = ReturnType<typeof footballRound>['outcome'];

/** A slip's stakes: whole baht per market, within these bounds; the chips the page offers. */
export const FOOTBALL_MIN_STAKE = 10;
export const FOOTBALL_MAX_STAKE = 5_000;
export const FOOTBALL_CHIPS = [10, 50, 100, 500, 1000] as const;

/** How long the page plays a match out (ms) for its 90 minutes; the result is settled before kick-off. */
export const MATCH_MS = 60_000;
