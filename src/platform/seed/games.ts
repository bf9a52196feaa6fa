// The game catalogue: the embedded platform is its own provider, honest about what each game is.
// One studio name per engine family: R999 Originals deals the tables (baccarat, dragon tiger:
// src/rules/games/baccarat.ts, games-dragon-tiger.ts), Siam Studio makes the slots (the fruit
// slot and the free-spin slot: games-slot.ts, games-freespin.ts); the arcade fishing game and the
// virtual football have studios of their own. A game is listed once, in the category of its kind,
// on the engine it plays; its picture is artwork of our own (public/images/games/, made by
// scripts/game-thumbnails.mjs). Seed data only: an operator changes the tables. An existing
// database is brought to this list by honestCatalogue (honest-catalogue.ts).
import type { GameCategory } from '../../contract/games/games.ts';
import type { Db } from '../db/database.ts';
import type { SeedStep } from '../db/seed.ts';
import type { GameEngine } from '../db/tables/games.ts';

export const GAME_PROVIDERS = [
  { code: 'r999', name: 'R999 Originals' },
  { code: 'siam', name: 'Siam Studio' },
  { code: 'r999-arcade', name: 'R999 Arcade' },
  { code: 'r999-vsports', name: 'R999 Virtual Sports' },
] as const;

export interface CatalogueGame {
  code: string;
  provider: (typeof GAME_PROVIDERS)[number]['code'];
  category: GameCategory;
  name: string;
  engine: GameEngine;
  hot?: boolean;
}

export const GAME_CATALOGUE: readonly CatalogueGame[] = [
  { code: 'r999-baccarat-1', provider: 'r999', category: 'casino', name: 'บาคาร่า R999 โต๊ะ 1', engine: 'baccarat', hot: true },
  { code: 'r999-baccarat-2', provider: 'r999', category: 'casino', name: 'บาคาร่า R999 โต๊ะ 2', engine: 'baccarat' },
  { code: 'siam-speed-baccarat', provider: 'r999', category: 'casino', name: 'บาคาร่าสยาม', engine: 'baccarat' },
  { code: 'andaman-baccarat', provider: 'r999', category: 'casino', name: 'บาคาร่าอันดามัน', engine: 'baccarat' },
  { code: 'r999-dragon-tiger', provider: 'r999', category: 'casino', name: 'เสือมังกร R999', engine: 'dragon_tiger', hot: true },
  { code: 'r999-fruits', provider: 'siam', category: 'slot', name: 'ผลไม้ R999', engine: 'slot', hot: true },
  { code: 'siam-golden-elephant', provider: 'siam', category: 'slot', name: 'ช้างทองสยาม', engine: 'slot', hot: true },
  { code: 'siam-songkran', provider: 'siam', category: 'slot', name: 'สงกรานต์สาดโชค', engine: 'slot' },
  { code: 'andaman-pearl', provider: 'siam', category: 'slot', name: 'ไข่มุกอันดามัน', engine: 'slot' },
  { code: 'andaman-lucky-seven', provider: 'siam', category: 'slot', name: 'เจ็ดนำโชค', engine: 'slot' },
  { code: 'siam-fruit-free-spins', provider: 'siam', category: 'freespin', name: 'ผลไม้ฟรีสปิน', engine: 'freespin', hot: true },
  // The fishing engine's schools (contract/games/games-fishing.ts): small stakes on the river, big ones in the deep.
  { code: 'arcade-reef-fishing', provider: 'r999-arcade', category: 'fishing', name: 'ยิงปลาแนวปะการัง', engine: 'fishing', hot: true },
  { code: 'arcade-river-fishing', provider: 'r999-arcade', category: 'fishing', name: 'ยิงปลาสายน้ำไทย', engine: 'fishing' },
  { code: 'arcade-deep-fishing', provider: 'r999-arcade', category: 'fishing', name: 'ยิงปลาทะเลลึก', engine: 'fishing' },
  // The football engine's leagues (contract/games/games-football.ts): their goal rates and margins differ.
  {
    code: 'vsports-football-classic',
    provider: 'r999-vsports',
    category: 'sport',
    name: 'ฟุตบอลเสมือนจริง ลีกคลาสสิก',
    engine: 'football',
    hot: true,
  },
  { code: 'vsports-football-attack', provider: 'r999-vsports', category: 'sport', name: 'ฟุตบอลเสมือนจริง ลีกเกมรุก', engine: 'football' },
];

/** Where a game's picture is served from (our own origin). */
export const thumbnailOf = (code: string) => `/images/games/${code}.svg`;

export const gameCatalogue: SeedStep = {
  name: 'game providers and games',
  async run(db: Db) {
    await db
      .insertInto('game_providers')
      .values(GAME_PROVIDERS.map((provider, index) => ({ ...provider, sort_order: index + 1 })))
      .execute();
    await db
      .insertInto('games')
      .values(
        GAME_CATALOGUE.map((game, index) => ({
          code: game.code,
          provider_code: game.provider,
          category: game.category,
          name: game.name,
          thumbnail: thumbnailOf(game.code),
          engine: game.engine,
          hot: game.hot ? 1 : 0,
          sort_order: index + 1,
        })),
      )
      .execute();
  },
};
