// The member's inbox (issue 27), opened from the header's bell.
export const inboxTh = {
  title: 'กล่องข้อความ',
  empty: 'ยังไม่มีข้อความ',
  readAll: 'อ่านทั้งหมดแล้ว',
  loading: 'กำลังโหลดข้อความ...',
  failed: 'โหลดข้อความไม่สำเร็จ',
  retry: 'ลองใหม่',
  kept: 'ข้อความเก็บไว้ 90 วัน',
  newLabel: 'ใหม่',
  close: 'ปิด',
};
