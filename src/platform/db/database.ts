// The platform's one handle on its database, whichever engine: `Db`, a Kysely<Database> that is
// either the engine's root or a transaction opened by tx(). What every rule reads beside its
// queries (which engine, the platform clock) is bound to the root once and follows it into each
// transaction, so a rule only ever takes `db`.
import { sql, type Kysely } from 'kysely';
import { log } from '../log.ts';
import { keepPrepared } from './named-statements.ts';
import { afterFailure } from './retry.ts';
import type { Database } from './database-schema.ts';
import type { EngineKind } from './engine.ts';

/** The platform clock (tests move it; on PostgreSQL the database server's, clock.ts). */
export type Clock = () => Date;

/** The database as rules see it: the root, or the transaction they run in. */
export type Db = Kysely<Database>;

/** One platform's database: the same object for the root and every transaction opened from it. */
export interface DbContext {
  readonly kind: EngineKind;
  readonly now: Clock;
}

const contexts = new WeakMap<Db, DbContext>();

/** Binds the engine and the clock to a freshly opened root. */
export function bindContext(db: Db, context: DbContext): void {
  contexts.set(db, context);
}

export function contextOf(db: Db): DbContext {
  const context = contexts.get(db);
  if (!context) throw new Error('a database handle that no platform opened (or a transaction not made by tx())');
  return context;
}

/** How many savepoints deep each open transaction is. */
const savepoints = new WeakMap<Db, number>();

/** What runs once the outermost transaction commits (the attempt that commits: a retry starts empty). */
const commitHooks = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `hook` once the change `db` is making is committed: at once outside a transaction, after
 * the outermost commit inside one, never when it (or the savepoint it was asked in) rolls back.
 * For telling others about a change (platform/live/): nobody hears of a change that did not land.
 * A hook that throws is logged and changes nothing: the change it follows has landed.
 */
export function afterCommit(db: Db, hook: () => void): void {
  if (!db.isTransaction) return hook();
  const hooks = commitHooks.get(db);
  if (!hooks) throw new Error('afterCommit: a transaction not made by tx()');
  hooks.push(hook);
}

/** Runs a committed transaction's hooks; one that throws does not stop the others. */
function committed(hooks: readonly (() => void)[]): void {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      log.error({ err: error }, 'a hook after a commit failed');
    }
  }
}

export interface TxOptions {
  /**
   * PostgreSQL: transactions of one queue (say, every bill of one round) run one after another,
   * on every node: a session advisory lock is taken before the transaction begins, so none starts
   * from a snapshot another one is about to change. Without it, such transactions all read and
   * write the same few index pages, SERIALIZABLE cancels most of them, and they run again and
   * again. SQLite has one writer at a time anyway.
   *
   * Several queues (say, each number a bill stakes on): the transaction waits for all of them,
   * taken in sorted order so that two transactions never wait for each other, and runs alongside
   * any transaction that shares none of them.
   */
  queue?: string | readonly string[];
  /**
   * PostgreSQL: a queue taken shared, before the others: transactions that share it run alongside
   * each other, and one that names it in `queue` waits until none of them is under way (and they
   * for it). A round's bills share its bets queue; its settlement takes it alone, so it never reads
   * the bills while one of them is half-way.
   */
  sharedQueue?: string;
  /**
   * PostgreSQL: READ COMMITTED instead of SERIALIZABLE, for a hot transaction whose rules hold by
   * the locks it takes (its queues, and the rows it moves money on: money/movement.ts): each
   * statement reads what is committed when it runs, and nothing is cancelled for having read an
   * index page another transaction wrote meanwhile. Its queues are taken by its first statement
   * and released when it ends (no snapshot is taken before they are held).
   */
  readCommitted?: boolean;
}

/**
 * Runs `fn` in one transaction and answers what it returns; anything it throws rolls it all back.
 * Called inside a transaction, `fn` runs in a savepoint: what it wrote is undone when it throws,
 * and the caller's transaction goes on if the caller catches that (the nested calls of one
 * transaction run one after another, never at once).
 *
 * `fn` must make every query through the `trx` it is given, never through an outer `db`: on
 * SQLite the transaction holds the one connection (an outer query would wait for ever), on
 * PostgreSQL the outer query would run outside the transaction.
 *
 * SQLite: BEGIN IMMEDIATE, one writer at a time. PostgreSQL: SERIALIZABLE, so a rule written as
 * read-check-write holds as on SQLite when nodes run it at once; the loser of a conflict (a
 * serialization failure, a deadlock, a unique key taken meanwhile) is run again from the start, a
 * bounded number of times (retry.ts), and otherwise answers BUSY in Thai, never a 500.
 */
