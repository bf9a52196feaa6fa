// Announcements in the content desk: every row of the site's agent, shown or not; an important one
// opens the notice dialog on the member's pages. Members read them through agent/content.ts,
// which keeps to the active dates.
import type { z } from 'zod/mini';
import type { AnnouncementRow, announcementSaveRequest } from '../../contract/admin/admin-content-offers.ts';
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import type { Db } from '../db/database.ts';
import { saveAgentRow } from './agent-rows.ts';
import { shownRow, shownValues } from './shown.ts';

/** The notifications table's type of an important announcement (the notice dialog); 0 otherwise. */
const IMPORTANT = 1;

/** An announcement as the desk sends it in. */
export type AnnouncementInput = z.output<typeof announcementSaveRequest>;

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
  return saveAgentRow(db, actor, 'notifications', input.id, values);
}
