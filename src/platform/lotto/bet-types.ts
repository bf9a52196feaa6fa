// Whether a line wins against a result and what it pays. The bet types and the rules on numbers
// are the contract's (src/contract/lotto/lotto.ts), shared with the bill builder.

import { type BetType } from '../../contract/lotto/lotto.ts';
import { normaliseNumber } from '../../rules/lotto/numbers.ts';

export { BET_TYPE_KEYS, BET_TYPES, type BetType } from '../../contract/lotto/lotto.ts';
export { hasRightDigits, isBetType, isTodTriple, normaliseNumber } from '../../rules/lotto/numbers.ts';

/**
 * What a draw produced. Government draws also have two 3-front and two 3-bottom numbers; Lao and
 * Hanoi draws their last four digits (absent on rounds drawn before four-digit bets).
 */
export interface DrawResult {
  three_top: string;
  two_bottom: string;
  three_front: string[];
  three_bottom: string[];
  four_top?: string;
}

export type LineOutcome = 'won' | 'lost' | 'refunded';

/**
 * Whether a stored (normalised) line wins. A bet type the result does not cover (3-front or
 * 3-bottom when the operator entered only 3-top and 2-bottom) is refunded, not lost.
 */
export function lineOutcome(betType: BetType, number: string, result: DrawResult): LineOutcome {
  const top = result.three_top;
  const bottom = result.two_bottom;
  switch (betType) {
    case 'three_top':
      return number === top ? 'won' : 'lost';
    case 'three_tod':
      return number === normaliseNumber('three_tod', top) ? 'won' : 'lost';
    case 'three_front':
      if (result.three_front.length === 0) return 'refunded';
      return result.three_front.includes(number) ? 'won' : 'lost';
    case 'three_bottom':
      if (result.three_bottom.length === 0) return 'refunded';
      return result.three_bottom.includes(number) ? 'won' : 'lost';
    case 'two_top':
      return number === top.slice(1) ? 'won' : 'lost';
    case 'two_bottom':
      return number === bottom ? 'won' : 'lost';
    case 'run_top':
      return top.includes(number) ? 'won' : 'lost';
    case 'run_bottom':
      return bottom.includes(number) ? 'won' : 'lost';
    case 'four_top':
    case 'four_tod':
      // A result without four digits (an operator's entry of 3-top and 2-bottom only) cannot decide it.
      if (!result.four_top) return 'refunded';
      return number === normaliseNumber(betType, result.four_top) ? 'won' : 'lost';
  }
}

/** Payout of a winning line in satang: stake x locked rate (rate in hundredths). */
export function payoutOf(amountSatang: number, rateCenti: number): number {
  return Math.floor((amountSatang * rateCenti) / 100);
}

/** A reduced (hot) number pays `percent` of the full rate (50: half, as hot numbers always did). */
export function reducedRate(rateCenti: number, percent: number): number {
  return Math.max(1, Math.round((rateCenti * percent) / 100));
}
