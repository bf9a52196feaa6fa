// The input shortcuts of DOMAIN.md "Lottery": pure functions that expand what the member typed
// into the numbers the bill builder adds as lines. Every function returns distinct numbers of
// one digit count, in ascending order unless the order carries meaning (6 กลับ keeps input first).
import { allNumbers } from '../../rules/lotto/numbers.ts';

/** 6 กลับ: all distinct orderings of the digits (123 -> 6 numbers, 112 -> 3, 111 -> 1), input first. */
export function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  const found = new Set<string>();
  [...number].forEach((digit, i) => {
    const rest = number.slice(0, i) + number.slice(i + 1);
    for (const tail of permutations(rest)) found.add(digit + tail);
  });
  return [...found];
}

/** กลับ 2 ตัว: the number and its reverse (12 -> 12, 21; 11 -> 11). */
export function reverseTwo(number: string): string[] {
  return permutations(number);
}

/** 19 ประตู: the 19 two-digit numbers containing the digit. */
export function nineteenDoors(digit: string): string[] {
  return allNumbers(2).filter((n) => n.includes(digit));
}

/** รูดหน้า: the digit in front, d0..d9. */
export function runFront(digit: string): string[] {
  return allNumbers(1).map((d) => digit + d);
}

/** รูดหลัง: the digit behind, 0d..9d. */
export function runBack(digit: string): string[] {
  return allNumbers(1).map((d) => d + digit);
}

/** เลขเบิ้ล: 00, 11, .., 99. */
export function doubles(): string[] {
  return allNumbers(1).map((d) => d + d);
}

/** ตอง: 000, 111, .., 999. */
export function triples(): string[] {
  return allNumbers(1).map((d) => d + d + d);
}

/** 2 ตัวต่ำ: 00-49. */
export function lowTwo(): string[] {
  return allNumbers(2).filter((n) => Number(n) < 50);
}

/** 2 ตัวสูง: 50-99. */
export function highTwo(): string[] {
  return allNumbers(2).filter((n) => Number(n) >= 50);
}

/** 2 ตัวคู่: the even numbers 00, 02, .., 98. */
export function evenTwo(): string[] {
  return allNumbers(2).filter((n) => Number(n) % 2 === 0);
}

/** 2 ตัวคี่: the odd numbers 01, 03, .., 99. */
export function oddTwo(): string[] {
  return allNumbers(2).filter((n) => Number(n) % 2 === 1);
}

export type ShortcutId =
  'permute' | 'reverse' | 'doors19' | 'runFront' | 'runBack' | 'doubles' | 'triples' | 'low' | 'high' | 'even' | 'odd';

export interface Shortcut {
  id: ShortcutId;
  /** The digit count of the bet types it serves (3 or 2). */
  digits: number;
  /**
   * How many digits the member types before it expands: the full number (6 กลับ, กลับ 2 ตัว),
   * one digit (19 ประตู, รูด), or 0 for a set that is added at once (เบิ้ล, ตอง, ต่ำ/สูง, คู่/คี่).
   */
  input: number;
  expand: (typed: string) => string[];
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'permute', digits: 3, input: 3, expand: permutations },
  { id: 'triples', digits: 3, input: 0, expand: triples },
  { id: 'reverse', digits: 2, input: 2, expand: reverseTwo },
  { id: 'doors19', digits: 2, input: 1, expand: nineteenDoors },
  { id: 'runFront', digits: 2, input: 1, expand: runFront },
  { id: 'runBack', digits: 2, input: 1, expand: runBack },
  { id: 'doubles', digits: 2, input: 0, expand: doubles },
  { id: 'low', digits: 2, input: 0, expand: lowTwo },
  { id: 'high', digits: 2, input: 0, expand: highTwo },
  { id: 'even', digits: 2, input: 0, expand: evenTwo },
  { id: 'odd', digits: 2, input: 0, expand: oddTwo },
];

/** The shortcuts that apply to bet types of `digits` digits. */
export function shortcutsFor(digits: number): Shortcut[] {
  return SHORTCUTS.filter((shortcut) => shortcut.digits === digits);
}

export function shortcutById(id: ShortcutId): Shortcut {
  const shortcut = SHORTCUTS.find((s) => s.id === id);
  if (!shortcut) throw new Error(`unknown shortcut ${id}`);
  return shortcut;
}
