// `node scripts/game-thumbnails.mjs`: the pictures of the game catalogue (src/platform/seed/games.ts),
// written to public/images/games/<code>.svg. Artwork of our own, no words in it (the page writes the
// game's name under it), 240×240: each game its own motif (what its name says: an elephant, a
// pearl, three tables of cards in three settings, a shark ...) on a gradient of its own colours.
// A game gets the first motif its code names that no earlier game of the catalogue took, else the
// next unused motif of its engine's family, so any game added to the catalogue (the fishing and
// football games too) is drawn, and no two games share a picture. A unit test
// (tests/unit/games/thumbnails.test.ts) fails when the files differ from what this writes.
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

const W = '#fff';
const card = (x, y, angle, fill = W) =>
  `<rect x="${x}" y="${y}" width="64" height="92" rx="9" fill="${fill}" stroke="#0f172a" stroke-opacity="0.25" stroke-width="2" transform="rotate(${angle} ${x + 32} ${y + 46})"/>`;
const heart = (x, y, s, fill) =>
  `<path d="M${x} ${y + 6 * s}c-${5 * s}-${9 * s}-${16 * s}-${4 * s}-${11 * s} ${5 * s}l${11 * s} ${12 * s} ${11 * s}-${12 * s}c${5 * s}-${9 * s}-${6 * s}-${14 * s}-${11 * s}-${5 * s}z" fill="${fill}"/>`;
const spade = (x, y, s, fill) =>
  `<path d="M${x} ${y}l${11 * s} ${13 * s}c${4 * s} ${6 * s}-${4 * s} ${12 * s}-${9 * s} ${6 * s}l${3 * s} ${8 * s}h-${10 * s}l${3 * s}-${8 * s}c-${5 * s} ${6 * s}-${13 * s} 0-${9 * s}-${6 * s}z" fill="${fill}"/>`;
const chip = (cx, cy, fill) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="26" ry="10" fill="${fill}" stroke="${W}" stroke-width="4" stroke-dasharray="8 6"/>`;
const fish = (cx, cy, size, body, eye = '#0f172a') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${size}" ry="${size * 0.55}" fill="${body}"/>` +
  `<path d="M${cx + size * 0.85} ${cy} L${cx + size * 1.5} ${cy - size * 0.5} L${cx + size * 1.5} ${cy + size * 0.5} Z" fill="${body}"/>` +
  `<circle cx="${cx - size * 0.5}" cy="${cy - size * 0.12}" r="${Math.max(2, size * 0.12)}" fill="${eye}"/>`;
const waves = (y, fill) => `<path d="M0 ${y} q30 -18 60 0 t60 0 t60 0 t60 0 V240 H0 Z" fill="${fill}" fill-opacity="0.55"/>`;
const ball = (cx, cy, r, accent) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${W}" stroke="#0f172a" stroke-width="3"/>` +
  `<path d="M${cx} ${cy - r * 0.45} L${cx + r * 0.43} ${cy - r * 0.14} L${cx + r * 0.27} ${cy + r * 0.36} L${cx - r * 0.27} ${cy + r * 0.36} L${cx - r * 0.43} ${cy - r * 0.14} Z" fill="${accent}"/>`;
const seven = (x, y, fill) => `<path d="M${x} ${y}h44v12l-22 52h-14l20-48h-28z" fill="${fill}" stroke="#7f1d1d" stroke-width="3"/>`;
const star = (cx, cy, r, fill) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};
const cherries = (cx, cy, s) =>
  `<path d="M${cx - 10 * s} ${cy + 8 * s}C${cx - 6 * s} ${cy - 14 * s} ${cx} ${cy - 26 * s} ${cx + 16 * s} ${cy - 32 * s}M${cx + 12 * s} ${cy + 8 * s}C${cx + 10 * s} ${cy - 10 * s} ${cx + 10 * s} ${cy - 22 * s} ${cx + 16 * s} ${cy - 32 * s}" stroke="#15803d" stroke-width="${4 * s}" fill="none"/>` +
  `<circle cx="${cx - 12 * s}" cy="${cy + 12 * s}" r="${12 * s}" fill="#dc2626"/><circle cx="${cx + 14 * s}" cy="${cy + 12 * s}" r="${12 * s}" fill="#b91c1c"/>`;

