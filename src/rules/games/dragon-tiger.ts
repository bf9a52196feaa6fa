// The embedded platform's dragon tiger table: one card to the dragon, one to the tiger, the higher
// rank wins (A low, K high; suits do not count), equal ranks are a tie. Bets on dragon, tiger and
// tie. The two cards come from the round's first two floats, each from a full 52-card deck
// (games-baccarat.ts cardFrom). Pure, shared by the platform (to pay) and the browser (to draw and
// verify); the return of each bet is computed exactly over the 52 × 52 deals and published.
import { cardFrom } from './baccarat.ts';

export type DragonTigerSide = 'dragon' | 'tie' | 'tiger';

export const DRAGON_TIGER_SIDES: readonly DragonTigerSide[] = ['dragon', 'tie', 'tiger'];

/** What a winning bet pays on top of its stake: dragon and tiger 1:1, tie 11:1. */
export const DRAGON_TIGER_PAYS: Record<DragonTigerSide, number> = { dragon: 1, tiger: 1, tie: 11 };

/** The winner of a deal: the higher rank (0 = A … 12 = K), or a tie. */
export function dragonTigerWinner(dragon: number, tiger: number): DragonTigerSide {
  const [d, t] = [dragon % 13, tiger % 13];
  return d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
}

/**
 * What a bet of `stake` satang returns (stake included): a winning bet its stake and its pay, a
 * dragon or tiger bet half its stake (rounded down to the satang) on a tie, a losing bet nothing.
 */
export function dragonTigerReturn(side: DragonTigerSide, stake: number, winner: DragonTigerSide): number {
  if (side === winner) return stake + stake * DRAGON_TIGER_PAYS[side];
  if (winner === 'tie') return Math.floor(stake / 2);
  return 0;
}

/** The exact return to player of each bet: every one of the 52 × 52 deals counted once. */
export function dragonTigerReturns(): Record<DragonTigerSide, number> {
  const returned: Record<DragonTigerSide, number> = { dragon: 0, tie: 0, tiger: 0 };
  for (let dragon = 0; dragon < 52; dragon++)
    for (let tiger = 0; tiger < 52; tiger++) {
      const winner = dragonTigerWinner(dragon, tiger);
      for (const side of DRAGON_TIGER_SIDES) returned[side] += dragonTigerReturn(side, 100, winner) / 100;
    }
  return { dragon: returned.dragon / 52 ** 2, tie: returned.tie / 52 ** 2, tiger: returned.tiger / 52 ** 2 };
}

/** The published returns, in percent to two decimals (a test holds them to dragonTigerReturns). */
export const DRAGON_TIGER_RTP_PERCENT: Record<DragonTigerSide, number> = { dragon: 96.15, tie: 92.31, tiger: 96.15 };

/** The bets of one deal, in satang per side. */
export type DragonTigerBets = Partial<Record<DragonTigerSide, number>>;

/** One deal as a round: stake and return (stake included) in satang, and the cards by their 0-51 index. */
export function dragonTigerRound(floats: readonly number[], bets: DragonTigerBets) {
  if (floats.length < 2) throw new Error('a deal needs two floats');
  const dragon = cardFrom(floats[0]!).index;
  const tiger = cardFrom(floats[1]!).index;
  const winner = dragonTigerWinner(dragon, tiger);
  const stake = DRAGON_TIGER_SIDES.reduce((sum, side) => sum + (bets[side] ?? 0), 0);
  const win = DRAGON_TIGER_SIDES.reduce((sum, side) => sum + (bets[side] ? dragonTigerReturn(side, bets[side], winner) : 0), 0);
  return {
    stake,
    win,
    outcome: {
      bets: Object.fromEntries(DRAGON_TIGER_SIDES.map((side) => [side, (bets[side] ?? 0) / 100])) as Record<DragonTigerSide, number>,
      dragon,
      tiger,
      winner,
    },
  };
}
export type DragonTigerOutcome = ReturnType<typeof dragonTigerRound>['outcome'];
