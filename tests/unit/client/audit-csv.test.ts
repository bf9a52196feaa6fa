// The audit trail's CSV: Excel reads the Thai (BOM), quotes inside a cell survive, and a cell a
// spreadsheet would run as a formula stays text.
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
  before: { status: 'pending' },
  after: null,
  reason: '=HYPERLINK("http://x") ไม่พบ "ยอด"',
};

describe('the audit CSV', () => {
  it('has a BOM, a Thai header, quoted cells, JSON for values, and no formula', () => {
    const [header, line, end] = auditCsv([row]).split('\r\n');
    expect(header!.startsWith('\uFEFF"เวลา","ผู้ทำรายการ"')).toBe(true);
    expect(line).toBe(
      '"2026-11-26T07:00:00.000Z","boss","owner","127.0.0.1","deposit.reject","deposit","42","{""status"":""pending""}","","\'=HYPERLINK(""http://x"") ไม่พบ ""ยอด"""',
    );
    expect(end).toBe('');
  });
});
