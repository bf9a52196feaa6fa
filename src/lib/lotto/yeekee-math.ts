// Yeekee rules the panel needs in the browser (DOMAIN.md "Yeekee"): the 5-digit input, a random
// number, the ranks worth highlighting, and the arithmetic a member can redo from the shot list.
// The minimum shots and the subtracted rank are the operator's: they come with the shot list.
import { YEEKEE_SUBTRACT_RANK } from '../../contract/lotto.ts';

export const SHOT_DIGITS = 5;

/** What the input keeps of what was typed or pasted: digits only, at most five. */
export function cleanShotInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SHOT_DIGITS);
}

export function isShotNumber(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** A uniformly random 00000-99999, from the browser's crypto source when there is one. */
export function randomShotNumber(random: () => number = cryptoRandom): string {
  return String(Math.floor(random() * 100_000) % 100_000).padStart(SHOT_DIGITS, '0');
}

function cryptoRandom(): number {
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) return crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
  return Math.random();
}

/** The newest shot and the one whose number is subtracted (`subtractRank`, from the shot list) stand out. */
export function isMarkedRank(rank: number, subtractRank: number): boolean {
  return rank === 1 || rank === subtractRank;
}

/** isMarkedRank with DOMAIN.md's rank. */
export function isHighlightedRank(rank: number): boolean {
  return isMarkedRank(rank, YEEKEE_SUBTRACT_RANK);
}

/** Sum of shot numbers as a BigInt: thousands of 5-digit shots stay exact. */
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

/** Sum of all shots minus the 16th from the newest, then its last five digits ABCDE. */
export function yeekeeOutcome(sum: bigint, sixteenth: bigint): YeekeeOutcome {
  const difference = sum - sixteenth;
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

/** Digits with thousands separators, for numbers too long for a JS number. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const shotTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A shot's server time as HH:mm:ss in Asia/Bangkok. */
export function formatShotTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '--:--:--' : shotTime.format(date);
}

/** Whole seconds until `until` (ISO), rounded up so "1" shows until the moment itself; 0 once past. */
export function secondsUntil(until: string | null, now: number): number {
  if (!until) return 0;
  const at = Date.parse(until);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Redoes the server's arithmetic from the shots the list shows. True only when every shot is
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

/** The later of two ISO times (null counts as "no wait"). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
