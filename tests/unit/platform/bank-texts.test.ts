// The bank texts' readers, on real message texts collected from public code (each sample says where
// it came from; none is ours). Sources:
//   [fzkj] github.com/cg917658910/fzkj-wallet, wash-service/app/services/shortmsg/THB/*_test.go: real
//          SMS and app notifications of a Thai deposit matcher (its tests' epochs are UTC+8 readings
//          of the printed time; ours are Asia/Bangkok's)
//   [sms-php] a Laravel SMS listener in the public code index (SMSController::smsListening, its
//          comments keep one real SMS per bank: KBank, SCB 027777777, Krungthai, TMBBank, BANGKOKBANK,
//          Krungsri), and a Java matcher beside it ("29/10/61 10:03 หักบชX341626X …")
//   [pennywise] PennyWise AI's parser, ThailandBankParsersTest.kt (English and Thai app wordings)
//   [xjanova] xjanova/smschecker docs/BANKS.md (its examples per bank, PromptPay)
//   [notify-doc] a Thai payment design note in the public code index, its table of K PLUS, SCB EASY,
//          Krungthai NEXT and ttb notifications
import { describe, expect, it } from 'vitest';
import { bangkokMs } from '../../../src/rules/bangkok-calendar.ts';
import { readBankText } from '../../../src/platform/devices/bank-texts/read.ts';
import { maskFits, satangOf } from '../../../src/platform/devices/bank-texts/reader.ts';

/** When the phone received the text (the year of a date printed without one). */
const RECEIVED = bangkokMs('2025-05-18', '15:00');
const at = (day: string, time: string, seconds = 0) => bangkokMs(day, time) + seconds * 1000;

interface Incoming {
  text: string;
  source: string;
  bank: string;
  satang: number;
  paidAt: number | null;
  accountMask: string | null;
  sender?: string | null;
}

