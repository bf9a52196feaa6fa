// Games (issue 12): the catalogue (providers and their games in five categories), the member's
// provably fair seeds, the links that open a game in the launcher, and the rounds played. A round
// is a public record of money moved: append-only, one per seed and nonce.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { appendOnly, columnKinds, inList } from './columns.ts';

export const GAME_CATEGORIES = ['casino', 'slot', 'fishing', 'sport', 'freespin'] as const;
const GAME_ENGINES = ['slot', 'baccarat'] as const;

async function createTables(db: Kysely<unknown>, kind: EngineKind): Promise<void> {
  const { big, int, id, flagType, flag } = columnKinds(kind);
  const s = db.schema;
  await s
    .createTable('game_providers')
    .addColumn('code', 'text', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s
    .createTable('games')
    .addColumn('id', big, id)
    .addColumn('code', 'text', (c) => c.notNull().unique()) // the game_id on the wire
    .addColumn('provider_code', 'text', (c) => c.notNull().references('game_providers.code'))
    .addColumn('category', 'text', (c) => c.notNull().check(inList('category', GAME_CATEGORIES)))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'text', (c) => c.notNull()) // a path on our own origin
    .addColumn('engine', 'text', (c) => c.notNull().check(inList('engine', GAME_ENGINES)))
    .addColumn('hot', flagType, flag('hot', 0))
    .addColumn('demo', flagType, flag('demo', 1)) // a demo link may be asked for
    .addColumn('sort_order', int, (c) => c.notNull().defaultTo(0))
    .addColumn('active', flagType, flag('active', 1))
    .execute();
  await s.createIndex('games_category').on('games').columns(['category', 'sort_order', 'id']).execute();
  await s
    .createTable('game_seeds')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.references('members.id')) // null: a demo link's seed
    .addColumn('server_seed', 'text', (c) => c.notNull()) // secret until revealed
    .addColumn('server_seed_hash', 'text', (c) => c.notNull()) // SHA-256, shown before play
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', int, (c) => c.notNull().defaultTo(0)) // rounds played with this pair
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('revealed_at', big) // set when rotated: from then on anyone may recompute its rounds
    .execute();
  await s.createIndex('game_seeds_member').on('game_seeds').columns(['member_id', 'revealed_at']).execute();
  await s
    .createTable('game_links')
    .addColumn('id', big, id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('game_id', big, (c) => c.notNull().references('games.id'))
    .addColumn('member_id', big, (c) => c.references('members.id')) // null on a demo link
    .addColumn('wallet_id', big, (c) => c.references('wallets.id')) // null on a demo link
    .addColumn('demo_seed_id', big, (c) => c.references('game_seeds.id'))
    .addColumn('demo_chips', big) // a demo link's play chips, in satang; never money
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .execute();
  await s
    .createTable('game_rounds')
    .addColumn('id', big, id)
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('wallet_id', big, (c) => c.notNull().references('wallets.id'))
    .addColumn('game_id', big, (c) => c.notNull().references('games.id'))
    .addColumn('provider_code', 'text', (c) => c.notNull())
    .addColumn('seed_id', big, (c) => c.notNull().references('game_seeds.id'))
    .addColumn('nonce', int, (c) => c.notNull())
    .addColumn('stake', big, (c) => c.notNull().check(sql`stake > 0`)) // satang
    .addColumn('win', big, (c) => c.notNull().check(sql`win >= 0`)) // satang, stake included
    .addColumn('outcome', 'text', (c) => c.notNull()) // JSON: what the round showed
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('game_rounds_seed_nonce', ['seed_id', 'nonce'])
    .execute();
  await s.createIndex('game_rounds_member').on('game_rounds').columns(['member_id', 'id']).execute();
  await s.createIndex('game_rounds_created').on('game_rounds').column('created_at').execute();
}

export function games(kind: EngineKind): Migration {
  return {
    async up(db) {
      await createTables(db, kind);
      for (const statement of appendOnly(kind, 'game_rounds', 'game rounds are append-only')) await sql.raw(statement).execute(db);
    },
  };
}
