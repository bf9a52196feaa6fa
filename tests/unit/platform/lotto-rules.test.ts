// Property tests of the pure lottery rules: tod normalisation, win checks, payouts, the Yeekee
// arithmetic and the round schedules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_KEYS,
  BET_TYPES,
  hasRightDigits,
  isTodTriple,
  lineOutcome,
  normaliseNumber,
  payoutOf,
  reducedRate,
  type DrawResult,
} from '../../../src/platform/lotto/bet-types.ts';
import { commitText, sha256 } from '../../../src/platform/lotto/draws.ts';
import { bangkokMs, shortDrawDate } from '../../../src/rules/bangkok-calendar.ts';
import { roundName } from '../../../src/platform/lotto/rounds.ts';
import { occurrences } from '../../../src/platform/lotto/schedule.ts';
import { maskName } from '../../../src/rules/masked-name.ts';
import { yeekeeResult } from '../../../src/platform/lotto/yeekee.ts';
import { confirmsArithmetic } from '../../../src/rules/lotto/yeekee.ts';
import { LOTTO_CATEGORIES } from '../../../src/platform/seed/lotto.ts';

const digits = (count: number) => fc.stringMatching(new RegExp(`^\\d{${count}}$`));
const result: fc.Arbitrary<DrawResult> = fc.record({
  three_top: digits(3),
  two_bottom: digits(2),
  three_front: fc.array(digits(3), { minLength: 2, maxLength: 2 }),
  three_bottom: fc.array(digits(3), { minLength: 2, maxLength: 2 }),
});
const permutationOf = (number: string) =>
  fc.shuffledSubarray([...number], { minLength: number.length, maxLength: number.length }).map((parts) => parts.join(''));

describe('tod normalisation', () => {
  it('stores every ordering of three digits as one number', async () => {
    fc.assert(
      fc.property(
        digits(3).chain((number) => fc.tuple(fc.constant(number), permutationOf(number))),
        ([number, reordered]) => normaliseNumber('three_tod', number) === normaliseNumber('three_tod', reordered),
      ),
    );
  });

  it('keeps the digits (sorted) and leaves other bet types alone', async () => {
    fc.assert(
      fc.property(digits(3), (number) => {
        const tod = normaliseNumber('three_tod', number);
        expect([...tod].sort().join('')).toBe(tod);
        expect([...tod].sort()).toEqual([...number].sort());
        expect(normaliseNumber('three_top', number)).toBe(number);
      }),
    );
  });

  it('refuses only three equal digits as tod', async () => {
    fc.assert(fc.property(digits(3), (number) => isTodTriple('three_tod', number) === (new Set(number).size === 1)));
    expect(isTodTriple('three_top', '111')).toBe(false);
  });

  it('checks the digit count of every bet type', async () => {
    fc.assert(
      fc.property(fc.constantFrom(...BET_TYPE_KEYS), fc.stringMatching(/^\d{0,5}$/), (betType, number) => {
        return hasRightDigits(betType, number) === (number.length === BET_TYPES[betType].digits);
      }),
    );
    expect(hasRightDigits('two_top', '1a')).toBe(false);
    expect(hasRightDigits('run_top', ' 1')).toBe(false);
  });
});

