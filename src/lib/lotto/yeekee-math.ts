// Yeekee rules the panel needs in the browser (DOMAIN.md "Yeekee"): the 5-digit input, a random
// number, the ranks worth highlighting, the digits of long sums. The arithmetic itself is the
// contract's (rules/lotto/yeekee.ts), the platform's own. The minimum shots and the subtracted rank are
// the operator's: they come with the shot list.
import { YEEKEE_SUBTRACT_RANK } from '../../contract/lotto/lotto.ts';
import { SHOT_DIGITS } from '../../rules/lotto/yeekee.ts';

/** What the input keeps of what was typed or pasted: digits only, at most five. */
export function cleanShotInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, SHOT_DIGITS);
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

/** Digits with thousands separators, for numbers too long for a JS number. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole seconds until `until` (ISO), rounded up so "1" shows until the moment itself; 0 once past. */
export function secondsUntil(until: string | null, now: number): number {
  if (!until) return 0;
  const at = Date.parse(until);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The later of two ISO times (null counts as "no wait"). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}
