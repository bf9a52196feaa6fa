// After `astro build`: the demo's own pictures (dist/client/images/….webp) drawn at each of the
// fixed widths (src/contract/content/picture-widths.ts) beside them, as {name}.w{width}.webp, the
// way /media/{name}.w{width}.webp draws a desk picture on demand (src/server/media.ts: sharp, WebP
// at quality 80, never wider than the picture), so a page's srcset finds every width it lists.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS } from '../src/contract/content/picture-widths.ts';

const ROOT = 'dist/client/images';
const DRAWN = /\.w\d+\.webp$/;

function* pictures(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* pictures(path);
    else if (name.endsWith('.webp') && !DRAWN.test(name)) yield path;
  }
}

let count = 0;
for (const path of pictures(ROOT)) {
  const bytes = readFileSync(path);
  for (const width of PICTURE_WIDTHS) {
    const drawn = await sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    writeFileSync(path.replace(/\.webp$/, `.w${width}.webp`), drawn);
    count += 1;
  }
}
console.log(`drew ${count} picture widths in ${ROOT}`);