describe('win checks', () => {
  it('3 top wins only on the exact 3-top, tod on any ordering of it', async () => {
    fc.assert(
      fc.property(result, digits(3), (draw, number) => {
        expect(lineOutcome('three_top', number, draw)).toBe(number === draw.three_top ? 'won' : 'lost');
        const tod = normaliseNumber('three_tod', number);
        const sameDigits = [...number].sort().join('') === [...draw.three_top].sort().join('');
        expect(lineOutcome('three_tod', tod, draw)).toBe(sameDigits ? 'won' : 'lost');
      }),
    );
  });

  it('every ordering of the 3-top wins tod', async () => {
    fc.assert(
      fc.property(
        result.chain((draw) => fc.tuple(fc.constant(draw), permutationOf(draw.three_top))),
        ([draw, reordered]) => lineOutcome('three_tod', normaliseNumber('three_tod', reordered), draw) === 'won',
      ),
    );
  });

  it('2 top is the last two digits of the 3-top, 2 bottom the 2-bottom', async () => {
    fc.assert(
      fc.property(result, digits(2), (draw, number) => {
        expect(lineOutcome('two_top', number, draw)).toBe(draw.three_top.endsWith(number) ? 'won' : 'lost');
        expect(lineOutcome('two_bottom', number, draw)).toBe(number === draw.two_bottom ? 'won' : 'lost');
      }),
    );
  });

  it('run wins when the digit appears anywhere in the 3-top / 2-bottom', async () => {
    fc.assert(
      fc.property(result, digits(1), (draw, digit) => {
        expect(lineOutcome('run_top', digit, draw)).toBe(draw.three_top.includes(digit) ? 'won' : 'lost');
        expect(lineOutcome('run_bottom', digit, draw)).toBe(draw.two_bottom.includes(digit) ? 'won' : 'lost');
      }),
    );
  });

  it('3 front / 3 bottom win on either prize, and are refunded when the result has none', async () => {
    fc.assert(
      fc.property(result, digits(3), (draw, number) => {
        expect(lineOutcome('three_front', number, draw)).toBe(draw.three_front.includes(number) ? 'won' : 'lost');
        expect(lineOutcome('three_bottom', number, draw)).toBe(draw.three_bottom.includes(number) ? 'won' : 'lost');
        const bare = { ...draw, three_front: [], three_bottom: [] };
        expect(lineOutcome('three_front', number, bare)).toBe('refunded');
        expect(lineOutcome('three_bottom', number, bare)).toBe('refunded');
      }),
    );
  });

  it('pays stake x rate exactly for whole-baht stakes, reduced numbers at their percent of the rate', async () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(90_000, 85_000, 15_000, 9_000, 420, 320), (baht, rateCenti) => {
        expect(payoutOf(baht * 100, rateCenti)).toBe(baht * rateCenti);
      }),
    );
    expect(reducedRate(90_000, 50)).toBe(45_000);
    expect(reducedRate(320, 50)).toBe(160);
    expect(reducedRate(90_000, 70)).toBe(63_000);
    expect(reducedRate(320, 1)).toBe(3);
  });
});

describe('Yeekee arithmetic', () => {
  it('is the sum minus the 16th newest shot, last five digits ABCDE: 3-top CDE, 2-bottom AB', async () => {
    fc.assert(
      fc.property(fc.array(digits(5), { minLength: 20, maxLength: 300 }), (shots) => {
        const { result: drawn, sum, subtracted } = yeekeeResult(shots, 16, 20);
        const expectedSum = shots.reduce((total, shot) => total + Number(shot), 0);
        expect(Number(sum)).toBe(expectedSum);
        expect(subtracted).toBe(shots[15]);
        const lastFive = String((expectedSum - Number(shots[15])) % 100_000).padStart(5, '0');
        expect(drawn).toEqual({ three_top: lastFive.slice(2), two_bottom: lastFive.slice(0, 2), three_front: [], three_bottom: [] });
      }),
    );
  });

  it("is the arithmetic the browser redoes: the platform's shown figures pass the shot list's check", async () => {
    fc.assert(
      fc.property(fc.array(digits(5), { minLength: 20, maxLength: 300 }), (shots) => {
        const { outcome, sum, subtracted } = yeekeeResult(shots, 16, 20);
        const shown = { shot_count: shots.length, sum: sum.toString(), sixteenth: { number: subtracted! }, last_five: outcome!.lastFive };
        expect(confirmsArithmetic(shots, shown)).toBe(true);
        expect(confirmsArithmetic(shots.slice(1), shown)).toBe(false);
      }),
    );
  });

  it('has no result under 20 shots', async () => {
    fc.assert(fc.property(fc.array(digits(5), { maxLength: 19 }), (shots) => yeekeeResult(shots, 16, 20).result === null));
  });

  it('names a round by its draw day as the lobby writes it (the shared Bangkok calendar)', () => {
    const category = { kind: 'government', name: 'หวยรัฐบาล' } as Parameters<typeof roundName>[0];
    expect(roundName(category, '2026-12-16', 1)).toBe(`หวยรัฐบาล ${shortDrawDate('2026-12-16')}`);
    expect(roundName(category, '2026-12-16', 1)).toBe('หวยรัฐบาล 16 ธ.ค. 2569');
  });

  it('masks names as ab***yz', async () => {
    expect(maskName('สมชาย ใจดี')).toBe('สม***ดี');
    expect(maskName('Somchai Jaidee')).toBe('So***ee');
    expect(maskName('Tom')).toBe('T***');
  });
});

