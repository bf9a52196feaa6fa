// A running test server's own database, opened beside it from the test process: the SQLite file
// in its data folder, or the PostgreSQL database of its DATABASE_URL. What a test may peek at
// (and, rarely, set up) that members cannot; and the money invariants checked after a run.
import { join } from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { openEngine, type Engine } from '../../src/platform/db/engine.ts';

/** Where a server keeps its data: its data folder, and its PostgreSQL database when it has one. */
export interface ServerData {
  dataDir: string;
  databaseUrl?: string;
}

function open(where: ServerData): Engine {
  return where.databaseUrl
    ? openEngine({ kind: 'postgres', url: where.databaseUrl }, { poolSize: 1 })
    : openEngine({ kind: 'sqlite', path: join(where.dataDir, 'platform.sqlite') });
}

/** A query written with `?` for each parameter, as Kysely SQL (the text must be portable SQL). */
export function placeheld(text: string, params: readonly unknown[]): RawBuilder<unknown> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error(`${parts.length - 1} placeholders, ${params.length} parameters: ${text}`);
  return sql.join(
    parts.flatMap((part, index) => (index < params.length ? [sql.raw(part), sql`${params[index]}`] : [sql.raw(part)])),
    sql.raw(''),
  );
}

/** The rows a query answers on the server's database. */
export async function serverRows<T>(where: ServerData, text: string, ...params: unknown[]): Promise<T[]> {
  const engine = open(where);
  try {
    return (await placeheld(text, params).execute(engine.db)).rows as T[];
  } finally {
    await engine.close();
  }
}

/** Runs statements (in order) on the server's database. */
export async function serverRun(where: ServerData, text: string, ...params: unknown[]): Promise<void> {
  await serverRows(where, text, ...params);
}

/** The engine's own check of its files (SQLite's integrity_check); PostgreSQL checks its pages itself. */
export async function integrityCheck(where: ServerData): Promise<string> {
  if (where.databaseUrl) return 'ok';
  const [row] = await serverRows<{ integrity_check: string }>(where, 'PRAGMA integrity_check');
  return row!.integrity_check;
}

export interface LedgerFaults {
  unbalanced: unknown[];
  negative: unknown[];
  brokenChain: unknown[];
}

/** Wallets unlike the sum of their ledger rows, negative ones, and rows that do not follow the row before. */
export async function ledgerFaults(where: ServerData): Promise<LedgerFaults> {
  return {
    unbalanced: await serverRows(
      where,
      `SELECT w.id, w.balance, COALESCE(SUM(l.amount), 0) AS ledger_sum FROM wallets w LEFT JOIN ledger l ON l.wallet_id = w.id
       GROUP BY w.id, w.balance HAVING w.balance <> COALESCE(SUM(l.amount), 0)`,
    ),
    negative: await serverRows(where, 'SELECT id, balance FROM wallets WHERE balance < 0'),
    brokenChain: await serverRows(
      where,
      `SELECT id, wallet_id, amount, balance_after, before FROM (
         SELECT id, wallet_id, amount, balance_after,
                COALESCE(LAG(balance_after) OVER (PARTITION BY wallet_id ORDER BY id), 0) AS before
         FROM ledger) AS chain
       WHERE balance_after <> before + amount OR balance_after < 0`,
    ),
  };
}

export const NO_LEDGER_FAULTS: LedgerFaults = { unbalanced: [], negative: [], brokenChain: [] };
