// The EMVCo QR payload a member scans, made by promptparse (tags, amount, country, currency and
// the CRC are the library's): PromptPay AnyID to the agent's PromptPay id, or TrueMoney Wallet to
// its TrueMoney number, for the exact amount to pay. A bank transfer has none.
import { anyId, trueMoney } from 'promptparse/generate';
import type { PaymentChannelCode } from '../../contract/money/payments.ts';
import { toBaht } from '../money/index.ts';
import type { Account } from './channels.ts';

export function qrPayload(channel: PaymentChannelCode, account: Account, satang: number): string | null {
  const amount = toBaht(satang);
  if (channel === 'promptpay' && account.promptpay) return anyId({ type: account.promptpay.type, target: account.promptpay.id, amount });
  if (channel === 'truemoney') return trueMoney({ mobileNo: account.account_no, amount });
  return null;
}
