// Kysely on Node's built-in SQLite (`node:sqlite`'s DatabaseSync) rather than better-sqlite3.
// Kysely's own SQLite driver speaks better-sqlite3's shape (prepare → statement with `reader`,
// all/run/iterate taking an array); this wraps a DatabaseSync in that shape and keeps the rest of
// Kysely's SQLite dialect (compiler, adapter, introspector) as it is.
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export interface NodeSqliteDialectConfig {
  /** An open database (see openDatabase in database.ts for the platform's pragmas). */
  database: DatabaseSync;
  /**
   * Whether Kysely's destroy() closes the database. Off by default: while the platform's
   * synchronous helpers share the same DatabaseSync, they own it.
   */
  closeOnDestroy?: boolean;
  /** Prepared statements kept per SQL text (Kysely compiles the same query to the same text). */
  statementCacheSize?: number;
}

// node:sqlite's types (and older Node 22 releases) bind only null, numbers, bigints, strings and
// bytes; Kysely may hand over booleans.
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : (value as SQLInputValue)));
}

function asKyselyStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement returns rows when it has result columns: SELECT, PRAGMA that answer, and any
    // INSERT/UPDATE/DELETE with RETURNING. Those are read with all(); the rest run().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bindable(parameters)),
    run: (parameters) => statement.run(...bindable(parameters)),
    iterate: (parameters) => statement.iterate(...bindable(parameters)),
  };
}

class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #closeOnDestroy: boolean;
  readonly #cacheSize: number;
  // Insertion order is use order (a hit is moved to the end), so the first key is the oldest.
  readonly #statements = new Map<string, SqliteStatement>();

  constructor(config: NodeSqliteDialectConfig) {
    this.#db = config.database;
    this.#closeOnDestroy = config.closeOnDestroy ?? false;
    this.#cacheSize = config.statementCacheSize ?? 200;
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = asKyselyStatement(this.#db.prepare(sql));
      if (this.#statements.size >= this.#cacheSize) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  close(): void {
    this.#statements.clear();
    if (this.#closeOnDestroy && this.#db.isOpen) this.#db.close();
  }
}

// BEGIN IMMEDIATE, like tx() in database.ts: the write lock is taken up front, so the site and an
// operator command in another process never deadlock upgrading a read lock (busy_timeout then
// makes the second one wait). Kysely's own SQLite driver begins DEFERRED.
class NodeSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #database: NodeSqliteDatabase;

  constructor(config: NodeSqliteDialectConfig) {
    this.#database = new NodeSqliteDatabase(config);
  }

  createDriver(): Driver {
    return new NodeSqliteDriver({ database: this.#database });
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
