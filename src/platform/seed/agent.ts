import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { AGENT_CODE, AGENT_ID } from '../../contract/content/site.ts';

export const AGENT = {
  id: AGENT_ID,
  code: AGENT_CODE,
  name: 'R999 หวยออนไลน์',
  logo: '/images/logo.webp',
  line_admin_url: 'https://line.me/R/ti/p/@r999',
  line_contact_url: 'https://line.me/R/ti/p/@r999support',
};

// Play-credit demo: these accounts receive no real money.
const BANK_ACCOUNTS = [
  { bank_code: 'KBANK', account_no: '0591234567', account_name: 'บจก. อาร์999 เดโม' },
  { bank_code: 'SCB', account_no: '4071234568', account_name: 'บจก. อาร์999 เดโม' },
];

const TRUE_MONEY_ACCOUNTS = [{ phone: '0891234567', account_name: 'อาร์999 เดโม' }];

const NOTIFICATIONS = [
  {
    type: 1,
    image: '/images/notifications/welcome.webp',
    title: 'ยินดีต้อนรับสู่ R999',
    description: 'เว็บไซต์นี้เป็นระบบสาธิต เล่นด้วยเครดิตทดลองเท่านั้น ไม่มีการฝาก ถอน หรือจ่ายเงินจริง',
  },
  {
    type: 1,
    image: '/images/notifications/maintenance.webp',
    title: 'แจ้งปิดปรับปรุงระบบธนาคาร',
    description: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบทุกวันที่ 1 ของเดือน เวลา 00:00–03:00 น. รายการฝากถอนในช่วงเวลาดังกล่าวอาจล่าช้า',
  },
  {
    type: 1,
    image: '/images/notifications/responsible.webp',
    title: 'เล่นอย่างมีสติ',
    description: 'สมาชิกต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป กำหนดงบประมาณและเวลาเล่นของคุณ และพักเมื่อรู้สึกว่าเล่นมากเกินไป',
  },
  {
    type: 2,
    image: '',
    title: 'สมาชิกใหม่รับเครดิตทดลอง',
    description: 'สมัครสมาชิกวันนี้ รับเครดิตทดลองเข้ากระเป๋าหลักทันที ลองเล่นหวยและเกมได้ทุกประเภท',
  },
  {
    type: 3,
    image: '',
    title: 'ผลหวยรัฐบาลออกทุกวันที่ 1 และ 16',
    description: 'ตรวจผลรางวัลได้ที่หน้าผลหวย ระบบจ่ายรางวัลเข้ากระเป๋าอัตโนมัติหลังผลออก',
  },
];

// Banner and event images are artwork without words: the site writes these words over them.
const BANNERS = [
  {
    image: '/images/banners/banner-1.webp',
    title: 'หวยออนไลน์ บาทละ 900',
    subtitle: 'หวยรัฐบาล ลาว ฮานอย หุ้น ครบทุกงวด',
    link: '/lotto/lobby',
  },
  {
    image: '/images/banners/banner-2.webp',
    title: 'ยี่กี 88 รอบต่อวัน',
    subtitle: 'ยิงเลขฟรี ตรวจสอบผลได้ทุกรอบ',
    link: '/lotto/lobby',
  },
  {
    image: '/images/banners/banner-3.webp',
    title: 'เช็คอินรายวัน รับรางวัลทุกวัน',
    subtitle: 'เข้าเช็คอินทุกวัน สะสมครบ 7 วัน รับรางวัลใหญ่',
    link: '/checkin',
  },
];

const EVENTS = [
  { image: '/images/events/event-1.webp', title: 'โหวตทายผล ลุ้นรับเครดิตฟรี', subtitle: 'ร่วมโหวตตามโควตา ประกาศผู้โชคดีทุกสัปดาห์' },
  { image: '/images/events/event-2.webp', title: 'วงล้อนำโชค หมุนฟรีทุกวัน', subtitle: 'หมุนฟรีวันละ 3 ครั้ง หรือใช้พอยท์หมุนเพิ่ม' },
];

export const agentData: SeedStep = {
  name: 'agent r999 and its content',
  async run(db: Db) {
    const a = AGENT;
    await db.insertInto('agents').values(a).execute();
    const agent_id = a.id;
    await db
      .insertInto('agent_bank_accounts')
      .values(BANK_ACCOUNTS.map((account, i) => ({ agent_id, ...account, sort_order: i + 1 })))
      .execute();
    await db
      .insertInto('agent_true_money_accounts')
      .values(TRUE_MONEY_ACCOUNTS.map((account, i) => ({ agent_id, ...account, sort_order: i + 1 })))
      .execute();
    await db
      .insertInto('notifications')
      .values(NOTIFICATIONS.map((n, i) => ({ agent_id, ...n, sort_order: i + 1 })))
      .execute();
    await db
      .insertInto('banners')
      .values(BANNERS.map((b, i) => ({ agent_id, ...b, show_text: 1, sort_order: i + 1 })))
      .execute();
    await db
      .insertInto('events')
      .values(EVENTS.map((e, i) => ({ agent_id, ...e, show_text: 1, sort_order: i + 1 })))
      .execute();
  },
};

/**
 * A database seeded before banners and events had words as data holds the same images, now
 * artwork without words: give those rows their words. Such a database was also seeded before the
 * pictures were WebP, so it names the SVG each is drawn from. Rows an operator has pointed at other
 * images keep what they have.
 */
export const agentContentWords: SeedStep = {
  name: 'banner and event words as page text',
  async run(db: Db) {
    for (const table of ['banners', 'events'] as const) {
      for (const row of table === 'banners' ? BANNERS : EVENTS) {
        await db
          .updateTable(table)
          .set({ subtitle: row.subtitle, show_text: 1 })
          .where('agent_id', '=', AGENT.id)
          .where('image', 'in', [row.image, row.image.replace(/\.webp$/, '.svg')])
          .where('show_text', '=', 0)
          .execute();
      }
    }
  },
};
