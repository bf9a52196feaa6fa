// Thai words of the content desk (/admin/content/...): banners and the row desks (announcements,
// events, promotions, coupons).

/** What every content form shares (banners and the row desks). */
export const contentFormTh = {
  changePicture: 'เปลี่ยนรูป',
  upload: (what: string) => `อัปโหลด${what}`,
  fresh: (noun: string) => `${noun}ใหม่`,
  heading: (noun: string, title: string) => `${noun}: ${title}`,
  save: (noun: string) => `บันทึก${noun}`,
} as const;

export const bannerTh = {
  noun: 'แบนเนอร์',
  picture: 'รูป',
  title: 'หัวข้อ',
  subtitle: 'ข้อความรอง',
  link: 'ลิงก์เมื่อแตะ (เช่น /promotions)',
  order: 'ลำดับ',
  from: 'เริ่มแสดง (ไม่บังคับ)',
  to: 'สิ้นสุด (ไม่บังคับ)',
  overlay: 'เขียนหัวข้อทับบนรูป',
  shown: 'แสดงบนเว็บ',
} as const;

/** The page editor (/admin/content/edit): a promotion or help page, its publishing and versions. */
export const pageEditorTh = {
  groups: { 'how-to': 'วิธีเล่น', rules: 'กติกาและอัตรา', policy: 'นโยบาย', faq: 'คำถามที่พบบ่อย' },
  states: { draft: 'ฉบับร่าง', scheduled: 'ตั้งเวลาไว้', live: 'เผยแพร่อยู่', expired: 'หมดอายุ' },
  ctaLabel: 'รับโปรโมชันนี้',
  title: 'หัวข้อ',
  slug: (base: string) => `ชื่อในลิงก์ (/${base}/...)`,
  slugFromTitle: 'สร้างจากหัวข้อ',
  description: 'คำอธิบาย (ผลการค้นหาและการแชร์ลิงก์)',
  image: 'รูปหลัก',
  upload: 'อัปโหลด',
  highlight: 'ข้อความเด่น เช่น โบนัส 50%',
  buttonLabel: 'ข้อความปุ่ม',
  buttonLink: 'ลิงก์ปุ่ม',
  promotionCode: 'รหัสโปรโมชันที่ปุ่มรับให้ (ไม่บังคับ)',
  homeOrder: 'ลำดับบนหน้าแรก (ไม่บังคับ)',
  group: 'หมวด',
  groupOrder: 'ลำดับในหมวด',
  body: 'เนื้อหา (Markdown: ## หัวข้อย่อย, **ตัวหนา**, - รายการ, [ลิงก์](/help))',
  insertPicture: 'แทรกรูปภาพ',
  saveDraft: 'บันทึกฉบับร่างและดูตัวอย่าง',
  publishing: 'การเผยแพร่:',
  starts: (at: string) => `เริ่ม ${at}`,
  expires: (at: string) => `หมดอายุ ${at}`,
  publishNow: 'เผยแพร่ทันที',
  unpublish: 'หยุดเผยแพร่',
  at: 'เผยแพร่เวลา (เวลาไทย)',
  until: 'หมดอายุเวลา (ไม่บังคับ)',
  schedule: 'ตั้งเวลาเผยแพร่',
  versions: 'ฉบับที่บันทึกไว้',
  version: (number: number, at: string, by: string) => `ฉบับที่ ${number} · ${at} · ${by}`,
  revert: 'ย้อนกลับเป็นฉบับนี้',
  preview: 'ตัวอย่าง',
  phone: 'มือถือ',
  desktop: 'เดสก์ท็อป',
  previewEmpty: 'บันทึกฉบับร่างแล้วตัวอย่างจะแสดงที่นี่',
  previewFrame: 'ตัวอย่างหน้า',
} as const;

/** The row desks (islands/admin/content-rows.ts): each one's title, noun and fields' labels. */
export const rowDesksTh = {
  shown: {
    fields: {
      sort_order: 'ลำดับ',
      active_from: 'เริ่มแสดง (ไม่บังคับ)',
      active_until: 'สิ้นสุด (ไม่บังคับ)',
      active: 'แสดงบนเว็บ',
    },
  },
  announcements: {
    title: 'ประกาศ',
    noun: 'ประกาศ',
    fields: {
      image: 'รูปประกาศ (ไม่บังคับ)',
      title: 'หัวข้อ',
      description: 'รายละเอียด',
      important: 'ประกาศสำคัญ (เปิดหน้าต่างแจ้งเตือนให้สมาชิกเห็น)',
    },
  },
  events: {
    title: 'กิจกรรม',
    noun: 'กิจกรรม',
    fields: {
      image: 'รูปกิจกรรม',
      title: 'หัวข้อ',
      subtitle: 'ข้อความรอง',
      show_text: 'เขียนหัวข้อทับบนรูป',
    },
  },
  promotions: {
    title: 'โปรโมชั่นฝากเงิน',
    noun: 'โปรโมชั่น',
    fields: {
      image: 'รูปโปรโมชั่น',
      title: 'ชื่อโปรโมชั่น',
      terms: 'เงื่อนไข',
      bonus_percent: 'โบนัส (%)',
      max_bonus: 'โบนัสสูงสุด (บาท)',
      min_deposit: 'ฝากขั้นต่ำ (บาท)',
      turnover_multiple: 'ยอดเล่นกี่เท่าของโบนัส',
    },
    taken: (count: number) => `สมาชิกรับไปแล้ว ${count} ครั้ง: ผู้ที่รับไปแล้วได้ตามเงื่อนไขเดิมเสมอ`,
  },
  coupons: {
    title: 'คูปอง',
    noun: 'คูปอง',
    fields: {
      code: 'รหัสคูปอง',
      credit: 'เครดิตฟรี (บาท)',
      max_uses: 'จำนวนสิทธิ์',
      expires_at: 'หมดอายุ',
      active: 'เปิดใช้',
    },
    used: (used: string, max: string) => `ใช้แล้ว ${used} จาก ${max} สิทธิ์`,
  },
} as const;

/** The content desk's pages: the list (/admin/content), the editor's and the banners' titles, a preview. */
export const contentPagesTh = {
  kinds: { promotion: 'หน้าโปรโมชัน', guide: 'หน้าช่วยเหลือ' },
  newPromotion: 'เขียนหน้าโปรโมชันใหม่',
  newGuide: 'เขียนหน้าช่วยเหลือใหม่',
  banners: 'แบนเนอร์หน้าแรก',
  unpublished: 'มีฉบับร่างที่ยังไม่เผยแพร่',
  edited: (at: string, by: string) => `· แก้ไขล่าสุด ${at} โดย ${by}`,
  edit: (title: string) => `แก้ไข: ${title}`,
  write: 'เขียนหน้าใหม่',
  notFound: 'ไม่พบหน้านี้',
} as const;
