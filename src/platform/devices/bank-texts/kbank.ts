// Kasikornbank: the SMS ("08/01/62 22:59 บชX153594X เงินเข้า500.00บ", "… รับโอนจากX189776X 500.00บ
// คงเหลือ…", "17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ …") and K PLUS's notification
// ("เงินเข้า 25.43 บ. จาก xxx-xxx1234 บัญชี xxx-xxx5678"); English "Receive … THB".
import { AMOUNT, bankReader } from './reader.ts';

const WHEN = '(?<d>\\d{2})\\/(?<m>\\d{2})\\/(?<y>\\d{2}) (?<hh>\\d{2}):(?<mi>\\d{2})';
const ACCOUNT = 'บช\\s?(?<acct>X-?\\d+X?)';

export const readKbank = bankReader('KBANK', {
  incoming: [
    new RegExp(`^${WHEN} ${ACCOUNT}\\s?เงินเข้า\\s?\\+?${AMOUNT}`),
    new RegExp(`^${WHEN} ${ACCOUNT}\\s?รับโอนจาก(?<from>X?\\d+X?)\\s?${AMOUNT}`),
    new RegExp(`^(?:K PLUS:?\\s*)?เงินเข้า\\s?${AMOUNT}\\s?บ\\.\\s*จาก\\s?(?<from>\\S+)\\s+บัญชี\\s?(?<acct>[xX\\d-]+)`),
    new RegExp(`^KBank:\\s*Receive[d]?\\s+${AMOUNT}\\s*THB(?:\\s+(?:to|from)\\s+A\\/C\\s+(?<acct>[xX]\\d+))?`, 'i'),
  ],
  outgoing: [
    new RegExp(`^${WHEN} (?:หักบช|${ACCOUNT}\\s?(?:เงินออก|โอนออก|ถอน|จ่าย))`),
    /^KBank:\s*(?:You spent|โอนเงิน|Transfer out|Withdraw)/i,
  ],
});
