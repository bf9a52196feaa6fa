// The audit trail as a CSV file the owner opens in a spreadsheet: a BOM so Excel reads the Thai,
// every cell quoted, and a cell that a spreadsheet would run as a formula (= + - @) kept as text.
// People read the action's Thai name and the changes in baht (audit-values.ts); machines read the
// last three columns: the action's key and the values as JSON, every amount in satang.
import type { AuditRow } from '../../contract/admin/admin-audit.ts';
import { ROLE_NAMES } from '../../contract/admin/staff.ts';
import { isStaffRole } from '../../rules/admin/staff-permissions.ts';
import { auditActionName, auditChanges, satangValues, targetName } from './audit-values.ts';
import { CLI_ACTOR, CSV_HEADER } from '../../i18n/admin/admin-audit.ts';

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The changes in one cell: "ยอดโอน: ฿200.01 -> -; สถานะ: รอดำเนินการ -> สำเร็จ". */
const changesText = (row: AuditRow) =>
  auditChanges(row)
    .map((change) => `${change.name}: ${change.before} -> ${change.after}`)
    .join('; ');

export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = rows.map((row) =>
    [
      row.at,
      row.actor_name,
      isStaffRole(row.actor_role) ? ROLE_NAMES[row.actor_role] : CLI_ACTOR,
      row.address,
      auditActionName(row.action),
      targetName(row.target_kind),
      row.target_id,
      changesText(row),
      row.reason,
      row.action,
      satangValues(row, row.before),
      satangValues(row, row.after),
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[CSV_HEADER.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
