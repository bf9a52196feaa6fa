// A member's transfer slip (issue 42), when the money did not arrive on its own: the picture's mini
// QR names the sending bank and the transaction reference, used once. With a verification provider
// (payments/slip-verifier.ts) the bank's own record of the transfer decides: the request's exact
// amount, to the request's account at the request's bank, credits at once through the cashier's
// confirmation (deposit.ts), audited by "อัตโนมัติ" naming the slip. Anything else, and every slip
// when no provider is set, is kept for the cashier with the decoded bank, reference, amount (when
// known) and the reason, as bank-texts.ts leaves a text it cannot be sure of.
import { thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { SlipReceived } from '../../contract/money/payments.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { maskFits } from '../devices/index.ts';
import { fail, isBusinessError } from '../errors.ts';
import { log } from '../log.ts';
import { toBaht } from '../money/index.ts';
import {
  anyAccount,
  BANK_NUMBERS,
  bankOfNumber,
  countSlipUpload,
  keepSlip,
  memberDeposit,
  readSlipPicture,
  settleSlip,
  slipOfReference,
  slipVerifier,
  type SlipVerdict,
} from '../payments/index.ts';
import { AUTOMATIC } from './bank-texts.ts';
import { confirmDeposit } from './deposit.ts';

type Decision = { state: 'credited' | 'review'; reason: string | null };

function slipActor(slipId: number): Actor {
  return { staffId: null, name: AUTOMATIC, role: 'operator', address: `slip:${slipId}` };
}

/** The digits a provider's mask shows (xxx-x-x1234-x) as maskFits reads them (1234). */
const shownDigits = (mask: string) => mask.split(/\D+/).filter(Boolean).join('-');

/** Whether the verified transfer is this request's, else the reason for the cashier. */
function mismatch(
  verdict: SlipVerdict,
  transRef: string,
  request: { pay_amount: number; created_at: number },
  account: { bank_code: string | null; account_no: string },
) {
  if (!verdict.ok) return verdict.reason;
  const { slip } = verdict;
  const paySatang = request.pay_amount;
  if (slip.transRef !== transRef) return `เลขอ้างอิงที่ผู้ตรวจสลิปตอบ (${slip.transRef}) ไม่ตรงกับ QR ในสลิป`;
  if (slip.satang !== paySatang) return `ยอดในสลิป ${bahtText(slip.satang)} บาท ไม่ตรงกับยอดที่ต้องชำระ ${bahtText(paySatang)} บาท`;
  // A transfer made before the request existed paid something else (the bank prints the minute).
  if (slip.paidAt !== null && slip.paidAt + 60_000 <= request.created_at)
    return `สลิปโอนเมื่อ ${thaiDateTimeText(slip.paidAt)} ก่อนสร้างรายการฝากนี้`;
  const bank = account.bank_code ? BANK_NUMBERS[account.bank_code] : undefined;
  if (!bank || slip.receiverBank !== bank)
    return `สลิปโอนเข้าธนาคาร ${bankOfNumber(slip.receiverBank ?? '?')} ไม่ใช่ธนาคารของบัญชีรับเงินของรายการนี้`;
  const shown = slip.receiverAccount ? shownDigits(slip.receiverAccount) : '';
  if (!shown || !maskFits(shown, account.account_no)) return `บัญชีผู้รับในสลิป (${slip.receiverAccount ?? 'ไม่ระบุ'}) ไม่ใช่บัญชีรับเงินของรายการนี้`;
  return null;
}

/** Reads, keeps and decides one slip for the member's waiting request. */
export async function receiveSlip(db: Db, memberId: number, depositId: number, base64: string): Promise<SlipReceived> {
  const deposit = await memberDeposit(db, memberId, depositId);
  if (deposit.status === 'expired') fail('DEPOSIT_EXPIRED', { id: depositId });
  if (deposit.status !== 'pending') fail('DEPOSIT_NOT_PENDING', { id: depositId, status: 'ที่ปิดไปแล้ว' });
  // Counted before the picture is decoded (the cost the limit is for); over it, nothing is read.
  await countSlipUpload(db, memberId);
  const read = await readSlipPicture(base64);
  const { qr } = read;
  // Before asking the provider (each check costs quota); keepSlip asks again inside the transaction.
  if ((await slipOfReference(db, qr)) !== null) fail('SLIP_REFERENCE_USED', { ref: qr.transRef });
  const verifier = await slipVerifier(db);
  const verdict = verifier ? await verifier.verify(read.payload) : null;
  const verified = verdict?.ok ? verdict.slip : null;
  const outcome = await tx(
    db,
    async (trx) => {
      const slipId = await keepSlip(trx, {
        depositId,
        memberId,
        read,
        provider: verifier?.name ?? null,
        satang: verified?.satang ?? null,
        paidAt: verified?.paidAt ?? null,
      });
      const decision = await decide(trx, slipId, depositId, qr.transRef, verdict);
      await settleSlip(trx, slipId, decision.state, decision.reason);
      // Never the reference nor the account in a log line: the slip, the request, the outcome.
      log.info({ slip: slipId, deposit: depositId, state: decision.state, provider: verifier?.name ?? null }, 'deposit slip');
      return { slipId, state: decision.state };
    },
    { queue: `slip:${qr.sendingBank}:${qr.transRef}` },
  );
  return {
    slip_id: outcome.slipId,
    state: outcome.state,
    sending_bank: bankOfNumber(qr.sendingBank),
    trans_ref: qr.transRef,
    amount: verified ? toBaht(verified.satang) : null,
    deposit: await memberDeposit(db, memberId, depositId),
  };
}

async function decide(trx: Db, slipId: number, depositId: number, transRef: string, verdict: SlipVerdict | null): Promise<Decision> {
  if (!verdict) return { state: 'review', reason: 'ยังไม่ได้ตั้งผู้ตรวจสลิปอัตโนมัติ กรุณาตรวจกับรายการเดินบัญชี' };
  const row = await trx
    .selectFrom('deposits')
    .select(['channel', 'sub_channel_id', 'pay_amount', 'created_at'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow();
  if (row.channel !== 'bank') return { state: 'review', reason: 'รายการนี้ไม่ใช่การโอนเข้าบัญชีธนาคาร ตรวจบัญชีผู้รับอัตโนมัติไม่ได้' };
  const account = await anyAccount(trx, row.channel, row.sub_channel_id);
  const reason = mismatch(verdict, transRef, row, account);
  if (reason !== null) return { state: 'review', reason };
  const slip = verdict.ok ? verdict.slip : null;
  try {
    const paidAt = slip?.paidAt ? ` โอนเมื่อ ${thaiDateTimeText(slip.paidAt)}` : '';
    const note = `สลิป #${slipId} เลขอ้างอิง ${transRef}: ยอด ${bahtText(row.pay_amount)} บาท${paidAt} (ตรวจโดยผู้ตรวจสลิป)`;
    await confirmDeposit(trx, depositId, slipActor(slipId), note);
    return { state: 'credited', reason: null };
  } catch (error) {
    // Expired or decided meanwhile: the confirmation's own Thai reason, for the cashier.
    if (isBusinessError(error)) return { state: 'review', reason: error.message };
    throw error;
  }
}
