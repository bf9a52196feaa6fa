// The pop-up event dialog's events in the content desk: every row of the site's agent, shown or
// not (the poll an event leads to stays as the operator set it). Members read them through
// agent/content.ts, which keeps to the active dates.
import type { EventRow } from '../../contract/admin-content-offers.ts';
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { recordContentChange } from './changes.ts';
import { shownRow, shownValues, type ShownInput } from './shown.ts';

export interface EventInput extends ShownInput {
  id?: number;
  image: string;
  title: string;
  subtitle: string;
  show_text: boolean;
}

export async function listEvents(db: Db): Promise<EventRow[]> {
  const agent = await siteAgent(db);
  const rows = await db.selectFrom('events').selectAll().where('agent_id', '=', agent.id).orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    ...shownRow(row),
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    show_text: row.show_text === 1,
  }));
}

export async function saveEvent(db: Db, actor: Actor, input: EventInput): Promise<{ id: number }> {
  const values = {
    image: input.image,
    title: input.title.trim(),
    subtitle: input.subtitle.trim(),
    show_text: input.show_text ? 1 : 0,
    ...shownValues(input),
  };
  return tx(db, async (trx) => {
    const agent = await siteAgent(trx);
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const row = await trx
        .insertInto('events')
        .values({ agent_id: agent.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      before = await trx.selectFrom('events').selectAll().where('id', '=', id).where('agent_id', '=', agent.id).executeTakeFirst();
      if (!before) throw new BusinessError('CONTENT_EVENT_NOT_FOUND');
      await trx.updateTable('events').set(values).where('id', '=', id).execute();
    }
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.event.create' : 'content.event.save',
      targetKind: 'event',
      targetId: String(id),
      before,
      after: values,
      reason: null,
    });
    return { id };
  });
}
