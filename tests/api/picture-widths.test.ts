// Pictures at the size of their box (issue 43): a desk picture at a fixed width, drawn on demand
// (/media/{name}.w{width}.webp), and the demo's own pictures drawn at each width by the build.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import * as adminContent from '../../src/contract/endpoints/admin/admin-content.ts';
import { PICTURE_WIDTHS } from '../../src/contract/content/picture-widths.ts';
import { enrolledStaff } from './admin-helpers.ts';

const base = () => inject('baseUrl');

async function uploaded(width: number, height: number): Promise<string> {
  const marketer = (await enrolledStaff('content')).client;
  // A colour of this run's own: a picture no other test uploaded, so no other test drew its widths.
  const background = { r: process.pid % 256, g: Math.floor(Math.random() * 256), b: width % 256 };
  const png = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const answer = await marketer.send(adminContent.contentPicture, { data: png.toString('base64') });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.path as string;
}

async function metadata(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('content pictures at the size of their box', () => {
  it('draws a desk picture at each fixed width as WebP, immutable, never wider than the picture', async () => {
    const path = await uploaded(1000, 500);
    for (const width of PICTURE_WIDTHS) {
      const answer = await fetch(base() + path.replace(/\.webp$/, `.w${width}.webp`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const drawn = await metadata(answer);
      expect(drawn.format).toBe('webp');
      expect([drawn.width, drawn.height]).toEqual(width < 1000 ? [width, width / 2] : [1000, 500]);
    }
  });

  it('gives the same bytes each time (drawn once, kept), and a 160-pixel one is a fraction of the picture', async () => {
    const path = await uploaded(1600, 900);
    const small = path.replace(/\.webp$/, '.w160.webp');
    const [first, second] = await Promise.all([fetch(base() + small), fetch(base() + small)]);
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    const third = Buffer.from(await (await fetch(base() + small)).arrayBuffer());
    expect(third.equals(a)).toBe(true);
    const whole = Buffer.from(await (await fetch(base() + path)).arrayBuffer());
    expect(a.byteLength).toBeLessThan(whole.byteLength / 4);
  });

  it('refuses a width not among the fixed ones, and a picture that is not there', async () => {
    const path = await uploaded(400, 300);
    for (const width of [0, 1, 100, 321, 1600, 9999]) {
      const answer = await fetch(base() + path.replace(/\.webp$/, `.w${width}.webp`));
      expect([width, answer.status]).toEqual([width, 404]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetch(`${base()}${path.replace(/\.webp$/, '.wabc.webp')}`)).status).toBe(404);
    expect((await fetch(`${base()}/media/AAAAAAAAAAAAAAAAAAAAAA.w320.webp`)).status).toBe(404);
  });

  it("serves the demo's own pictures at each width the build drew", async () => {
    for (const width of PICTURE_WIDTHS) {
      const answer = await fetch(`${base()}/images/promotions/welcome.w${width}.webp`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect((await metadata(answer)).width).toBe(Math.min(width, 800));
    }
  });
});