export async function tx<T>(db: Db, fn: (trx: Db) => Promise<T>, options: TxOptions = {}): Promise<T> {
  if (db.isTransaction) return inSavepoint(db, fn);
  // The hooks of the attempt that commits (each attempt of a retried transaction starts afresh).
  let hooks: (() => void)[] = [];
  const withHooks = (trx: Db): Promise<T> => {
    hooks = [];
    commitHooks.set(trx, hooks);
    return fn(trx);
  };
  const result = await outermost(db, withHooks, options);
  committed(hooks);
  return result;
}

async function outermost<T>(db: Db, fn: (trx: Db) => Promise<T>, options: TxOptions): Promise<T> {
  const context = contextOf(db);
  if (context.kind === 'sqlite') return db.transaction().execute((trx) => inContext(trx, context, fn));
  const queues = queuesOf(options);
  if (options.readCommitted) {
    return withRetries(() =>
      db
        .transaction()
        .setIsolationLevel('read committed')
        .execute(async (trx) => {
          if (queues.length > 0) await takeQueues(trx, queues, 'transaction');
          return inContext(trx, context, fn);
        }),
    );
  }
  if (queues.length === 0) return serializable(db, context, fn);
  return db.connection().execute(async (connection) => {
    try {
      await takeQueues(connection, queues, 'session');
      return await serializable(connection, context, fn);
    } finally {
      // Every session lock of this connection (only ours: it is lent to one caller at a time),
      // even those a failed takeQueues got before it failed. A connection that broke meanwhile
      // took its locks with it.
      await sql`SELECT pg_advisory_unlock_all()`.execute(connection).catch(() => {});
    }
  });
}

/** A transaction's queues in the order they are taken: the shared one first, then the rest sorted. */
interface Queue {
  name: string;
  shared: boolean;
}

function queuesOf(options: TxOptions): Queue[] {
  const own = [...new Set(options.queue === undefined ? [] : [options.queue].flat())].sort();
  const shared = options.sharedQueue === undefined ? [] : [{ name: options.sharedQueue, shared: true }];
  return [...shared, ...own.map((name) => ({ name, shared: false }))];
}

/**
 * Waits for every queue, in order, in one statement: held by the session until unlocked (taken
 * before a SERIALIZABLE transaction begins) or by the transaction until it ends.
 */
async function takeQueues(db: Db, queues: readonly Queue[], holder: 'session' | 'transaction'): Promise<void> {
  const names = queues.map((queue) => queue.name);
  const shared = queues.map((queue) => queue.shared);
  const [lock, lockShared] =
    holder === 'session'
      ? [sql`pg_advisory_lock`, sql`pg_advisory_lock_shared`]
      : [sql`pg_advisory_xact_lock`, sql`pg_advisory_xact_lock_shared`];
  const query = sql`SELECT CASE WHEN q.shared THEN ${lockShared}(hashtext(q.name)) ELSE ${lock}(hashtext(q.name)) END
    FROM unnest(${names}::text[], ${shared}::boolean[]) WITH ORDINALITY AS q(name, shared, n) ORDER BY q.n`.compile(db);
  // Two texts in all (session or transaction): a bill's first statement, prepared once.
  keepPrepared(query.sql);
  await db.executeQuery(query);
}

let retries = 0;
/** Transactions run again after a conflict since the process started (the metrics read it). */
export function transactionRetries(): number {
  return retries;
}

/** A SERIALIZABLE transaction on PostgreSQL, run again after a conflict (retry.ts). */
function serializable<T>(db: Db, context: DbContext, fn: (trx: Db) => Promise<T>): Promise<T> {
  return withRetries(() =>
    db
      .transaction()
      .setIsolationLevel('serializable')
      .execute((trx) => inContext(trx, context, fn)),
  );
}

/** Runs a PostgreSQL transaction again after a conflict, as retry.ts says. */
async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const next = afterFailure(error, attempt);
      if (!next.retry) throw next.error;
      retries++;
      await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    }
  }
}

async function inSavepoint<T>(trx: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const depth = (savepoints.get(trx) ?? 0) + 1;
  const name = sql.raw(`nested_${depth}`);
  const hooks = commitHooks.get(trx);
  const hooksBefore = hooks?.length ?? 0;
  await sql`SAVEPOINT ${name}`.execute(trx);
  savepoints.set(trx, depth);
  try {
    const result = await fn(trx);
    await sql`RELEASE SAVEPOINT ${name}`.execute(trx);
    return result;
  } catch (error) {
    // What the savepoint asked to tell is undone with it.
    hooks?.splice(hooksBefore);
    // Undone to the savepoint; if even that fails, the whole transaction ends with the first error.
    await sql`ROLLBACK TO SAVEPOINT ${name}`
      .execute(trx)
      .then(() => sql`RELEASE SAVEPOINT ${name}`.execute(trx))
      .catch(() => {});
    throw error;
  } finally {
    savepoints.set(trx, depth - 1);
  }
}

function inContext<T>(trx: Db, context: DbContext, fn: (trx: Db) => Promise<T>): Promise<T> {
  contexts.set(trx, context);
  return fn(trx);
}