const INCOMING: Incoming[] = [
  // KBANK (SMS, K PLUS)
  {
    source: 'sms-php',
    text: '08/01/62 22:59 บชX153594X เงินเข้า500.00บ',
    bank: 'KBANK',
    satang: 50000,
    paidAt: at('2019-01-08', '22:59'),
    accountMask: '153594',
  },
  {
    source: 'sms-php',
    text: '09/02/62 19:54 บชX153594X รับโอนจากX189776X 500.00บ คงเหลือ9350.00บ',
    bank: 'KBANK',
    satang: 50000,
    paidAt: at('2019-02-09', '19:54'),
    accountMask: '153594',
    sender: 'X189776X',
  },
  {
    source: 'fzkj',
    text: '17/05/68 16:27 บช X-9426 เงินเข้า 999.63 คงเหลือ 8,236.90 บ.',
    bank: 'KBANK',
    satang: 99963,
    paidAt: at('2025-05-17', '16:27'),
    accountMask: '9426',
  },
  {
    source: 'fzkj (KBank matcher test)',
    text: '12/04/63 09:25 บชX231148X รับโอนจากX815923X 1170.00บ คงเหลือ 2160.29บ',
    bank: 'KBANK',
    satang: 117000,
    paidAt: at('2020-04-12', '09:25'),
    accountMask: '231148',
    sender: 'X815923X',
  },
  {
    source: 'notify-doc',
    text: 'เงินเข้า 25.43 บ. จาก xxx-xxx1234 บัญชี xxx-xxx5678',
    bank: 'KBANK',
    satang: 2543,
    paidAt: null,
    accountMask: '5678',
    sender: 'xxx-xxx1234',
  },
  {
    source: 'pennywise',
    text: 'KBank: Receive 10,000.00 THB from A/C x5678 Bal 18,430.20 THB',
    bank: 'KBANK',
    satang: 1_000_000,
    paidAt: null,
    accountMask: '5678',
  },
  // SCB (SMS, SCB EASY)
  {
    source: 'fzkj',
    text: 'เงิน 399.69บ เข้าบ/ชx963071 18/05@14:45 ใช้ได้ 6,302.39บ',
    bank: 'SCB',
    satang: 39969,
    paidAt: at('2025-05-18', '14:45'),
    accountMask: '963071',
  },
  {
    source: 'fzkj',
    text: '18/05@14:44 29.92 จากKTB/x129439เข้าx997010 ใช้ได้10,121.23บ',
    bank: 'SCB',
    satang: 2992,
    paidAt: at('2025-05-18', '14:44'),
    accountMask: '997010',
    sender: 'KTB/x129439',
  },
  {
    source: 'sms-php',
    text: '08/09@10:46 100.00 โอนจากPHUCHONG SONGเข้าx354011 ใช้ได้2,375.46บ',
    bank: 'SCB',
    satang: 10000,
    paidAt: at('2024-09-08', '10:46'),
    accountMask: '354011',
    sender: 'PHUCHONG SONG',
  },
  {
    source: 'sms-php',
    text: 'เงิน 180.00บ เข้าบ/ชx354011 07/03@17:21 ใช้ได้ 4,280.00',
    bank: 'SCB',
    satang: 18000,
    paidAt: at('2025-03-07', '17:21'),
    accountMask: '354011',
  },
  { source: 'notify-doc', text: 'เงินเข้า บัญชี xxx-xxx1234 จำนวน 25.43 บาท', bank: 'SCB', satang: 2543, paidAt: null, accountMask: '1234' },
  {
    source: 'pennywise',
    text: 'SCB: Transfer in 12,000.00 THB A/C x8899 Bal 18,200.00 THB',
    bank: 'SCB',
    satang: 1_200_000,
    paidAt: null,
    accountMask: '8899',
  },
  // KTB (SMS, Krungthai NEXT)
  {
    source: 'fzkj',
    text: '17-05@16:27 บชX58589X:เงินเข้า 100.28บ ใช้ได้ 11,861.55บ',
    bank: 'KTB',
    satang: 10028,
    paidAt: at('2025-05-17', '16:27'),
    accountMask: '58589',
  },
  {
    source: 'sms-php',
    text: '11-09-18@02:08 บช X29499X:เงินเข้า +180.00 บ. ใช้ได้ 180.70 บ.',
    bank: 'KTB',
    satang: 18000,
    paidAt: at('2018-09-11', '02:08'),
    accountMask: '29499',
  },
  { source: 'fzkj', text: 'เงินเข้า: 1,000.20 บาท เข้าบัญชี XX5568 เมื่อ 27/0', bank: 'KTB', satang: 100020, paidAt: null, accountMask: '5568' },
  { source: 'notify-doc', text: 'เงินเข้าบ/ช xxx-xxx1234 จำนวน 25.43 บาท', bank: 'KTB', satang: 2543, paidAt: null, accountMask: '1234' },
  {
    source: 'pennywise',
    text: 'KTB: เงินเข้า 4,200.00 บาท บช x7788 คงเหลือ 12,350.75 บาท',
    bank: 'KTB',
    satang: 420000,
    paidAt: null,
    accountMask: '7788',
  },
  // BBL
  {
    source: 'sms-php',
    text: 'ฝาก/โอนเงินเข้าบ/ชX3806ผ่านMB 1,000.00บ ใช้ได้ 1,000.39บ',
    bank: 'BBL',
    satang: 100000,
    paidAt: null,
    accountMask: '3806',
  },
  {
    source: 'fzkj',
    text: 'เงินเข้าบ/ชX0272 จากพร้อมเพย์ผ่านMB 12,000.00บ เงินในบ/ชใช้ได้46,769.66บ',
    bank: 'BBL',
    satang: 1_200_000,
    paidAt: null,
    accountMask: '0272',
    sender: 'พร้อมเพย์',
  },
  {
    source: 'pennywise',
    text: 'BBL: Deposit 5,000.00 THB to A/C x1234 on 21/01/26 16:01 Bal 20,820.45 THB',
    bank: 'BBL',
    satang: 500000,
    paidAt: at('2026-01-21', '16:01'),
    accountMask: '1234',
  },
  // BAY
  {
    source: 'fzkj',
    text: 'โอนเข้า xxx170203x  150.62 เหลือ 7,420.57 (17/5/68,16:27)',
    bank: 'BAY',
    satang: 15062,
    paidAt: at('2025-05-17', '16:27'),
    accountMask: '170203',
  },
  {
    source: 'sms-php',
    text: 'โอนเข้า xxx128227x  10.00 เหลือ 20.00 (4/11/62,02:21)',
    bank: 'BAY',
    satang: 1000,
    paidAt: at('2019-11-04', '02:21'),
    accountMask: '128227',
  },
  {
    source: 'pennywise',
    text: 'Krungsri: โอนเงินเข้า 6,000.00 บาท บช x3344',
    bank: 'BAY',
    satang: 600000,
    paidAt: null,
    accountMask: '3344',
  },
  // TTB
  {
    source: 'fzkj',
    text: 'มีเงิน50.14บ.โอนเข้าบ/ชxx5440เหลือ17,081.71บ.24/05/25@11:42',
    bank: 'TTB',
    satang: 5014,
    paidAt: at('2025-05-24', '11:42'),
    accountMask: '5440',
  },
  {
    source: 'sms-php',
    text: 'มีเงิน 100.00บ.เข้าบ/ชxx4484เหลือ 500.00 บ.09/09/18@15:16',
    bank: 'TTB',
    satang: 10000,
    paidAt: at('2018-09-09', '15:16'),
    accountMask: '4484',
  },
  { source: 'pennywise', text: 'ttb: รับเงินโอน 8,000.00 บาท บช x9012', bank: 'TTB', satang: 800000, paidAt: null, accountMask: '9012' },
  { source: 'notify-doc', text: 'เงินเข้า 25.43 บ. เข้าบัญชี xxx-xxx1234', bank: 'TTB', satang: 2543, paidAt: null, accountMask: '1234' },
  // GSB
  {
    source: 'fzkj',
    text: 'เงินเข้า: มีการฝาก/โอนเงิน 74.76 บาท จากบัญชี KBNK 0013XXXX1945 เข้าบัญชี GSBA 0204XXXX0743 วันที่ 24 พ.ค. 2568 เวลา 15:04 น. คงเหลือ 2,702.93 บาท',
    bank: 'GSB',
    satang: 7476,
    paidAt: at('2025-05-24', '15:04'),
    accountMask: '0204-0743',
    sender: 'KBNK 0013XXXX1945',
  },
  { source: 'fzkj', text: 'เงินเข้า: มีการฝาก/โอนเงิน 10.00 บาท จากบัญชี KBNK', bank: 'GSB', satang: 1000, paidAt: null, accountMask: null },
  {
    source: 'pennywise',
    text: 'GSB: เงินฝากเข้า 2,500.00 บาท บช x1122 คงเหลือ 9,300.00 บาท',
    bank: 'GSB',
    satang: 250000,
    paidAt: null,
    accountMask: '1122',
  },
  {
    source: 'xjanova',
    text: 'MyMo: รับโอน 1,000.00 บาท บัญชี xxx2345 จาก นายโอน อ้างอิง GSB001',
    bank: 'GSB',
    satang: 100000,
    paidAt: null,
    accountMask: '2345',
    sender: 'นายโอน',
  },
  // PromptPay wordings
  {
    source: 'fzkj',
    text: 'คุณได้รับเงิน 69.89 บาท ผ่านรายการพร้อมเพย์จาก KTB / xxxxxx6048 เข้าบัญชี xxxxxx1083 เมื่อ 17 พ.ค. 2568 - 16:28',
    bank: 'PROMPTPAY',
    satang: 6989,
    paidAt: at('2025-05-17', '16:28'),
    accountMask: '1083',
    sender: 'KTB / xxxxxx6048',
  },
  {
    source: 'fzkj',
    text: 'ได้รับ +59.84 บาท เข้าพร้อมเพย์ จากบัญชี ไทยพาณิชย์ XXX-X-XX805-8',
    bank: 'PROMPTPAY',
    satang: 5984,
    paidAt: null,
    accountMask: null,
    sender: 'ไทยพาณิชย์ XXX-X-XX805-8',
  },
  {
    source: 'fzkj',
    text: '20/05/68 17:52:48 บัญชี x9576 รับโอนพร้อมเพย์ จำนวน 10.00 บาท ยอดเงินคงเหลือ 10.39 บาท',
    bank: 'PROMPTPAY',
    satang: 1000,
    paidAt: at('2025-05-20', '17:52', 48),
    accountMask: '9576',
  },
  {
    source: 'pennywise',
    text: 'KTB: รับเงินพร้อมเพย์ 2,000.00 บาท บช x7788',
    bank: 'PROMPTPAY',
    satang: 200000,
    paidAt: null,
    accountMask: '7788',
  },
  {
    source: 'xjanova',
    text: 'PromptPay: PromptPay รับ THB 300.00 จาก 0812345xxxx Ref PP001',
    bank: 'PROMPTPAY',
    satang: 30000,
    paidAt: null,
    accountMask: null,
    sender: '0812345xxxx',
  },
];

