import { describe, expect, it } from 'vitest';
import { amountRefusal, parseAmount } from '../../../src/lib/money/amount.ts';

describe('parseAmount: what is typed is read as typed', () => {
  it.each([
    ['250', 'baht', 250],
    [' 10 ', 'baht', 10],
    ['1,000', 'baht', 1000],
    ['2.50', 'satang', 2.5],
    ['150.5', 'satang', 150.5],
    ['1,000.25', 'satang', 1000.25],
    ['500', 'satang', 500],
  ] as const)('%s (%s) is %s', (typed, rule, amount) => {
    expect(parseAmount(typed, rule)).toEqual({ amount });
  });

  it.each(['2.50', '10.5', '100.555', '10.', '10.00'])('a whole-baht field refuses %s with the rule, never 250 or 105', (typed) => {
    expect(parseAmount(typed, 'baht')).toEqual({ error: 'จำนวนเงินต้องเป็นจำนวนเต็มบาท ไม่มีทศนิยม' });
  });

  it('a baht-and-satang field refuses a third decimal', () => {
    expect(parseAmount('100.555', 'satang')).toEqual({ error: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง (สตางค์)' });
  });

  it.each(['abc', '1a', '-5', '1 000', '1,00', '12,34.5', '฿100', '1e3'])('refuses %s as not a number', (typed) => {
    expect(parseAmount(typed, 'satang').error).toBe('กรุณากรอกจำนวนเงินเป็นตัวเลข เช่น 100 หรือ 100.50');
  });

  it('refuses nothing, zero and more than the ceiling', () => {
    expect(parseAmount('  ', 'baht').error).toBe('กรุณากรอกจำนวนเงิน');
    expect(parseAmount('0', 'baht').error).toBe('จำนวนเงินต้องมากกว่า 0 บาท');
    expect(parseAmount('0.00', 'satang').error).toBe('จำนวนเงินต้องมากกว่า 0 บาท');
    expect(parseAmount('1000000001', 'baht').error).toBe('จำนวนเงินมากเกินไป');
  });

  it('amountRefusal is silent while the field is empty', () => {
    expect(amountRefusal('', 'baht')).toBe('');
    expect(amountRefusal('7', 'baht')).toBe('');
    expect(amountRefusal('7.5', 'baht')).toBe('จำนวนเงินต้องเป็นจำนวนเต็มบาท ไม่มีทศนิยม');
  });
});
