// The demo's content pictures (the logo, banners, events, announcements, promotions and point-shop
// items) as the content desk keeps an operator's upload (src/platform/content/pictures.ts): WebP at
// quality 80, made by sharp from the artwork's SVG beside it in public/. The desk never serves an
// SVG, and an SVG costs a phone's main thread what a WebP does not (issue 30: each <img> of one is a
// document of its own to parse, style and lay out, and it is drawn there too; a WebP is decoded off
// the main thread); the demo shows what production serves.
//
//   node scripts/content-pictures.mjs   writes the WebP files (npm run artwork, after the SVGs);
//   tests/unit/artwork.test.ts fails when one is missing or is not its SVG's picture.
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PUBLIC } from './outline-svg-text.mjs';

/**
 * Each picture's width in pixels: about twice the width of its box on a phone (the site is phone
 * first; a desktop shows the wide ones a little soft), at most the desk's 1600.
 */
const WIDTHS = {
  'images/logo.svg': 280, // the header's 140 × 50 logo
  'images/banners': 800, // a phone's full-width banner at twice the density: the home page's largest paint, its bytes count
  'images/events': 800, // the event dialog, the whole width of a phone
  'images/notifications': 800, // the 400-pixel announcement dialog
  'images/promotions': 800, // a landing page's hero (and the home page's small cards)
  'images/shop': 400, // a 200-pixel point-shop card
};

/** Every picture: its SVG, the WebP made from it, and its width. */
export function contentPictures() {
  return Object.entries(WIDTHS)
    .flatMap(([path, width]) =>
      path.endsWith('.svg')
        ? [{ path, width }]
        : readdirSync(join(PUBLIC, path))
            .filter((name) => name.endsWith('.svg'))
            .map((name) => ({ path: `${path}/${name}`, width })),
    )
    .map(({ path, width }) => ({ svg: join(PUBLIC, path), webp: join(PUBLIC, path.replace(/\.svg$/, '.webp')), width }))
    .sort((a, b) => a.svg.localeCompare(b.svg));
}

/** The SVG drawn at `width` pixels (sharp's librsvg draws it at that size, not scaled up after). */
export async function renderWebp(svg, width) {
  const { width: own } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * width) / own })
    .resize({ width })
    .webp({ quality: 80 })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { svg, webp, width } of contentPictures()) {
    const bytes = await renderWebp(svg, width);
    writeFileSync(webp, bytes);
    console.log(`wrote public/${relative(PUBLIC, webp)} from ${relative(PUBLIC, svg)} (${bytes.length} bytes)`);
  }
}
