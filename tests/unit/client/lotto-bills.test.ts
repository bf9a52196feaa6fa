// The bills page's own decisions: tabs, order, settled bills (wallet refresh), cancel window.
import { describe, expect, it } from 'vitest';
import type { BillStatus, BillSummary } from '../../../src/contract/lotto/lotto.ts';
import {
  BILL_TABS,
  STATUS_BADGE,
  canCancelAt,
  countByTab,
  hasPending,
  inTab,
  newestFirst,
  payoutText,
  settledSince,
} from '../../../src/lib/lotto/bill-list-model.ts';

function bill(bill_id: number, status: BillStatus, extra: Partial<BillSummary> = {}): BillSummary {
  return {
    bill_id,
    round_id: 1,
    round_name: 'หวยลาวพัฒนา',
    category_name: 'หวยลาว',
    is_yeekee: false,
    draw_date: '2026-11-20',
    created_at: '2026-11-20T05:00:00Z',
    total: 100,
    payout: 0,
    status,
    line_count: 1,
    can_cancel: false,
    cancel_until: null,
    ...extra,
  };
}

describe('status tabs', () => {
  it('puts each status in exactly one tab besides "all"; cancelled and refunded share one', () => {
    const statuses: BillStatus[] = ['pending', 'won', 'lost', 'cancelled', 'refunded'];
    for (const status of statuses) {
      const tabs = BILL_TABS.filter((tab) => tab !== 'all' && inTab({ status }, tab));
      expect(tabs, status).toHaveLength(1);
      expect(inTab({ status }, 'all')).toBe(true);
    }
    expect(inTab({ status: 'cancelled' }, 'closed')).toBe(true);
    expect(inTab({ status: 'refunded' }, 'closed')).toBe(true);
  });

  it('counts bills per tab', () => {
    const bills = [bill(1, 'pending'), bill(2, 'pending'), bill(3, 'won'), bill(4, 'cancelled'), bill(5, 'refunded')];
    expect(countByTab(bills)).toEqual({ all: 5, pending: 2, won: 1, lost: 0, closed: 2 });
  });

  it('labels every status in Thai', () => {
    expect(STATUS_BADGE.pending.label).toBe('รอผล');
    expect(STATUS_BADGE.won.label).toBe('ถูกรางวัล');
    expect(STATUS_BADGE.lost.label).toBe('ไม่ถูกรางวัล');
    expect(STATUS_BADGE.cancelled.label).toBe('ยกเลิก');
    expect(STATUS_BADGE.refunded.label).toBe('คืนเงิน');
  });
});

describe('newestFirst', () => {
  it('orders by time placed, newest first, and by bill number within the same second', () => {
    const bills = [
      bill(1, 'won', { created_at: '2026-11-19T10:00:00Z' }),
      bill(3, 'pending', { created_at: '2026-11-20T10:00:00Z' }),
      bill(2, 'pending', { created_at: '2026-11-20T10:00:00Z' }),
      bill(4, 'lost', { created_at: '2026-11-20T09:00:00+07:00' }),
    ];
    // 09:00 in Bangkok on the 20th is 02:00 UTC: after the 19th, before 10:00 UTC on the 20th.
    expect(newestFirst(bills).map((b) => b.bill_id)).toEqual([3, 2, 4, 1]);
  });

  it('does not reorder the list it was given', () => {
    const bills = [bill(1, 'won', { created_at: '2026-01-01T00:00:00Z' }), bill(2, 'won', { created_at: '2026-02-01T00:00:00Z' })];
    newestFirst(bills);
    expect(bills.map((b) => b.bill_id)).toEqual([1, 2]);
  });
});

describe('settledSince (the header balance follows payouts)', () => {
  it('finds bills that were pending and are now won, lost or refunded', () => {
    const before = [bill(1, 'pending'), bill(2, 'pending'), bill(3, 'pending'), bill(4, 'pending'), bill(5, 'won')];
    const after = [bill(1, 'won'), bill(2, 'lost'), bill(3, 'refunded'), bill(4, 'pending'), bill(5, 'won'), bill(6, 'won')];
    expect(settledSince(before, after)).toEqual([1, 2, 3]);
  });

  it('ignores a cancel (the dialog refreshes the wallets itself) and new bills', () => {
    expect(settledSince([bill(1, 'pending')], [bill(1, 'cancelled'), bill(2, 'won')])).toEqual([]);
  });

  it('knows when the list must keep polling', () => {
    expect(hasPending([bill(1, 'won'), bill(2, 'pending')])).toBe(true);
    expect(hasPending([bill(1, 'won'), bill(2, 'refunded')])).toBe(false);
    expect(hasPending([])).toBe(false);
  });
});

describe('canCancelAt', () => {
  const until = '2026-11-20T05:30:00Z';
  const open = bill(1, 'pending', { can_cancel: true, cancel_until: until });

  it('allows a cancel the server allows, until the deadline', () => {
    expect(canCancelAt(open, Date.parse(until) - 1)).toBe(true);
    expect(canCancelAt(open, Date.parse(until))).toBe(false);
  });

  it('never offers a cancel the server refuses or on a bill no longer pending', () => {
    expect(canCancelAt({ ...open, can_cancel: false }, 0)).toBe(false);
    expect(canCancelAt({ ...open, status: 'cancelled' }, 0)).toBe(false);
  });
});

describe('payoutText', () => {
  it('shows the payout of a settled bill and a dash before', () => {
    expect(payoutText({ status: 'won', payout: 9000 })).toBe('฿9,000.00');
    expect(payoutText({ status: 'lost', payout: 0 })).toBe('฿0.00');
    expect(payoutText({ status: 'pending', payout: 0 })).toBe('-');
    expect(payoutText({ status: 'cancelled', payout: 0 })).toBe('-');
  });
});
