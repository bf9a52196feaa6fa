// The site's SVG artwork: built from scripts/artwork/ by scripts/outline-svg-text.mjs, every word in
// it an outline of Prompt's glyphs, never an SVG <text> (which falls back to a system font, or to
// empty boxes on a device without Thai fonts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PUBLIC, artwork, outlineSvg } from '../../scripts/outline-svg-text.mjs';
import { contentPictures, renderWebp } from '../../scripts/content-pictures.mjs';

function svgsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? svgsUnder(join(dir, entry.name)) : entry.name.endsWith('.svg') ? [join(dir, entry.name)] : [],
  );
}

describe('artwork', () => {
  it('has no SVG text anywhere in public/', () => {
    const svgs = svgsUnder(PUBLIC);
    expect(svgs.length).toBeGreaterThanOrEqual(10);
    expect(svgs.filter((file) => /<text[\s>]/.test(readFileSync(file, 'utf8'))).map((file) => relative(PUBLIC, file))).toEqual([]);
  });

  it('is what the outline script builds from its sources (run it after editing one)', () => {
    const built = artwork();
    expect(built.map(({ target }) => relative(PUBLIC, target))).toEqual(
      expect.arrayContaining(['favicon.svg', 'images/logo.svg', 'images/banners/banner-1.svg', 'images/events/event-1.svg']),
    );
    for (const { source, target } of built) {
      expect(readFileSync(target, 'utf8'), relative(PUBLIC, target)).toBe(outlineSvg(readFileSync(source, 'utf8')));
    }
  });

  it('turns a <text> into the outline of its words, keeping its paint and dropping its font', () => {
    const out = outlineSvg(
      '<svg><text x="10" y="40" font-family="Prompt" font-size="30" font-weight="700" text-anchor="middle" fill="#fff" opacity="0.5">R9</text></svg>',
    );
    expect(out).toMatch(/^<svg><path data-text="R9" fill="#fff" opacity="0.5" d="M[-\d. MLQCZ]+"\/><\/svg>$/);
    expect(out).not.toContain('font-family');
    // Centred on x = 10: the outline spans both sides of it.
    const xs = [...out.matchAll(/[MLQC](-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeLessThan(10);
    expect(Math.max(...xs)).toBeGreaterThan(10);
  });

  it('refuses Thai words and a <text> without its own size: those belong in HTML over the artwork', () => {
    expect(() => outlineSvg('<svg><text x="0" y="0" font-size="20">หวย</text></svg>')).toThrow(/HTML over the artwork/);
    expect(() => outlineSvg('<svg><text x="0" y="0">R</text></svg>')).toThrow(/font-size/);
  });

  it('has each content picture as the WebP drawn from its SVG (run npm run artwork after editing one)', async () => {
    const pictures = contentPictures();
    expect(pictures.map(({ webp }) => relative(PUBLIC, webp))).toEqual(
      expect.arrayContaining(['images/logo.webp', 'images/banners/banner-1.webp', 'images/notifications/welcome.webp']),
    );
    const pixels = (bytes: Buffer | string) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const { svg, webp, width } of pictures) {
      const kept = await pixels(webp);
      const drawn = await pixels(await renderWebp(svg, width));
      const own = await sharp(svg).metadata();
      expect([kept.info.width, kept.info.height], relative(PUBLIC, webp)).toEqual([width, Math.round((width * own.height!) / own.width!)]);
      expect([kept.info.width, kept.info.height]).toEqual([drawn.info.width, drawn.info.height]);
      // Another sharp may encode a few pixels differently; another picture differs by far more.
      let difference = 0;
      for (let i = 0; i < kept.data.length; i++) difference += Math.abs(kept.data[i]! - drawn.data[i]!);
      expect(difference / kept.data.length, relative(PUBLIC, webp)).toBeLessThan(2);
    }
  });
});
