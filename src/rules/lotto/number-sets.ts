// The risk desk's shortcuts that list numbers (reversals, doubles, 19 doors): the desk's page shows
// what a shortcut will set before it is sent, the platform expands the same.
import { allNumbers } from './numbers.ts';

/** A number and every ordering of its digits (123: 123 132 213 231 312 321), without repeats. */
export function reversals(number: string): string[] {
  const orders = (digits: string): string[] =>
    digits.length <= 1
      ? [digits]
      : [...digits].flatMap((digit, at) => orders(digits.slice(0, at) + digits.slice(at + 1)).map((rest) => digit + rest));
  return [...new Set(orders(number))].sort();
}

/** Every number of `digits` digits with a repeated digit: 00, 11, ... (two digits); 000, 001, 010, ... (three). */
export function doubles(digits: 2 | 3): string[] {
  return allNumbers(digits).filter((number) => new Set(number).size < digits);
}

/** The 19-door set (รูด 19 ประตู) of a digit: every two-digit number that has it. */
export function nineteenDoors(digit: string): string[] {
  return allNumbers(2).filter((number) => number.includes(digit));
}
