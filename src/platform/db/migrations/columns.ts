// The column kinds of database-schema.ts's mapping, for one engine: every migration writes its columns
// with these, so both engines get the types database-schema.ts describes.
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { EngineKind } from '../engine.ts';

type Column = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** The column kinds of database-schema.ts's mapping, for one engine. */
export function columnKinds(kind: EngineKind) {
  const pg = kind === 'postgres';
  return {
    /** ids, satang, points, epoch ms, references */
    big: pg ? ('bigint' as const) : ('integer' as const),
    /** counters and small values */
    int: 'integer' as const,
    /** 0/1 */
    flagType: pg ? ('smallint' as const) : ('integer' as const),
    /** The row id: SQLite's INTEGER PRIMARY KEY (the rowid), PostgreSQL's identity. */
    id: ((column) => (pg ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey())) as Column,
    /**
     * A flag with its default. SQLite keeps exactly today's columns, where some flags had no CHECK
     * (checked: false); PostgreSQL checks every flag.
     */
    flag:
      (name: string, value: 0 | 1, checked = true): Column =>
      (column) => {
        const flag = column.notNull().defaultTo(value);
        return checked || pg ? flag.check(sql`${sql.ref(name)} IN (0, 1)`) : flag;
      },
  };
}

/** A CHECK that a text column holds one of `values`. */
export const inList = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;

/** Triggers that refuse UPDATE and DELETE on a table, with `message`, on either engine. */
export function appendOnly(kind: EngineKind, table: string, message: string): string[] {
  if (kind === 'sqlite') {
    return ['UPDATE', 'DELETE'].map(
      (when) => `CREATE TRIGGER ${table}_no_${when.toLowerCase()} BEFORE ${when} ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    );
  }
  // refuse_change() comes with 0001-schema's PostgreSQL triggers.
  return ['UPDATE', 'DELETE'].map(
    (when) =>
      `CREATE TRIGGER ${table}_no_${when.toLowerCase()} BEFORE ${when} ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_change('${message}')`,
  );
}
