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
