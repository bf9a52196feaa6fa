// Announcements in the content desk: every row of the site's agent, shown or not; an important one
// opens the notice dialog on the member's pages. Members read them through agent/content.ts,
// which keeps to the active dates.
import type { AnnouncementRow } from '../../contract/admin-content-offers.ts';
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { recordContentChange } from './changes.ts';
import { shownRow, shownValues, type ShownInput } from './shown.ts';

/** The notifications table's type of an important announcement (the notice dialog); 0 otherwise. */
const IMPORTANT = 1;

export interface AnnouncementInput extends ShownInput {
  id?: number;
  important: boolean;
  image: string;
  title: string;
  description: string;
}

export async function listAnnouncements(db: Db): Promise<AnnouncementRow[]> {
  const agent = await siteAgent(db);
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('agent_id', '=', agent.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...shownRow(row),
    important: row.type === IMPORTANT,
    image: row.image,
    title: row.title,
    description: row.description,
  }));
}

export async function saveAnnouncement(db: Db, actor: Actor, input: AnnouncementInput): Promise<{ id: number }> {
  const values = {
    type: input.important ? IMPORTANT : 0,
    image: input.image,
    title: input.title.trim(),
    description: input.description.trim(),
    ...shownValues(input),
  };
  return tx(db, async (trx) => {
    const agent = await siteAgent(trx);
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const row = await trx
        .insertInto('notifications')
        .values({ agent_id: agent.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      before = await trx.selectFrom('notifications').selectAll().where('id', '=', id).where('agent_id', '=', agent.id).executeTakeFirst();
      if (!before) throw new BusinessError('CONTENT_ANNOUNCEMENT_NOT_FOUND');
      await trx.updateTable('notifications').set(values).where('id', '=', id).execute();
    }
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.announcement.create' : 'content.announcement.save',
      targetKind: 'announcement',
      targetId: String(id),
      before,
      after: values,
      reason: null,
    });
    return { id };
  });
}
