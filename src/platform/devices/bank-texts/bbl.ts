// Bangkok Bank: the SMS ("ฝาก/โอนเงินเข้าบ/ชX3806ผ่านMB 1,000.00บ ใช้ได้ …", "เงินเข้าบ/ชX0272
// จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้…": no time, the time received stands) and the
// English "Deposit … THB to A/C x1234 on 21/01/26 16:01".
import { AMOUNT, bankReader } from './reader.ts';

export const readBbl = bankReader('BBL', {
  incoming: [
    new RegExp(`^(?:ฝาก\\/โอนเงิน|เงิน)เข้าบ\\/ช(?<acct>X\\d+)\\s?(?:จาก(?<from>\\S+?))?ผ่าน\\S*\\s${AMOUNT}บ`),
    new RegExp(
      `^BBL:\\s*Deposit\\s+${AMOUNT}\\s*THB\\s+to\\s+A\\/C\\s+(?<acct>[xX]\\d+)(?:\\s+on\\s+(?<d>\\d{2})\\/(?<m>\\d{2})\\/(?<y>\\d{2})\\s(?<hh>\\d{2}):(?<mi>\\d{2}))?`,
      'i',
    ),
  ],
  outgoing: [/^ถอน\/โอน/, /^BBL:\s*(?:Withdrawal|Transfer Out|โอนเงินออก|ถอน)/i],
});
