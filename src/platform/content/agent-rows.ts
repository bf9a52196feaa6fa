// An announcement or an event saved from the desk: a new row for the site's agent, or its own row
// updated (another agent's is not found), with the change recorded (changes.ts) in one transaction.
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { recordContentChange } from './changes.ts';

const TABLES = {
  notifications: { kind: 'announcement', notFound: 'CONTENT_ANNOUNCEMENT_NOT_FOUND' },
  events: { kind: 'event', notFound: 'CONTENT_EVENT_NOT_FOUND' },
} as const;

export function saveAgentRow(
  db: Db,
  actor: Actor,
  table: keyof typeof TABLES,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<{ id: number }> {
  const { kind, notFound } = TABLES[table];
  return tx(db, async (trx) => {
    const agent = await siteAgent(trx);
    let rowId = id;
    let before: unknown = null;
    if (rowId === undefined) {
      const row = await trx
        .insertInto(table)
        .values({ agent_id: agent.id, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      rowId = Number(row.id);
    } else {
      before = await trx.selectFrom(table).selectAll().where('id', '=', rowId).where('agent_id', '=', agent.id).executeTakeFirst();
      if (!before) throw new BusinessError(notFound);
      await trx
        .updateTable(table)
        .set(values as never)
        .where('id', '=', rowId)
        .execute();
    }
    await recordContentChange(trx, {
      actor,
      action: {
        announcement: { create: 'content.announcement.create', save: 'content.announcement.save' } as const,
        event: { create: 'content.event.create', save: 'content.event.save' } as const,
      }[kind][before === null ? 'create' : 'save'],
      targetKind: kind,
      targetId: String(rowId),
      before,
      after: values,
      reason: null,
    });
    return { id: rowId };
  });
}
