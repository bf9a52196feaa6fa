// A row read to be changed by this transaction: on PostgreSQL it stays locked until the
// transaction ends (FOR NO KEY UPDATE, the mode the ledger triggers take: triggers-postgres.ts),
// so a second transaction reading it the same way waits, then reads what the first left. Under
// SERIALIZABLE the second would otherwise be run again; under READ COMMITTED (a bill:
// lotto/bills.ts) it is what keeps a read-check-write rule exact. SQLite has one writer at a time.
import { contextOf, type Db } from './database.ts';

export function lockedRow<Query extends { forNoKeyUpdate(): Query }>(db: Db, query: Query): Query {
  return contextOf(db).kind === 'postgres' ? query.forNoKeyUpdate() : query;
}
