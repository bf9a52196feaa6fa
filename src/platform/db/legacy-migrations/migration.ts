/** A legacy migration: SQLite SQL run once, counted in PRAGMA user_version. */
export interface Migration {
  name: string;
  sql: string;
}
