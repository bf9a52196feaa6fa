// A transfer slip's "mini QR" (issue 42): the banks' QR for slip verification, tag 00 holding the
// API type 000001, the sending bank's code and the transaction reference, then 51 TH and a CRC in
// tag 91. promptparse reads it and checks its structure and CRC (with its fix for the banks' apps
// that print a lower-case CRC). A pure function: the picture is decoded elsewhere (slips.ts).
import { slipVerify } from 'promptparse/validate';

export interface SlipQr {
  /** The sending bank's three-digit code (004 KBANK, 014 SCB, ...) */
  sendingBank: string;
  transRef: string;
}

/** The banks' three-digit codes (the Bank of Thailand's list) by the codes the site's banks table uses. */
export const BANK_NUMBERS: Record<string, string> = {
  BBL: '002',
  KBANK: '004',
  KTB: '006',
  TTB: '011',
  SCB: '014',
  CIMB: '022',
  UOB: '024',
  BAY: '025',
  GSB: '030',
  GHB: '033',
  BAAC: '034',
  KKP: '069',
  LHB: '073',
};

/** The site's bank code of a three-digit code, else the digits themselves. */
export function bankOfNumber(number: string): string {
  return Object.entries(BANK_NUMBERS).find(([, digits]) => digits === number)?.[0] ?? number;
}

/** The slip's bank and reference, or null when the text is no valid slip-verification QR. */
export function readSlipQr(payload: string): SlipQr | null {
  const read = slipVerify(payload.trim(), true);
  if (!read || !/^\d{3}$/.test(read.sendingBank) || !/^[0-9A-Za-z]{6,40}$/.test(read.transRef)) return null;
  return { sendingBank: read.sendingBank, transRef: read.transRef };
}
