// Prompt, the site's one typeface, from its one source: the full TrueType fonts of
// @expo-google-fonts/prompt (every weight, Thai and Latin), and the character ranges Google Fonts
// cuts them into. The page fonts (build-fonts.mjs) and the SVG artwork's outlines
// (outline-svg-text.mjs) both read it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The package names a weight's file by the weight and its name. */
const NAMES = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

/** Prompt's full TrueType font at one weight (upright). @param {number} weight @returns {Buffer} */
export function promptFont(weight) {
  const name = NAMES[weight];
  if (!name) throw new Error(`Prompt has no weight ${weight}`);
  return readFileSync(require.resolve(`@expo-google-fonts/prompt/${weight}${name}/Prompt_${weight}${name}.ttf`));
}

/** Google Fonts' Thai subset of Prompt (its unicode-range). */
const THAI = [[0x02d7], [0x0303], [0x0331], [0x0e01, 0x0e5b], [0x200c, 0x200d], [0x25cc]];

/** Google Fonts' Latin subset of Prompt (its unicode-range): what the SVG artwork's words may use. */
export const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/** Both subsets: what the site's font files hold. */
export const RANGES = [...THAI, ...LATIN];
