// Every change the content desk makes: its audit row and a bump of the content version, in the
// change's own transaction, told to every node once it commits (the live bus: `content`); each
// node forgets the pages and agent content it keeps then (server/content-watch.ts), so a change
// shows on every node at once. The version also counts the schedule minutes that have passed (a
// page's publish or expiry, a row's active dates): a scheduled change moves it too, with nobody
// pressing a button, and each node sets a timer for the next one (nextScheduled).
import { sql } from 'kysely';
import { recordAudit, type AuditEntry } from '../audit/index.ts';
import { contextOf, type Db } from '../db/database.ts';
import { tell } from '../live/index.ts';

export async function recordContentChange(db: Db, entry: AuditEntry): Promise<void> {
  await recordAudit(db, contextOf(db).now, entry);
  await db
    .updateTable('content_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  tell(db, { kind: 'content', member: 0, id: 0 });
}

const SCHEDULED: [table: string, column: string][] = [
  ['content_pages', 'publish_at'],
  ['content_pages', 'expire_at'],
  ...['banners', 'notifications', 'events', 'promotions'].flatMap((table): [string, string][] => [
    [table, 'active_from'],
    [table, 'active_until'],
  ]),
];

/** The content version: desk changes and schedule minutes passed, e.g. "12.3". */
export async function contentVersion(db: Db): Promise<string> {
  const now = contextOf(db).now().getTime();
  const passed = sql.join(
    SCHEDULED.map(([table, column]) => sql`(SELECT count(*) FROM ${sql.table(table)} WHERE ${sql.ref(column)} <= ${now})`),
    sql` + `,
  );
  const { rows } = await sql<{ version: number | string; passed: number | string }>`
    SELECT (SELECT version FROM content_version WHERE id = 1) AS version, ${passed} AS passed`.execute(db);
  return `${Number(rows[0]?.version ?? 0)}.${Number(rows[0]?.passed ?? 0)}`;
}

/** When the next scheduled moment comes (a publish, an expiry, an active date), in ms on the platform's clock; null: none ahead. */
export async function nextScheduled(db: Db): Promise<number | null> {
  const now = contextOf(db).now().getTime();
  const ahead = sql.join(
    SCHEDULED.map(
      ([table, column]) => sql`SELECT min(${sql.ref(column)}) AS at FROM ${sql.table(table)} WHERE ${sql.ref(column)} > ${now}`,
    ),
    sql` UNION ALL `,
  );
  const { rows } = await sql<{ at: number | string | null }>`SELECT min(at) AS at FROM (${ahead}) AS ahead`.execute(db);
  const at = rows[0]?.at;
  return at === null || at === undefined ? null : Number(at);
}
