// Property tests of the bill builder's shortcuts (DOMAIN.md "Lottery"): whatever the member types,
// each shortcut yields exactly the numbers its name promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allNumbers, isNumberOf, isTriple, normaliseNumber, todKey } from '../../../src/rules/lotto/numbers.ts';
import {
  SHORTCUTS,
  doubles,
  evenTwo,
  highTwo,
  lowTwo,
  nineteenDoors,
  oddTwo,
  permutations,
  reverseTwo,
  runBack,
  runFront,
  shortcutsFor,
  triples,
} from '../../../src/lib/lotto/lotto-shortcuts.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const numberOf = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));
const sorted = (values: string[]) => [...values].sort();
const distinct = (values: string[]) => new Set(values).size === values.length;

/** n! / (k1! k2! ...): the count of distinct orderings of a multiset of digits. */
function distinctOrderings(number: string): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const d of number) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.values()].reduce((result, k) => result / factorial(k), factorial(number.length));
}

describe('6 กลับ', () => {
  it('examples', () => {
    expect(permutations('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(sorted(permutations('112'))).toEqual(['112', '121', '211']);
    expect(permutations('777')).toEqual(['777']);
  });

  it('yields only orderings of the typed digits, without duplicates, as many as there are distinct orderings', () => {
    fc.assert(
      fc.property(numberOf(3), (number) => {
        const out = permutations(number);
        expect(distinct(out)).toBe(true);
        expect(out.length).toBe(distinctOrderings(number));
        for (const n of out) {
          expect(isNumberOf(n, 3)).toBe(true);
          expect(todKey(n)).toBe(todKey(number));
        }
        expect(out[0]).toBe(number);
      }),
    );
  });

  it('yields every ordering: each 3-digit number with the same digits is in the list', () => {
    fc.assert(
      fc.property(numberOf(3), (number) => {
        const expected = allNumbers(3).filter((n) => todKey(n) === todKey(number));
        expect(sorted(permutations(number))).toEqual(expected);
      }),
    );
  });

  it('is the same set for every ordering of the input (a tod number)', () => {
    fc.assert(
      fc.property(numberOf(3), (number) => {
        expect(sorted(permutations(todKey(number)))).toEqual(sorted(permutations(number)));
      }),
    );
  });
});

describe('กลับ 2 ตัว', () => {
  it('gives the number and its reverse, once when both digits are equal', () => {
    expect(reverseTwo('12')).toEqual(['12', '21']);
    expect(reverseTwo('11')).toEqual(['11']);
    fc.assert(
      fc.property(numberOf(2), (number) => {
        const out = reverseTwo(number);
        const reversed = number[1]! + number[0]!;
        expect(sorted(out)).toEqual(sorted([...new Set([number, reversed])]));
      }),
    );
  });
});

describe('19 ประตู', () => {
  it('is always 19 distinct two-digit numbers, all containing the digit, and every such number', () => {
    fc.assert(
      fc.property(digit, (d) => {
        const out = nineteenDoors(d);
        expect(out).toHaveLength(19);
        expect(distinct(out)).toBe(true);
        for (const n of out) {
          expect(isNumberOf(n, 2)).toBe(true);
          expect(n).toContain(d);
        }
        expect(out).toEqual(allNumbers(2).filter((n) => n.includes(d)));
      }),
    );
  });
});

describe('รูดหน้า / รูดหลัง', () => {
  it('รูดหน้า is d0..d9 and รูดหลัง is 0d..9d: 10 distinct two-digit numbers each', () => {
    expect(runFront('5')).toEqual(['50', '51', '52', '53', '54', '55', '56', '57', '58', '59']);
    expect(runBack('5')).toEqual(['05', '15', '25', '35', '45', '55', '65', '75', '85', '95']);
    fc.assert(
      fc.property(digit, (d) => {
        for (const [out, position] of [
          [runFront(d), 0],
          [runBack(d), 1],
        ] as const) {
          expect(out).toHaveLength(10);
          expect(distinct(out)).toBe(true);
          for (const n of out) {
            expect(isNumberOf(n, 2)).toBe(true);
            expect(n[position]).toBe(d);
          }
        }
      }),
    );
  });

  it('together with the digit they make 19 ประตู (55 counted once)', () => {
    fc.assert(
      fc.property(digit, (d) => {
        expect(sorted([...new Set([...runFront(d), ...runBack(d)])])).toEqual(nineteenDoors(d));
      }),
    );
  });
});

describe('sets added at once', () => {
  it('เลขเบิ้ล: the 10 two-digit numbers with equal digits', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
  });

  it('ตอง: the 10 three-digit numbers with equal digits, each a triple', () => {
    expect(triples()).toHaveLength(10);
    expect(triples().every((n) => isNumberOf(n, 3) && isTriple(n))).toBe(true);
    expect(allNumbers(3).filter(isTriple)).toEqual(triples());
  });

  it('2 ตัวต่ำ and 2 ตัวสูง split 00-99 into 00-49 and 50-99', () => {
    expect(lowTwo()).toHaveLength(50);
    expect(highTwo()).toHaveLength(50);
    expect(lowTwo().at(0)).toBe('00');
    expect(lowTwo().at(-1)).toBe('49');
    expect(highTwo().at(0)).toBe('50');
    expect(highTwo().at(-1)).toBe('99');
    expect(sorted([...lowTwo(), ...highTwo()])).toEqual(allNumbers(2));
  });

  it('2 ตัวคู่ and 2 ตัวคี่ split 00-99 by parity', () => {
    expect(sorted([...evenTwo(), ...oddTwo()])).toEqual(allNumbers(2));
    fc.assert(
      fc.property(numberOf(2), (n) => {
        const even = Number(n) % 2 === 0;
        expect(evenTwo().includes(n)).toBe(even);
        expect(oddTwo().includes(n)).toBe(!even);
      }),
    );
  });
});

describe('every shortcut', () => {
  it('gives distinct numbers of the digit count of its bet types, whatever the member typed', () => {
    for (const shortcut of SHORTCUTS) {
      fc.assert(
        fc.property(numberOf(shortcut.input), (typed) => {
          const out = shortcut.expand(typed);
          expect(out.length).toBeGreaterThan(0);
          expect(distinct(out)).toBe(true);
          expect(out.every((n) => isNumberOf(n, shortcut.digits))).toBe(true);
        }),
      );
    }
  });

  it('is offered only for its own digit count (none for the run bets)', () => {
    expect(shortcutsFor(3).map((s) => s.id)).toEqual(['permute', 'triples']);
    expect(shortcutsFor(2)).toHaveLength(9);
    expect(shortcutsFor(1)).toEqual([]);
  });
});

describe('tod numbers', () => {
  it('sort their digits: every ordering is the same bet, other bet types keep the order', () => {
    expect(normaliseNumber('three_tod', '736')).toBe('367');
    expect(normaliseNumber('three_top', '736')).toBe('736');
    fc.assert(
      fc.property(numberOf(3), (number) => {
        const key = normaliseNumber('three_tod', number);
        expect(isNumberOf(key, 3)).toBe(true);
        expect(normaliseNumber('three_tod', key)).toBe(key);
        for (const ordering of permutations(number)) expect(normaliseNumber('three_tod', ordering)).toBe(key);
      }),
    );
  });
});
