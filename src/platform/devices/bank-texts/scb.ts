// Siam Commercial Bank: the SMS ("เงิน 399.69บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ …", "08/09@10:46
// 100.00 โอนจากPHUCHONG SONGเข้าx354011 ใช้ได้…", "18/05@14:44 29.92 จากKTB/x129439เข้าx997010
// ใช้ได้…"), SCB EASY's notification ("เงินเข้า บัญชี xxx-xxx1234 จำนวน 25.43 บาท"). Its PromptPay
// notification is the PromptPay reader's.
import { AMOUNT, bankReader } from './reader.ts';

const DAY_AT = '(?<d>\\d{2})\\/(?<m>\\d{2})@(?<hh>\\d{2}):(?<mi>\\d{2})';

export const readScb = bankReader('SCB', {
  incoming: [
    new RegExp(`^เงิน\\s?${AMOUNT}บ\\s?เข้าบ\\/ช(?<acct>x\\d+)\\s${DAY_AT}`),
    new RegExp(`^${DAY_AT} ${AMOUNT} (?:โอน)?จาก(?<from>.+?)เข้า(?<acct>x\\d+)`),
    new RegExp(`^(?:SCB EASY:?\\s*)?เงินเข้า\\s?บัญชี\\s?(?<acct>[xX\\d-]+)\\s?จำนวน\\s?${AMOUNT}\\s?บาท`),
    new RegExp(`^SCB:\\s*(?:Transfer in|เงินเข้า)\\s+(?:THB\\s*)?${AMOUNT}(?:\\s*THB)?\\s+(?:A\\/C\\s+|บช\\.?)(?<acct>[xX]+\\d+)`, 'i'),
  ],
  outgoing: [/^ถอน\/โอนเงิน/, /^\d{2}\/\d{2}@\d{2}:\d{2} [\d,.]+ (?:โอนไป|ชำระ|จ่าย)/, /^SCB:\s*(?:Transfer out|ใช้จ่าย|ชำระ)/i],
});
