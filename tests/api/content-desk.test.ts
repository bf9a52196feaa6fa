// The content desk over HTTP against the built site (issue 28): a marketer uploads a picture (its
// type read from the bytes: a text file named .png and a broken PNG are refused; the door takes a
// picture's size, not more), writes a Thai landing page with it and publishes it; a visitor sees
// the page and the picture, served under its hashed name with immutable caching.
import { request } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as adminContent from '../../src/contract/endpoints/admin/admin-content.ts';
import * as adminReports from '../../src/contract/endpoints/admin/admin-reports.ts';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import { inject } from 'vitest';
import { linkFields, OFF_SITE_FEW, pageWith } from '../support/off-site-links.ts';
import { serverRun } from '../support/server-database.ts';
import type { InputOf } from '../support/typed-call.ts';
import { enrolledStaff } from './admin-helpers.ts';
import { Member, fieldsOf } from './client.ts';
import { sharedServerData } from './lotto-helpers.ts';

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

    const fake = await marketer.send(adminContent.contentPicture, { data: b64(Buffer.from('not a picture, only named banner.png')) });
    expect([fake.body.error, fake.body.message]).toEqual([6306, expect.stringContaining('JPEG, PNG หรือ WebP')]);
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), Buffer.alloc(100)]);
    expect((await marketer.send(adminContent.contentPicture, { data: b64(broken) })).body.error).toBe(6306);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await marketer.send(adminContent.contentPicture, { data: b64(huge) })).body.error).toBe(6307);

    const uploaded = await marketer.send(adminContent.contentPicture, { data: b64(await png(2400, 1350)) });
    expect(uploaded.body.error, uploaded.body.message).toBe(0);
    expect(uploaded.body.data).toMatchObject({ path: expect.stringMatching(/^\/media\/[\w-]{22}\.webp$/), width: 1600, height: 900 });
    const path = uploaded.body.data.path;
    const served = await fetch(base() + path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(`${base()}/media/AAAAAAAAAAAAAAAAAAAAAA.webp`)).status).toBe(404);

    const slug = `loy-krathong-${process.pid}`;
    const saved = await marketer.send(adminContent.contentSave, {
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
    expect((await marketer.send(adminContent.contentPublish, { id: saved.body.data.id })).body.error).toBe(0);
    const page = await fetch(`${base()}/promotions/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('ลอยกระทงกับเรา');
    expect(html).toContain(`src="${path}"`);
    const sitemap = await (await fetch(`${base()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/promotions/${slug}</loc>`);
  });

  it('refuses a body over the picture limit at the door; a page takes a body its 50,000 characters fit, every other call keeps its limit', async () => {
    const marketer = (await enrolledStaff('content')).client;
    // Declared over the picture limit: refused before a byte of the body is read.
    const status = await new Promise<number>((resolve, reject) => {
      const asking = request(`${base()}${adminContent.contentPicture.path}`, {
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

    // A 49,990-character Thai page (about 150 KB of UTF-8) is saved, and previewed.
    const body = `## คู่มือ\n\n${'สวัสดีครับ'.repeat(5_000)}`.slice(0, 49_990);
    expect(Buffer.byteLength(JSON.stringify({ body }))).toBeGreaterThan(140_000);
    const page: InputOf<typeof adminContent.contentSave> = {
      slug: `long-guide-${process.pid}`,
      fields: {
        kind: 'guide',
        title: 'คู่มือฉบับยาว',
        description: 'คู่มือฉบับเต็มสำหรับสมาชิกใหม่ อ่านครั้งเดียวเข้าใจทุกขั้นตอน',
        body,
        group: 'how-to',
        order: 99,
      },
    };
    const saved = await marketer.send(adminContent.contentSave, page);
    expect(saved.body.error, saved.body.message).toBe(0);
    const detail = await marketer.send(adminContent.contentPage, { id: saved.body.data.id });
    expect(detail.body.data.fields.body).toHaveLength(49_990);
    expect((await marketer.send(adminContent.contentPreview, { body })).body.error).toBe(0);

    // Bigger than the page's limit: still refused at the door, in Thai.
    const huge = await marketer.call('POST', adminContent.contentPreview.path, undefined, JSON.stringify({ body: 'ก'.repeat(120_000) }));
    expect([huge.status, huge.body.message]).toEqual([413, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป']);
    // Any other call keeps the general limit (64 KiB).
    const banner = {
      image: '/media/x.webp',
      title: 'ก'.repeat(30_000),
      subtitle: '',
      show_text: false,
      link: '',
      sort_order: 0,
      active: true,
    };
    const other = await marketer.call('POST', adminContent.contentBannerSave.path, undefined, JSON.stringify(banner));
    expect([other.status, other.body.message]).toEqual([413, 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป']);
  });

  it('every link field refuses an address off the site in Thai, and saves nothing', async () => {
    const marketer = (await enrolledStaff('content')).client;
    const tag = `${process.pid}-${Math.floor(Math.random() * 1e6)}`;
    for (const { endpoint, field, withLink, name } of linkFields(tag)) {
      for (const link of OFF_SITE_FEW) {
        const answer = await marketer.send<Endpoint>(endpoint, withLink(link));
        expect([answer.body.error, answer.body.data], `${endpoint.path} ${link}`).toEqual([1001, { fields: expect.any(Object) }]);
        expect(fieldsOf(answer)[field], `${endpoint.path} ${link}`).toMatch(new RegExp(`^${name}ต้อง`));
      }
    }
    // A link in the page's Markdown is held to the same rule.
    const markdown = await marketer.send(
      adminContent.contentSave,
      pageWith(tag, '/promotions', '/media/a.webp', '[ฝากเลย](/\\evil.example/x)'),
    );
    expect([markdown.body.error, markdown.body.message]).toEqual([6303, expect.stringContaining('/\\evil.example/x')]);

    // Nothing was saved.
    const pages = (await marketer.send(adminContent.contentPages)).body.data.pages;
    expect(pages.map((row) => row.slug)).not.toContain(`off-site-${tag}`);
    const banners = (await marketer.send(adminContent.contentBanners)).body.data.banners;
    expect(banners.map((row) => row.title)).not.toContain(`แบนเนอร์ ${tag}`);
    for (const [endpoint, key] of [
      [adminContent.contentAnnouncements, 'announcements'],
      [adminContent.contentEvents, 'events'],
      [adminContent.contentPromotions, 'promotions'],
    ] as const) {
      const rows = ((await marketer.send<Endpoint>(endpoint)).body.data as Record<typeof key, { title: string }[]>)[key];
      expect(rows.map((row) => row.title).filter((title) => title.endsWith(tag))).toEqual([]);
    }
  });

  it('a link stored before the rule is drawn as no link: the banner, the landing page button; the desk still opens it, a revert refuses it', async () => {
    const marketer = (await enrolledStaff('content')).client;
    const tag = `${process.pid}-${Math.floor(Math.random() * 1e6)}`;
    const picture = (await marketer.send(adminContent.contentPicture, { data: b64(await png(1200, 400)) })).body.data.path;
    const banner = {
      image: picture,
      title: `แบนเนอร์เก่า ${tag}`,
      subtitle: '',
      show_text: false,
      link: '/promotions',
      sort_order: 999,
      active: true,
    };
    const made = await marketer.send(adminContent.contentBannerSave, banner);
    expect(made.body.error, made.body.message).toBe(0);
    const slug = `old-link-${tag}`;
    const saved = await marketer.send(adminContent.contentSave, {
      slug,
      fields: {
        kind: 'promotion',
        title: 'หน้าที่บันทึกไว้ก่อนกฎ',
        description: 'หน้านี้มีลิงก์ที่บันทึกไว้ก่อนจะมีกฎลิงก์ในเว็บ',
        body: 'เนื้อหา',
        image: picture,
        highlight: 'ทดสอบ',
        cta: { label: 'ปุ่มเก่า', href: '/promotions' },
      },
    });
    expect(saved.body.error, saved.body.message).toBe(0);
    const id = saved.body.data.id;
    // As a database written before the rule holds them.
    const where = sharedServerData();
    await serverRun(where, 'UPDATE banners SET link = ? WHERE id = ?', '/\\evil.example/x', made.body.data.id);
    const fields = JSON.stringify({
      ...(await marketer.send(adminContent.contentPage, { id })).body.data.fields,
      cta: { label: 'ปุ่มเก่า', href: '/\\evil.example/x' },
    });
    await serverRun(
      where,
      'INSERT INTO content_versions (page_id, number, fields_json, staff_id, staff_name, at) SELECT page_id, 2, ?, staff_id, staff_name, at FROM content_versions WHERE page_id = ? AND number = 1',
      fields,
      id,
    );
    await serverRun(
      where,
      'UPDATE content_pages SET draft_version_id = (SELECT id FROM content_versions WHERE page_id = ? AND number = 2) WHERE id = ?',
      id,
      id,
    );
    // A desk change (the publish) makes every node forget the pages it kept.
    expect((await marketer.send(adminContent.contentPublish, { id })).body.error).toBe(0);

    const listed = (await new Member().send(agent.banners, { agent_code: 'r999' })).body.data;
    expect(listed.find((row) => row.title === banner.title)).toMatchObject({ link: '' });
    const home = await (await fetch(`${base()}/`)).text();
    expect(home).toContain(banner.title);
    expect(home).not.toContain('evil.example');
    const landing = await fetch(`${base()}/promotions/${slug}`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('หน้าที่บันทึกไว้ก่อนกฎ');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('ปุ่มเก่า');

    // The desk still opens the page to fix it; bringing that version back is refused in Thai.
    const detail = await marketer.send(adminContent.contentPage, { id });
    expect(detail.body.data.fields).toMatchObject({ cta: { href: '/\\evil.example/x' } });
    const version = detail.body.data.versions.find((each) => each.number === 2)!.id;
    const reverted = await marketer.send(adminContent.contentRevert, { id, version_id: version });
    expect([reverted.body.error, reverted.body.message]).toEqual([6303, expect.stringContaining('ลิงก์ปุ่มต้องไม่มีช่องว่าง')]);
  });

  it('an impossible date or time is refused in Thai and schedules nothing', async () => {
    const marketer = (await enrolledStaff('content')).client;
    const saved = await marketer.send(adminContent.contentSave, {
      slug: `never-${process.pid}-${Math.floor(Math.random() * 1e6)}`,
      fields: { kind: 'guide', title: 'ไม่มีวันนี้', description: 'หน้านี้ต้องไม่ถูกตั้งเวลาเผยแพร่ในวันที่ไม่มีจริง', body: 'เนื้อหา', group: 'faq', order: 99 },
    });
    const id = saved.body.data.id;
    for (const at of ['2026-02-30T10:00', '2026-04-31T10:00', '2027-02-29T10:00', '2026-03-01T24:00', '2026-03-01T10:60']) {
      const answer = await marketer.send(adminContent.contentPublish, { id, at });
      expect([answer.body.error, fieldsOf(answer).at], at).toEqual([1001, 'เวลาเผยแพร่ไม่ถูกต้อง: ไม่มีวันหรือเวลานี้ในปฏิทิน']);
    }
    const expiry = await marketer.send(adminContent.contentPublish, { id, at: '2099-03-01T10:00', until: '2099-02-29T10:00' });
    expect(expiry.body.message).toBe('เวลาหมดอายุไม่ถูกต้อง: ไม่มีวันหรือเวลานี้ในปฏิทิน');
    expect((await marketer.send(adminContent.contentPage, { id })).body.data.page).toMatchObject({ state: 'draft', publish_at: null });
    // A real leap day is taken.
    expect((await marketer.send(adminContent.contentPublish, { id, at: '2096-02-29T10:00' })).body.error).toBe(0);
    expect((await marketer.send(adminContent.contentPage, { id })).body.data.page).toMatchObject({
      state: 'scheduled',
      publish_at: '2096-02-29T03:00:00.000Z',
    });
    // The other desks' dates, and the reports' range.
    const coupon = await marketer.send(adminContent.contentCouponSave, {
      code: `NODAY${process.pid}`.slice(0, 20),
      credit: 10,
      max_uses: 1,
      expires_at: '2026-02-30T10:00',
      active: true,
    });
    expect(coupon.body.message).toBe('วันหมดอายุไม่ถูกต้อง: ไม่มีวันหรือเวลานี้ในปฏิทิน');
    const banner = await marketer.send(adminContent.contentBannerSave, {
      image: '/media/a.webp',
      title: 'แบนเนอร์',
      subtitle: '',
      show_text: false,
      link: '',
      sort_order: 0,
      active: true,
      active_from: '2026-04-31T08:00',
    });
    expect(banner.body.message).toBe('วันเริ่มแสดงไม่ถูกต้อง: ไม่มีวันหรือเวลานี้ในปฏิทิน');
    const owner = (await enrolledStaff('owner')).client;
    const report = await owner.send(adminReports.report, { from: '2026-02-30', to: '2026-03-05' });
    expect([report.body.error, report.body.message]).toEqual([1001, expect.stringMatching(/^วันที่เริ่มต้องเป็นวันที่/)]);
  });
});
