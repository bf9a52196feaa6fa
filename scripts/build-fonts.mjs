// Builds the site's two font files from Prompt's full fonts (@expo-google-fonts/prompt): one per
// weight the design uses, regular (400) and semibold (600), each holding the Thai and the Latin
// characters (the ranges of Google Fonts' Thai and Latin subsets), with their shaping tables (Thai
// marks and ligatures) kept by HarfBuzz's subsetter. A page's first paint needs both weights, its
// text both scripts: two files, not four, both preloaded (src/layouts/Base.astro) so no text is
// drawn first in a fallback font and then shifts. Output: src/assets/fonts/, committed.
//
//   node scripts/build-fonts.mjs           writes src/assets/fonts/
//   node scripts/build-fonts.mjs --check   exits 1 when src/assets/fonts/ differs from a fresh build
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { RANGES, promptFont } from './prompt-font.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'src/assets/fonts');

/** The weights the design uses on pages: regular and semibold. */
export const WEIGHTS = { 400: 'Regular', 600: 'SemiBold' };

function characters() {
  let text = '';
  for (const [from, to = from] of RANGES) for (let code = from; code <= to; code++) if (code > 0x1f) text += String.fromCodePoint(code);
  return text;
}

/** @param {string} weight 400 or 600 @returns {Promise<Buffer>} */
export async function buildFont(weight, format = 'woff2') {
  const ttf = promptFont(Number(weight));
  // Unhinted, like Google Fonts' own web files: phones render without TrueType instructions.
  return subsetFont(ttf, characters(), { targetFormat: format, noHinting: true });
}

/** What is written: the pages' web fonts, and TrueType for the server's bill picture (resvg reads no WOFF2). */
const FORMATS = { woff2: 'woff2', ttf: 'truetype' };

/**
 * `font` cut down to the glyphs of `text` (TrueType): bigger than a cut to nothing but .notdef
 * exactly when the font has a glyph for the text.
 * @param {Buffer} font @param {string} text @returns {Promise<Buffer>}
 */
export function cutTo(font, text) {
  return subsetFont(font, text, { targetFormat: 'truetype' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [weight, extension] of Object.keys(WEIGHTS).flatMap((weight) =>
    Object.keys(FORMATS).map((extension) => [weight, extension]),
  )) {
    const file = join(OUT, `prompt-${weight}.${extension}`);
    const built = await buildFont(weight, FORMATS[extension]);
    if (check) {
      let current = Buffer.alloc(0);
      try {
        current = readFileSync(file);
      } catch {
        // missing: stale
      }
      if (!current.equals(built)) {
        console.error(`${file} differs from a fresh build: run npm run fonts`);
        stale = true;
      }
    } else {
      writeFileSync(file, built);
      console.log(`${file}: ${built.length} bytes`);
    }
  }
  if (stale) process.exit(1);
}
