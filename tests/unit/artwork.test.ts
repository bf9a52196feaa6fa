// The site's SVG artwork: built from scripts/artwork/ by scripts/outline-svg-text.mjs, every word in
// it an outline of Prompt's glyphs, never an SVG <text> (which falls back to a system font, or to
// empty boxes on a device without Thai fonts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC, artwork, outlineSvg } from '../../scripts/outline-svg-text.mjs';

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
});
