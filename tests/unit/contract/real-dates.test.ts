// Dates and times the back office takes are real calendar values (issue 40, item 18): a day that
// does not exist (30 February, 31 April, 29 February of a common year) or a time past 23:59 is
// refused in Thai, never rolled over into the next day or month as Date.parse would.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isRealDate, isRealMinute } from '../../../src/contract/date-text.ts';
import { bangkokMinute, publishRequest } from '../../../src/contract/admin/admin-content.ts';
import { couponSaveRequest } from '../../../src/contract/admin/admin-content-offers.ts';
import { reportQuery as reportRequest } from '../../../src/contract/admin/admin-reports.ts';
import { statementConfirmRequest } from '../../../src/contract/admin/admin-desk.ts';

const IMPOSSIBLE = [
  '2026-02-30T10:00',
  '2026-02-29T10:00',
  '2100-02-29T10:00',
  '2026-04-31T10:00',
  '2026-06-31T10:00',
  '2026-13-01T10:00',
  '2026-00-10T10:00',
  '2026-03-00T10:00',
  '2026-03-01T24:00',
  '2026-03-01T10:60',
  '2026-03-01T25:00',
  '2026-03-01T9:30',
  '2026-03-01 10:00',
  '2026-03-01T10:00:00',
  '',
];
const REAL = ['2028-02-29T00:00', '2000-02-29T12:30', '2026-04-30T23:59', '2026-12-31T00:00'];

describe('a minute of the calendar', () => {
  it.each(IMPOSSIBLE)('refuses %j', (text) => {
    expect(isRealMinute(text)).toBe(false);
    const parsed = z.safeParse(bangkokMinute('เวลาเผยแพร่'), text);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/^เวลาเผยแพร่ไม่ถูกต้อง/);
  });

  it.each(REAL)('takes %j as that Bangkok minute', (text) => {
    expect(isRealMinute(text)).toBe(true);
    expect(new Date(z.parse(bangkokMinute('เวลาเผยแพร่'), text)).toISOString()).toBe(new Date(`${text}:00+07:00`).toISOString());
  });

  it('days alone: the same calendar', () => {
    for (const day of ['2026-02-30', '2026-04-31', '2027-02-29', '2026-13-01']) expect(isRealDate(day), day).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
  });
});

describe('every back-office date or time field uses it', () => {
  it('the content schedule, a coupon expiry, a report range and a statement line', () => {
    const refused = (schema: z.ZodMiniType, value: unknown) => {
      const parsed = z.safeParse(schema, value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(refused(publishRequest, { id: 1, at: '2026-02-30T10:00' })).toMatch(/^เวลาเผยแพร่ไม่ถูกต้อง/);
    expect(refused(publishRequest, { id: 1, at: '2026-03-01T10:00', until: '2026-03-01T24:00' })).toMatch(/^เวลาหมดอายุไม่ถูกต้อง/);
    expect(refused(publishRequest, { id: 1, at: '2026-03-02T10:00' })).toBeNull();
    const coupon = { code: 'ABC', credit: 10, max_uses: 1, active: true };
    expect(refused(couponSaveRequest, { ...coupon, expires_at: '2027-02-29T10:00' })).toMatch(/^วันหมดอายุไม่ถูกต้อง/);
    expect(refused(reportRequest, { from: '2026-02-30', to: '2026-03-05' })).toMatch(/^วันที่เริ่ม/);
    expect(refused(reportRequest, { from: '2026-03-01', to: '2026-04-31' })).toMatch(/^วันที่สิ้นสุด/);
    expect(refused(statementConfirmRequest, { deposit_id: 1, amount: 100, paid_at: '2026-02-30T10:00:00.000Z' })).toBe('เวลาที่โอนไม่ถูกต้อง');
    expect(refused(statementConfirmRequest, { deposit_id: 1, amount: 100, paid_at: '2026-03-01T24:00:00.000Z' })).toBe('เวลาที่โอนไม่ถูกต้อง');
  });
});
