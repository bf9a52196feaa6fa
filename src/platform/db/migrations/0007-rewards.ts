// Rewards, first part (issue 14): a claim book that holds every "once per day / week / member"
// rule in the database (one row per member, kind and period: a second claim cannot be written,
// whatever runs at once), the check-in card's rewards per day, and coupons.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('reward_claims')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // checkin, coupon, cashback_game, cashback_lotto, cashback_turnover, ...
    .addColumn('period', 'text', (c) => c.notNull()) // what it is once per: a Bangkok date, a week, a coupon code
    .addColumn('step', int) // the check-in card's day (1-7)
    .addColumn('unit', 'text', (c) => c.notNull().check(inList('unit', ['satang', 'points'])))
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('basis', big) // what the amount was worked out from (a net loss, stakes), satang
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('reward_claims_once', ['member_id', 'kind', 'period'])
    .execute();
  await s.createIndex('reward_claims_member').on('reward_claims').columns(['member_id', 'kind', 'id']).execute();
  await s
    .createTable('checkin_rewards')
    .addColumn('day', int, (c) =>
      c
        .notNull()
        .unique()
        .check(sql`day BETWEEN 1 AND 7`),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['points', 'free_credit'])))
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount > 0`)) // points, or satang of free credit
    .execute();
  await s
    .createTable('coupons')
    .addColumn('id', big, id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('credit', big, (c) => c.notNull().check(sql`credit > 0`)) // satang of free credit
    .addColumn('max_uses', int, (c) => c.notNull().check(sql`max_uses >= 0`))
    .addColumn('used', int, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used >= 0 AND used <= max_uses`),
    )
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('active', flagType, flag('active', 1))
    .execute();
}

export function rewards(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'reward_claims', 'reward_claims are append-only')) await sql.raw(statement).execute(db);
    },
  };
}
