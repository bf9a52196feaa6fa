// Builds the site's SVG artwork from its sources: every <text> becomes a <path> of the Prompt
// font's own glyph outlines (scripts/prompt-font.mjs), so a logo or a numeral looks the same on every
// device, with or without Prompt or any Thai font installed, and an <img> never falls back to a
// system font. Words members read (Thai sentences) belong in HTML over the artwork instead, where
// the page's Prompt font shapes them: this script refuses characters outside Prompt's Latin subset.
//
// Sources live in scripts/artwork/, mirroring public/ (scripts/artwork/images/logo.svg ->
// public/images/logo.svg). A source <text> carries its own x, y, font-size and, when needed,
// font-weight (default 400), text-anchor (start, middle, end) and letter-spacing (user units);
// font-family is dropped (always Prompt); every other attribute (fill, opacity, ...) is kept. The
// path keeps the words in data-text.
//
//   node scripts/outline-svg-text.mjs           writes public/ from the sources
//   node scripts/outline-svg-text.mjs --check   exits 1 when public/ differs from the sources
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import { LATIN, promptFont } from './prompt-font.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCES = join(ROOT, 'scripts/artwork');
export const PUBLIC = join(ROOT, 'public');

const fonts = new Map();

/** Prompt at one weight (the full TrueType font; only its Latin subset is used, see latin()). */
function prompt(weight) {
  if (!fonts.has(weight)) {
    const file = promptFont(weight);
    fonts.set(weight, opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)));
  }
  return fonts.get(weight);
}

/** Whether a character is in Prompt's Latin subset (a Thai word belongs in HTML over the artwork). */
function latin(char) {
  const code = char.codePointAt(0);
  return LATIN.some(([from, to = from]) => code >= from && code <= to);
}

/** One decimal is a tenth of a user unit: finer than any screen shows these images. */
const round = (n) => {
  const r = Math.round(n * 10) / 10;
  return r === 0 ? 0 : r; // no "-0"
};

/** SVG path data of an opentype.js path. (Its own toPathData can run "-0.6" and "0" together.) */
function pathData(path) {
  return path.commands
    .map((c) => {
      const numbers =
        c.type === 'C' ? [c.x1, c.y1, c.x2, c.y2, c.x, c.y] : c.type === 'Q' ? [c.x1, c.y1, c.x, c.y] : c.type === 'Z' ? [] : [c.x, c.y];
      return c.type + numbers.map(round).join(' ');
    })
    .join('')
    .replace(/ -/g, '-');
}

/** Path data of the words set in Prompt, laid out like the browser sets a <text>. */
function outline(words, { x, y, size, weight, anchor, spacing }) {
  const font = prompt(weight);
  for (const char of words) {
    if (char !== ' ' && (!latin(char) || font.charToGlyphIndex(char) === 0)) {
      throw new Error(`"${char}" in "${words}" is not in Prompt's Latin glyphs: put such words in HTML over the artwork`);
    }
  }
  const scale = size / font.unitsPerEm;
  const glyphs = font.stringToGlyphs(words);
  const placed = [];
  let pen = 0;
  glyphs.forEach((glyph, i) => {
    placed.push([glyph, pen]);
    pen += glyph.advanceWidth * scale + spacing;
    if (i + 1 < glyphs.length) pen += font.getKerningValue(glyph, glyphs[i + 1]) * scale;
  });
  const width = pen - spacing;
  const start = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  return placed.map(([glyph, at]) => pathData(glyph.getPath(start + at, y, size))).join('');
}

function attributes(source) {
  return Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

const unescape = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const LAYOUT = ['x', 'y', 'font-size', 'font-weight', 'text-anchor', 'letter-spacing', 'font-family'];

/** The SVG with every <text> element replaced by the outline of its words. */
export function outlineSvg(svg, name = 'svg') {
  const out = svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, rawAttributes, rawWords) => {
    const attrs = attributes(rawAttributes);
    const words = unescape(rawWords).trim();
    if (!attrs['font-size'] || attrs.x === undefined || attrs.y === undefined) {
      throw new Error(`${name}: <text>${words}</text> needs its own x, y and font-size`);
    }
    const d = outline(words, {
      x: Number(attrs.x),
      y: Number(attrs.y),
      size: Number(attrs['font-size']),
      weight: Number(attrs['font-weight'] ?? 400),
      anchor: attrs['text-anchor'] ?? 'start',
      spacing: Number(attrs['letter-spacing'] ?? 0),
    });
    const kept = Object.entries(attrs)
      .filter(([attr]) => !LAYOUT.includes(attr))
      .map(([attr, value]) => ` ${attr}="${value}"`)
      .join('');
    return `<path data-text="${rawWords.trim()}"${kept} d="${d}"/>`;
  });
  if (/<text[\s>]/.test(out)) throw new Error(`${name}: a <text> element is left (nested or with markup inside)`);
  return out;
}

/** Every source, with the public file it makes. */
export function artwork() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.svg')) found.push({ source: path, target: join(PUBLIC, relative(SOURCES, path)) });
    }
  };
  walk(SOURCES);
  return found.sort((a, b) => a.source.localeCompare(b.source));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { source, target } of artwork()) {
    const built = outlineSvg(readFileSync(source, 'utf8'), relative(ROOT, source));
    const current = (() => {
      try {
        return readFileSync(target, 'utf8');
      } catch {
        return null;
      }
    })();
    if (built === current) continue;
    stale += 1;
    if (check) console.error(`${relative(ROOT, target)} is not built from ${relative(ROOT, source)}`);
    else {
      writeFileSync(target, built);
      console.log(`wrote ${relative(ROOT, target)} (${built.length} bytes)`);
    }
  }
  if (check && stale > 0) process.exit(1);
}
