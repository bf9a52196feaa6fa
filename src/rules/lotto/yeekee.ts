// Yeekee's arithmetic (DOMAIN.md "Yeekee"), one copy for the platform that draws the result and the
// browser where a member redoes it from the shot list: the sum of every shot minus the one at the
// subtracted rank (the 16th from the newest by default), its last five digits ABCDE: 3 ตัวบน CDE,
// 2 ตัวล่าง AB. Sums are BigInt: thousands of 5-digit shots stay exact.

export const SHOT_DIGITS = 5;

/** A shot is exactly five digits, 00000-99999. */
export function isShotNumber(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export function sumShots(numbers: readonly string[]): bigint {
  let sum = 0n;
  for (const number of numbers) sum += BigInt(number);
  return sum;
}

export interface YeekeeOutcome {
  difference: bigint;
  /** ABCDE: the last five digits of the difference, zero-padded. */
  lastFive: string;
  /** CDE */
  threeTop: string;
  /** AB */
  twoBottom: string;
}

/** The sum of all shots minus the subtracted one, then its last five digits ABCDE. */
export function yeekeeOutcome(sum: bigint, subtracted: bigint): YeekeeOutcome {
  const difference = sum - subtracted;
  const lastFive = lastFiveDigits(difference);
  return { difference, lastFive, ...splitLastFive(lastFive) };
}

export function lastFiveDigits(value: bigint | string): string {
  const digits = String(value).replace(/^-/, '');
  return digits.slice(-SHOT_DIGITS).padStart(SHOT_DIGITS, '0');
}

/** ABCDE -> 3 ตัวบน CDE, 2 ตัวล่าง AB. */
export function splitLastFive(lastFive: string): { threeTop: string; twoBottom: string } {
  return { threeTop: lastFive.slice(2, 5), twoBottom: lastFive.slice(0, 2) };
}

/**
 * Redoes the platform's arithmetic from the shots the list shows. True only when every shot is
 * there and both the sum and the five digits agree, so the panel never claims a check it did not do.
 */
export function confirmsArithmetic(
  numbers: readonly string[],
  yeekee: { shot_count: number; sum: string; sixteenth: { number: string } | null; last_five: string },
): boolean {
  if (numbers.length !== yeekee.shot_count || !yeekee.sixteenth || !/^\d+$/.test(yeekee.sum)) return false;
  const sum = sumShots(numbers);
  return sum === BigInt(yeekee.sum) && yeekeeOutcome(sum, BigInt(yeekee.sixteenth.number)).lastFive === yeekee.last_five;
}
