// The owner's report over a year of a busy site (generated): 2,000 members, 300,000 lottery bills
// of two lines, 500,000 game rounds and 20,000 deposits spread over 365 Bangkok days, written
// straight into a fresh SQLite database (foreign keys off while generating: the figures, not the
// rules, are measured here). The year's report, by day, week and month, must answer within 1 s
// once its closed days are kept (the first report sums each closed day once: measured apart, as
// `first`, not budgeted).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { check } from './budgets.mjs';

const MEMBERS = 2_000;
const BILLS = 300_000;
const SPINS = 500_000;
const DEPOSITS = 20_000;
const DAY_MS = 86_400_000;
export const REPORT_BUDGET_MS = 1_000;

function generate(path, end) {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = OFF; PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF');
  const start = end - 365 * DAY_MS;
  const at = (i, n) => start + Math.floor((i / n) * 365 * DAY_MS);
  const rounds = db
    .prepare('SELECT id FROM lotto_rounds ORDER BY id')
    .all()
    .map((row) => row.id);
  const games = db.prepare('SELECT id, provider_code FROM games ORDER BY id').all();
  const firstMember = Number(db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM members').get().id);
  db.exec('BEGIN');
  const member = db.prepare(
    `INSERT INTO members (id, agent_id, phone, password_hash, full_name, bank_code, bank_account, birth_date, ref_code, created_at)
     VALUES (?, 1, ?, 'x', ?, 'SCB', ?, '1990-01-01', ?, ?)`,
  );
  for (let i = 0; i < MEMBERS; i++) {
    const id = firstMember + i;
    member.run(id, `07${String(i).padStart(8, '0')}`, `สมาชิก ทดสอบ${i}`, String(5_000_000_000 + i), `B${id}`, at(i, MEMBERS));
  }
  const bill = db.prepare(
    `INSERT INTO lotto_bills (member_id, round_id, wallet_id, total, payout, status, request_hash, created_at, settled_at)
     VALUES (?, ?, 1, ?, ?, ?, 'bench', ?, ?)`,
  );
  const line = db.prepare(
    `INSERT INTO lotto_bill_lines (bill_id, round_id, bet_type, number, input_number, amount, rate_centi, result, payout)
     VALUES (?, ?, 'two_top', '12', '12', ?, 9000, ?, ?)`,
  );
  for (let i = 0; i < BILLS; i++) {
    const round = rounds[i % rounds.length];
    const won = i % 23 === 0;
    const payout = won ? 9_000 : 0;
    const created = at(i, BILLS);
    const id = Number(
      bill.run(firstMember + (i % MEMBERS), round, 2_000, payout, won ? 'won' : 'lost', created, created + 3_600_000).lastInsertRowid,
    );
    line.run(id, round, 1_000, won ? 'won' : 'lost', payout);
    line.run(id, round, 1_000, 'lost', 0);
  }
  const spin = db.prepare(
    `INSERT INTO game_rounds (member_id, wallet_id, game_id, provider_code, seed_id, nonce, stake, win, outcome, created_at)
     VALUES (?, 1, ?, ?, 1, ?, 500, ?, '{}', ?)`,
  );
  for (let i = 0; i < SPINS; i++) {
    const game = games[i % games.length];
    spin.run(firstMember + (i % MEMBERS), game.id, game.provider_code, i, i % 3 === 0 ? 1_200 : 0, at(i, SPINS));
  }
  const deposit = db.prepare(
    `INSERT INTO deposits (member_id, wallet_id, channel, sub_channel_id, amount, pay_amount, status, created_at, expires_at, decided_at)
     VALUES (?, 1, 'bank', 1, 50000, ?, 'paid', ?, ?, ?)`,
  );
  for (let i = 0; i < DEPOSITS; i++) {
    const created = at(i, DEPOSITS);
    deposit.run(firstMember + (i % MEMBERS), 50_000 + (i % 100), created, created + 900_000, created + 60_000);
  }
  db.exec('COMMIT');
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
}

export async function measureReports({ log }) {
  const dir = mkdtempSync(join(tmpdir(), 'r999-bench-reports-'));
  try {
    const { createPlatform } = await import('../src/platform/index.ts');
    const { buildReport } = await import('../src/platform/reports/report.ts');
    const { addDays, bangkokDay } = await import('../src/rules/bangkok-calendar.ts');
    // Made, migrated and seeded once, then filled with the year.
    const first = await createPlatform({ dataDir: dir, tableHistory: false });
    await first.close();
    const now = Date.now();
    log?.(`generating a year: ${BILLS} bills, ${SPINS} game rounds, ${DEPOSITS} deposits…`);
    generate(join(dir, 'platform.sqlite'), now);
    const platform = await createPlatform({ dataDir: dir, tableHistory: false });
    try {
      const to = bangkokDay(now);
      const from = addDays(to, -364);
      const timings = {};
      const first = performance.now();
      await buildReport(platform.db, { from, to, group: 'day' }); // keeps the closed days, warms the page cache
      const firstMs = Math.round(performance.now() - first);
      log?.(`the first report (keeping the closed days): ${firstMs} ms`);
      for (const group of ['day', 'week', 'month']) {
        const started = performance.now();
        const report = await buildReport(platform.db, { from, to, group });
        timings[group] = { ms: Math.round(performance.now() - started), periods: report.periods.length, bills: report.totals.bills };
      }
      return { bills: BILLS, spins: SPINS, deposits: DEPOSITS, members: MEMBERS, firstMs, timings };
    } finally {
      await platform.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function reportsChecks(result) {
  return Object.entries(result.timings).map(([group, timing]) =>
    check({
      part: 'reports',
      label: `a year's report by ${group} (${result.bills} bills, ${result.spins} game rounds)`,
      value: timing.ms,
      unit: 'ms',
      op: '<=',
      budget: REPORT_BUDGET_MS,
      detail: `${timing.periods} periods, ${timing.bills} bills counted`,
    }),
  );
}

// `node bench/reports.mjs`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureReports({ log: console.log });
  for (const line of reportsChecks(result))
    console.log(`${line.pass ? 'ok  ' : 'MISS'} ${line.label}: ${line.value} ${line.unit} (budget ${line.budget})`);
}
