// The pop-up event dialog's events in the content desk: every row of the site's agent, shown or
// not (the poll an event leads to stays as the operator set it). Members read them through
// agent/content.ts, which keeps to the active dates.
import type { z } from 'zod/mini';
import type { EventRow, eventSaveRequest } from '../../contract/admin/admin-content-offers.ts';
import { siteAgent } from '../agent/index.ts';
import type { Actor } from '../audit/index.ts';
import type { Db } from '../db/database.ts';
import { saveAgentRow } from './agent-rows.ts';
import { shownRow, shownValues } from './shown.ts';

/** An event as the desk sends it in. */
export type EventInput = z.output<typeof eventSaveRequest>;

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
  return saveAgentRow(db, actor, 'events', input.id, values);
}
