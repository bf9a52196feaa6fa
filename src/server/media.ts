// The content desk's pictures for /media/{name}.webp: the bytes come from the platform (its
// database, so every node has them) and are kept in memory once read; a name is the hash of its
// bytes, so a picture never changes and the browser may keep it for ever.
//
// /media/{name}.w{width}.webp is the picture drawn at one of the fixed widths (contract/content/
// picture-widths.ts) by sharp, as WebP, never wider than the picture itself. The drawing is derived,
// not stored: the same name and width always give the same bytes, so each node draws a width the
// first time it is asked and keeps it in a bounded cache (by name and width, at most MAX_KEPT_BYTES;
// the oldest go first), and no table or migration is needed. Two asks at once share one drawing.
import sharp from 'sharp';
import * as content from '../contract/endpoints/content/content.ts';
import { PICTURE_NAME } from '../contract/content/content.ts';
import { isPictureWidth } from '../contract/content/picture-widths.ts';
import { load } from './page-load.ts';

const MAX_KEPT = 200;
const kept = new Map<string, Buffer>();

/** The picture's bytes, or null when there is no such picture. */
export async function pictureFile(name: string): Promise<Buffer | null> {
  if (!PICTURE_NAME.test(name)) return null;
  const hit = kept.get(name);
  if (hit) return hit;
  const { data } = await load(content.picture, { query: { name } });
  if (!data) return null;
  const bytes = Buffer.from(data.data_base64, 'base64');
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(name, bytes);
  return bytes;
}

/** The drawn widths kept, at most this many bytes in all (a 320-pixel banner is a few KiB). */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
const drawn = new Map<string, Buffer>();
let drawnBytes = 0;
const drawing = new Map<string, Promise<Buffer | null>>();

/** `bytes` (a picture) at most `width` pixels wide, as WebP at the desk's quality. */
export async function drawAtWidth(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

function keep(key: string, bytes: Buffer): void {
  while (drawn.size && drawnBytes + bytes.byteLength > MAX_KEPT_BYTES) {
    const oldest = drawn.keys().next().value!;
    drawnBytes -= drawn.get(oldest)!.byteLength;
    drawn.delete(oldest);
  }
  drawn.set(key, bytes);
  drawnBytes += bytes.byteLength;
}

/**
 * `key`'s picture at `width`, drawn from `original()` the first time and kept: null when the width
 * is not one of the fixed widths or there is no such picture. `key` names the original's bytes (a
 * desk picture's hash, a build file's path): the same key must always mean the same bytes.
 */
export async function pictureAtWidthFile(key: string, width: number, original: () => Promise<Buffer | null>): Promise<Buffer | null> {
  if (!isPictureWidth(width)) return null;
  const at = `${key}@${width}`;
  const hit = drawn.get(at);
  if (hit) return hit;
  const pending = drawing.get(at);
  if (pending) return pending;
  const work = (async () => {
    const source = await original();
    if (!source) return null;
    const bytes = await drawAtWidth(source, width);
    keep(at, bytes);
    return bytes;
  })();
  drawing.set(at, work);
  try {
    return await work;
  } finally {
    drawing.delete(at);
  }
}

/** A desk picture at one of the fixed widths, or null (no such picture, or a width not offered). */
export async function deskPictureAtWidth(name: string, width: number): Promise<Buffer | null> {
  if (!PICTURE_NAME.test(name)) return null;
  return pictureAtWidthFile(name, width, () => pictureFile(name));
}

/** How many drawn widths are kept and their bytes (tests). */
export function drawnPictures(): { count: number; bytes: number } {
  return { count: drawn.size, bytes: drawnBytes };
}
