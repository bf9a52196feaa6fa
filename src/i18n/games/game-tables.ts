// Thai strings of the free-spin slot and the dragon tiger table: only their game page's islands
// read them (apart from games.ts, which the launcher on every page carries).
export const gameTablesTh = {
  scatter: 'ดาวสแกตเตอร์',
  freespin: {
    baseSpin: 'สปินหลัก',
    awarded: (spins: number) => `ได้ฟรีสปิน ${spins} ครั้ง!`,
    retrigger: (spins: number) => `ได้ฟรีสปินเพิ่ม ${spins} ครั้ง!`,
    counter: (spin: number, of: number) => `ฟรีสปิน ${spin}/${of}`,
    multiplier: (times: number) => `รางวัลคูณ ${times}`,
    featureTotal: 'รวมรางวัลฟรีสปิน',
    skip: 'ข้ามไปผลรวม',
    spinWin: 'สปินนี้ได้',
    rules: (spins: number, cap: number, times: number) =>
      `ดาวสแกตเตอร์ 3 ดวงขึ้นไปที่ใดก็ได้บนหน้าจอ ได้ฟรีสปิน ${spins} ครั้ง เล่นต่อให้อัตโนมัติในตาเดียวกันโดยไม่หักเดิมพันเพิ่ม ทุกรางวัลในฟรีสปินคูณ ${times} ได้ดาว 3 ดวงระหว่างฟรีสปินได้เพิ่มอีก ${spins} ครั้ง สูงสุด ${cap} ครั้งต่อตา`,
    scatterPays: 'ดาวสแกตเตอร์จ่ายคูณเดิมพันรวม',
    trigger: (oneIn: number) => `เข้าฟรีสปินโดยเฉลี่ย 1 ครั้งในทุก ${oneIn} ตา`,
    rtpNote: 'อัตราคืนผู้เล่นคำนวณรวมฟรีสปินแล้ว',
  },
  dragonTiger: {
    dragon: 'มังกร',
    tiger: 'เสือ',
    tie: 'เสมอ',
    pays: { dragon: 'จ่าย 1:1', tiger: 'จ่าย 1:1', tie: 'จ่าย 11:1' },
    wins: { dragon: 'มังกรชนะ', tiger: 'เสือชนะ', tie: 'เสมอ' },
    rtp: 'อัตราคืนผู้เล่น',
    rules:
      'กติกา: มังกรและเสือได้ไพ่ฝั่งละ 1 ใบจากสำรับเต็มทุกตา แต้มสูงกว่าชนะ (A ต่ำสุด K สูงสุด ไม่นับดอก) แต้มเท่ากันเป็นเสมอ เมื่อเสมอ เดิมพันมังกรหรือเสือคืนครึ่งหนึ่ง',
    history: 'ผลล่าสุด',
  },
} as const;
