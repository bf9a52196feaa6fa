// Reads one bank text (an SMS or an app's notification, as the agent's phone forwards it): an
// incoming transfer with its exact amount, or a text recognised and ignored (money out, an OTP, a
// balance, an advert), or unreadable. A pure function: the same text always reads the same, and
// nothing here guesses: a text no wording fits whole is unreadable, kept for a person.
import { readBay } from './bay.ts';
import { readBbl } from './bbl.ts';
import { readGsb } from './gsb.ts';
import { readKbank } from './kbank.ts';
import { readKtb } from './ktb.ts';
import { readPromptPay } from './promptpay.ts';
import type { BankReader, BankText } from './reader.ts';
import { readScb } from './scb.ts';
import { readTtb } from './ttb.ts';

/** Each bank's reader, the PromptPay wordings (which any bank's app may use) last. */
const READERS: readonly BankReader[] = [readKbank, readScb, readKtb, readBbl, readBay, readTtb, readGsb, readPromptPay];

const OTP = /\bOTP\b|รหัส\s*(?:OTP|ยืนยัน)|รหัสผ่านใช้ครั้งเดียว|one[- ]time password/i;
const OUTGOING = /โอนออก|เงินออก|ถอน|หักบ|โอนเงินไป|โอนไป|จ่าย|ชำระ|ใช้จ่าย|transfer out|withdraw|payment|spent|purchase|debit/i;
const ADVERT = /โปรโมชั่น|โปรฯ|ส่วนลด|ลุ้น|สิทธิพิเศษ|สมัครเลย|ดอกเบี้ย|คะแนนสะสม|https?:\/\/|www\.|promotion|cashback|discount/i;
const BALANCE = /คงเหลือ|ยอดเงิน|ใช้ได้|balance|\bBal\b/i;
const INCOMING_WORDS = /เงินเข้า|รับโอน|โอนเข้า|ได้รับเงิน|received|deposit/i;

/** Control characters and the invisible marks apps put in notifications, out; spaces made one. */
export function tidy(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reading of one text received at `receivedAt` (ms: the year of a date printed without one). */
export function readBankText(raw: string, receivedAt: number): BankText {
  const text = tidy(raw);
  if (OTP.test(text)) return { kind: 'otp', bank: null };
  for (const read of READERS) {
    const reading = read(text, receivedAt);
    if (reading) return reading;
  }
  // No bank's wording: what it surely is not (money in words with an amount stays unreadable, for a person).
  if (INCOMING_WORDS.test(text)) return { kind: 'unreadable', bank: null };
  if (OUTGOING.test(text)) return { kind: 'outgoing', bank: null };
  if (ADVERT.test(text)) return { kind: 'advert', bank: null };
  if (BALANCE.test(text)) return { kind: 'balance', bank: null };
  return { kind: 'unreadable', bank: null };
}
