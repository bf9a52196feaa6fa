// What a person reads: every figure beside its budget, grouped by kind of measurement, then the
// bytes of each route. The same figures, and everything behind them, go to bench/results.json.
import { BUDGETS } from './budgets.mjs';
import { KINDS } from './bytes.mjs';
import { KiB } from './sizes.mjs';

export function formatValue(value, unit) {
  if (value === null || value === undefined) return 'n/a';
  if (typeof value !== 'number') return String(value);
  if (unit === 'B') return value >= 10 * KiB * KiB ? `${(value / KiB / KiB).toFixed(1)} MiB` : `${(value / KiB).toFixed(1)} KiB`;
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
        rows.push([cut(check.label, 80), value, formatBudget(check), verdict(check)]);
        if (check.detail) rows.push([`    ${cut(check.detail, 100)}`, '', '', '']);
        for (const offender of check.offenders?.slice(0, 5) ?? []) rows.push([`    - ${cut(offender, 98)}`, '', '', '']);
        if ((check.offenders?.length ?? 0) > 5) rows.push([`    … ${check.offenders.length - 5} more in bench/results.json`, '', '', '']);
      }
      return `\n== ${part}\n${table(['check', 'figure', 'budget', ''], rows)}`;
    })
    .join('\n');
}

/**
 * Bytes per route: totals raw / gzip / brotli / over the wire, the gzip weight of each kind, the
 * fonts of the first paint and the layout shift; a figure over its budget is marked with "!".
 */
export function bytesReport(pages) {
  const kib = (bytes) => (bytes / KiB).toFixed(1);
  const over = (value, budget) => (typeof value === 'number' && value > budget ? '!' : '');
  const rows = pages.map((page) => {
    if (page.error) return [page.path, page.role, 'error', cut(page.error, 60)];
    const js = page.byKind.js.gzip;
    const css = page.byKind.css.gzip;
    const fonts = page.fonts.firstPaint.length;
    return [
      page.path + (page.finalPath && page.finalPath !== page.path ? ` -> ${page.finalPath}` : ''),
      page.role,
      page.totals.count,
      kib(page.totals.raw),
      kib(page.totals.gzip),
      kib(page.totals.brotli),
      kib(page.totals.wire),
      ...KINDS.map((kind) => {
        if (!page.byKind[kind].count) return '-';
        const mark = kind === 'js' && page.path === '/' ? over(js, BUDGETS.homeJsGzip) : kind === 'css' ? over(css, BUDGETS.cssGzip) : '';
        return `${kib(page.byKind[kind].gzip)}${mark}`;
      }),
      `${fonts}${over(fonts, BUDGETS.fontsBeforePaint)}/${page.fonts.all.length}`,
      `${page.cls ?? 'n/a'}${over(page.cls, BUDGETS.cls)}`,
    ];
  });
  const legend =
    `kinds in gzip KiB; fonts = files for the first paint / all loaded; ! = over budget ` +
    `(JS on / <= ${kib(BUDGETS.homeJsGzip)}, CSS <= ${kib(BUDGETS.cssGzip)}, fonts <= ${BUDGETS.fontsBeforePaint}, CLS <= ${BUDGETS.cls})`;
  return `\n== bytes per route (KiB)\n${legend}\n${table(['route', 'as', 'reqs', 'raw', 'gzip', 'brotli', 'wire', ...KINDS, 'fonts', 'CLS'], rows)}`;
}

export function summary(checks) {
  const budgeted = checks.filter((check) => check.pass !== null);
  const missed = budgeted.filter((check) => !check.pass);
  return { budgets: budgeted.length, missed: missed.length, passed: missed.length === 0 };
}
