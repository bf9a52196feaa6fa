// The content desk over HTTP against the built site (issue 28): a marketer uploads a picture (its
// type read from the bytes: a text file named .png and a broken PNG are refused; the door takes a
// picture's size, not more), writes a Thai landing page with it and publishes it; a visitor sees
// the page and the picture, served under its hashed name with immutable caching.
import { request } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { enrolledStaff } from './admin-helpers.ts';

const base = () => inject('baseUrl');
const b64 = (bytes: Buffer) => bytes.toString('base64');

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

describe('the content desk over HTTP', () => {
  it('takes a real picture, refuses a fake .png, and a visitor sees a published page with it', async () => {
    const marketer = (await enrolledStaff('content')).client;

    const fake = await marketer.post('/api/admin/content/picture', { data: b64(Buffer.from('not a picture, only named banner.png')) });
    expect([fake.body.error, fake.body.message]).toEqual([6306, expect.stringContaining('JPEG, PNG หรือ WebP')]);
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(100)]);
    expect((await marketer.post('/api/admin/content/picture', { data: b64(broken) })).body.error).toBe(6306);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await marketer.post('/api/admin/content/picture', { data: b64(huge) })).body.error).toBe(6307);

    const uploaded = await marketer.post('/api/admin/content/picture', { data: b64(await png(2400, 1350)) });
    expect(uploaded.body.error, uploaded.body.message).toBe(0);
    expect(uploaded.body.data).toMatchObject({ path: expect.stringMatching(/^\/media\/[\w-]{22}\.webp$/), width: 1600, height: 900 });
    const path = uploaded.body.data.path as string;
    const served = await fetch(base() + path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(`${base()}/media/AAAAAAAAAAAAAAAAAAAAAA.webp`)).status).toBe(404);

    const slug = `loy-krathong-${process.pid}`;
    const saved = await marketer.post('/api/admin/content/page/save', {
      slug,
      fields: {
        kind: 'promotion',
        title: 'ลอยกระทง รับโบนัส 25%',
        description: 'ฝากคืนลอยกระทง รับโบนัสเพิ่ม 25% สูงสุด 250 บาท เงื่อนไขชัดเจน',
        image: path,
        highlight: 'โบนัส 25%',
        cta: { label: 'ฝากเลย', href: '/member/deposit' },
        body: `## ลอยกระทงกับเรา\n\nรับโบนัส **25%**\n\n![กระทง](${path})\n`,
      },
    });
    expect(saved.body.error, saved.body.message).toBe(0);
    expect((await fetch(`${base()}/promotions/${slug}`)).status).toBe(404);
    expect((await marketer.post('/api/admin/content/page/publish', { id: saved.body.data.id })).body.error).toBe(0);
    const page = await fetch(`${base()}/promotions/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('ลอยกระทงกับเรา');
    expect(html).toContain(`src="${path}"`);
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/promotions/${slug}</loc>`);
  });

  it('refuses a body over the picture limit at the door, and a big body on any other call', async () => {
    const marketer = (await enrolledStaff('content')).client;
    // Declared over the picture limit: refused before a byte of the body is read.
    const status = await new Promise<number>((resolve, reject) => {
      const asking = request(`${base()}/api/admin/content/picture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024) },
      });
      asking.on('response', (answer) => {
        resolve(answer.statusCode ?? 0);
        asking.destroy();
      });
      asking.on('error', reject);
      asking.flushHeaders();
    });
    expect(status).toBe(413);
    const other = await marketer.call('POST', '/api/admin/content/preview', undefined, JSON.stringify({ body: 'ก'.repeat(40_000) }));
    expect(other.status).toBe(413);
  });
});
