// What every bank's reader shares: the shape of a read text, and the one engine that turns a
// bank's wordings (regular expressions with named groups) into a pure reader. A bank's file lists
// its wordings only; the amount, the Bangkok time and the masked digits are read here, once.
//   named groups: amt (baht, "1,000.50"), d m y (y: 2 digits, BE or CE, or 4 digits BE), mon (a
//   Thai month's short name), hh mi ss, acct (the masked account the money went to), from (sender)
import { BE_OFFSET, bangkokMs } from '../../../rules/bangkok-calendar.ts';

export type BankCode = 'KBANK' | 'SCB' | 'KTB' | 'BBL' | 'BAY' | 'TTB' | 'GSB' | 'PROMPTPAY';

/** Texts that are not an incoming transfer but are known: kept, never credited. */
export type IgnoredKind = 'outgoing' | 'otp' | 'balance' | 'advert';

export type BankText =
  | {
      kind: 'incoming';
      bank: BankCode;
      /** Exact satang */
      satang: number;
      /** When the bank says the money came (ms), or null when the text gives no time. */
      paidAt: number | null;
      /** How coarse `paidAt` is: a minute, or a second. */
      precisionMs: number;
      /** The digits the text shows of the account the money went to ("X153594X" → "153594"), or null. */
      accountMask: string | null;
      /** Who sent it, as the text names them, or null. */
      sender: string | null;
    }
  | { kind: IgnoredKind; bank: BankCode | null }
  | { kind: 'unreadable'; bank: null };

/** A bank's reader: its reading of the text, or null when the text is none of its wordings. */
export type BankReader = (text: string, receivedAt: number) => BankText | null;

export interface BankWordings {
  incoming: readonly RegExp[];
  /** Money out of the account, and anything else of this bank to keep but never credit. */
  outgoing?: readonly RegExp[];
}

const THAI_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
/** The Thai months' short names, for a bank's wording (`(?<mon>${THAI_MONTH})`). */
export const THAI_MONTH = THAI_MONTHS.map((name) => name.replace(/\./g, '\\.')).join('|');
/** An amount as banks print it: 1,000.50 or 1000.50 (always two decimals in these texts). */
export const AMOUNT = '(?<amt>\\d{1,3}(?:,\\d{3})+\\.\\d{2}|\\d+\\.\\d{2})';

/** Baht text to exact satang, from the digits (never through a float's rounding of the baht). */
export function satangOf(amount: string): number | null {
  const match = /^(\d+)\.(\d{2})$/.exec(amount.replace(/,/g, ''));
  if (!match) return null;
  const satang = Number(match[1]) * 100 + Number(match[2]);
  return Number.isSafeInteger(satang) && satang > 0 ? satang : null;
}

/** A two-digit year: 50-99 are Buddhist (2550-2599), the rest Christian (2000-2049); four digits above 2400 are Buddhist. */
function yearOf(text: string): number {
  const year = Number(text);
  if (text.length === 4) return year > 2400 ? year - BE_OFFSET : year;
  return year >= 50 ? 2500 + year - BE_OFFSET : 2000 + year;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Bangkok instant of the groups' date and time; a date without a year takes the year it was received in (the year before when that would be ahead). */
function paidAtOf(groups: Record<string, string | undefined>, receivedAt: number): { paidAt: number | null; precisionMs: number } {
  const { d, m, mon, y, hh, mi, ss } = groups;
  if (!d || !hh || !mi) return { paidAt: null, precisionMs: 60_000 };
  const month = mon ? THAI_MONTHS.indexOf(mon) + 1 : Number(m);
  if (!(month >= 1 && month <= 12)) return { paidAt: null, precisionMs: 60_000 };
  const day = Number(d);
  const at = (year: number) => bangkokMs(`${year}-${pad(month)}-${pad(day)}`, `${pad(Number(hh))}:${mi}`) + Number(ss ?? 0) * 1000;
  let paidAt: number;
  if (y) paidAt = at(yearOf(y));
  else {
    const received = new Date(receivedAt + 7 * 3_600_000).getUTCFullYear();
    paidAt = at(received);
    if (paidAt > receivedAt + 86_400_000) paidAt = at(received - 1);
  }
  if (!Number.isFinite(paidAt) || day < 1 || day > 31) return { paidAt: null, precisionMs: 60_000 };
  return { paidAt, precisionMs: ss ? 1000 : 60_000 };
}

/** The digits a masked account shows, in order ("xxx-x-x1535-94-x" → "153594", "0204XXXX0743" → "0204-0743"). */
export function maskDigits(mask: string): string | null {
  const runs = mask.replace(/-/g, '').match(/\d+/g);
  return runs ? runs.join('-') : null;
}

/** Whether an account number can be the one a mask shows: each run of shown digits, in order. */
export function maskFits(mask: string, accountNo: string): boolean {
  const digits = accountNo.replace(/\D/g, '');
  let from = 0;
  for (const run of mask.split('-')) {
    const at = digits.indexOf(run, from);
    if (at < 0) return false;
    from = at + run.length;
  }
  return true;
}

/** One bank's pure reader, from its wordings. */
export function bankReader(bank: BankCode, wordings: BankWordings): BankReader {
  return (text, receivedAt) => {
    for (const pattern of wordings.incoming) {
      const groups = pattern.exec(text)?.groups;
      if (!groups?.amt) continue;
      const satang = satangOf(groups.amt);
      if (satang === null) continue;
      return {
        kind: 'incoming',
        bank,
        satang,
        ...paidAtOf(groups, receivedAt),
        accountMask: groups.acct ? maskDigits(groups.acct) : null,
        sender: groups.from?.trim() || null,
      };
    }
    if (wordings.outgoing?.some((pattern) => pattern.test(text))) return { kind: 'outgoing', bank };
    return null;
  };
}
