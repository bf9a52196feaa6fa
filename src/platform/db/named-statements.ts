// PostgreSQL: the hot paths' queries (db/prepared.ts) as named prepared statements, each parsed
// and planned once per connection instead of at every call. A bill runs some twenty statements;
// parsing and planning each again was a good part of the database's work per bill. Only those
// texts: a query built anew with a list of values would leave a statement per length behind.
import { createHash } from 'node:crypto';
import pg from 'pg';

const named = new Map<string, string>();

/** Marks a query text as one to keep prepared on every connection. */
export function keepPrepared(text: string): void {
  if (!named.has(text)) named.set(text, `r999_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
}

/** A pg client that runs a marked text (with its values) as its named statement. */
export class NamingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' && Array.isArray(values) ? named.get(text) : undefined;
      return name ? query({ name, text, values }, callback) : query(text, values, callback);
    }) as pg.Client['query'];
  }
}
