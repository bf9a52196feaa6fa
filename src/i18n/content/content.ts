// Thai strings around the marketers' content pages (/promotions/{page}, /help, /help/{page}).
export const contentTh = {
  allPromotions: 'ดูโปรโมชั่นทั้งหมด',
  featured: 'โปรโมชั่นแนะนำ',
  help: 'ศูนย์ช่วยเหลือ',
  helpIntro: 'วิธีเล่น กติกา นโยบาย และคำถามที่พบบ่อย',
  groups: { 'how-to': 'วิธีเล่น', rules: 'กติกาและอัตราจ่าย', policy: 'นโยบาย', faq: 'คำถามที่พบบ่อย' },
  updated: 'ปรับปรุงล่าสุด',
  backToHelp: 'กลับไปศูนย์ช่วยเหลือ',
};
