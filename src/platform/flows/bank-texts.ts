// A bank text forwarded by the agent's phone becomes a credit only when it is certain (issue 42):
// an incoming transfer on the device's account whose exact amount fits exactly one request to that
// account, that request still waiting and within its time, and the text's time within the
// request's (as the cashier's statement match reads it). Then it is confirmed through the same
// confirmation the cashier's "ยืนยัน" runs (deposit.ts: the bonus, the inbox message, the audit
// row, here by "อัตโนมัติ" naming the device and the message). Anything else stays for a cashier
// with the reason beside it. One transaction per text, queued per account: two devices forwarding
// the same text take turns, and the second finds the first (a copy, never matched again).
import { thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { BankMessageState } from '../db/tables/bank-messages.ts';
import { type Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { type Delivery, deliveredBefore, maskFits, settleText, type StoredText, storeText, type WebhookDevice } from '../devices/index.ts';
import { fail, isBusinessError } from '../errors.ts';
import { log } from '../log.ts';
import { bankDepositsOfAmount, DEPOSIT_STATUS_TH } from '../payments/index.ts';
import { confirmDeposit } from './deposit.ts';

/** The actor of a credit no person made. */
export const AUTOMATIC = 'อัตโนมัติ';

export interface TextOutcome {
  messageId: number;
  kind: string;
  state: BankMessageState;
  depositId: number | null;
}

function automaticActor(device: WebhookDevice): Actor {
  return { staffId: null, name: AUTOMATIC, role: 'operator', address: `device:${device.id}` };
}

type Decision = { state: BankMessageState; reason: string | null; depositId?: number | null };

/** Keeps the text and decides it, in one transaction queued per account. */
export function receiveBankText(db: Db, device: WebhookDevice, delivery: Delivery): Promise<TextOutcome> {
  return tx(
    db,
    async (trx) => {
      if ((await deliveredBefore(trx, device.id, delivery.key)) !== null) fail('DEVICE_REPLAY');
      const stored = await storeText(trx, device, delivery);
      const decision = await decide(trx, device, stored, delivery.sentAt);
      await settleText(trx, stored.id, decision.state, decision.reason, decision.depositId ?? null);
      // Never the text nor the account's digits in a log line: the device, the message, the outcome.
      log.info(
        { device: device.id, message: stored.id, kind: stored.reading.kind, state: decision.state, deposit: decision.depositId ?? null },
        'bank text',
      );
      return { messageId: stored.id, kind: stored.reading.kind, state: decision.state, depositId: decision.depositId ?? null };
    },
    { queue: `bank-texts:${device.bank_account_id}` },
  );
}

async function decide(trx: Db, device: WebhookDevice, stored: StoredText, sentAt: number): Promise<Decision> {
  const { id: messageId, copyOf, reading } = stored;
  if (copyOf !== null) return { state: 'duplicate', reason: `ข้อความเดียวกับ #${copyOf} (ส่งซ้ำหรือจากอุปกรณ์อื่น)` };
  if (reading.kind === 'unreadable') return { state: 'review', reason: 'อ่านข้อความนี้ไม่ได้ กรุณาตรวจสอบเอง' };
  if (reading.kind !== 'incoming') return { state: 'ignored', reason: null };
  const amount = `${bahtText(reading.satang)} บาท`;
  if (reading.accountMask && !maskFits(reading.accountMask, device.account_no))
    return { state: 'review', reason: `เลขบัญชีในข้อความไม่ตรงกับบัญชีที่อุปกรณ์นี้เฝ้า (ยอด ${amount})` };
  // A text that prints no time: when the phone got it, a little after the money came.
  const paidAt = reading.paidAt ?? sentAt;
  const precisionMs = reading.paidAt === null ? 60_000 : reading.precisionMs;
  const requests = await bankDepositsOfAmount(trx, device.bank_account_id, reading.satang);
  const fits = requests.filter((request) => paidAt + precisionMs > request.created_at && paidAt < request.expires_at);
  if (fits.length > 1)
    return {
      state: 'review',
      reason: `ยอด ${amount} ตรงกับรายการฝากมากกว่าหนึ่งรายการ: ${fits.map((request) => `#${request.id}`).join(', ')}`,
    };
  const [request] = fits;
  if (!request) {
    const later = requests.find((one) => one.created_at >= paidAt + precisionMs);
    return {
      state: 'review',
      reason: later
        ? `ข้อความเก่ากว่ารายการฝาก #${later.id} (โอนเมื่อ ${thaiDateTimeText(paidAt)})`
        : `ไม่พบรายการฝากที่รอชำระยอด ${amount} ในเวลาที่โอน`,
    };
  }
  if (request.status !== 'pending')
    return {
      state: 'review',
      reason: `ยอด ${amount} ตรงกับรายการฝาก #${request.id} ที่${DEPOSIT_STATUS_TH[request.status]}แล้ว`,
      depositId: request.id,
    };
  try {
    const note = `อุปกรณ์ #${device.id} ข้อความ #${messageId}: ยอด ${amount} โอนเมื่อ ${thaiDateTimeText(paidAt)}`;
    await confirmDeposit(trx, request.id, automaticActor(device), note);
    return { state: 'credited', reason: null, depositId: request.id };
  } catch (error) {
    // Expired or decided meanwhile: the confirmation's own Thai reason, for the cashier.
    if (isBusinessError(error)) return { state: 'review', reason: error.message, depositId: request.id };
    throw error;
  }
}
