// The audit trail as a CSV file the owner opens in a spreadsheet: a BOM so Excel reads the Thai,
// every cell quoted, and a cell that a spreadsheet would run as a formula (= + - @) kept as text.
import type { AuditRow } from '../../contract/admin-audit.ts';

const HEADER = ['เวลา', 'ผู้ทำรายการ', 'บทบาท', 'ที่อยู่เครือข่าย', 'รายการ', 'เป้าหมาย', 'รหัสเป้าหมาย', 'ก่อน', 'หลัง', 'เหตุผล'];

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = rows.map((row) =>
    [row.at, row.actor_name, row.actor_role, row.address, row.action, row.target_kind, row.target_id, row.before, row.after, row.reason]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[HEADER.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
