// One report table's CSV export: the rows the page drew, made into a file here (report-csv.ts).
import { reportCsv, type CsvCell } from './report-csv.ts';

interface Props {
  /** The file's name, without .csv */
  name: string;
  header: string[];
  rows: CsvCell[][];
}

export default function ReportCsv({ name, header, rows }: Props) {
  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([reportCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
    link.download = `${name}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
  return (
    <button type="button" className="btn btn-sm" onClick={download} disabled={rows.length === 0}>
      ส่งออก CSV
    </button>
  );
}
