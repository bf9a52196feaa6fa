// The baccarat table: the tableau as printed on every table, hands dealt in order from a round's
// floats, what each bet returns, and the house edges it publishes, recounted exactly over every
// sequence of six ranks.
import { describe, expect, it } from 'vitest';
import { bankerDraws, betReturn, cardFrom, dealHand, HOUSE_EDGE_PERCENT, type Side } from '../../../src/rules/games/baccarat.ts';

/** The float that deals a card of this rank (0 = A … 12 = K) of spades. */
const rank = (value: number) => (value + 0.5) / 52;

describe('the baccarat table', () => {
  it('draws the banker by the tableau', () => {
    // Rows: banker total 0-7; columns: player stood (null) or the player's third card 0-9.
    const expected: Record<number, string> = {
      // null, 0..9  (D draws, S stands)
      0: 'D DDDDDDDDDD',
      1: 'D DDDDDDDDDD',
      2: 'D DDDDDDDDDD',
      3: 'D DDDDDDDDSD',
      4: 'D SSDDDDDDSS',
      5: 'D SSSSDDDDSS',
      6: 'S SSSSSSDDSS',
      7: 'S SSSSSSSSSS',
    };
    for (const [banker, row] of Object.entries(expected)) {
      const [stood, ...thirds] = row.replace(' ', '').split('');
      expect(bankerDraws(Number(banker), null) ? 'D' : 'S', `banker ${banker}, player stood`).toBe(stood);
      thirds.forEach((cell, third) =>
        expect(bankerDraws(Number(banker), third) ? 'D' : 'S', `banker ${banker}, third ${third}`).toBe(cell),
      );
    }
  });

  it('deals player, banker, player, banker, then the third cards as drawn', () => {
    // Player A + 3 = 4 draws a 5 (9); banker 2 + 4 = 6 stands on a third card of 5.
    const hand = dealHand([rank(0), rank(1), rank(2), rank(3), rank(4), rank(5)]);
    expect(hand.player.map((card) => card.points)).toEqual([1, 3, 5]);
    expect(hand.banker.map((card) => card.points)).toEqual([2, 4]);
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
    // A natural stops the deal: banker 9 against player 7.
    const natural = dealHand([rank(6), rank(8), rank(12), rank(9)]);
    expect(natural).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'banker' });
    expect(natural.player).toHaveLength(2);
    expect(cardFrom(0.999999)).toMatchObject({ index: 51, rank: 12, suit: 3, points: 0 });
  });

  it('pays banker 0.95 (commission rounded down), player 1 and tie 8; a tie returns banker and player bets', () => {
    expect(betReturn('banker', 10_000, 'banker')).toBe(19_500);
    expect(betReturn('banker', 1_999, 'banker')).toBe(1_999 + 1_899);
    expect(betReturn('player', 10_000, 'player')).toBe(20_000);
    expect(betReturn('tie', 10_000, 'tie')).toBe(90_000);
    expect(betReturn('banker', 10_000, 'tie')).toBe(10_000);
    expect(betReturn('player', 10_000, 'banker')).toBe(0);
    expect(betReturn('tie', 10_000, 'player')).toBe(0);
  });

  it('publishes the house edges that every sequence of six ranks gives', () => {
    const wins: Record<Side, number> = { banker: 0, player: 0, tie: 0 };
    const floats = new Array<number>(6);
    for (let code = 0; code < 13 ** 6; code++) {
      let rest = code;
      for (let card = 0; card < 6; card++) {
        floats[card] = rank(rest % 13);
        rest = Math.floor(rest / 13);
      }
      wins[dealHand(floats).winner] += 1;
    }
    const n = 13 ** 6;
    const [banker, player, tie] = [wins.banker / n, wins.player / n, wins.tie / n];
    const edge = { banker: player - banker * 0.95, player: banker - player, tie: 1 - tie - tie * 8 };
    for (const side of ['banker', 'player', 'tie'] as const) {
      expect(Math.round(edge[side] * 10_000) / 100, side).toBe(HOUSE_EDGE_PERCENT[side]);
    }
  }, 60_000);
});
