// Opening the SQLite file and the one way to run a transaction.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

export type Row = Record<string, unknown>;

export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  // WAL lets the site read while an operator command writes; busy_timeout makes the second
  // writer wait instead of failing at once.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  return db;
}

const depthOf = new WeakMap<DatabaseSync, number>();

/**
 * Runs `fn` atomically. The outermost call holds BEGIN IMMEDIATE (the write lock is taken up
 * front, so two processes never deadlock upgrading a read); nested calls become savepoints, so a
 * rule may call another rule that opens its own transaction. `fn` must be synchronous: awaiting
 * inside would let other requests write into this transaction.
 */
export function tx<T>(db: DatabaseSync, fn: () => T): T {
  const depth = depthOf.get(db) ?? 0;
  const savepoint = `sp_${depth}`;
  db.exec(depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`);
  depthOf.set(db, depth + 1);
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error('tx(): the function must be synchronous');
    db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
    return result;
  } catch (error) {
    if (depth === 0) {
      if (db.isTransaction) db.exec('ROLLBACK');
    } else {
      db.exec(`ROLLBACK TO ${savepoint}`);
      db.exec(`RELEASE ${savepoint}`);
    }
    throw error;
  } finally {
    depthOf.set(db, depth);
  }
}

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

function statement(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

export function one<T = Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined;
}

export function all<T = Row>(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): T[] {
  return statement(db, sql).all(...params) as T[];
}

export function run(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): { changes: number; lastId: number } {
  const result = statement(db, sql).run(...params);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}
