// Every game of the catalogue has its picture on our own origin, exactly as the script draws it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { thumbnailSvg } from '../../../scripts/game-thumbnails.mjs';
import { GAME_CATALOGUE, thumbnailOf } from '../../../src/platform/seed/games.ts';

describe('game pictures', () => {
  it.each(GAME_CATALOGUE.map((game) => [game.code, game] as const))(
    '%s is in public/, as scripts/game-thumbnails.mjs draws it',
    (_code, game) => {
      const file = readFileSync(`public${thumbnailOf(game.code)}`, 'utf8');
      expect(file).toBe(thumbnailSvg(game));
      expect(file).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched from elsewhere
    },
  );
});
