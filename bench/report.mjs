// What a person reads: every figure beside its budget, grouped by kind of measurement, then the
// bytes of each route. The same figures, and everything behind them, go to bench/results.json.
import { KINDS } from './bytes.mjs';
import { KiB } from './sizes.mjs';

export function formatValue(value, unit) {
  if (value === null || value === undefined) return 'n/a';
  if (typeof value !== 'number') return String(value);
  if (unit === 'B') return `${(value / KiB).toFixed(1)} KiB`;
  if (unit === '/s') return `${value.toLocaleString('en-US')}/s`;
  if (unit === 'ms') return `${Number(value.toFixed(1))} ms`;
  return unit ? `${value} ${unit}` : String(value);
}

function formatBudget(check) {
  if (check.budget === null) return '-';
  const unit = check.unit.startsWith('of ') || check.unit === 'offending' ? '' : check.unit;
  return `${check.op} ${formatValue(check.budget, unit)}`;
}

function verdict(check) {
  if (check.pass === null) return '';
  return check.pass ? 'ok' : 'MISS';
}

function table(headings, rows) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headings), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const cut = (text, length) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The checks of each part as a table; a missed rule lists what broke it, a detail says what was seen. */
export function checksReport(checks) {
  const parts = [...new Set(checks.map((check) => check.part))];
  return parts
    .map((part) => {
      const rows = [];
      for (const check of checks.filter((entry) => entry.part === part)) {
        const value = check.unit.startsWith('of ') ? `${check.value} ${check.unit}` : formatValue(check.value, check.unit);
        rows.push([cut(check.label, 78), value, formatBudget(check), verdict(check)]);
        if (check.detail) rows.push([`    ${cut(check.detail, 120)}`, '', '', '']);
        for (const offender of check.offenders?.slice(0, 5) ?? []) rows.push([`    - ${cut(offender, 118)}`, '', '', '']);
        if ((check.offenders?.length ?? 0) > 5) rows.push([`    … ${check.value - 5} more in bench/results.json`, '', '', '']);
      }
      return `\n== ${part}\n${table(['check', 'figure', 'budget', ''], rows)}`;
    })
    .join('\n');
}

/** Bytes per route: totals raw / gzip / brotli / over the wire, and the gzip weight of each kind. */
export function bytesReport(pages) {
  const kib = (bytes) => (bytes / KiB).toFixed(1);
  const rows = pages.map((page) =>
    page.error
      ? [page.path, page.role, 'error', cut(page.error, 60), '', '', '', ...KINDS.map(() => ''), '', '']
      : [
          page.path + (page.finalPath && page.finalPath !== page.path ? ` -> ${page.finalPath}` : ''),
          page.role,
          page.totals.count,
          kib(page.totals.raw),
          kib(page.totals.gzip),
          kib(page.totals.brotli),
          kib(page.totals.wire),
          ...KINDS.map((kind) => (page.byKind[kind].count ? kib(page.byKind[kind].gzip) : '-')),
          `${page.fonts.beforePaint.length}/${page.fonts.all.length}`,
          page.cls ?? 'n/a',
        ],
  );
  return `\n== bytes per route (KiB; kinds in gzip KiB; fonts = before first paint / all)\n${table(
    ['route', 'as', 'reqs', 'raw', 'gzip', 'brotli', 'wire', ...KINDS, 'fonts', 'CLS'],
    rows,
  )}`;
}

export function summary(checks) {
  const budgeted = checks.filter((check) => check.pass !== null);
  const missed = budgeted.filter((check) => !check.pass);
  return { budgets: budgeted.length, missed: missed.length, passed: missed.length === 0 };
}
