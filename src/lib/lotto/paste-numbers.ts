// Reads numbers pasted into the bill builder (issue 27): `123 456 789`, `12=50 34=20`, one number
// a line, with Thai, Arabic-Indic or full-width digits, separated by spaces, new lines, commas,
// dashes, slashes or semicolons. `=`, `*`, `x` or `×` after a number gives its stake (a trailing
// บาท or บ. is allowed). Pure: the builder shows what it read, line by line, before adding any.

export interface PastedLine {
  number: string;
  /** The stake written after the number; null: the builder's price per line. */
  amount: number | null;
}

/** digits: not a number of the bet type's digits; amount: a stake that is not whole baht above 0; text: not a number at all. */
export type UnreadReason = 'digits' | 'amount' | 'text';

export interface PasteResult {
  lines: PastedLine[];
  /** The parts it could not read, as written (digits made plain), with why. */
  unread: { text: string; reason: UnreadReason }[];
  /** Numbers written more than once: the first is kept. */
  repeated: string[];
}

/** More than a bill ever holds; the rest of a longer paste is not read. */
const MAX_TEXT = 10_000;

/** The first code point of each digit script's zero: Thai, Arabic-Indic, Persian, full-width. */
const ZEROS = [0x0e50, 0x0660, 0x06f0, 0xff10];

function plainDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}

const TOKEN = /^(\d+)(?:=(\d+(?:\.\d+)?)(?:บาท|บ\.?)?)?$/;

export function parsePastedNumbers(text: string, digits: number): PasteResult {
  const result: PasteResult = { lines: [], unread: [], repeated: [] };
  const seen = new Set<string>();
  const plain = plainDigits(text.slice(0, MAX_TEXT))
    // A stake's mark, with any spaces around it, becomes one `=`: `12 = 50`, `12x50`, `12 * 50`.
    .replace(/\s*[=＝*×xX]\s*/g, '=');
  for (const token of plain.split(/[\s,，、;|/\\\-–—]+/)) {
    if (!token) continue;
    const match = TOKEN.exec(token);
    if (!match) {
      result.unread.push({ text: token, reason: 'text' });
      continue;
    }
    const [, number, written] = match as unknown as [string, string, string | undefined];
    if (number.length !== digits) {
      result.unread.push({ text: token, reason: 'digits' });
      continue;
    }
    const amount = written === undefined ? null : Number(written);
    if (amount !== null && (!Number.isInteger(amount) || amount <= 0)) {
      result.unread.push({ text: token, reason: 'amount' });
      continue;
    }
    if (seen.has(number)) {
      result.repeated.push(number);
      continue;
    }
    seen.add(number);
    result.lines.push({ number, amount });
  }
  return result;
}

/** The digits the examples are cut from: 3 digits read 123 456 789, 2 digits 12 34 56. */
const EXAMPLE_DIGITS = '123456789012';

/**
 * What the paste dialog shows as its example, in the digits of the bet types chosen (a 2-digit
 * example is refused in 3-digit mode): plain numbers, and numbers with their own stakes.
 */
export function pasteExample(digits: number): { numbers: string; priced: string; pricedOne: string } {
  const numbers = [0, 1, 2].map((i) => EXAMPLE_DIGITS.slice(i * digits, (i + 1) * digits));
  const pricedOne = `${numbers[0]}=50`;
  return { numbers: numbers.join(' '), priced: `${pricedOne} ${numbers[1]}=20`, pricedOne };
}
