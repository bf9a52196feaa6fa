// Krungsri (Bank of Ayudhya): the SMS ("โอนเข้า xxx170203x  150.62 เหลือ 7,420.57 (17/5/68,16:27)")
// and KMA's "Krungsri: โอนเงินเข้า 6,000.00 บาท บช x3344".
import { AMOUNT, bankReader } from './reader.ts';

export const readBay = bankReader('BAY', {
  incoming: [
    new RegExp(
      `^(?:ฝาก|โอน)เข้า\\s+(?<acct>x+\\d+x?)\\s+${AMOUNT}(?:\\s+เหลือ\\s+[\\d,.]+)?(?:\\s*\\((?<d>\\d{1,2})\\/(?<m>\\d{1,2})\\/(?<y>\\d{2}),(?<hh>\\d{2}):(?<mi>\\d{2})\\))?`,
    ),
    new RegExp(`^(?:Krungsri|KMA):\\s*(?:โอนเงินเข้า|เงินเข้า)\\s+฿?${AMOUNT}\\s*(?:บาท)?\\s*บช\\s?(?<acct>x+\\d+)`),
  ],
  outgoing: [/^(?:ถอน|โอนออก|จ่าย)\s+x+\d+x?\s/, /^(?:Krungsri|KMA):\s*(?:ATM withdrawal|Card payment|จ่าย|โอนออก)/i],
});
