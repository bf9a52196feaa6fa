// PromptPay wordings, whichever bank's app or SMS says them: SCB EASY's "คุณได้รับเงิน 69.89 บาท
// ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28",
// Krungthai NEXT's "ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8", "… บัญชี x9576
// รับโอนพร้อมเพย์ จำนวน 10.00 บาท …", "รับเงินพร้อมเพย์ 2,000.00 บาท บช x7788".
import { AMOUNT, THAI_MONTH, bankReader } from './reader.ts';

export const readPromptPay = bankReader('PROMPTPAY', {
  incoming: [
    new RegExp(
      `^คุณได้รับเงิน\\s${AMOUNT}\\sบาท\\sผ่านรายการพร้อมเพย์จาก\\s?(?<from>.+?)\\s?เข้าบัญชี\\s(?<acct>[xX\\d-]+)(?:\\sเมื่อ\\s(?<d>\\d{1,2})\\s(?<mon>${THAI_MONTH})\\s(?<y>\\d{4})\\s-\\s(?<hh>\\d{2}):(?<mi>\\d{2}))?`,
    ),
    new RegExp(`^ได้รับ\\s\\+?${AMOUNT}\\sบาท\\sเข้าพร้อมเพย์(?:\\sจากบัญชี\\s(?<from>.+))?$`),
    new RegExp(
      `^(?<d>\\d{2})\\/(?<m>\\d{2})\\/(?<y>\\d{2})\\s(?<hh>\\d{2}):(?<mi>\\d{2}):(?<ss>\\d{2})\\sบัญชี\\s(?<acct>x\\d+)\\sรับโอนพร้อมเพย์\\sจำนวน\\s${AMOUNT}\\sบาท`,
    ),
    new RegExp(
      `(?:รับเงินพร้อมเพย์|PromptPay รับ)\\s+(?:THB\\s*)?${AMOUNT}\\s*(?:บาท)?(?:\\s*บช\\s?(?<acct>x+\\d+))?(?:\\s*จาก\\s(?<from>\\S+))?`,
    ),
  ],
  outgoing: [/(?:โอนเงินผ่านพร้อมเพย์|จ่ายพร้อมเพย์|PromptPay\s+(?:ส่ง|โอนออก))/],
});
