// The baccarat formulas (issue 15) read a table's latest hands: game_rounds by game, newest first.
// Never edit this once shipped: later changes are new migrations after it.
import type { Migration } from 'kysely/migration';

export function roundsByGame(): Migration {
  return {
    async up(db) {
      await db.schema.createIndex('game_rounds_game').on('game_rounds').columns(['game_id', 'id']).execute();
    },
  };
}