const IGNORED: { text: string; source: string; kind: string }[] = [
  { source: 'sms-php', text: '29/10/61 10:03 หักบชX341626X เข้าX180745X 1000.00 คงเหลือ1285.29บ', kind: 'outgoing' },
  { source: 'fzkj', text: 'ถอน/โอนเงิน 10,000.00บ บ/ชx833473 18/05@12:29 ใช้ได้657.53บ', kind: 'outgoing' },
  { source: 'pennywise', text: 'KBank: You spent 1,250.00 THB at SHOPEE. A/C x5678 Bal 8,430.20 THB', kind: 'outgoing' },
  { source: 'pennywise', text: 'KBank: โอนเงินผ่านพร้อมเพย์ 500.00 บาท บช x5678 คงเหลือ 17,930.20 บาท', kind: 'outgoing' },
  { source: 'pennywise', text: 'SCB: Transfer out 3,500.00 THB to A/C x8899 Bal 6,200.00 THB', kind: 'outgoing' },
  { source: 'pennywise', text: 'KTB: ถอนเงินสด 500.00 บาท บช x7788 คงเหลือ 11,850.75 บาท', kind: 'outgoing' },
  {
    source: 'pennywise',
    text: 'BBL: Withdrawal 2,000.00 THB from A/C x1234 via ATM on 21/01/26 14:32 Bal 15,820.45 THB',
    kind: 'outgoing',
  },
  { source: 'pennywise', text: 'BBL: โอนเงินออก 1,500.00 บาท บช x1234 คงเหลือ 19,320.45 บาท', kind: 'outgoing' },
  { source: 'pennywise', text: 'Krungsri: ATM withdrawal 1,000.00 THB A/C x3344 Bal 9,540.00 THB', kind: 'outgoing' },
  { source: 'pennywise', text: 'ttb: Payment 1,500.00 THB via PromptPay A/C x9012 Bal 7,200.00 THB', kind: 'outgoing' },
  { source: 'pennywise', text: 'GSB: ถอนเงิน 1,000.00 บาท บช x1122', kind: 'outgoing' },
  { source: 'pennywise', text: 'SCB: ใช้จ่ายบัตร 890.00 บาท ร้าน 7-ELEVEN บช x8899', kind: 'outgoing' },
  {
    source: 'KMA OTP wording, Bank_Bot (thomasneratech25) reads "Ref … OTP …"',
    text: 'รหัส OTP คือ 482913 (Ref: 5821) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น',
    kind: 'otp',
  },
  { source: 'ours (an English OTP as banks word it)', text: 'Your OTP is 123456 (Ref. ABCD). Do not share this code.', kind: 'otp' },
  { source: 'ours (a balance line)', text: 'ยอดเงินคงเหลือ บช x1234 ณ 18/05 15:00 คือ 12,000.00 บาท', kind: 'balance' },
  { source: 'ours (an advert)', text: 'K PLUS โปรโมชั่นพิเศษ รับเครดิตเงินคืน 10% สมัครเลย https://kbank.co/x', kind: 'advert' },
];

