// The pure rules on lotto numbers both sides apply (DOMAIN.md): digits per bet type, tod numbers.
import { BET_TYPES, type BetType } from '../../contract/lotto/lotto.ts';

export function isBetType(value: string): value is BetType {
  return Object.hasOwn(BET_TYPES, value);
}

/** True when `value` is exactly `digits` decimal digits. */
export function isNumberOf(value: string, digits: number): boolean {
  return value.length === digits && /^\d+$/.test(value);
}

/** True when `number` is exactly the digits the bet type takes. */
export function hasRightDigits(betType: BetType, number: string): boolean {
  return isNumberOf(number, BET_TYPES[betType].digits);
}

/** Every number of `digits` digits, zero-padded, in order (2 -> 00..99). */
export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
}

/** A tod number is a set of digits: 736 and 367 are the same bet, stored sorted. */
export function todKey(number: string): string {
  return [...number].sort().join('');
}

/** The tod bet types: any ordering of the digits wins. */
export function isTod(betType: BetType): boolean {
  return betType === 'three_tod' || betType === 'four_tod';
}

/** The number a bet is placed on, as the platform stores and compares it: tod digits sorted. */
export function normaliseNumber(betType: BetType, number: string): string {
  return isTod(betType) ? todKey(number) : number;
}

/** Three equal digits (111): no ordering differs. */
export function isTriple(number: string): boolean {
  return /^(\d)\1\1$/.test(number);
}

/** All digits equal (111, 2222): a tod bet on it has no other ordering to win with. */
function isOneDigitRepeated(number: string): boolean {
  return /^(\d)\1+$/.test(number);
}

/** Equal digits cannot be bet as tod (111 as 3 ตัวโต๊ด, 2222 as 4 ตัวโต๊ด). */
export function isTodTriple(betType: BetType, number: string): boolean {
  return isTod(betType) && isOneDigitRepeated(number);
}
