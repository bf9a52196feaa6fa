// The audit page's CSV export: what the filters select (up to the export limit), fetched as JSON
// and made into a file here (audit-csv.ts), so every /api answer stays the envelope.
import { useState } from 'react';
import { AUDIT_EXPORT_ROWS } from '../../contract/admin/admin-audit.ts';
import { getAudit } from '../../api/admin/admin-audit.ts';
import { useMounted } from '../../hooks/use-mounted.ts';
import { auditCsv } from './audit-csv.ts';
import { auditTh as t } from '../../i18n/admin/admin-audit.ts';

export default function AuditExport({ query }: { query: Record<string, string> }) {
  // Off until the island runs (client:idle, late): a tap before would export nothing.
  const ready = useMounted();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function download() {
    setBusy(true);
    const answer = await getAudit({ ...query, limit: AUDIT_EXPORT_ROWS });
    setBusy(false);
    if (!answer.ok) return setError(answer.message);
    setError('');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([auditCsv(answer.data.rows)], { type: 'text/csv;charset=utf-8' }));
    link.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  return (
    <>
      <button type="button" className="btn flex-1" onClick={() => void download()} disabled={!ready || busy}>
        {t.export}
      </button>
      {error && (
        <span role="alert" className="text-error text-sm">
          {error}
        </span>
      )}
    </>
  );
}
