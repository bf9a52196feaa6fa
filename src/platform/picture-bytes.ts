// An uploaded picture, checked and re-encoded the one way (the content desk's pictures and the
// members' transfer slips): the type is read from the file's first bytes (JPEG, PNG or WebP; never
// the name), the picture is decoded, turned upright, fitted to at most MAX_WIDTH and re-encoded as
// WebP by sharp (which also drops whatever else the file carried), named by the hash of its bytes.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_WIDTH = 1600;
const MAX_INPUT_PIXELS = 40_000_000;

/** The picture formats taken, by their signatures. */
export function isTakenType(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

export interface Reencoded {
  data: Buffer;
  width: number;
  height: number;
  /** SHA-256 of the WebP's bytes, base64url, 22 characters */
  hash: string;
}

/** The WebP the site keeps; throws when the bytes do not open as a picture (the caller refuses in its words). */
export async function reencodePicture(bytes: Buffer): Promise<Reencoded> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, hash: createHash('sha256').update(data).digest('base64url').slice(0, 22) };
}

/** The picture upright as RGBA pixels, at most `width` wide (what a QR decoder reads). */
export async function picturePixels(bytes: Buffer, width: number): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
