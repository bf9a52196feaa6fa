// LINE (issue 44). A member's link to one LINE account (the user id LINE's login vouched for, one
// member per LINE account), with the member's switches per kind of message and when LINE said the
// account blocked the official account; and the outbox of messages for LINE, each written in the
// transaction of the event it tells about, with the retry key LINE deduplicates a resend by.
// Never edit this once shipped: later changes are new migrations after it.
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

async function change(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int, id, flagType, flag } = columnKinds(kind);
  const s = db.schema;
  let links = s
    .createTable('line_links')
    .addColumn('member_id', big, (c) => c.notNull().unique().references('members.id'))
    .addColumn('line_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('linked_at', big, (c) => c.notNull())
    .addColumn('blocked_at', big);
  for (const name of ['notify_wins', 'notify_deposits', 'notify_withdrawals', 'notify_bonuses']) {
    links = links.addColumn(name, flagType, flag(name, 1));
  }
  await links.execute();
  await s
    .createTable('line_outbox')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('retry_key', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('attempts', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('next_at', big, (c) => c.notNull())
    .addColumn('sent_at', big)
    .addColumn('last_error', 'text')
    .addUniqueConstraint('line_outbox_member_ref', ['member_id', 'ref'])
    .execute();
  await s.createIndex('line_outbox_due').on('line_outbox').columns(['state', 'next_at']).execute();
}

export function line(kind: EngineKind): Migration {
  return { up: (db) => change(db, kind) };
}
