// Promotions (issue 14): deposit bonuses the operator offers, and the ones members take. A member
// has at most one promotion in play (waiting for its deposit, or paid with turnover still to do):
// a partial unique index holds the waiting one; the rules hold the rest.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds, inList } from './columns.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('promotions')
    .addColumn('id', big, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('bonus_percent', int, (c) => c.notNull().check(sql`bonus_percent > 0 AND bonus_percent <= 1000`))
    .addColumn('max_bonus', big, (c) => c.notNull().check(sql`max_bonus > 0`)) // satang
    .addColumn('turnover_multiple', int, (c) => c.notNull().check(sql`turnover_multiple >= 0`))
    .addColumn('min_deposit', big, (c) => c.notNull().check(sql`min_deposit > 0`)) // satang
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('member_promotions')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('promotion_id', big, (c) => c.notNull().references('promotions.id'))
    // waiting: for a qualifying deposit; paid: its bonus was credited; cancelled: by the member before a deposit
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(inList('status', ['waiting', 'paid', 'cancelled'])),
    )
    .addColumn('deposit_id', big, (c) => c.references('deposits.id'))
    .addColumn('bonus', big) // satang credited
    .addColumn('turnover_required', big) // satang of stakes asked for
    .addColumn('taken_at', big, (c) => c.notNull())
    .addColumn('decided_at', big)
    .execute();
  await s
    .createIndex('member_promotions_waiting')
    .on('member_promotions')
    .column('member_id')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('waiting'))
    .execute();
  await s.createIndex('member_promotions_member').on('member_promotions').columns(['member_id', 'id']).execute();
}

export function promotions(kind: EngineKind): Migration {
  return { up: (db) => createTables(db, kind) };
}
