// `node scripts/game-thumbnails.mjs`: the pictures of the game catalogue (src/platform/seed/games.ts),
// written to public/images/games/<code>.svg. Artwork of our own, no words in it (the page writes the
// game's name under it), 240×240, a motif per category on a gradient of the game's own colours.
// A unit test (tests/unit/games/thumbnails.test.ts) fails when the files differ from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CATALOGUE } from '../src/platform/seed/games.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'games');

/** A stable number from a text: each game's colours come from its code. */
function hash(text) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

const MOTIFS = {
  // Three reels with a round symbol each.
  slot: (accent) =>
    [0, 1, 2]
      .map((reel) => {
        const x = 42 + reel * 56;
        return `<rect x="${x}" y="70" width="44" height="100" rx="10" fill="#fff" fill-opacity="0.92"/><circle cx="${x + 22}" cy="120" r="14" fill="${accent}"/>`;
      })
      .join(''),
  // Two cards, slightly turned.
  casino: (accent) =>
    `<rect x="62" y="62" width="70" height="100" rx="10" fill="#fff" transform="rotate(-10 97 112)"/>` +
    `<rect x="108" y="70" width="70" height="100" rx="10" fill="#fff" fill-opacity="0.95" transform="rotate(8 143 120)"/>` +
    `<circle cx="143" cy="120" r="16" fill="${accent}"/>`,
  // A fish.
  fishing: (accent) =>
    `<ellipse cx="112" cy="120" rx="58" ry="34" fill="#fff" fill-opacity="0.92"/>` +
    `<path d="M166 120 L200 94 L200 146 Z" fill="#fff" fill-opacity="0.92"/><circle cx="86" cy="112" r="7" fill="${accent}"/>`,
  // A ball.
  sport: (accent) =>
    `<circle cx="120" cy="120" r="56" fill="#fff" fill-opacity="0.92"/>` +
    `<path d="M120 92 L146 110 L136 140 L104 140 L94 110 Z" fill="${accent}"/>`,
  // Arrows going round.
  freespin: (accent) =>
    `<circle cx="120" cy="120" r="54" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="120 50" stroke-linecap="round"/>` +
    `<circle cx="120" cy="120" r="18" fill="${accent}"/>`,
};

export function thumbnailSvg(game) {
  const seed = hash(game.code);
  const hue = seed % 360;
  const from = `hsl(${hue} 70% 38%)`;
  const to = `hsl(${(hue + 40) % 360} 75% 22%)`;
  const accent = `hsl(${(hue + 180) % 360} 85% 55%)`;
  const id = `g-${game.code}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="240" height="240" rx="28" fill="url(#${id})"/>`,
    `<circle cx="${40 + (seed % 160)}" cy="${30 + ((seed >> 8) % 60)}" r="70" fill="#fff" fill-opacity="0.06"/>`,
    MOTIFS[game.category](accent),
    game.hot ? `<circle cx="204" cy="36" r="14" fill="#f5b82e"/>` : '',
    `</svg>`,
    '',
  ].join('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(OUT, { recursive: true });
  for (const game of GAME_CATALOGUE) writeFileSync(join(OUT, `${game.code}.svg`), thumbnailSvg(game));
  console.log(`${GAME_CATALOGUE.length} game pictures in ${OUT}`);
}
