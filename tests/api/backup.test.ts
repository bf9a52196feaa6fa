// Backups under load: during a burst of bills a backup is taken (SQLite: `npm run operator --
// backup`, the online backup; PostgreSQL: the pg_dump line of docs/operating.md) and restored into a new site
// (`restore`, refused while a site has the database open; pg_restore into a new database), whose
// ledger checks out and which holds every bill acknowledged before the backup began, each with its
// debit: nothing half-done.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import { findPostgresBinaries } from '../../scripts/postgres-binaries.mjs';
import { NO_LEDGER_FAULTS, integrityCheck, ledgerFaults, serverRows } from '../support/server-database.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv, testEngineKind } from '../support/test-databases.ts';
import { Member, birthDate, uniquePhone, register } from './client.ts';

const run = promisify(execFile);

/** The operator command on a data folder; its exit code and what it said. */
async function operator(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('node_modules/.bin/node', ['src/platform/cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function bettingMember(server: RunningServer): Promise<{ member: Member; memberId: number; roundId: number }> {
  const member = new Member(undefined, server.url);
  const registered = await register(
    member,
    {
      phone: uniquePhone(),
      password: 'backed-up-1',
      full_name: 'ทดสอบ สำรอง',
      bank_code: 'SCB',
      bank_account: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
      birth_date: birthDate(30),
    },
    server,
  );
  expect(registered.body.error, registered.body.message).toBe(0);
  const lobby = await member.send(lotto.lobby);
  const categories = lobby.body.data.categories;
  const roundId = ['government', 'lao', 'hanoi_normal']
    .map((code) => categories.find((c) => c.code === code)?.rounds.at(-1)?.round_id)
    .find(Boolean);
  if (!roundId) throw new Error('no open round');
  return { member, memberId: registered.body.data.user.id, roundId };
}

/** Four bettors until `takeBackup` has run (started once 15 bills are in); the bills acknowledged before it began. */
async function backupDuringBurst(server: RunningServer, takeBackup: () => Promise<void>): Promise<{ before: number[]; memberId: number }> {
  const { member, memberId, roundId } = await bettingMember(server);
  const acknowledged: number[] = [];
  let before: number[] | null = null;
  let backedUp = false;
  let backup = null as Promise<void> | null;
  let sent = 0;
  async function bettor(): Promise<void> {
    while (!backedUp) {
      const answer = await member.send(lotto.billCreate, {
        round_id: roundId,
        lines: [{ bet_type: 'three_top', number: String(sent++ % 1000).padStart(3, '0'), amount: 1 }],
        idempotency_key: randomUUID(),
      });
      expect(answer.body.error, answer.body.message).toBe(0);
      acknowledged.push(answer.body.data.bill_id);
      if (acknowledged.length >= 15 && !backup) {
        before = [...acknowledged];
        backup = takeBackup().finally(() => (backedUp = true));
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, bettor));
  await backup;
  expect(acknowledged.length).toBeGreaterThan(before!.length);
  return { before: before!, memberId };
}

async function checkRestored(site: RunningServer, before: number[], memberId: number): Promise<void> {
  expect(await integrityCheck(site)).toBe('ok');
  expect(await ledgerFaults(site)).toEqual(NO_LEDGER_FAULTS);
  const bills = await serverRows<{ id: number }>(site, 'SELECT id FROM lotto_bills WHERE member_id = ?', memberId);
  const kept = new Set(bills.map((bill) => Number(bill.id)));
  for (const id of before) expect(kept.has(id), `bill ${id}`).toBe(true);
  // Each bill in the copy with its debit and its line: none half-written.
  const debits = await serverRows<{ ref: string }>(
    site,
    `SELECT l.ref FROM ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? AND l.type = 'bet'`,
    memberId,
  );
  expect(debits.length).toBe(bills.length);
  const lines = await serverRows<{ n: number }>(
    site,
    'SELECT COUNT(*) AS n FROM lotto_bill_lines WHERE bill_id IN (SELECT id FROM lotto_bills WHERE member_id = ?)',
    memberId,
  );
  expect(Number(lines[0]!.n)).toBe(bills.length);
  const ready = await fetch(`${site.url}/readyz`);
  expect(ready.status).toBe(200);
}

// One test for this run's engine (the file runs in both API projects).
const onSqlite = testEngineKind() === 'sqlite';

if (onSqlite) {
  it(
    'backs up the live SQLite database during a burst of bills and restores it into a site whose ledger checks out',
    { timeout: 180_000 },
    async () => {
      const server = await startServer();
      const folder = mkdtempSync(join(tmpdir(), 'r999-backup-'));
      const file = join(folder, 'site.sqlite');
      let restored: RunningServer | undefined;
      try {
        const { before, memberId } = await backupDuringBurst(server, async () => {
          const made = await operator(server.dataDir, 'backup', file);
          expect(made.code, made.out).toBe(0);
          expect(made.out).toMatch(/pages in \d+ ms, checked/);
        });
        // Not over a running site, and not over a file that is there already.
        const refused = await operator(server.dataDir, 'restore', file);
        expect(refused.code).toBe(1);
        expect(refused.out).toContain('stop the site first');
        expect((await operator(server.dataDir, 'backup', file)).code).toBe(1);

        const freshDir = mkdtempSync(join(tmpdir(), 'r999-restored-'));
        const put = await operator(freshDir, 'restore', file);
        expect(put.code, put.out).toBe(0);
        restored = await startServer({}, { dataDir: freshDir });
        await checkRestored(restored, before, memberId);
      } finally {
        await restored?.stop();
        await server.stop();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
} else {
  it(
    "backs up with docs/operating.md's pg_dump during a burst of bills and restores with pg_restore into a site whose ledger checks out",
    { timeout: 180_000 },
    async () => {
      const bin = findPostgresBinaries();
      const server = await startServer(await freshServerEnv());
      const folder = mkdtempSync(join(tmpdir(), 'r999-backup-'));
      const file = join(folder, 'site.dump');
      let restored: RunningServer | undefined;
      const target = `r999_restored_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      try {
        const tool = (name: string) => (bin ? join(bin, name) : name);
        const { before, memberId } = await backupDuringBurst(server, async () => {
          await run(tool('pg_dump'), ['--format=custom', `--file=${file}`, server.databaseUrl]);
        });
        await admin.query(`CREATE DATABASE ${target}`);
        const targetUrl = new URL(server.databaseUrl);
        targetUrl.pathname = `/${target}`;
        await run(tool('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${targetUrl}`, file]);
        restored = await startServer({ DATABASE_URL: targetUrl.toString() });
        await checkRestored(restored, before, memberId);
      } finally {
        await restored?.stop();
        await server.stop();
        await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`).catch(() => {});
        await admin.end();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
}
