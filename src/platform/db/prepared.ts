// Queries on the hot paths (a session looked up, a bill placed, a shot taken) built once with
// Kysely and kept compiled, per engine: a call fills in its values instead of building and
// compiling the whole query again, which costs several times what SQLite takes to run it.
//
// The query is built with a stand-in for each value; compiling it tells at which parameter
// position each stand-in landed (the other parameters, a `limit(1)` say, stay as they were). A
// stand-in must be used as a plain value (a comparison, an insert value, a limit), never in a list
// (`in`) or inside SQL text, and every one must be used.
import { CompiledQuery, type Compilable } from 'kysely';
import { contextOf, type Db } from './database.ts';
import type { EngineKind } from './engine.ts';
import { keepPrepared } from './named-statements.ts';

/** The stand-in for value `index` while the query is built. */
class StandIn {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

interface Compiled {
  sql: string;
  /** The parameters as compiled: a stand-in where a call's value goes. */
  parameters: readonly unknown[];
}

/**
 * A query of `arity` values. `build` gets stand-ins (typed as the values) in their place; the
 * result runs it with real values on any handle of the platform (the root or a transaction).
 */
export function prepared<Values extends unknown[], Row>(
  arity: Values['length'],
  build: (db: Db, ...values: Values) => Compilable<Row>,
): (db: Db, ...values: Values) => Promise<Row[]> {
  const byEngine = new Map<EngineKind, Compiled>();
  const compile = (db: Db): Compiled => {
    const standIns = Array.from({ length: arity }, (_, index) => new StandIn(index));
    const query = build(db, ...(standIns as unknown as Values)).compile();
    const used = new Set(query.parameters.filter((parameter) => parameter instanceof StandIn));
    if (used.size !== arity) throw new Error(`prepared query does not use each of its ${arity} values: ${query.sql}`);
    return { sql: query.sql, parameters: query.parameters };
  };
  return async (db, ...values) => {
    const kind = contextOf(db).kind;
    let compiled = byEngine.get(kind);
    if (!compiled) {
      byEngine.set(kind, (compiled = compile(db)));
      if (kind === 'postgres') keepPrepared(compiled.sql);
    }
    const parameters = compiled.parameters.map((parameter) => (parameter instanceof StandIn ? values[parameter.index] : parameter));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  };
}
