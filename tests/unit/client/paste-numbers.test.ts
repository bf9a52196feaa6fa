// The bill builder's paste (issue 27): what it reads from text members paste from LINE, notes or a
// spreadsheet, and what it says it could not read.
import { describe, expect, it } from 'vitest';
import { parsePastedNumbers, pasteExample } from '../../../src/lib/lotto/paste-numbers.ts';

const numbers = (text: string, digits: number) => parsePastedNumbers(text, digits).lines.map((line) => line.number);

describe('parsePastedNumbers', () => {
  it('reads numbers separated by spaces, one a line, or by commas, dashes, slashes and semicolons', () => {
    expect(numbers('123 456 789', 3)).toEqual(['123', '456', '789']);
    expect(numbers('123\n456\r\n789\n', 3)).toEqual(['123', '456', '789']);
    expect(numbers('12,34-56/78;90 | 11\t22', 2)).toEqual(['12', '34', '56', '78', '90', '11', '22']);
    expect(numbers('  \n 07 \n\n 00 ', 2)).toEqual(['07', '00']);
    expect(parsePastedNumbers('', 3)).toEqual({ lines: [], unread: [], repeated: [] });
  });

  it('reads a stake written after a number with =, x, × or *, spaces and บาท allowed', () => {
    expect(parsePastedNumbers('12=50 34=20', 2).lines).toEqual([
      { number: '12', amount: 50 },
      { number: '34', amount: 20 },
    ]);
    expect(parsePastedNumbers('12 = 50\n34x20\n56 × 5\n78*10บาท\n90=3บ.\n11', 2).lines).toEqual([
      { number: '12', amount: 50 },
      { number: '34', amount: 20 },
      { number: '56', amount: 5 },
      { number: '78', amount: 10 },
      { number: '90', amount: 3 },
      { number: '11', amount: null },
    ]);
  });

  it('reads Thai, Arabic-Indic, Persian and full-width digits as plain ones', () => {
    expect(parsePastedNumbers('๑๒๓=๕๐ ٤٥٦ ۷۸۹ １２３', 3)).toEqual({
      lines: [
        { number: '123', amount: 50 },
        { number: '456', amount: null },
        { number: '789', amount: null },
      ],
      unread: [],
      repeated: ['123'],
    });
  });

  it('says which parts it could not read and why, and keeps the rest', () => {
    const result = parsePastedNumbers('123 45 6789 abc 12a 456=0 789=2.5 321=', 3);
    expect(result.lines).toEqual([{ number: '123', amount: null }]);
    expect(result.unread).toEqual([
      { text: '45', reason: 'digits' },
      { text: '6789', reason: 'digits' },
      { text: 'abc', reason: 'text' },
      { text: '12a', reason: 'text' },
      { text: '456=0', reason: 'amount' },
      { text: '789=2.5', reason: 'amount' },
      { text: '321=', reason: 'text' },
    ]);
  });

  it('keeps the first of a number written twice and names the repeats', () => {
    expect(parsePastedNumbers('12=10 34 12=50 12', 2)).toEqual({
      lines: [
        { number: '12', amount: 10 },
        { number: '34', amount: null },
      ],
      unread: [],
      repeated: ['12', '12'],
    });
  });

  it("takes the bet type's digit count: one digit for วิ่ง, four for four-digit bets", () => {
    expect(numbers('1 2 3 45', 1)).toEqual(['1', '2', '3']);
    expect(numbers('1234 5678 123', 4)).toEqual(['1234', '5678']);
  });

  it('reads no more than a long paste needs', () => {
    const long = '12 '.repeat(10_000) + '34';
    expect(numbers(long, 2)).toEqual(['12']);
  });
});

// Issue 40 item 13: the dialog showed "12=50" in 3-digit mode, where it is refused.
describe('pasteExample', () => {
  it('is an example the dialog reads whole in the digits open', () => {
    for (const digits of [1, 2, 3, 4]) {
      const example = pasteExample(digits);
      for (const text of [example.numbers, example.priced, example.pricedOne]) {
        const read = parsePastedNumbers(text, digits);
        expect(read.unread).toEqual([]);
        expect(read.lines.length).toBeGreaterThan(0);
        expect(read.lines.every((line) => line.number.length === digits)).toBe(true);
      }
    }
    expect(pasteExample(3)).toEqual({ numbers: '123 456 789', priced: '123=50 456=20', pricedOne: '123=50' });
    expect(pasteExample(2).priced).toBe('12=50 34=20');
  });
});
