// Simulated draws (the embedded platform plays with play credit; real results come from a
// licensed operator). Each draw is fixed when its round is made and committed to with a SHA-256
// of the result and a secret, published before betting opens; the secret is revealed with the
// result so anyone can check the draw was not changed afterwards.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LottoKind } from '../db/tables/lotto-categories.ts';
import type { DrawResult } from './bet-types.ts';

export type { DrawSource } from '../db/tables/lotto-categories.ts';
export type CategoryKind = LottoKind;

export interface SimulatedDraw extends DrawResult {
  /** What the numbers came from, for the results page (first prize, Lao number, index close). */
  detail: Record<string, string>;
}

function digits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}

export function simulateDraw(kind: Exclude<CategoryKind, 'yeekee'>): SimulatedDraw {
  switch (kind) {
    case 'government': {
      // 3-top = last 3 digits of the first prize; 2-bottom = the 2-digit prize.
      const firstPrize = digits(6);
      return {
        three_top: firstPrize.slice(3),
        two_bottom: digits(2),
        three_front: [digits(3), digits(3)],
        three_bottom: [digits(3), digits(3)],
        detail: { first_prize: firstPrize },
      };
    }
    case 'lao': {
      // A 4-digit number: last 3 = 3-top, first 2 = 2-bottom, all four = 4-top.
      const number = digits(4);
      return {
        three_top: number.slice(1),
        two_bottom: number.slice(0, 2),
        three_front: [],
        three_bottom: [],
        four_top: number,
        detail: { number },
      };
    }
    case 'hanoi': {
      // 3-top and 4-top from the special prize, 2-bottom from the first prize.
      const special = digits(5);
      const first = digits(5);
      return {
        three_top: special.slice(2),
        two_bottom: first.slice(3),
        three_front: [],
        three_bottom: [],
        four_top: special.slice(1),
        detail: { special_prize: special, first_prize: first },
      };
    }
    case 'stock': {
      // 3-top = last digit of the index and its two decimals; 2-bottom = the change's decimals.
      const close = `${randomInt(10_000, 40_000)}.${digits(2)}`;
      const change = `${randomInt(0, 2) === 0 ? '-' : '+'}${randomInt(0, 500)}.${digits(2)}`;
      const closeDigits = close.replace('.', '');
      return {
        three_top: closeDigits.slice(-3),
        two_bottom: change.slice(-2),
        three_front: [],
        three_bottom: [],
        detail: { index_close: close, change },
      };
    }
  }
}

/** The text the commitment covers: the result in a fixed order, then the secret. */
export function commitText(result: DrawResult, secret: string): string {
  const parts = [`top=${result.three_top}`, `bottom=${result.two_bottom}`];
  if (result.three_front.length) parts.push(`front=${result.three_front.join('/')}`);
  if (result.three_bottom.length) parts.push(`back=${result.three_bottom.join('/')}`);
  if (result.four_top) parts.push(`four=${result.four_top}`);
  return `${parts.join(',')};secret=${secret}`;
}

/**
 * The last four digits of a draw committed before four-digit bets (its detail holds them: Lao's
 * number, Hanoi's special prize), so its four-digit lines settle like a new round's.
 */
export function withFourTop(draw: SimulatedDraw): SimulatedDraw {
  if (draw.four_top) return draw;
  const source = draw.detail.number ?? draw.detail.special_prize;
  return source && /^\d{4,}$/.test(source) ? { ...draw, four_top: source.slice(-4) } : draw;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function commitDraw(draw: SimulatedDraw): { text: string; hash: string } {
  const text = commitText(draw, randomBytes(16).toString('hex'));
  return { text, hash: sha256(text) };
}
