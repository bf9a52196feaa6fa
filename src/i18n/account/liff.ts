// Thai strings of the LINE (LIFF) pages (/liff/{name}).
export const liffTh = {
  title: 'R999 บน LINE',
  intro: 'เมนูสำหรับเปิดจาก LINE Official Account ใช้งานได้ทั้งในแอป LINE และบนเบราว์เซอร์',
  pages: {
    register: { title: 'สมัครสมาชิก', text: 'สมัครสมาชิกใหม่ รับเครดิตทดลองเล่น' },
    deposit: { title: 'ฝากเงิน', text: 'ฝากผ่านบัญชีธนาคาร ทรูมันนี่ หรือ QR พร้อมเพย์' },
    lotto: { title: 'แทงหวย', text: 'งวดที่เปิดรับแทงและยี่กีทุกรอบ' },
  },
  loginFirst: 'เข้าสู่ระบบก่อนฝากเงิน',
  login: 'เข้าสู่ระบบ',
  alreadyMember: 'คุณเป็นสมาชิกอยู่แล้ว',
  toLotto: 'ไปหน้าแทงหวย',
  fullSite: 'เปิดเว็บไซต์เต็ม',
};
