// An audit row's values as the owner reads them (the page and the CSV alike): each field by its Thai
// name, before -> after, money as baht on screen (lib/money/money.ts), states and roles by their names.
// The rows keep what their writer wrote, so the unit of an amount is told here per action: most
// amounts are satang, a few writers gave baht (withdrawals, the desk's adjustments, limits). For
// machines the CSV keeps the raw values with every amount in satang (satangValues).
import { type AuditAction, type AuditRow } from '../../contract/admin/admin-audit.ts';
import { auditActionName } from '../../rules/admin/audit-actions.ts';
import { formatThaiDateTime } from '../../rules/bangkok-calendar.ts';
import { BET_TYPES } from '../../contract/lotto/lotto.ts';
import { isBetType } from '../../rules/lotto/numbers.ts';
import { ROLE_NAMES } from '../../contract/admin/staff.ts';
import { isStaffRole } from '../../rules/admin/staff-permissions.ts';
import { formatBaht } from '../../lib/money/money.ts';
import { FIELD_NAMES, TARGET_NAMES, VALUE_NAMES, YES_NO } from '../../i18n/admin/admin-audit.ts';

type Unit = 'satang' | 'baht';
type Values = Record<string, unknown>;

const WITHDRAWAL: Record<string, Unit> = { amount: 'baht' };
const DESK_ADJUSTMENT: Record<string, Unit> = { amount: 'baht' };
const AUTO_RULE: Record<string, Unit> = { staked: 'baht' };

/** The money fields of each action and the unit its writer used. */
const MONEY: Partial<Record<AuditAction, Record<string, Unit>>> = {
  'deposit.confirm': { pay_amount: 'satang', balance: 'satang' },
  'deposit.reject': { pay_amount: 'satang' },
  'withdrawal.approve': WITHDRAWAL,
  'withdrawal.first_approval': WITHDRAWAL,
  'withdrawal.second_approval': WITHDRAWAL,
  'withdrawal.reject': WITHDRAWAL,
  'member.adjust_asked': DESK_ADJUSTMENT,
  'member.adjust_approved': DESK_ADJUSTMENT,
  'member.adjust_refused': DESK_ADJUSTMENT,
  'member.bonus': { balance: 'satang' },
  'lotto.result.stage': { payout_total: 'baht' },
  'lotto.limits': { house_number_max: 'baht', member_number_max: 'baht' },
  'lotto.numbers.auto_reduced': AUTO_RULE,
  'lotto.numbers.auto_closed': AUTO_RULE,
};

function unitOf(row: Pick<AuditRow, 'action' | 'target_id'>, field: string, values: Values): Unit | null {
  // member.adjust has two writers: the command line's (flows/adjust.ts: satang, with the wallet's
  // type) and the desk's below the second approval (desk/adjustments.ts: the adjustment, in baht).
  if (row.action === 'member.adjust') {
    if (field === 'balance') return 'satang';
    if (field === 'amount') return 'wallet_type_id' in values ? 'satang' : 'baht';
    return null;
  }
  // A setting's value is money when its key says baht (the settings of platform/settings.ts).
  if (row.action === 'setting.change') return field === 'value' && row.target_id?.endsWith('_baht') ? 'baht' : null;
  return MONEY[row.action as AuditAction]?.[field] ?? null;
}

export const targetName = (kind: string): string => TARGET_NAMES[kind] ?? kind;
export { auditActionName };

const LONG = 160;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(field: string, value: unknown, unit: Unit | null): string {
  if (value === null || value === undefined || value === '') return '-';
  if (unit && typeof value === 'number') return formatBaht(unit === 'satang' ? value / 100 : value);
  if (typeof value === 'boolean') return value ? YES_NO.yes : YES_NO.no;
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(field, item, unit)).join(', ') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field === 'role' && isStaffRole(text)) return ROLE_NAMES[text];
  if (field === 'bet_type' && isBetType(text)) return BET_TYPES[text].name;
  if (VALUE_NAMES[field]?.[text]) return VALUE_NAMES[field][text];
  if (typeof value === 'string' && ISO.test(value)) return formatThaiDateTime(value);
  if (typeof value === 'number') return value.toLocaleString('th-TH');
  // A long text (a page's body) is cut here; the CSV's JSON columns keep it whole.
  return text.length > LONG ? `${text.slice(0, LONG)}…` : text;
}

/** A side's fields: an object's own, or a lone value (a setting's) as `value`. */
const fieldsOf = (side: unknown): Values =>
  side === null || side === undefined ? {} : typeof side === 'object' && !Array.isArray(side) ? (side as Values) : { value: side };

export interface AuditChange {
  field: string;
  name: string;
  before: string;
  after: string;
}

/** The row's fields, before -> after; a field the same on both sides (a whole row saved) is left out. */
export function auditChanges(row: Pick<AuditRow, 'action' | 'target_id' | 'before' | 'after'>): AuditChange[] {
  const before = fieldsOf(row.before);
  const after = fieldsOf(row.after);
  const both = row.before !== null && row.after !== null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !(both && field in before && field in after && JSON.stringify(before[field]) === JSON.stringify(after[field])))
    .map((field) => ({
      field,
      name: FIELD_NAMES[field] ?? field,
      before: field in before ? valueText(field, before[field], unitOf(row, field, before)) : '-',
      after: field in after ? valueText(field, after[field], unitOf(row, field, after)) : '-',
    }));
}

/** A side's raw values with every amount in satang, for machines (the CSV's JSON columns). */
export function satangValues(row: Pick<AuditRow, 'action' | 'target_id'>, side: unknown): unknown {
  if (side === null || side === undefined) return null;
  const lone = typeof side !== 'object' || Array.isArray(side);
  const values = fieldsOf(side);
  const converted = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      unitOf(row, field, values) === 'baht' && typeof value === 'number' ? Math.round(value * 100) : value,
    ]),
  );
  return lone ? converted.value : converted;
}
