// The site's font files (src/assets/fonts/, built by scripts/build-fonts.mjs from Prompt's full
// fonts): up to date with the script, and each holding every Thai and Latin character the site
// writes, so one file per weight is all a page needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT, WEIGHTS, buildFont, cutTo } from '../../scripts/build-fonts.mjs';

describe('Prompt font files', () => {
  for (const weight of Object.keys(WEIGHTS)) {
    it(`prompt-${weight}.woff2 is what scripts/build-fonts.mjs builds`, async () => {
      const committed = readFileSync(join(OUT, `prompt-${weight}.woff2`));
      expect(committed.equals(await buildFont(weight))).toBe(true);
    });

    it(`prompt-${weight}.ttf (the server's bill picture) is what scripts/build-fonts.mjs builds`, async () => {
      const committed = readFileSync(join(OUT, `prompt-${weight}.ttf`));
      expect(committed.equals(await buildFont(weight, 'truetype'))).toBe(true);
    });

    it(`prompt-${weight}.woff2 draws Thai with its marks, Latin letters, digits and the baht sign`, async () => {
      const committed = readFileSync(join(OUT, `prompt-${weight}.woff2`));
      // Subsetting the file to one character keeps its glyph when the file has it: a missing one
      // leaves a subset as small as one of a character it cannot have (CJK), .notdef alone.
      const empty = (await cutTo(committed, '中')).length;
      for (const character of new Set('ยินดีต้อนรับสู่ R999 หวยออนไลน์ ฿1,000.00 ๐๑๒ ํ่้๊๋็ั ฤฦ')) {
        if (character === ' ') continue;
        const subset = await cutTo(committed, character);
        expect(subset.length, character).toBeGreaterThan(empty);
      }
    });
  }
});
