// Virtual football's maths: a league's odds and return, a match played from fair floats, a slip's round.
import {
  LEAGUES,
  MATCHES,
  type Goal,
  type LeagueName,
  type OneXTwo,
  type OverUnder,
  type Side,
  type Slip,
} from '../../contract/games/games-football.ts';

/** The over/under line, in goals. */
const GOAL_LINE = 2.5;

function settles(pick: OneXTwo | OverUnder, home: number, away: number): boolean {
  if (pick === 'home') return home > away;
  if (pick === 'away') return away > home;
  if (pick === 'draw') return home === away;
  if (pick === 'over') return home + away > GOAL_LINE;
  return home + away < GOAL_LINE;
}

/** Goals a side scores for a float, read against its table of thousandths. */
function goalsFor(table: readonly number[], float: number): number {
  let roll = Math.floor(float * 1000);
  for (let goals = 0; goals < table.length; goals++) {
    roll -= table[goals]!;
    if (roll < 0) return goals;
  }
  throw new Error('a goal table sums to 1000');
}

/** Which league a catalogue game plays; a game not listed plays the classic league. */
const LEAGUE_OF_GAME: Record<string, LeagueName> = {
  'vsports-football-classic': 'classic',
  'vsports-football-attack': 'attack',
};

export function leagueOf(gameCode: string): LeagueName {
  return LEAGUE_OF_GAME[gameCode] ?? 'classic';
}

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
