// Government Savings Bank (MyMo): "เงินเข้า: มีการฝาก/โอนเงิน 74.76 บาท จากบัญชี KBNK 0013XXXX1945
// เข้าบัญชี GSBA 0204XXXX0743 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ …", and the shorter
// "GSB: เงินฝากเข้า 2,500.00 บาท บช x1122", "MyMo: รับโอน 1,000.00 บาท บัญชี xxx2345 จาก นายโอน".
import { AMOUNT, THAI_MONTH, bankReader } from './reader.ts';

export const readGsb = bankReader('GSB', {
  incoming: [
    new RegExp(
      `^เงินเข้า:\\s?มีการฝาก\\/โอนเงิน\\s${AMOUNT}\\sบาท(?:\\sจากบัญชี\\s(?<from>\\S+\\s[\\dX]+))?(?:\\sเข้าบัญชี\\s\\S+\\s(?<acct>[\\dX]+))?(?:\\sวันที่\\s(?<d>\\d{1,2})\\s(?<mon>${THAI_MONTH})\\s(?<y>\\d{4})\\sเวลา\\s(?<hh>\\d{2}):(?<mi>\\d{2}))?`,
    ),
    new RegExp(
      `^(?:GSB|MyMo):\\s*(?:เงินฝากเข้า|รับโอน)\\s+${AMOUNT}\\s*บาท\\s*(?:บช|บัญชี)\\s?(?<acct>x+\\d+)(?:\\sจาก\\s(?<from>\\S+))?`,
      'i',
    ),
  ],
  outgoing: [/^เงินออก:/, /^(?:GSB|MyMo):\s*(?:ถอนเงิน|โอนเงิน)/i],
});
