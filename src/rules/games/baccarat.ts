// The embedded platform's baccarat table: standard drawing rules (the tableau), bets on banker,
// player and tie. A hand's cards come from the round's floats (games-fair.ts) in the order they
// are dealt (player, banker, player, banker, then the third cards as drawn), each card from a full
// 52-card deck: card = floor(float × 52). Pure, shared by the platform (to pay) and the browser
// (to draw and verify).

export type Side = 'banker' | 'player' | 'tie';

/** Ranks A, 2 … 10, J, Q, K (card % 13) and their points. */
const POINTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0] as const;

export interface Card {
  /** 0-51: suit × 13 + rank. */
  index: number;
  /** 0 = A … 12 = K */
  rank: number;
  /** 0 ♠, 1 ♥, 2 ♦, 3 ♣ */
  suit: number;
  points: number;
}

export function cardFrom(float: number): Card {
  const index = Math.floor(float * 52);
  const rank = index % 13;
  return { index, rank, suit: Math.floor(index / 13), points: POINTS[rank]! };
}

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + card.points, 0) % 10;

/** The tableau: whether the banker draws on `banker` when the player's third card scored `third` (null: the player stood). */
export function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

export interface Hand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
}

/** Deals a hand from a round's floats (up to six of them). */
export function dealHand(floats: readonly number[]): Hand {
  let next = 0;
  const draw = () => {
    const float = floats[next++];
    if (float === undefined) throw new Error('a hand needs up to six floats');
    return cardFrom(float);
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    if (total(player) <= 5) {
      const third = draw();
      player.push(third);
      if (bankerDraws(total(banker), third.points)) banker.push(draw());
    } else if (bankerDraws(total(banker), null)) {
      banker.push(draw());
    }
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: Side = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** What a winning bet pays on top of its stake: banker 0.95 (5% commission), player 1, tie 8. */
export const PAYS: Record<Side, number> = { banker: 0.95, player: 1, tie: 8 };

/**
 * What a bet of `stake` satang returns (stake included) when `winner` won: a winning bet its stake
 * and its pay (commission rounded down to the satang), a banker or player bet its stake on a tie,
 * a losing bet nothing.
 */
export function betReturn(side: Side, stake: number, winner: Side): number {
  if (side === winner) return stake + Math.floor(stake * PAYS[side]);
  if (winner === 'tie') return stake;
  return 0;
}

/**
 * The house edge of each bet in percent, exact for cards drawn from a full deck each time (every
 * sequence of six ranks counted, tests/unit/games/baccarat.test.ts): the figures members are shown
 * beside the baccarat formulas.
 */
export const HOUSE_EDGE_PERCENT: Record<Side, number> = { banker: 1.06, player: 1.23, tie: 14.12 };

/** The bets of one hand, in satang per side. */
export type Bets = Partial<Record<Side, number>>;

export const SIDES: readonly Side[] = ['player', 'tie', 'banker'];

/**
 * One hand as a round: the stake and the return (stake included), in satang, and what the round
 * shows (cards by their 0-51 index). The platform pays with it; the verify panel recomputes it.
 */
export function baccaratRound(floats: readonly number[], bets: Bets) {
  const hand = dealHand(floats);
  const stake = SIDES.reduce((sum, side) => sum + (bets[side] ?? 0), 0);
  const win = SIDES.reduce((sum, side) => sum + (bets[side] ? betReturn(side, bets[side], hand.winner) : 0), 0);
  return {
    stake,
    win,
    outcome: {
      bets: Object.fromEntries(SIDES.map((side) => [side, (bets[side] ?? 0) / 100])) as Record<Side, number>,
      player: hand.player.map((card) => card.index),
      banker: hand.banker.map((card) => card.index),
      player_total: hand.playerTotal,
      banker_total: hand.bankerTotal,
      winner: hand.winner,
    },
  };
}
export type BaccaratOutcome = ReturnType<typeof baccaratRound>['outcome'];
