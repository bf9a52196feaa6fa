// Every game of the catalogue has its picture on our own origin, exactly as the script draws it,
// and its own: no two games share a motif or a picture, and a game added to the catalogue (any
// engine, any code) is drawn with a motif of its own too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { motifsOf, thumbnailSvg } from '../../../scripts/game-thumbnails.mjs';
import { GAME_CATALOGUE, thumbnailOf } from '../../../src/platform/seed/games.ts';

describe('game pictures', () => {
  it.each(GAME_CATALOGUE.map((game) => [game.code, game] as const))(
    '%s is in public/, as scripts/game-thumbnails.mjs draws it',
    (_code, game) => {
      const file = readFileSync(`public${thumbnailOf(game.code)}`, 'utf8');
      expect(file).toBe(thumbnailSvg(game));
      expect(file).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing fetched from elsewhere
      expect(file).not.toMatch(/<text/); // no words inside a picture
    },
  );

  it('gives no two games the same motif or the same picture', () => {
    const motifs = [...motifsOf(GAME_CATALOGUE).values()];
    expect(new Set(motifs).size).toBe(GAME_CATALOGUE.length);
    const files = GAME_CATALOGUE.map((game) => readFileSync(`public${thumbnailOf(game.code)}`, 'utf8'));
    expect(new Set(files).size).toBe(GAME_CATALOGUE.length);
  });

  it('draws games the catalogue may gain with motifs of their own: fishing and football of any name', () => {
    const more = [
      ...['arcade-shark-hunt', 'arcade-reef', 'arcade-golden-koi', 'arcade-x'].map((code) => ({ code, engine: 'fishing' as const })),
      ...['virtual-league', 'virtual-derby', 'virtual-y'].map((code) => ({ code, engine: 'football' as const })),
    ];
    const catalogue = [
      ...GAME_CATALOGUE,
      ...more.map((game) => ({ ...game, name: game.code, provider: 'r999' as const, category: 'fishing' as const })),
    ];
    const motifs = motifsOf(catalogue);
    expect(new Set(motifs.values()).size).toBe(catalogue.length);
    expect(motifs.get('arcade-shark-hunt')).toBe('shark');
    expect(motifs.get('virtual-league')).toBe('trophy');
    for (const game of catalogue) expect(thumbnailSvg(game, catalogue)).toContain(`data-motif="${motifs.get(game.code)}"`);
  });
});
