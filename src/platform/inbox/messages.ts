// The member's inbox (issue 27). A feature writes its message with `tellMember` inside the
// transaction of the event it tells about, so there is never one without the other; `ref` (what the
// message is about) is unique per member, so an event retried tells once. The operator's
// announcements reach a member's inbox when the member next reads it. Kept 90 days. The same
// transaction queues the message for LINE when the member linked it and switched that kind on
// (line/outbox.ts, issue 44): both or neither.
import { sql, type Insertable } from 'kysely';
import type { Inbox } from '../../contract/community/inbox.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { InboxMessagesTable } from '../db/tables/inbox-messages.ts';
import { queueForLine } from '../line/index.ts';
import { tell } from '../live/index.ts';

const KEPT_MS = 90 * 24 * 60 * 60_000;
const SHOWN = 50;

export type MessageToMember = Pick<Insertable<InboxMessagesTable>, 'kind' | 'title' | 'body' | 'ref'> & {
  /** Satang, when the message is about an amount: LINE's bubble shows it large (the inbox keeps the text). */
  amount?: number;
};

/** Writes the message; a second one about the same `ref` is dropped. Call inside the event's tx. */
export async function tellMember(db: Db, memberId: number, message: MessageToMember): Promise<void> {
  await db
    .insertInto('inbox_messages')
    .values({ member_id: memberId, kind: message.kind, title: message.title, body: message.body, ref: message.ref, created_at: nowMs(db) })
    .onConflict((conflict) => conflict.columns(['member_id', 'ref']).doNothing())
    .execute();
  await queueForLine(db, [{ ...message, memberId }]);
  tell(db, { kind: 'inbox', member: memberId, id: 0 });
}

/** Messages per statement when many are told at once (6 values each, under both engines' limits). */
const MESSAGES_PER_INSERT = 100;

/** Many members' messages in a few statements (a settled round's bills); each as tellMember would. */
export async function tellMembers(db: Db, messages: readonly (MessageToMember & { memberId: number })[]): Promise<void> {
  const now = nowMs(db);
  for (let at = 0; at < messages.length; at += MESSAGES_PER_INSERT) {
    await db
      .insertInto('inbox_messages')
      .values(
        messages
          .slice(at, at + MESSAGES_PER_INSERT)
          .map(({ memberId, kind, title, body, ref }) => ({ member_id: memberId, kind, title, body, ref, created_at: now })),
      )
      .onConflict((conflict) => conflict.columns(['member_id', 'ref']).doNothing())
      .execute();
  }
  await queueForLine(db, messages);
  for (const memberId of new Set(messages.map((message) => message.memberId))) tell(db, { kind: 'inbox', member: memberId, id: 0 });
}

/** The agent's live announcements this member has not had yet. */
function missingAnnouncements(db: Db, memberId: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('members as m', 'm.agent_id', 'n.agent_id')
    .leftJoin('inbox_messages as i', (join) => join.onRef('i.member_id', '=', 'm.id').on(sql<boolean>`i.ref = 'announcement:' || n.id`))
    .select(['n.id', 'n.title', 'n.description'])
    .where('m.id', '=', memberId)
    .where('n.active', '=', 1)
    .where('i.id', 'is', null)
    .orderBy('n.id')
    .execute();
}

/** Brings the announcements in and forgets messages older than 90 days; writes only when there is something to do. */
async function tidy(db: Db, memberId: number): Promise<void> {
  const since = nowMs(db) - KEPT_MS;
  const old = await db
    .selectFrom('inbox_messages')
    .select('id')
    .where('member_id', '=', memberId)
    .where('created_at', '<', since)
    .limit(1)
    .execute();
  if (!old.length && !(await missingAnnouncements(db, memberId)).length) return;
  await tx(db, async (trx) => {
    await trx.deleteFrom('inbox_messages').where('member_id', '=', memberId).where('created_at', '<', since).execute();
    for (const note of await missingAnnouncements(trx, memberId)) {
      await tellMember(trx, memberId, { kind: 'announcement', title: note.title, body: note.description, ref: `announcement:${note.id}` });
    }
  });
}

/** The member's unread messages of the last 90 days (the bell's count; the live stream sends it). */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const { n } = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', nowMs(db) - KEPT_MS)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function inboxRead(db: Db, memberId: number): Promise<Inbox> {
  const since = nowMs(db) - KEPT_MS;
  const rows = await db
    .selectFrom('inbox_messages')
    .select(['id', 'kind', 'title', 'body', 'created_at', 'read_at'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
  return {
    unread: await unreadCount(db, memberId),
    messages: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      title: row.title,
      body: row.body,
      created_at: new Date(Number(row.created_at)).toISOString(),
      read: row.read_at !== null,
    })),
  };
}

export async function memberInbox(db: Db, memberId: number): Promise<Inbox> {
  await tidy(db, memberId);
  return inboxRead(db, memberId);
}

/** Marks the member's messages read (`ids` of another member's change nothing); none given: all of them. */
export async function markRead(db: Db, memberId: number, ids: number[] | undefined): Promise<Inbox> {
  let update = db
    .updateTable('inbox_messages')
    .set({ read_at: nowMs(db) })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if (ids) {
    if (!ids.length) return inboxRead(db, memberId);
    update = update.where('id', 'in', ids);
  }
  await update.execute();
  tell(db, { kind: 'inbox', member: memberId, id: 0 });
  return inboxRead(db, memberId);
}
