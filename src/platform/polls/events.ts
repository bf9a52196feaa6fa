// Events (issue 15): `event/quest` joins the member to an event (once: event_members is unique per
// event and member) and answers the quest the event counts towards, with today's progress.
import type { EventQuest } from '../../contract/community/polls.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { questList } from '../rewards/index.ts';

export function joinEventQuest(db: Db, memberId: number, agentId: number, eventId: number): Promise<EventQuest> {
  return tx(db, async (trx) => {
    const event =
      (await trx
        .selectFrom('events')
        .select(['id', 'quest_code'])
        .where('id', '=', eventId)
        .where('agent_id', '=', agentId)
        .where('active', '=', 1)
        .executeTakeFirst()) ?? fail('EVENT_NOT_FOUND');
    await trx
      .insertInto('event_members')
      .values({ event_id: event.id, member_id: memberId, joined_at: nowMs(trx) })
      .onConflict((conflict) => conflict.columns(['event_id', 'member_id']).doNothing())
      .execute();
    const joined = await trx
      .selectFrom('event_members')
      .select('joined_at')
      .where('event_id', '=', event.id)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    const quest = event.quest_code ? ((await questList(trx, memberId)).find((row) => row.code === event.quest_code) ?? null) : null;
    return { event_id: event.id, joined_at: new Date(joined.joined_at).toISOString(), quest };
  });
}
