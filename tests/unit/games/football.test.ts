// Virtual football's math: the published goal tables are the leagues' Poisson goal rates rounded to
// thousandths, each pick's odds are (1 − margin) ÷ its exact chance rounded down, the exact return of
// each pick is at most 1 − margin, a match reads the same from the same round on every side (and
// the verify panel recomputes it), and a million matches (uniform floats as a digest gives them,
// fast-floats.ts) land on the published chances.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatsFrom, roundDigest, roundMessage } from '../../../src/rules/games/fair.ts';
import { LEAGUES, MATCHES, PICKS, type LeagueName, type OneXTwo, type OverUnder } from '../../../src/contract/games/games-football.ts';
import { chancePerMillion, footballRound, leagueOf, oddsCents, playMatch, returnToPlayer } from '../../../src/rules/games/football.ts';
import { replayMatches } from '../../../src/rules/games/replay.ts';
import { GAME_CATALOGUE } from '../../../src/platform/seed/games.ts';
import { fastDigestFloats } from './fast-floats.ts';

const SERVER_SEED = 'c5f3e4d6a7b8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192';
const CLIENT_SEED = 'member-football-seed';
const floatsOf = (nonce: number) => floatsFrom(createHmac('sha256', SERVER_SEED).update(roundMessage(CLIENT_SEED, nonce)).digest('hex'));
const leagues = Object.keys(LEAGUES) as LeagueName[];
const ALL_PICKS: (OneXTwo | OverUnder)[] = [...PICKS.x12, ...PICKS.ou];

/** Poisson(rate) for 0..5 goals and the rest as "6", rounded to thousandths by largest remainder. */
function poissonThousandths(rate: number): number[] {
  const chances: number[] = [];
  let factorial = 1;
  for (let goals = 0; goals < 6; goals++) {
    if (goals > 0) factorial *= goals;
    chances.push((Math.exp(-rate) * rate ** goals) / factorial);
  }
  chances.push(1 - chances.reduce((sum, chance) => sum + chance, 0));
  const whole = chances.map((chance) => Math.floor(chance * 1000));
  const byRemainder = chances.map((chance, goals) => [chance * 1000 - whole[goals]!, goals] as const).sort((a, b) => b[0] - a[0]);
  const left = 1000 - whole.reduce((sum, count) => sum + count, 0);
  for (let index = 0; index < left; index++) whole[byRemainder[index]![1]]! += 1;
  return whole;
}

