// Lotto numbers as the bill builder handles them: strings of digits of a fixed length.
import type { BetType } from '../api/lotto.ts';

/** True when `value` is exactly `digits` decimal digits. */
export function isNumberOf(value: string, digits: number): boolean {
  return value.length === digits && /^\d+$/.test(value);
}

/** Every number of `digits` digits, zero-padded, in order (2 -> 00..99). */
export function allNumbers(digits: number): string[] {
  return Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
}

/** A tod number is a set of digits (DOMAIN.md): 736 and 367 are the same bet, stored sorted. */
export function todKey(number: string): string {
  return [...number].sort().join('');
}

/** The number a bet is placed on, as the platform compares it: tod digits sorted. */
export function normaliseNumber(betType: BetType, number: string): string {
  return betType === 'three_tod' ? todKey(number) : number;
}

/** Three equal digits (111): no ordering differs, so a tod bet on it is refused. */
export function isTriple(number: string): boolean {
  return number.length === 3 && number[0] === number[1] && number[1] === number[2];
}
