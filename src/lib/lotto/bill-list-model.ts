// What the bills page decides without the network: which tab a bill belongs to, the order of
// the list, badges, and which bills were settled since the last fetch (to refresh the wallets).
import type { BillStatus, BillSummary } from '../../contract/lotto/lotto.ts';
import { lottoBills as t } from '../../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../money/money.ts';

export const BILL_TABS = ['all', 'pending', 'won', 'lost', 'closed'] as const;
export type BillTab = (typeof BILL_TABS)[number];

const TAB_STATUSES: Record<Exclude<BillTab, 'all'>, readonly BillStatus[]> = {
  pending: ['pending'],
  won: ['won'],
  lost: ['lost'],
  closed: ['cancelled', 'refunded'],
};

export function inTab(bill: Pick<BillSummary, 'status'>, tab: BillTab): boolean {
  return tab === 'all' || TAB_STATUSES[tab].includes(bill.status);
}

/** Newest first: by time placed, then by bill number (two bills can share a second). */
export function newestFirst<T extends Pick<BillSummary, 'bill_id' | 'created_at'>>(bills: readonly T[]): T[] {
  return [...bills].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.bill_id - a.bill_id);
}

export function countByTab(bills: readonly Pick<BillSummary, 'status'>[]): Record<BillTab, number> {
  const counts = { all: 0, pending: 0, won: 0, lost: 0, closed: 0 };
  for (const bill of bills) for (const tab of BILL_TABS) if (inTab(bill, tab)) counts[tab] += 1;
  return counts;
}

export const STATUS_BADGE: Record<BillStatus, { label: string; className: string }> = {
  pending: { label: t.status.pending, className: 'badge-warning' },
  won: { label: t.status.won, className: 'badge-success' },
  lost: { label: t.status.lost, className: 'badge-neutral' },
  cancelled: { label: t.status.cancelled, className: 'badge-ghost' },
  refunded: { label: t.status.refunded, className: 'badge-info' },
};

/** Bills that were pending before and are now won, lost or refunded: money may have moved. */
export function settledSince(
  before: readonly Pick<BillSummary, 'bill_id' | 'status'>[],
  after: readonly Pick<BillSummary, 'bill_id' | 'status'>[],
): number[] {
  const wasPending = new Set(before.filter((bill) => bill.status === 'pending').map((bill) => bill.bill_id));
  return after
    .filter((bill) => wasPending.has(bill.bill_id) && (bill.status === 'won' || bill.status === 'lost' || bill.status === 'refunded'))
    .map((bill) => bill.bill_id);
}

export function hasPending(bills: readonly Pick<BillSummary, 'status'>[]): boolean {
  return bills.some((bill) => bill.status === 'pending');
}

/** Whether the cancel button may still show: the server says so and the deadline has not passed. */
export function canCancelAt(bill: Pick<BillSummary, 'can_cancel' | 'cancel_until' | 'status'>, now: number): boolean {
  if (!bill.can_cancel || bill.status !== 'pending') return false;
  if (!bill.cancel_until) return true;
  const until = Date.parse(bill.cancel_until);
  return Number.isNaN(until) || now < until;
}

/** Payout is only meaningful once the bill is settled. */
export function payoutText(bill: Pick<BillSummary, 'status' | 'payout'>): string {
  return bill.status === 'won' || bill.status === 'lost' ? formatBaht(bill.payout) : '-';
}
