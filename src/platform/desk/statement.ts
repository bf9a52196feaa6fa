// Matching the bank's statement to the deposit queue. A cashier pastes or uploads the bank's lines
// (CSV: date, time, amount; a header row and further columns are allowed, comma, tab or semicolon
// between cells) and each line money came in on is set against the waiting requests: the ONE whose
// exact amount to pay is the line's and whose time window holds the line's time is proposed. When
// several fit (or two lines fit one request) the line is ambiguous, when none fits it is unmatched:
// shown as such, never guessed. Confirming a proposal checks the line again (flows/desk-deposits.ts).
import { CsvError, parse } from 'csv-parse/sync';
import type { DeskDeposit, StatementLine } from '../../contract/admin/admin-desk.ts';
import { BE_OFFSET, bangkokMs } from '../../rules/bangkok-calendar.ts';
import { isRealDate } from '../../contract/date-text.ts';
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { toBaht } from '../money/index.ts';
import { waitingOfAmount } from './deposit-queue.ts';

/** One line of the statement as read: its time and satang, or why it cannot be used. */
export type ReadLine =
  | { line: number; text: string; ok: true; paidAt: number; precisionMs: number; satang: number }
  | { line: number; text: string; ok: false; problem: string };

const HEADER_WORDS = { date: /date|วันที่/i, time: /time|เวลา/i, amount: /amount|จำนวน|ยอด|เงินเข้า|credit|deposit/i };

/** YYYY-MM-DD, or DD/MM/YYYY (DD-MM-YYYY, DD.MM.YYYY; a Buddhist-era year is turned back). */
function readDay(cell: string): string | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
    if (match) [day, month, year] = [match[1], match[2], match[3]];
  }
  if (!year || !month || !day) return null;
  const christian = Number(year) > 2400 ? Number(year) - BE_OFFSET : Number(year);
  const text = `${christian}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDate(text) ? text : null;
}

/** HH:MM or HH:MM:SS (a dot between is read too): the wall clock and how precise it is. */
function readTime(cell: string): { hhmm: string; seconds: number; precisionMs: number } | null {
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(cell);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  if (hours > 23 || minutes > 59 || (seconds !== null && seconds > 59)) return null;
  return { hhmm: `${hours}:${minutes}`, seconds: seconds ?? 0, precisionMs: seconds === null ? 60_000 : 1000 };
}

/** Baht as banks print it ("1,500.37", "฿500.01", "+20.05"): satang, or null when not an amount. */
function readSatang(cell: string): number | null {
  const text = cell.replace(/[,\s฿]|THB|บาท/gi, '').replace(/^\+/, '');
  if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Reads the statement text into lines; refuses text that is not CSV at all. */
export function readStatement(text: string): ReadLine[] {
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: [',', '\t', ';'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      raw: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) fail('DESK_STATEMENT_INVALID', { why: `รูปแบบ CSV ไม่ถูกต้อง (บรรทัดที่ ${error.lines ?? '?'})` });
    throw error;
  }
  let columns = { date: 0, time: 1, amount: 2 };
  const first = records[0]?.record ?? [];
  const isHeader = first.some((cell) => HEADER_WORDS.date.test(cell)) && first.every((cell) => readSatang(cell) === null);
  if (isHeader) {
    const find = (pattern: RegExp, fallback: number) => {
      const index = first.findIndex((cell) => pattern.test(cell));
      return index < 0 ? fallback : index;
    };
    columns = { date: find(HEADER_WORDS.date, 0), time: find(HEADER_WORDS.time, 1), amount: find(HEADER_WORDS.amount, 2) };
  }
  return records.slice(isHeader ? 1 : 0).map(({ record, raw, info }) => {
    const line = info.lines;
    const cleanText = raw.trim();
    const bad = (problem: string): ReadLine => ({ line, text: cleanText, ok: false, problem });
    let [dateCell = '', timeCell = ''] = [record[columns.date], record[columns.time]];
    // "2026-03-01 14:05" in one cell: the date and time together, the amount then follows.
    let amountCell = record[columns.amount] ?? '';
    const joined = /^(\S+)\s+(\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)$/.exec(dateCell);
    if (joined && readTime(timeCell) === null) {
      [dateCell, timeCell] = [joined[1]!, joined[2]!];
      if (!isHeader) amountCell = record[columns.time] ?? '';
    }
    const day = readDay(dateCell);
    if (!day) return bad('อ่านวันที่ไม่ได้ (ใช้ 2026-03-01 หรือ 01/03/2569)');
    const time = readTime(timeCell);
    if (!time) return bad('อ่านเวลาไม่ได้ (ใช้ 14:05 หรือ 14:05:30)');
    const satang = readSatang(amountCell);
    if (satang === null) return bad('อ่านจำนวนเงินไม่ได้');
    if (satang <= 0) return bad('ไม่ใช่รายการเงินเข้า');
    return {
      line,
      text: cleanText,
      ok: true,
      paidAt: bangkokMs(day, time.hhmm) + time.seconds * 1000,
      precisionMs: time.precisionMs,
      satang,
    };
  });
}

/** Whether a payment seen at `paidAt` (to within `precisionMs`) falls in the request's time. */
export function fitsWindow(request: Pick<DeskDeposit, 'created_at' | 'expires_at'>, paidAt: number, precisionMs: number): boolean {
  return paidAt + precisionMs > Date.parse(request.created_at) && paidAt < Date.parse(request.expires_at);
}

/** The waiting requests a payment of `satang` at `paidAt` fits. */
export async function candidates(db: Db, satang: number, paidAt: number, precisionMs: number): Promise<DeskDeposit[]> {
  return (await waitingOfAmount(db, satang)).filter((request) => fitsWindow(request, paidAt, precisionMs));
}

/** Every line with its outcome: matched (one proposal), ambiguous, unmatched or invalid. */
export async function matchStatement(db: Db, text: string): Promise<StatementLine[]> {
  const lines: StatementLine[] = [];
  for (const read of readStatement(text)) {
    if (!read.ok) {
      lines.push({
        line: read.line,
        text: read.text,
        paid_at: null,
        amount: null,
        outcome: 'invalid',
        deposit_ids: [],
        proposal: null,
        problem: read.problem,
      });
      continue;
    }
    const fits = await candidates(db, read.satang, read.paidAt, read.precisionMs);
    lines.push({
      line: read.line,
      text: read.text,
      paid_at: new Date(read.paidAt).toISOString(),
      amount: toBaht(read.satang),
      outcome: fits.length === 1 ? 'matched' : fits.length ? 'ambiguous' : 'unmatched',
      deposit_ids: fits.map((request) => request.id),
      proposal: fits.length === 1 ? fits[0]! : null,
      problem: null,
    });
  }
  // Two lines that name the same one request: which paid it is a guess, so neither is proposed.
  const proposedBy = new Map<number, number>();
  for (const line of lines) if (line.proposal) proposedBy.set(line.proposal.id, (proposedBy.get(line.proposal.id) ?? 0) + 1);
  return lines.map((line) =>
    line.proposal && proposedBy.get(line.proposal.id)! > 1
      ? { ...line, outcome: 'ambiguous', proposal: null, problem: 'มีหลายบรรทัดตรงกับรายการฝากเดียวกัน' }
      : line,
  );
}
