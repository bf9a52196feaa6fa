// The prize wheel (issue 14): weighted prizes the operator sets, and every spin (append-only), with
// the seed and nonce it was drawn from and the weights it was drawn over, so each can be verified.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

const PRIZE_KINDS = ['credit', 'points', 'free_spins', 'nothing'];

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, id, int, flag, flagType } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('wheel_prizes')
    .addColumn('id', big, id)
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(inList('kind', PRIZE_KINDS)))
    .addColumn('amount', big, (c) => c.notNull().check(sql`amount >= 0`)) // satang of free credit, points or spins
    .addColumn('weight', int, (c) => c.notNull().check(sql`weight > 0`))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('wheel_spins')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('seed_id', big, (c) => c.notNull().references('game_seeds.id'))
    .addColumn('nonce', big, (c) => c.notNull())
    // daily: one of today's free spins; won: a free spin a prize gave; points: bought with points
    .addColumn('paid_with', 'text', (c) => c.notNull().check(inList('paid_with', ['daily', 'won', 'points'])))
    .addColumn('cost_points', big, (c) => c.notNull().defaultTo(0))
    .addColumn('prize_id', big, (c) => c.notNull().references('wheel_prizes.id'))
    .addColumn('prize_kind', 'text', (c) => c.notNull().check(inList('prize_kind', PRIZE_KINDS)))
    .addColumn('prize_amount', big, (c) => c.notNull())
    .addColumn('prize_ids', 'text', (c) => c.notNull()) // JSON: the wheel's prizes in order when spun
    .addColumn('weights', 'text', (c) => c.notNull()) // JSON: their weights
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('wheel_spins_seed_nonce', ['seed_id', 'nonce'])
    .execute();
  await s.createIndex('wheel_spins_member').on('wheel_spins').columns(['member_id', 'created_at']).execute();
  await s.createIndex('wheel_spins_recent').on('wheel_spins').columns(['prize_kind', 'id']).execute();
}

export function wheel(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'wheel_spins', 'wheel_spins are append-only')) await sql.raw(statement).execute(db);
    },
  };
}
