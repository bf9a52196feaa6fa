import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { isPictureWidth, PICTURE_WIDTHS, pictureAtWidth, pictureSrcset } from '../../src/contract/content/picture-widths.ts';
import { drawnPictures, pictureAtWidthFile } from '../../src/server/media.ts';

const NAME = 'abcdefghijklmnopqrstuv';

describe('picture widths', () => {
  it('lists every width for a desk picture or a demo WebP, none for an SVG or a picture off the site', () => {
    expect(pictureSrcset(`/media/${NAME}.webp`)).toBe(PICTURE_WIDTHS.map((w) => `/media/${NAME}.w${w}.webp ${w}w`).join(', '));
    expect(pictureAtWidth('/images/promotions/welcome.webp', 320)).toBe('/images/promotions/welcome.w320.webp');
    for (const src of ['/images/logo.svg', 'https://elsewhere.example/a.webp', '/media/short.webp', '', '/images/../x.webp'])
      expect(pictureSrcset(src), src).toBeUndefined();
    expect([160, 320, 480, 800, 1200].every(isPictureWidth)).toBe(true);
    expect([0, 161, 1600, Number.NaN].some(isPictureWidth)).toBe(false);
  });

  it('draws a width once and keeps it; asks at once share one drawing; a width not offered is never drawn', async () => {
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2980b9' } })
      .webp()
      .toBuffer();
    const original = vi.fn(async () => picture);
    const key = `unit-${Math.random()}`;
    const before = drawnPictures().count;
    const [a, b] = await Promise.all([pictureAtWidthFile(key, 160, original), pictureAtWidthFile(key, 160, original)]);
    expect(a!.equals(b!)).toBe(true);
    expect((await pictureAtWidthFile(key, 160, original))!.equals(a!)).toBe(true);
    expect(original).toHaveBeenCalledTimes(1);
    expect(drawnPictures().count).toBe(before + 1);
    expect(await sharp(a!).metadata()).toMatchObject({ format: 'webp', width: 160, height: 90 });
    expect((await sharp((await pictureAtWidthFile(key, 1200, original))!).metadata()).width).toBe(640);
    expect(await pictureAtWidthFile(key, 300, original)).toBeNull();
    expect(original).toHaveBeenCalledTimes(2);
    expect(await pictureAtWidthFile(`${key}-none`, 320, async () => null)).toBeNull();
  });
});
