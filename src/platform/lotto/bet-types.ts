// The bet types of DOMAIN.md and the pure rules on numbers: which number a bet type takes, how a
// tod number is stored, and whether a line wins against a result.

export const BET_TYPES = {
  three_top: { name: '3 ตัวบน', digits: 3 },
  three_tod: { name: '3 ตัวโต๊ด', digits: 3 },
  three_front: { name: '3 ตัวหน้า', digits: 3 },
  three_bottom: { name: '3 ตัวล่าง', digits: 3 },
  two_top: { name: '2 ตัวบน', digits: 2 },
  two_bottom: { name: '2 ตัวล่าง', digits: 2 },
  run_top: { name: 'วิ่งบน', digits: 1 },
  run_bottom: { name: 'วิ่งล่าง', digits: 1 },
} as const;

export type BetType = keyof typeof BET_TYPES;
export const BET_TYPE_KEYS = Object.keys(BET_TYPES) as BetType[];

export function isBetType(value: string): value is BetType {
  return Object.hasOwn(BET_TYPES, value);
}

/** What a draw produced. Government draws also have two 3-front and two 3-bottom numbers. */
export interface DrawResult {
  three_top: string;
  two_bottom: string;
  three_front: string[];
  three_bottom: string[];
}

/** True when `number` is exactly the digits the bet type takes. */
export function hasRightDigits(betType: BetType, number: string): boolean {
  return new RegExp(`^\\d{${BET_TYPES[betType].digits}}$`).test(number);
}

/** A tod number is a set of digits: stored sorted, so 736 and 367 count as one number. */
export function normaliseNumber(betType: BetType, number: string): string {
  return betType === 'three_tod' ? [...number].sort().join('') : number;
}

/** Three equal digits cannot be bet as tod (there is no other ordering to win with). */
export function isTodTriple(betType: BetType, number: string): boolean {
  return betType === 'three_tod' && /^(\d)\1\1$/.test(number);
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
  }
}

/** Payout of a winning line in satang: stake x locked rate (rate in hundredths). */
export function payoutOf(amountSatang: number, rateCenti: number): number {
  return Math.floor((amountSatang * rateCenti) / 100);
}

/** A hot number pays half the rate. */
export function hotRate(rateCenti: number): number {
  return Math.round(rateCenti / 2);
}
