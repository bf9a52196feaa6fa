// A report table as a CSV file for a spreadsheet: a BOM so Excel reads the Thai, every cell
// quoted, and a cell a spreadsheet would run as a formula (= + - @) kept as text. Numbers go out
// as plain numbers (a negative result stays a number: only text cells are guarded).
export type CsvCell = string | number;

function cell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function reportCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n')}\r\n`;
}
