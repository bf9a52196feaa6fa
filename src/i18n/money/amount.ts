// Thai words of the one amount rule every amount field applies (lib/money/amount.ts).
export const amountTh = {
  missing: 'กรุณากรอกจำนวนเงิน',
  notNumber: 'กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 100 หรือ 100.50',
  whole: 'จำนวนเงินต้องเป็นจำนวนเต็มบาท ไม่มีทศนิยม',
  satang: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)',
  positive: 'จำนวนเงินต้องมากกว่า 0 บาท',
  tooLarge: 'จำนวนเงินมากเกินไป',
};
