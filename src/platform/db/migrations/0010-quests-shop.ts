// Quests and the point shop (issue 14): daily tasks whose progress is counted from what the member
// really did (deposits, bills, Yeekee shots, game rounds, check-in), redeemed once a day each
// through the claim book; and items bought with points (free credit, wheel spins), each purchase a
// row (append-only) with what it cost and gave.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

const QUEST_KINDS = ['deposit', 'lotto_bet', 'yeekee_shots', 'game_rounds', 'checkin'] as const;

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('quests')
    .addColumn('id', big, id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', QUEST_KINDS)))
    .addColumn('target', big, (c) => c.notNull().check(sql`target > 0`)) // satang for deposit and lotto_bet, else a count
    .addColumn('reward_kind', 'text', (c) => c.notNull().check(inList('reward_kind', ['points', 'free_credit'])))
    .addColumn('reward_amount', big, (c) => c.notNull().check(sql`reward_amount > 0`)) // points, or satang
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('shop_items')
    .addColumn('id', big, id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', ['free_credit', 'wheel_spin'])))
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount > 0`)) // satang of free credit, or spins
    .addColumn('price_points', big, (c) => c.notNull().check(sql`price_points > 0`))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('shop_purchases')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('item_id', big, (c) => c.notNull().references('shop_items.id'))
    .addColumn('quantity', int, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('points', big, (c) => c.notNull().check(sql`points > 0`)) // what it cost
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', big, (c) => c.notNull()) // what it gave: satang of free credit, or spins
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await s.createIndex('shop_purchases_member').on('shop_purchases').columns(['member_id', 'id']).execute();
}

export function questsAndShop(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'shop_purchases', 'shop_purchases are append-only')) await sql.raw(statement).execute(db);
    },
  };
}
