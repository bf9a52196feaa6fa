// The operator's backup and restore of the SQLite database (PostgreSQL has pg_dump/pg_restore,
// docs/operating.md). A backup is SQLite's online backup (node:sqlite `backup`), not a file copy: a copy of
// the file while the site writes can catch a page half-written or miss what still sits in the
// log; the backup reads one consistent moment, all pages in one step (a step-by-step backup
// starts over every time the site commits, so under load it would never end), while the site
// keeps writing beside it in WAL mode. Restore puts a backup in place on a stopped site only.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';

/** A refusal to say to the operator as it is (exit code 1, nothing changed). */
export class BackupRefused extends Error {}

/** Every page in one step (the largest step node:sqlite takes). */
const ALL_PAGES = 2 ** 31 - 1;

/** SQLite's own check of a file, and that it holds the platform's schema. */
function checkCopy(path: string): void {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const integrity = db.prepare('PRAGMA integrity_check').get() as { integrity_check: string };
    if (integrity.integrity_check !== 'ok') throw new BackupRefused(`${path} is damaged: ${integrity.integrity_check}`);
    const schema = db
      .prepare(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'ledger')`)
      .get() as {
      n: number;
    };
    if (Number(schema.n) !== 2) throw new BackupRefused(`${path} is not a backup of this site's database`);
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${path} is not a SQLite database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Copies `from` (open, live or not) into the new file `to`, written aside and renamed once checked. */
async function copyInto(from: DatabaseSync, to: string): Promise<number> {
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  try {
    const pages = await backup(from, partial, { rate: ALL_PAGES });
    checkCopy(partial);
    renameSync(partial, to);
    return pages;
  } finally {
    rmSync(partial, { force: true });
  }
}

export interface BackupReport {
  pages: number;
  ms: number;
}

/** A consistent copy of the live database `source` in the new file `target`. */
export async function backupDatabase(source: string, target: string): Promise<BackupReport> {
  if (!existsSync(source)) throw new BackupRefused(`there is no database at ${source}`);
  if (existsSync(target)) throw new BackupRefused(`${target} exists already: choose a new file name`);
  mkdirSync(dirname(target), { recursive: true });
  const started = performance.now();
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const pages = await copyInto(db, target);
    return { pages, ms: Math.round(performance.now() - started) };
  } finally {
    db.close();
  }
}

/**
 * Whether a process has the database open (a running site holds its file in WAL mode): an
 * exclusive lock is refused while any other connection has it.
 */
export function databaseInUse(path: string): boolean {
  if (!existsSync(path)) return false;
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return false;
  } catch {
    return true;
  } finally {
    db.close();
  }
}

export interface RestoreReport {
  pages: number;
  /** Where the database it replaced was kept (null: there was none). */
  keptAs: string | null;
}

/** Puts the backup `source` in place of the database `target` of a stopped site, keeping the old one aside. */
export async function restoreDatabase(source: string, target: string): Promise<RestoreReport> {
  if (!existsSync(source)) throw new BackupRefused(`there is no backup at ${source}`);
  checkCopy(source);
  if (databaseInUse(target)) throw new BackupRefused('the site (or another command) has the database open: stop the site first');
  mkdirSync(dirname(target), { recursive: true });
  let keptAs: string | null = null;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const current = new DatabaseSync(target, { readOnly: true });
    try {
      await copyInto(current, keptAs);
    } finally {
      current.close();
    }
  }
  const from = new DatabaseSync(source, { readOnly: true });
  try {
    // Into the database itself, through SQLite: its log is written and folded like any change.
    const pages = await backup(from, target, { rate: ALL_PAGES });
    checkCopy(target);
    return { pages, keptAs };
  } finally {
    from.close();
  }
}
