// Krungthai: the SMS ("11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ …", "17-05@16:27
// บชX58589X:เงินเข้า 100.28บ ใช้ได้ …") and Krungthai NEXT's notifications ("เงินเข้า: 1,000.20 บาท
// เข้าบัญชี XX5568 เมื่อ …", "เงินเข้าบ/ช xxx-xxx1234 จำนวน 25.43 บาท").
import { AMOUNT, bankReader } from './reader.ts';

const WHEN = '(?<d>\\d{2})-(?<m>\\d{2})(?:-(?<y>\\d{2}))?@(?<hh>\\d{2}):(?<mi>\\d{2})';

export const readKtb = bankReader('KTB', {
  incoming: [
    new RegExp(`^${WHEN} บช\\s?(?<acct>X\\d+X?):เงินเข้า\\s?\\+?${AMOUNT}`),
    new RegExp(
      `^เงินเข้า:\\s?${AMOUNT}\\s?บาท\\s?เข้าบัญชี\\s?(?<acct>[xX\\d-]+)(?:\\s?เมื่อ\\s?(?<d>\\d{2})\\/(?<m>\\d{2})\\/(?<y>\\d{2,4})\\s(?<hh>\\d{2}):(?<mi>\\d{2}))?`,
    ),
    new RegExp(`^(?:Krungthai NEXT:?\\s*)?เงินเข้าบ\\/ช\\s?(?<acct>[xX\\d-]+)\\s?จำนวน\\s?${AMOUNT}\\s?บาท`),
    new RegExp(`^KTB:\\s*(?:เงินเข้า|Transfer In)\\s+(?:THB\\s*)?${AMOUNT}\\s*(?:บาท)?\\s*(?:บช|A\\/C)\\s?(?<acct>[xX]+\\d+)`, 'i'),
  ],
  outgoing: [new RegExp(`^${WHEN} บช\\s?X\\d+X?:(?:เงินออก|ถอน|โอน|จ่าย)`), /^KTB:\s*(?:ถอน|โอนเงินออก|Payment|Transfer Out)/i],
});
