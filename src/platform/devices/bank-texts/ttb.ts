// ttb (TMBThanachart): the SMS ("มีเงิน50.14บ.โอนเข้าบ/ชxx5440เหลือ17,081.71บ.24/05/25@11:42",
// "มีเงิน 100.00บ.เข้าบ/ชxx4484เหลือ 500.00 บ.09/09/18@15:16", the year Christian) and ttb touch's
// "ttb: รับเงินโอน 8,000.00 บาท บช x9012", "เงินเข้า 25.43 บ. เข้าบัญชี xxx-xxx1234".
import { AMOUNT, bankReader } from './reader.ts';

export const readTtb = bankReader('TTB', {
  incoming: [
    new RegExp(
      `^มีเงิน\\s?${AMOUNT}บ\\.(?:โอน)?เข้าบ\\/ช(?<acct>x+\\d+)เหลือ\\s?[\\d,.]+\\s?บ\\.(?<d>\\d{2})\\/(?<m>\\d{2})\\/(?<y>\\d{2})@(?<hh>\\d{2}):(?<mi>\\d{2})`,
    ),
    new RegExp(`^ttb:\\s*(?:รับเงินโอน|เงินเข้า)\\s+${AMOUNT}\\s*บาท\\s*บช\\s?(?<acct>x+\\d+)`, 'i'),
    new RegExp(`^เงินเข้า\\s?${AMOUNT}\\s?บ\\.\\s?เข้าบัญชี\\s?(?<acct>[xX\\d-]+)`),
  ],
  outgoing: [/^(?:มีการ)?(?:ถอน|โอนเงินออก|จ่าย)[\d\s,.]*บ\.(?:จาก)?บ\/ชx+\d+/, /^ttb:\s*(?:Payment|DR|โอนออก|จ่าย)/i],
});
