// An audit row's values as the owner reads them: each field's Thai name, before -> after, money in
// baht whichever unit its writer kept, states by their names, a field the same on both sides left out.
import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../../src/islands/admin/audit-values.ts';

const at = (action: string, before: unknown, after: unknown, target_id: string | null = '7') => ({ action, target_id, before, after });

describe('the audit values', () => {
  it('read a deposit confirmed from satang as baht, the state by its name', () => {
    expect(
      auditChanges(at('deposit.confirm', { status: 'pending', member_id: 7, pay_amount: 20001 }, { status: 'paid', balance: 120001 })),
    ).toEqual([
      { field: 'status', name: 'สถานะ', before: 'รอดำเนินการ', after: 'สำเร็จ' },
      { field: 'member_id', name: 'รหัสสมาชิก', before: '7', after: '-' },
      { field: 'pay_amount', name: 'ยอดโอน', before: '฿200.01', after: '-' },
      { field: 'balance', name: 'ยอดคงเหลือ', before: '-', after: '฿1,200.01' },
    ]);
  });

  it("read member.adjust from both its writers: the command line's satang and the desk's baht", () => {
    const cli = auditChanges(
      at('member.adjust', { wallet_type_id: 1, balance: 100000 }, { wallet_type_id: 1, balance: 350000, amount: 250000 }),
    );
    expect(cli).toEqual([
      { field: 'balance', name: 'ยอดคงเหลือ', before: '฿1,000.00', after: '฿3,500.00' },
      { field: 'amount', name: 'จำนวนเงิน', before: '-', after: '฿2,500.00' },
    ]);
    const desk = auditChanges(at('member.adjust_approved', { amount: 25000, status: 'waiting' }, { amount: 25000, status: 'done' }));
    expect(desk).toEqual([{ field: 'status', name: 'สถานะ', before: 'รออนุมัติครั้งที่สอง', after: 'สำเร็จ' }]);
    const asked = auditChanges(at('member.adjust_asked', null, { amount: -25000, wallet_name: 'เครดิตหลัก' }));
    expect(asked[0]).toEqual({ field: 'amount', name: 'จำนวนเงิน', before: '-', after: '-฿25,000.00' });
  });

  it("read a setting's lone value, as baht when its key says so", () => {
    expect(auditChanges(at('setting.change', 10000, 20000, 'members.adjust_second_approval_baht'))).toEqual([
      { field: 'value', name: 'ค่า', before: '฿10,000.00', after: '฿20,000.00' },
    ]);
    expect(auditChanges(at('setting.change', 80, 10, 'lotto.risk_alert_share_percent'))[0]).toMatchObject({ before: '80', after: '10' });
  });

  it('name roles, bet types and yes or no', () => {
    expect(auditChanges(at('staff.role', { name: 'a', role: 'cashier' }, { name: 'a', role: 'supervisor' }))).toEqual([
      { field: 'role', name: 'บทบาท', before: 'แคชเชียร์', after: 'หัวหน้างาน' },
    ]);
    const rule = auditChanges(at('lotto.numbers.closed', null, { bet_type: 'run_bottom', numbers: ['7', '8'], action: 'closed' }));
    expect(rule.map((change) => change.after)).toEqual(['วิ่งล่าง', '7, 8', 'ปิดรับ']);
    expect(auditChanges(at('member.lock', { locked: false }, { locked: true }))[0]).toMatchObject({ before: 'ไม่', after: 'ใช่' });
  });
});
