// Brings a catalogue seeded before issue 24 to today's (games.ts), once: fishing, sport and
// free-spin games that opened the fruit slot or a baccarat table, and studios that mixed engines.
// Nothing is deleted: rounds reference their game, and a game row keeps the engine its rounds were
// played on (the fairness panel replays them with it), so a fake game is only closed. A catalogue
// game whose code an old row of another engine holds gets that row out of its way first (its code
// retired, the row and its rounds kept). Games and studios of the list are inserted or brought to
// its provider, category, name, hot flag and order; studios no longer listed are closed.
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import { GAME_CATALOGUE, GAME_PROVIDERS, thumbnailOf } from './games.ts';

export const honestCatalogue: SeedStep = {
  name: 'honest game catalogue',
  async run(db: Db) {
    const providers = await db.selectFrom('game_providers').select('code').execute();
    const knownProviders = new Set(providers.map((provider) => provider.code));
    for (const [index, provider] of GAME_PROVIDERS.entries()) {
      if (knownProviders.has(provider.code))
        await db
          .updateTable('game_providers')
          .set({ name: provider.name, sort_order: index + 1 })
          .where('code', '=', provider.code)
          .execute();
      else
        await db
          .insertInto('game_providers')
          .values({ ...provider, sort_order: index + 1 })
          .execute();
    }
    const listedProviders = GAME_PROVIDERS.map((provider) => provider.code);
    await db.updateTable('game_providers').set({ active: 0 }).where('code', 'not in', listedProviders).execute();

    const catalogue = new Map(GAME_CATALOGUE.map((game) => [game.code, game]));
    for (const row of await db.selectFrom('games').select(['id', 'code', 'engine']).execute()) {
      const listed = catalogue.get(row.code);
      if (listed?.engine === row.engine) continue;
      await db
        .updateTable('games')
        .set({ active: 0, hot: 0, ...(listed ? { code: `retired-${row.id}-${row.code}` } : {}) })
        .where('id', '=', row.id)
        .execute();
    }
    for (const [index, game] of GAME_CATALOGUE.entries()) {
      const listing = {
        provider_code: game.provider,
        category: game.category,
        name: game.name,
        thumbnail: thumbnailOf(game.code),
        hot: game.hot ? 1 : 0,
        sort_order: index + 1,
      } as const;
      const { numUpdatedRows } = await db.updateTable('games').set(listing).where('code', '=', game.code).executeTakeFirst();
      if (numUpdatedRows === 0n)
        await db
          .insertInto('games')
          .values({ code: game.code, engine: game.engine, ...listing })
          .execute();
    }
  },
};