describe('bank texts: incoming transfers', () => {
  it.each(INCOMING.map((sample) => [`${sample.bank} ${sample.text}`, sample] as const))('%s', (_name, sample) => {
    const reading = readBankText(sample.text, RECEIVED);
    expect(reading).toEqual({
      kind: 'incoming',
      bank: sample.bank,
      satang: sample.satang,
      paidAt: sample.paidAt,
      precisionMs: sample.paidAt !== null && sample.text.includes(':48 ') ? 1000 : 60_000,
      accountMask: sample.accountMask,
      sender: sample.sender ?? null,
    });
  });

  it('reads every bank the issue names, and PromptPay', () => {
    expect(new Set(INCOMING.map((sample) => sample.bank))).toEqual(
      new Set(['KBANK', 'SCB', 'KTB', 'BBL', 'BAY', 'TTB', 'GSB', 'PROMPTPAY']),
    );
  });

  it('reads the same text through a notification’s invisible marks and line breaks', () => {
    const text = '\u200Bเงิน 399.69บ\nเข้าบ/ชx963071   18/05@14:45 ใช้ได้ 6,302.39บ';
    expect(readBankText(text, RECEIVED)).toMatchObject({ kind: 'incoming', satang: 39969, accountMask: '963071' });
  });

  it('dates a text without a year in the year before when this year would put it ahead of its arrival', () => {
    const newYear = bangkokMs('2026-01-01', '00:05');
    expect(readBankText('31/12@23:58 100.01 จากKTB/x129439เข้าx997010 ใช้ได้1.00บ', newYear)).toMatchObject({
      paidAt: at('2025-12-31', '23:58'),
    });
  });
});

describe('bank texts: known and ignored', () => {
  it.each(IGNORED.map((sample) => [sample.text, sample] as const))('%s', (_name, sample) => {
    expect(readBankText(sample.text, RECEIVED).kind).toBe(sample.kind);
  });

  it('keeps a text nobody can read as unreadable (never dropped, never guessed)', () => {
    for (const text of ['สวัสดีครับ', 'เงินเข้า ยอดไม่ระบุ', 'มีเงินเข้าบัญชีของท่าน 1,234 บาท', '']) {
      expect(readBankText(text, RECEIVED)).toEqual({ kind: 'unreadable', bank: null });
    }
  });
});

describe('amounts and masks', () => {
  it('reads satang exactly, never through a float', () => {
    expect(satangOf('1,000.20')).toBe(100020);
    expect(satangOf('0.29')).toBe(29);
    expect(satangOf('9007199254740.99')).toBe(900719925474099);
    expect(satangOf('10')).toBeNull();
    expect(satangOf('0.00')).toBeNull();
  });

  it('fits an account number to the digits a text shows, in order', () => {
    expect(maskFits('153594', '0611535949')).toBe(true);
    expect(maskFits('0204-0743', '020412340743')).toBe(true);
    expect(maskFits('0743-0204', '020412340743')).toBe(false);
    expect(maskFits('9999', '0611535949')).toBe(false);
  });
});
