// The bill as a picture to keep and share (issue 27): a PNG drawn on the server from the bill the
// member's own session reads (number, round, lines with their rates, total, status, the site's
// name). An SVG of our own layout, rendered by resvg with the site's Prompt font (TrueType, from
// scripts/build-fonts.mjs): resvg shapes Thai text (marks above and below) properly.
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { formatThaiDate, formatThaiDateTime } from '../rules/bangkok-calendar.ts';
import type { BillDetail } from '../contract/lotto/lotto.ts';
import { lottoBills as t } from '../i18n/lotto/lotto-bills.ts';
import { formatBaht } from '../lib/money/money.ts';

// The server runs from the project's root (scripts/serve.mjs, astro dev).
const FONTS = ['prompt-400.ttf', 'prompt-600.ttf'].map((file) => join(process.cwd(), 'src/assets/fonts', file));
const WIDTH = 720;
const ROW = 44;
const COLOURS = {
  page: '#0c111c',
  card: '#161e2e',
  line: '#2a3447',
  text: '#e8ecf3',
  dim: '#9aa4b5',
  gold: '#f5b82e',
  won: '#36d399',
  lost: '#f87272',
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function text(
  x: number,
  y: number,
  value: string,
  options: { size?: number; bold?: boolean; fill?: string; anchor?: 'start' | 'end' | 'middle' } = {},
) {
  const { size = 22, bold = false, fill = COLOURS.text, anchor = 'start' } = options;
  return `<text x="${x}" y="${y}" font-family="Prompt" font-size="${size}" font-weight="${bold ? 600 : 400}" fill="${fill}" text-anchor="${anchor}">${escape(value)}</text>`;
}

const LINE_RESULT = { won: t.lineWon, lost: t.lineLost, refunded: t.lineRefunded, pending: t.linePending } as const;
const RESULT_FILL = { won: COLOURS.won, lost: COLOURS.lost, refunded: COLOURS.dim, pending: COLOURS.dim } as const;

/** The bill's picture as SVG (exported for its test: the words it carries). */
export function billSvg(bill: BillDetail, siteName: string): string {
  const parts: string[] = [];
  let y = 64;
  parts.push(text(40, y, siteName, { size: 30, bold: true, fill: COLOURS.gold }));
  parts.push(
    text(WIDTH - 40, y, t.status[bill.status], {
      size: 24,
      bold: true,
      fill: bill.status === 'won' ? COLOURS.won : COLOURS.text,
      anchor: 'end',
    }),
  );
  y += 52;
  parts.push(text(40, y, `${t.billNo} #${bill.bill_id}`, { size: 28, bold: true }));
  y += 20;
  for (const [label, value] of [
    [t.category, bill.category_name],
    [t.round, bill.round_name],
    [t.drawDate, formatThaiDate(bill.draw_date)],
    [t.placedAt, formatThaiDateTime(bill.created_at)],
  ] as const) {
    y += 36;
    parts.push(text(40, y, label, { fill: COLOURS.dim }), text(WIDTH - 40, y, value, { anchor: 'end' }));
  }
  y += 28;
  parts.push(`<rect x="24" y="${y}" width="${WIDTH - 48}" height="${ROW * (bill.lines.length + 1) + 16}" rx="16" fill="${COLOURS.card}"/>`);
  y += 40;
  const columns = [
    [48, t.number, 'start'],
    [170, t.betType, 'start'],
    [420, t.rate, 'end'],
    [560, t.amount, 'end'],
    [WIDTH - 48, t.lineResult, 'end'],
  ] as const;
  for (const [x, label, anchor] of columns) parts.push(text(x, y, label, { size: 18, fill: COLOURS.dim, anchor }));
  for (const line of bill.lines) {
    parts.push(`<rect x="40" y="${y + 14}" width="${WIDTH - 80}" height="1" fill="${COLOURS.line}"/>`);
    y += ROW;
    parts.push(
      text(48, y, line.number, { size: 26, bold: true, fill: COLOURS.gold }),
      text(170, y, line.bet_name),
      text(420, y, `x${line.rate}`, { anchor: 'end' }),
      text(560, y, formatBaht(line.amount), { anchor: 'end' }),
      text(WIDTH - 48, y, line.result === 'won' ? formatBaht(line.payout) : LINE_RESULT[line.result], {
        anchor: 'end',
        fill: RESULT_FILL[line.result],
        bold: line.result === 'won',
      }),
    );
  }
  y += 60;
  parts.push(text(40, y, t.totalStake, { fill: COLOURS.dim }), text(WIDTH - 40, y, formatBaht(bill.total), { bold: true, anchor: 'end' }));
  if (bill.status === 'won' || bill.status === 'lost') {
    y += 40;
    parts.push(
      text(40, y, t.totalPayout, { fill: COLOURS.dim }),
      text(WIDTH - 40, y, formatBaht(bill.payout), { bold: true, anchor: 'end', fill: bill.payout > 0 ? COLOURS.won : COLOURS.text }),
    );
  }
  const height = y + 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><rect width="${WIDTH}" height="${height}" fill="${COLOURS.page}"/>${parts.join('')}</svg>`;
}

export function billPng(bill: BillDetail, siteName: string): Uint8Array<ArrayBuffer> {
  const svg = new Resvg(billSvg(bill, siteName), { font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'Prompt' } });
  return new Uint8Array(svg.render().asPng());
}
