// Polls and events (issue 15): a poll of the agent with its choices (each with a picture), and every
// vote (append-only). A member has a quota of votes a day per poll: a vote takes the next numbered
// slot of the member's day, and (poll, member, day, slot) is unique, so two votes racing for the
// last slot cannot both land. An event may lead to a poll and join a quest; who joined which event
// is a row of event_members (unique per event and member).
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds } from './columns.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('polls')
    .addColumn('id', big, id)
    .addColumn('agent_id', big, (c) => c.notNull().references('agents.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('votes_per_day', int, (c) => c.notNull().check(sql`votes_per_day > 0`))
    .addColumn('opens_at', big, (c) => c.notNull())
    .addColumn('closes_at', big, (c) => c.notNull())
    .addColumn('active', flagType, flag('active', 1))
    .addCheckConstraint('polls_window', sql`closes_at > opens_at`)
    .execute();
  await s
    .createTable('poll_choices')
    .addColumn('id', big, id)
    .addColumn('poll_id', big, (c) => c.notNull().references('polls.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('poll_votes')
    .addColumn('id', big, id)
    .addColumn('poll_id', big, (c) => c.notNull().references('polls.id'))
    .addColumn('choice_id', big, (c) => c.notNull().references('poll_choices.id'))
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('day', 'text', (c) => c.notNull()) // the Bangkok day, YYYY-MM-DD
    .addColumn('slot', int, (c) => c.notNull().check(sql`slot >= 1`))
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('poll_votes_slot', ['poll_id', 'member_id', 'day', 'slot'])
    .execute();
  await s.createIndex('poll_votes_choice').on('poll_votes').columns(['poll_id', 'choice_id']).execute();
  // No foreign key: SQLite cannot drop a referencing column, and an event may name a poll retired later.
  await s.alterTable('events').addColumn('poll_id', big).execute();
  await s.alterTable('events').addColumn('quest_code', 'text').execute();
  await s
    .createTable('event_members')
    .addColumn('event_id', big, (c) => c.notNull().references('events.id'))
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('joined_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('event_members_pk', ['event_id', 'member_id'])
    .execute();
}

export function polls(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'poll_votes', 'poll votes are append-only')) await sql.raw(statement).execute(db);
    },
  };
}
