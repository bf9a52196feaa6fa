// One report table's CSV export: the rows the page drew, made into a file here (report-csv.ts).
import { useMounted } from '../../hooks/use-mounted.ts';
import { reportCsv, type CsvCell } from './report-csv.ts';
import { reportTh as t } from '../../i18n/admin/admin-reports.ts';

interface Props {
  /** The file's name, without .csv */
  name: string;
  header: string[];
  rows: CsvCell[][];
}

export default function ReportCsv({ name, header, rows }: Props) {
  // Off until the island runs (client:idle, late): a tap before would export nothing.
  const ready = useMounted();
  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([reportCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
    link.download = `${name}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
  return (
    <button type="button" className="btn btn-sm" onClick={download} disabled={!ready || rows.length === 0}>
      {t.export}
    </button>
  );
}
