// Yeekee in the browser: the input, the random number, and the arithmetic of DOMAIN.md a member
// can redo: sum of all shots − the 16th from the newest, last five digits ABCDE, 3 ตัวบน = CDE,
// 2 ตัวล่าง = AB.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bangkokClockSeconds } from '../../../src/rules/bangkok-calendar.ts';
import {
  confirmsArithmetic,
  isShotNumber,
  lastFiveDigits,
  splitLastFive,
  sumShots,
  yeekeeOutcome,
} from '../../../src/rules/lotto/yeekee.ts';
import {
  cleanShotInput,
  groupDigits,
  isHighlightedRank,
  laterOf,
  randomShotNumber,
  secondsUntil,
} from '../../../src/lib/lotto/yeekee-math.ts';

const shotNumber = fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0'));

describe('the shot input', () => {
  it('keeps digits only, at most five', () => {
    expect(cleanShotInput('12a3-45678')).toBe('12345');
    expect(cleanShotInput(' 0 0 7 ')).toBe('007');
    expect(cleanShotInput('๑๒๓')).toBe(''); // Thai digits are not accepted by the platform either
  });

  it('accepts exactly five digits', () => {
    expect(isShotNumber('00000')).toBe(true);
    expect(isShotNumber('99999')).toBe(true);
    expect(isShotNumber('1234')).toBe(false);
    expect(isShotNumber('123456')).toBe(false);
    expect(isShotNumber('12 45')).toBe(false);
  });

  it('draws random numbers that are always five digits, covering both ends', () => {
    expect(randomShotNumber(() => 0)).toBe('00000');
    expect(randomShotNumber(() => 0.999999999)).toBe('99999');
    expect(randomShotNumber(() => 0.00042)).toBe('00042');
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => isShotNumber(randomShotNumber(() => r))));
    for (let i = 0; i < 200; i++) expect(isShotNumber(randomShotNumber())).toBe(true);
  });
});

describe('the arithmetic', () => {
  it('works a small example by hand', () => {
    // 20 shots of 12345 and one of 99999 as the 16th: sum = 20*12345 + 99999 = 346899.
    const sum = sumShots([...Array(20).fill('12345'), '99999']);
    expect(sum).toBe(346_899n);
    const outcome = yeekeeOutcome(sum, 99_999n);
    expect(outcome.difference).toBe(246_900n);
    expect(outcome.lastFive).toBe('46900');
    expect(outcome.threeTop).toBe('900'); // CDE
    expect(outcome.twoBottom).toBe('46'); // AB
  });

  it('pads a short difference to five digits', () => {
    expect(lastFiveDigits(42n)).toBe('00042');
    expect(yeekeeOutcome(100n, 58n)).toMatchObject({ lastFive: '00042', threeTop: '042', twoBottom: '00' });
  });

  it('splits ABCDE into 3 ตัวบน CDE and 2 ตัวล่าง AB', () => {
    expect(splitLastFive('12345')).toEqual({ threeTop: '345', twoBottom: '12' });
  });

  it('stays exact past 2^53 (sums arrive as digit strings)', () => {
    const huge = '98765432109876543210';
    expect(lastFiveDigits(huge)).toBe('43210');
    expect(yeekeeOutcome(BigInt(huge), 10n).lastFive).toBe('43200');
  });

  it('agrees with plain modular arithmetic for any list of shots', () => {
    fc.assert(
      fc.property(fc.array(shotNumber, { minLength: 20, maxLength: 300 }), (numbers) => {
        const sixteenth = numbers[15];
        const outcome = yeekeeOutcome(sumShots(numbers), BigInt(sixteenth));
        const expected = numbers.reduce((sum, n) => sum + Number(n), 0) - Number(sixteenth);
        expect(outcome.lastFive).toBe(String(expected % 100_000).padStart(5, '0'));
        expect(outcome.threeTop).toBe(outcome.lastFive.slice(2));
        expect(outcome.twoBottom).toBe(outcome.lastFive.slice(0, 2));
      }),
    );
  });

  it('confirms the server arithmetic only when every shot is listed and the numbers agree', () => {
    const numbers = [...Array(19).fill('11111'), '22222', '00001'];
    const sum = sumShots(numbers);
    const sixteenth = numbers[15];
    const { lastFive, difference } = yeekeeOutcome(sum, BigInt(sixteenth));
    const server = {
      shot_count: numbers.length,
      sum: String(sum),
      sixteenth: { number: sixteenth },
      difference: String(difference),
      last_five: lastFive,
    };
    expect(confirmsArithmetic(numbers, server)).toBe(true);
    expect(confirmsArithmetic(numbers.slice(1), server)).toBe(false);
    expect(confirmsArithmetic(numbers, { ...server, last_five: '00000' })).toBe(false);
    expect(confirmsArithmetic(numbers, { ...server, sum: String(sum + 1n) })).toBe(false);
    expect(confirmsArithmetic(numbers, { ...server, sixteenth: null })).toBe(false);
  });

  it('groups long digit strings by thousands', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('98765432109876543210')).toBe('98,765,432,109,876,543,210');
  });
});

describe('the list and the wait', () => {
  it('highlights the 1st and the 16th only', () => {
    expect([1, 2, 15, 16, 17].filter(isHighlightedRank)).toEqual([1, 16]);
  });

  it('shows server times as HH:mm:ss in Bangkok', () => {
    expect(bangkokClockSeconds('2026-11-20T17:05:09Z')).toBe('00:05:09');
    expect(bangkokClockSeconds('2026-11-20T06:59:59.900Z')).toBe('13:59:59');
    expect(bangkokClockSeconds('nonsense')).toBe('--:--:--');
  });

  it('counts whole seconds to the next shot, rounding up, never below zero', () => {
    const at = '2026-11-20T10:00:10Z';
    const base = Date.parse('2026-11-20T10:00:00Z');
    expect(secondsUntil(at, base)).toBe(10);
    expect(secondsUntil(at, base + 9_001)).toBe(1);
    expect(secondsUntil(at, base + 10_000)).toBe(0);
    expect(secondsUntil(at, base + 60_000)).toBe(0);
    expect(secondsUntil(null, base)).toBe(0);
  });

  it('keeps the later of two next-shot times', () => {
    expect(laterOf('2026-11-20T10:00:10Z', '2026-11-20T10:00:05Z')).toBe('2026-11-20T10:00:10Z');
    expect(laterOf('2026-11-20T10:00:10Z', null)).toBe('2026-11-20T10:00:10Z');
    expect(laterOf(null, '2026-11-20T10:00:05Z')).toBe('2026-11-20T10:00:05Z');
    expect(laterOf(null, null)).toBeNull();
  });
});