describe('commitment', () => {
  it('hashes the result and the secret, so a different result does not match', async () => {
    const draw = { three_top: '123', two_bottom: '45', three_front: [], three_bottom: [] };
    const text = commitText(draw, 'abc');
    expect(text).toBe('top=123,bottom=45;secret=abc');
    expect(sha256(text)).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(commitText({ ...draw, three_top: '124' }, 'abc'))).not.toBe(sha256(text));
  });
});

describe('schedules', () => {
  const schedule = (code: string) => LOTTO_CATEGORIES.find((category) => category.code === code)!.schedule;
  const bangkokClock = (ms: number) => new Date(ms + 7 * 3600_000).toISOString().slice(11, 16);

  it('Yeekee: 88 rounds a day every 15 minutes, first closing 06:00, last 03:45, each open when the one before closes', async () => {
    const rounds = occurrences(schedule('yeekee'), '2026-11-20', '2026-11-21');
    const day = rounds.filter((round) => round.draw_date === '2026-11-21');
    expect(day).toHaveLength(88);
    expect(bangkokClock(day[0]!.close_at)).toBe('06:00');
    expect(bangkokClock(day[87]!.close_at)).toBe('03:45');
    expect(day[87]!.close_at - day[0]!.close_at).toBe(87 * 15 * 60_000);
    for (let i = 1; i < rounds.length; i += 1) expect(rounds[i]!.open_at).toBe(rounds[i - 1]!.close_at);
    for (const round of rounds) expect(round.result_at - round.close_at).toBe(2 * 60_000);
  });

  it('Lao: Monday, Wednesday and Friday, closing 20:00, result 20:30', async () => {
    const rounds = occurrences(schedule('lao'), '2026-11-16', '2026-11-22');
    expect(rounds.map((round) => round.draw_date)).toEqual(['2026-11-16', '2026-11-18', '2026-11-20']);
    for (const round of rounds) {
      expect(bangkokClock(round.close_at)).toBe('20:00');
      expect(bangkokClock(round.result_at)).toBe('20:30');
    }
  });

  it('Hanoi: daily, closing 17:00 / 18:10 / 19:10, result 30 minutes later', async () => {
    for (const [code, close] of [
      ['hanoi_special', '17:00'],
      ['hanoi_normal', '18:10'],
      ['hanoi_vip', '19:10'],
    ] as const) {
      const rounds = occurrences(schedule(code), '2026-11-16', '2026-11-22');
      expect(rounds).toHaveLength(7);
      for (const round of rounds) {
        expect(bangkokClock(round.close_at)).toBe(close);
        expect(round.result_at - round.close_at).toBe(30 * 60_000);
      }
    }
  });

  it('government: on the listed draw dates, closing 15:20', async () => {
    const dates = new Set(['2026-11-16', '2026-12-01']);
    const rounds = occurrences(schedule('government'), '2026-11-01', '2026-12-31', dates);
    expect(rounds.map((round) => round.draw_date)).toEqual(['2026-11-16', '2026-12-01']);
    expect(rounds[1]!.close_at).toBe(bangkokMs('2026-12-01', '15:20'));
    expect(rounds[1]!.open_at).toBe(rounds[0]!.close_at);
  });

  it('every round opens before it closes and no later than the previous one closes', async () => {
    for (const category of LOTTO_CATEGORIES) {
      const rounds = occurrences(category.schedule, '2026-10-01', '2026-12-31', new Set(['2026-11-01', '2026-11-16', '2026-12-01']));
      for (let i = 0; i < rounds.length; i += 1) {
        expect(rounds[i]!.open_at).toBeLessThan(rounds[i]!.close_at);
        if (i > 0) expect(rounds[i]!.open_at).toBeLessThanOrEqual(rounds[i - 1]!.close_at);
      }
    }
  });
});
