// PostgreSQL: the hot paths' queries (db/prepared.ts) as named prepared statements, each parsed
// and planned once per connection instead of at every call. A bill runs some twenty statements;
// parsing and planning each again was a good part of the database's work per bill. Only those
// texts: a query built anew with a list of values would leave a statement per length behind.
import { createHash } from 'node:crypto';
import pg from 'pg';
import { sqlState } from './sql-state.ts';

const named = new Map<string, string>();

/** Marks a query text as one to keep prepared on every connection. */
export function keepPrepared(text: string): void {
  if (!named.has(text)) named.set(text, `r999_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

/**
 * "cached plan must not change result type": a table under a kept statement changed (another
 * node's migration during a rolling deploy) and PostgreSQL refuses the plan it kept.
 */
export const STALE_PLAN = '0A000';

/** A pg client that runs a marked text (with its values) as its named statement. */
export class NamingClient extends pg.Client {
  /** Statements prepared afresh under a new name on this connection, after a stale plan. */
  readonly #renamed = new Map<string, string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection the database ends while the pool has lent it out (a restart, an administrator's
    // pg_terminate_backend) can report it on the client with no query to take it (EPIPE on a Unix
    // socket); with no listener that 'error' ended the process. Its next query fails instead, and
    // the pool drops it when it comes back (pg-pool; idle ones are logged by the pool's listener).
    this.on('error', () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => Promise<unknown>;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const base = typeof text === 'string' && Array.isArray(values) && callback === undefined ? named.get(text) : undefined;
      if (!base) return query(text, values, callback);
      const run = () => query({ name: this.#renamed.get(base) ?? base, text, values });
      return run().catch((error: unknown) => {
        if (sqlState(error) !== STALE_PLAN) throw error;
        this.#renamed.set(base, `${base}_${this.#renamed.size + 1}`);
        // Outside a transaction this runs it again at once; inside one, the transaction has
        // failed with it, and is run again from the start (retry.ts).
        return run().catch(() => Promise.reject(error));
      });
    }) as pg.Client['query'];
  }
}
