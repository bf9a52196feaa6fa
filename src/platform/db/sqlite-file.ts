// Opening the SQLite file with the platform's pragmas (engine.ts opens it for Kysely; the
// checkpoint worker and the legacy migrations read the same file).
import { DatabaseSync } from 'node:sqlite';

export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  // WAL lets the site read while an operator command writes; busy_timeout makes the second
  // writer wait instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  // A page cache of 64 MiB (the default is 2 MiB): settling a big round touches every line and its
  // index entry in one transaction, which a small cache spills to the log again and again.
  db.exec('PRAGMA cache_size = -65536');
  return db;
}
