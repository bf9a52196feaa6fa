// Thai words of the date picker (islands/shell/ui/ThaiDatePicker.tsx): months, weekdays, the Buddhist era.
export const datePickerTh = {
  months: ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'],
  /** Sunday first, as Thai calendars print them. */
  weekdays: ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'],
  choose: 'เลือกวันที่',
  dialog: (label: string) => `เลือก${label}`,
  month: 'เดือน',
  year: 'ปี พ.ศ.',
  previous: 'เดือนก่อน',
  next: 'เดือนถัดไป',
  clear: 'ล้างวันที่',
  close: 'ปิด',
};
