// A report period's label (Thai, Buddhist era) for the reports desk's table, chart and CSV.
import type { ReportGroup } from '../../contract/admin/admin-reports.ts';
import { addDays, formatThaiMonth, shortDayMonth, shortDrawDate } from '../bangkok-calendar.ts';

/**
 * A period as the page shows it, in Thai with the Buddhist-era year ("7 พ.ย. 2569", the week
 * "2 พ.ย. – 8 พ.ย. 2569", "พฤศจิกายน 2569"), and short for the chart's axis. The CSV keeps the ISO
 * period for machines.
 */
export function periodText(period: string, group: ReportGroup): { text: string; tick: string } {
  if (group === 'month') return { text: formatThaiMonth(period), tick: formatThaiMonth(period) };
  if (group === 'week') {
    const last = addDays(period, 6);
    // the year once, unless the week crosses into the next one
    const first = last.slice(0, 4) === period.slice(0, 4) ? shortDayMonth(period) : shortDrawDate(period);
    return { text: `${first} – ${shortDrawDate(last)}`, tick: shortDayMonth(period) };
  }
  return { text: shortDrawDate(period), tick: shortDayMonth(period) };
}
