// What a table file writes beside its Kysely type: each column's fact, as the schema test reads it
// from a freshly migrated database. The facts are checked against the type, so the two cannot drift.
import type { InsertType, SelectType } from 'kysely';

/** 0 or 1. */
export type Flag = number;

/**
 * A column's stored kind, then nullable (null may come back), generated (never null; the database
 * fills it when an insert leaves it out) or required.
 */
type ColumnFact<C> = `${NonNullable<SelectType<C>> extends number ? 'integer' : 'text'} ${null extends SelectType<C>
  ? 'nullable'
  : undefined extends InsertType<C>
    ? 'generated'
    : 'required'}`;

/** Every column of a table and its fact: a column left out, extra, or unlike its type does not compile. */
export type Columns<Table> = { [C in keyof Table]-?: ColumnFact<Table[C]> };