/** Every motif, by name: what it draws over the gradient with the game's accent colour. */
const MOTIFS = {
  // Tables: four baccarat tables in four settings, and dragon tiger.
  'cards-fan': (a) => card(58, 70, -18) + card(88, 62, 0) + card(118, 70, 18) + spade(152, 96, 1.6, '#0f172a') + heart(120, 96, 1.2, a),
  'cards-chips': (a) =>
    card(50, 56, -8) + card(98, 52, 8) + heart(82, 92, 1.3, a) + chip(168, 186, a) + chip(168, 172, '#0f172a') + chip(168, 158, a),
  'cards-temple': (a) =>
    `<path d="M120 30 L196 120 H44 Z M120 60 L176 130 H64 Z" fill="#facc15" fill-opacity="0.85"/>` +
    card(64, 108, -10) +
    card(112, 104, 10) +
    spade(96, 140, 1.3, '#0f172a') +
    heart(144, 136, 1.3, a),
  'cards-waves': (a) =>
    `<circle cx="180" cy="62" r="26" fill="#fde68a"/>` +
    card(62, 66, -12) +
    card(110, 62, 10) +
    heart(94, 100, 1.3, a) +
    waves(176, '#38bdf8'),
  'dragon-tiger': (a) =>
    card(34, 70, -6, '#fee2e2') +
    card(142, 70, 6, '#ffedd5') +
    `<path d="M52 130c8-28 40-28 40-8-12-8-24 0-18 10 10 0 12 14 0 16-12 2-24-6-22-18z" fill="#dc2626"/>` +
    `<path d="M150 96h48M148 116h52M150 136h48" stroke="#0f172a" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M126 70 L108 122 H124 L112 170 L138 110 H122 Z" fill="${a}" stroke="${W}" stroke-width="3"/>`,
  // Slots: what each name says.
  cherries: () => `<rect x="40" y="52" width="160" height="136" rx="22" fill="${W}" fill-opacity="0.9"/>` + cherries(112, 112, 2.2),
  elephant: (a) =>
    `<ellipse cx="132" cy="132" rx="62" ry="44" fill="#facc15"/><circle cx="78" cy="104" r="34" fill="#facc15"/>` +
    `<path d="M56 112 q-14 40 8 62 l10-6 q-14-20-2-50z" fill="#facc15"/>` +
    `<ellipse cx="94" cy="104" rx="18" ry="26" fill="#eab308"/><circle cx="70" cy="96" r="5" fill="#0f172a"/>` +
    `<rect x="92" y="160" width="18" height="40" rx="6" fill="#facc15"/><rect x="152" y="160" width="18" height="40" rx="6" fill="#facc15"/>` +
    `<path d="M60 66 l18-16 18 16z" fill="${a}"/>`,
  'water-bowl': (a) =>
    `<path d="M52 140 h136 q-8 52-68 52 q-60 0-68-52z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="4"/>` +
    `<ellipse cx="120" cy="140" rx="68" ry="12" fill="#38bdf8"/>` +
    [
      [84, 96],
      [120, 76],
      [156, 96],
      [102, 58],
      [140, 54],
    ]
      .map(([x, y]) => `<path d="M${x} ${y - 16} q12 18 0 26 q-12-8 0-26z" fill="#7dd3fc"/>`)
      .join('') +
    `<circle cx="196" cy="60" r="10" fill="${a}"/>`,
  pearl: (a) =>
    `<path d="M40 150 a80 80 0 0 1 160 0z" fill="#fbcfe8"/><path d="M40 150 h160 q-20 48 -80 48 q-60 0 -80 -48z" fill="#f9a8d4"/>` +
    `<path d="M60 148 L120 76 L180 148 M90 148 L120 80 L150 148" stroke="#ec4899" stroke-width="3" fill="none"/>` +
    `<circle cx="120" cy="150" r="24" fill="${W}"/><circle cx="112" cy="142" r="7" fill="${a}" fill-opacity="0.5"/>`,
  sevens: () =>
    [0, 1, 2]
      .map(
        (reel) =>
          `<rect x="${32 + reel * 62}" y="72" width="52" height="96" rx="10" fill="${W}" fill-opacity="0.92"/>${seven(36 + reel * 62, 88, '#ef4444')}`,
      )
      .join(''),
  'free-spins': (a) =>
    `<circle cx="120" cy="120" r="70" fill="none" stroke="${W}" stroke-width="14" stroke-dasharray="150 70" stroke-linecap="round"/>` +
    `<path d="M186 78 l14 34 -36 -6z" fill="${W}"/>` +
    `<circle cx="120" cy="120" r="44" fill="#7c3aed"/>` +
    star(120, 120, 34, '#facc15') +
    cherries(58, 186, 0.9) +
    `<circle cx="190" cy="190" r="8" fill="${a}"/>`,
  // Arcade fishing: one sea creature or school each.
  'fish-school': (a) => fish(86, 92, 30, W) + fish(150, 132, 40, '#facc15') + fish(76, 170, 22, a) + waves(206, '#0ea5e9'),
  shark: () =>
    `<path d="M30 134 q80 -56 150 -8 l40 -26 -10 40 10 40 -40 -26 q-70 40 -150 -20z" fill="#cbd5e1"/>` +
    `<path d="M110 98 l26 -40 10 44z" fill="#94a3b8"/><circle cx="62" cy="128" r="5" fill="#0f172a"/>` +
    `<path d="M56 150 l10 -6 10 6 10 -6 10 6" stroke="${W}" stroke-width="3" fill="none"/>` +
    waves(196, '#0284c7'),
  goldfish: () =>
    `<path d="M150 120 q40 -50 60 -30 q-14 30 0 60 q-20 20 -60 -30z" fill="#fb923c" fill-opacity="0.9"/>` +
    `<ellipse cx="108" cy="120" rx="54" ry="36" fill="#f97316"/><circle cx="80" cy="110" r="7" fill="#0f172a"/>` +
    `<path d="M100 84 q20 -30 40 0z" fill="#fdba74"/>` +
    [0, 1, 2]
      .map((i) => `<circle cx="${50 + i * 24}" cy="${60 - i * 14}" r="${6 + i * 2}" fill="none" stroke="${W}" stroke-width="3"/>`)
      .join(''),
  anglerfish: (a) =>
    `<circle cx="124" cy="134" r="60" fill="#1e293b"/><path d="M90 150 l10 -12 10 12 10 -12 10 12 10 -12 10 12" stroke="${W}" stroke-width="4" fill="none"/>` +
    `<circle cx="100" cy="112" r="9" fill="${W}"/><path d="M120 74 q10 -50 50 -40" stroke="#94a3b8" stroke-width="4" fill="none"/>` +
    `<circle cx="172" cy="36" r="14" fill="${a}"/><circle cx="172" cy="36" r="24" fill="${a}" fill-opacity="0.3"/>`,
  crab: (a) =>
    `<ellipse cx="120" cy="140" rx="62" ry="40" fill="#ef4444"/>` +
    `<path d="M70 120 q-30 -30 -20 -60 q10 20 30 14 q-14 14 4 40z M170 120 q30 -30 20 -60 q-10 20 -30 14 q14 14 -4 40z" fill="#ef4444"/>` +
    `<circle cx="100" cy="110" r="9" fill="${W}"/><circle cx="140" cy="110" r="9" fill="${W}"/><circle cx="100" cy="110" r="4" fill="#0f172a"/><circle cx="140" cy="110" r="4" fill="#0f172a"/>` +
    `<path d="M64 160 l-24 20 M70 172 l-18 26 M176 160 l24 20 M170 172 l18 26" stroke="#ef4444" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="120" cy="148" r="8" fill="${a}"/>`,
  octopus: (a) =>
    `<path d="M70 130 a50 56 0 0 1 100 0z" fill="#a855f7"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${76 + i * 22} 128 q${i % 2 ? 14 : -14} 40 ${i % 2 ? -6 : 6} 66" stroke="#a855f7" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      )
      .join('') +
    `<circle cx="104" cy="104" r="9" fill="${W}"/><circle cx="136" cy="104" r="9" fill="${W}"/><circle cx="120" cy="64" r="6" fill="${a}"/>`,
  whale: (a) =>
    `<path d="M36 140 q0 -60 90 -60 q60 0 70 50 l24 -24 -4 40 -24 4 q-20 40 -90 40 q-66 0 -66 -50z" fill="#3b82f6"/>` +
    `<path d="M60 156 q60 24 120 0" stroke="#bfdbfe" stroke-width="6" fill="none"/><circle cx="80" cy="126" r="6" fill="#0f172a"/>` +
    `<path d="M116 78 q-6 -30 -24 -36 M116 78 q6 -30 24 -36 M116 78 v-40" stroke="${a}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  'crowned-fish': (a) =>
    fish(112, 136, 52, '#facc15', '#7c2d12') +
    `<path d="M72 74 l12 26 h64 l12 -26 -22 14 -12 -24 -12 24z" fill="${a}" stroke="${W}" stroke-width="3"/>`,
  // Virtual football.
  'ball-goal': (a) =>
    `<path d="M30 70 h180 v110" fill="none" stroke="${W}" stroke-width="8"/><path d="M30 70 v110" stroke="${W}" stroke-width="8"/>` +
    [1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${30 + i * 22.5} 70 v110" stroke="${W}" stroke-opacity="0.4" stroke-width="2"/>`).join('') +
    [1, 2, 3, 4].map((i) => `<path d="M30 ${70 + i * 22} h180" stroke="${W}" stroke-opacity="0.4" stroke-width="2"/>`).join('') +
    ball(150, 158, 30, a),
  trophy: (a) =>
    `<path d="M80 50 h80 v40 q0 46 -40 50 q-40 -4 -40 -50z" fill="#facc15"/>` +
    `<path d="M80 62 q-30 0 -24 26 q6 22 28 20 M160 62 q30 0 24 26 q-6 22 -28 20" stroke="#facc15" stroke-width="8" fill="none"/>` +
    `<rect x="110" y="138" width="20" height="26" fill="#eab308"/><rect x="84" y="162" width="72" height="18" rx="4" fill="#eab308"/>` +
    ball(184, 186, 24, a),
  jerseys: (a) => {
    const shirt = (x, fill) =>
      `<path d="M${x} 80 l24 -16 h28 l24 16 -14 26 -12 -6 v84 h-48 v-84 l-12 6z" fill="${fill}" stroke="${W}" stroke-width="3"/>`;
    return shirt(26, '#ef4444') + shirt(118, '#2563eb') + `<circle cx="120" cy="196" r="10" fill="${a}"/>`;
  },
  pitch: (a) =>
    `<rect x="30" y="50" width="180" height="140" rx="6" fill="#16a34a" stroke="${W}" stroke-width="5"/>` +
    `<path d="M120 50 v140" stroke="${W}" stroke-width="4"/><circle cx="120" cy="120" r="26" fill="none" stroke="${W}" stroke-width="4"/>` +
    `<rect x="30" y="92" width="26" height="56" fill="none" stroke="${W}" stroke-width="4"/><rect x="184" y="92" width="26" height="56" fill="none" stroke="${W}" stroke-width="4"/>` +
    ball(160, 104, 14, a),
  scoreboard: (a) =>
    `<rect x="36" y="62" width="168" height="96" rx="14" fill="#0f172a"/>` +
    `<circle cx="84" cy="110" r="26" fill="#ef4444"/><circle cx="156" cy="110" r="26" fill="#2563eb"/>` +
    `<rect x="114" y="96" width="12" height="12" fill="${W}"/><rect x="114" y="116" width="12" height="12" fill="${W}"/>` +
    ball(120, 194, 22, a),
};

/** The motifs a family may take when no name of the code picks one, in this order. */
const FAMILY = {
  baccarat: ['cards-fan', 'cards-chips', 'cards-temple', 'cards-waves'],
  dragon_tiger: ['dragon-tiger', 'cards-chips', 'cards-fan'],
  slot: ['cherries', 'sevens', 'pearl', 'elephant', 'water-bowl'],
  freespin: ['free-spins', 'cherries', 'sevens'],
  fishing: ['fish-school', 'shark', 'goldfish', 'anglerfish', 'crab', 'octopus', 'whale', 'crowned-fish'],
  football: ['ball-goal', 'pitch', 'trophy', 'jerseys', 'scoreboard'],
};

/** Words a game's code may hold and the motif each names (the first that fits wins). */
const NAMED = [
  [/dragon-tiger/, 'dragon-tiger'],
  [/free-spin/, 'free-spins'],
  [/baccarat-1$/, 'cards-fan'],
  [/baccarat-2$/, 'cards-chips'],
  [/siam.*baccarat/, 'cards-temple'],
  [/andaman.*baccarat/, 'cards-waves'],
  [/fruit/, 'cherries'],
  [/seven/, 'sevens'],
  [/pearl/, 'pearl'],
  [/elephant/, 'elephant'],
  [/songkran|water/, 'water-bowl'],
  [/shark/, 'shark'],
  [/river/, 'goldfish'],
  [/carp|koi|gold/, 'goldfish'],
  [/deep|abyss|angler/, 'anglerfish'],
  [/crab/, 'crab'],
  [/octopus|squid/, 'octopus'],
  [/whale/, 'whale'],
  [/king|boss|royal/, 'crowned-fish'],
  [/reef|school|ocean|sea/, 'fish-school'],
  [/cup|league|champion/, 'trophy'],
  [/derby|classic|rival/, 'jerseys'],
  [/turbo|express|quick/, 'scoreboard'],
];

/** Each game's motif, the catalogue's first come first served: no two games share one. */
export function motifsOf(catalogue) {
  const taken = new Set();
  const motifs = new Map();
  for (const game of catalogue) {
    const named = NAMED.filter(([words]) => words.test(game.code)).map(([, motif]) => motif);
    const motif = [...named, ...(FAMILY[game.engine] ?? []), ...Object.keys(MOTIFS)].find((name) => !taken.has(name));
    if (!motif) throw new Error(`no motif left for ${game.code}`);
    taken.add(motif);
    motifs.set(game.code, motif);
  }
  return motifs;
}

export function thumbnailSvg(game, catalogue = GAME_CATALOGUE) {
  const motif = motifsOf(catalogue).get(game.code);
  const seed = hash(game.code);
  const hue = seed % 360;
  const from = `hsl(${hue} 70% 38%)`;
  const to = `hsl(${(hue + 40) % 360} 75% 22%)`;
  const accent = `hsl(${(hue + 180) % 360} 85% 55%)`;
  const id = `g-${game.code}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" data-motif="${motif}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="240" height="240" rx="28" fill="url(#${id})"/>`,
    `<circle cx="${40 + (seed % 160)}" cy="${30 + ((seed >> 8) % 60)}" r="70" fill="#fff" fill-opacity="0.06"/>`,
    MOTIFS[motif](accent),
    `</svg>`,
    '',
  ].join('');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(OUT, { recursive: true });
  // Pictures of games no longer listed stay: closed games' rows and older polls still name them.
  for (const game of GAME_CATALOGUE) writeFileSync(join(OUT, `${game.code}.svg`), thumbnailSvg(game));
  console.log(`${GAME_CATALOGUE.length} game pictures in ${OUT}`);
}
