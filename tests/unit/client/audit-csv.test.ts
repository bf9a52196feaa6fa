// The audit trail's CSV: Excel reads the Thai (BOM), quotes inside a cell survive, a cell a
// spreadsheet would run as a formula stays text; people read the action's Thai name and the
// values in baht, machines the raw key and the values in satang, in columns of their own.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { auditCsv } from '../../../src/islands/admin/audit-csv.ts';

const row = {
  id: 1,
  at: '2026-11-26T07:00:00.000Z',
  actor_name: 'boss',
  actor_role: 'owner',
  address: '127.0.0.1',
  action: 'deposit.reject',
  target_kind: 'deposit',
  target_id: '42',
  before: { status: 'pending', member_id: 7, pay_amount: 20001 },
  after: { status: 'rejected' },
  reason: '=HYPERLINK("http://x") ไม่พบ "ยอด"',
};

/** The file as a spreadsheet reads it: rows of cells. */
const sheet = (csv: string): string[][] => parse(csv, { bom: true });

describe('the audit CSV', () => {
  it('has a BOM, a Thai header with the machines columns last, quoted cells, and no formula', () => {
    const [header, line, end] = auditCsv([row]).split('\r\n');
    expect(header!.startsWith('\uFEFF"เวลา","ผู้ทำรายการ"')).toBe(true);
    expect(line!.startsWith('"2026-11-26T07:00:00.000Z","boss"')).toBe(true);
    expect(end).toBe('');
    const [head, cells] = sheet(auditCsv([row]));
    expect(head!.slice(-3)).toEqual(['action', 'before_json_satang', 'after_json_satang']);
    expect(cells).toEqual([
      '2026-11-26T07:00:00.000Z',
      'boss',
      'เจ้าของ',
      '127.0.0.1',
      'ปฏิเสธรายการฝาก',
      'รายการฝาก',
      '42',
      'สถานะ: รอดำเนินการ -> ไม่อนุมัติ; รหัสสมาชิก: 7 -> -; ยอดโอน: ฿200.01 -> -',
      '\'=HYPERLINK("http://x") ไม่พบ "ยอด"',
      'deposit.reject',
      '{"status":"pending","member_id":7,"pay_amount":20001}',
      '{"status":"rejected"}',
    ]);
  });

  it('gives the machines satang where the writer kept baht (a withdrawal), and baht to people', () => {
    const withdrawal = {
      ...row,
      action: 'withdrawal.second_approval',
      target_kind: 'withdrawal',
      before: { status: 'pending', first_approved_by: 'cash-a', amount: 25000, member_id: 7 },
      after: { status: 'paid', transfer_ref: 'KB-1' },
      reason: null,
    };
    const line = sheet(auditCsv([withdrawal]))[1]!;
    expect(line[4]).toBe('อนุมัติรายการถอนครั้งที่สอง');
    expect(line[7]).toContain('จำนวนเงิน: ฿25,000.00 -> -');
    expect(line[7]).toContain('สถานะ: รอดำเนินการ -> สำเร็จ');
    expect(JSON.parse(line[10]!)).toEqual({ status: 'pending', first_approved_by: 'cash-a', amount: 2_500_000, member_id: 7 });
  });
});