describe('virtual football', () => {
  it('publishes goal tables that are its goal rates rounded to thousandths', () => {
    for (const league of leagues) {
      const { home, away, rates } = LEAGUES[league];
      expect(home).toEqual(poissonThousandths(rates.home));
      expect(away).toEqual(poissonThousandths(rates.away));
    }
  });

  it('prices each pick from its exact chance and the margin, the return of each at most 1 − margin', () => {
    for (const league of leagues) {
      const margin = LEAGUES[league].marginPerThousand / 1000;
      expect(chancePerMillion(league, 'home') + chancePerMillion(league, 'draw') + chancePerMillion(league, 'away')).toBe(MATCHES);
      expect(chancePerMillion(league, 'over') + chancePerMillion(league, 'under')).toBe(MATCHES);
      for (const pick of ALL_PICKS) {
        const p = chancePerMillion(league, pick) / MATCHES;
        const odds = oddsCents(league, pick);
        // Rounded down to the satang: the next satang up would pay more than 1 − margin.
        expect(odds / 100).toBeLessThanOrEqual((1 - margin) / p);
        expect((odds + 1) / 100).toBeGreaterThan((1 - margin) / p);
        expect(returnToPlayer(league, pick)).toBeLessThanOrEqual(1 - margin);
        expect(returnToPlayer(league, pick)).toBeGreaterThan(1 - margin - 0.01);
      }
    }
    // The classic league, by hand: home wins 450,779 matches in a million; 0.95 ÷ 0.450779 = 2.107…
    expect(chancePerMillion('classic', 'home')).toBe(450_779);
    expect(oddsCents('classic', 'home')).toBe(210);
  });

  it('plays the league its catalogue game names', () => {
    const football = GAME_CATALOGUE.filter((game) => game.engine === 'football');
    expect(football.length).toBeGreaterThanOrEqual(1);
    expect(new Set(football.map((game) => leagueOf(game.code))).size).toBe(football.length);
    expect(football.every((game) => game.category === 'sport')).toBe(true);
  });

  it('draws the score from the tables, a minute for each goal, and pays each winning pick at its odds', () => {
    // Home: a roll of 575 of 1000 is past 235 + 340 → 2 goals; away: 0 → 0 goals.
    const match = playMatch('classic', [0.5755, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
    expect(match).toMatchObject({ home: 2, away: 0 });
    expect(match.goals.map((goal) => goal.side)).toEqual(['home', 'home']);
    expect(match.goals.every((goal) => goal.minute >= 1 && goal.minute <= 90)).toBe(true);
    const round = footballRound([0.5755, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6], 'classic', {
      x12: { pick: 'home', stake: 10_000 },
      ou: { pick: 'over', stake: 5_000 },
    });
    expect(round.stake).toBe(15_000);
    // Home wins at 2.10; 2-0 is under 2.5, so the over loses.
    expect(round.win).toBe(21_000);
    expect(round.outcome.bets).toEqual([
      { market: 'x12', pick: 'home', stake: 100, odds: 2.1, won: true },
      { market: 'ou', pick: 'over', stake: 50, odds: 2.02, won: false },
    ]);
    // Most goals: 6 a side, 12 minutes from the six floats left.
    const most = playMatch('attack', [0.9999, 0.9999, 0.11, 0.22, 0.33, 0.44, 0.55, 0.66]);
    expect(most.goals).toHaveLength(12);
    expect(most.goals.map((goal) => goal.minute)).toEqual([...most.goals.map((goal) => goal.minute)].sort((a, b) => a - b));
  });

  it('reads a match from the round the same way on every side, and the verify panel recomputes it', async () => {
    for (const nonce of [0, 3, 999_999]) {
      const digest = await roundDigest(SERVER_SEED, CLIENT_SEED, nonce);
      expect(floatsFrom(digest)).toEqual(floatsOf(nonce));
      const round = footballRound(floatsFrom(digest), 'attack', {
        x12: { pick: 'draw', stake: 5_000 },
        ou: { pick: 'under', stake: 1_000 },
      });
      const past = {
        round_id: nonce + 1,
        nonce,
        stake: 60,
        win: round.win / 100,
        outcome: round.outcome,
        played_at: '2026-01-01T00:00:00.000Z',
        server_seed_hash: createHash('sha256').update(SERVER_SEED).digest('hex'),
        client_seed: CLIENT_SEED,
        server_seed: SERVER_SEED,
      };
      expect(await replayMatches('football', past)).toBe(true);
      expect(await replayMatches('football', { ...past, outcome: { ...round.outcome, home: round.outcome.home + 1 } })).toBe(false);
    }
  });

  it('lands on the published chances over 1,000,000 matches, and each pick returns what is published', () => {
    const MATCHES_PLAYED = 1_000_000;
    for (const league of leagues) {
      const ended = Object.fromEntries(ALL_PICKS.map((pick) => [pick, 0])) as Record<OneXTwo | OverUnder, number>;
      const draw = fastDigestFloats(1 + leagues.indexOf(league));
      for (let match = 0; match < MATCHES_PLAYED; match++) {
        const { home, away } = playMatch(league, draw());
        ended[home > away ? 'home' : home < away ? 'away' : 'draw'] += 1;
        ended[home + away > 2.5 ? 'over' : 'under'] += 1;
      }
      for (const pick of ALL_PICKS) {
        const p = chancePerMillion(league, pick) / MATCHES;
        const sd = Math.sqrt(MATCHES_PLAYED * p * (1 - p));
        expect(Math.abs(ended[pick] - MATCHES_PLAYED * p), `${league} ${pick}`).toBeLessThan(5 * sd);
        // Its return measured: each time it ended so, it paid its odds.
        const measured = (ended[pick] * oddsCents(league, pick)) / 100 / MATCHES_PLAYED;
        expect(Math.abs(measured - returnToPlayer(league, pick)), `${league} ${pick}`).toBeLessThan(0.01);
      }
    }
  }, 120_000);
});
