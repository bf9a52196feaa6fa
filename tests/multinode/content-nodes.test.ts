// The content desk on two nodes of one PostgreSQL database (issue 28): the built server started
// twice on a throwaway cluster. A marketer works on node A; node B, which already keeps the page
// and the home in memory, serves the published page, its next version and a changed banner
// within 5 seconds (the change told to every node with NOTIFY the moment it commits), still from memory with
// an ETag between changes.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminContent from '../../src/contract/endpoints/admin/admin-content.ts';
import { SERVED_FROM_HEADER } from '../../src/server/page-cache.ts';
import { enrolledStaff } from '../api/admin-helpers.ts';
import type { Member } from '../api/client.ts';
import { startTestPostgres, type TestPostgres } from '../support/postgres.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let postgres: TestPostgres;
let nodes: RunningServer[] = [];
const url = (node: number) => nodes[node]!.url;
const WITHIN_MS = 5_000;

beforeAll(async () => {
  postgres = await startTestPostgres();
  const env = { DATABASE_URL: postgres.url };
  nodes = [await startServer(env), await startServer(env)];
}, 300_000);

afterAll(async () => {
  for (const node of nodes) await node.stop();
  await postgres?.stop();
});

/** Asks `url` until `seen` holds of its answer, for at most 5 s; answers how long it took. */
async function within(url: string, seen: (status: number, html: string, answer: Response) => boolean): Promise<number> {
  const start = Date.now();
  for (;;) {
    const answer = await fetch(url);
    if (seen(answer.status, await answer.text(), answer)) return Date.now() - start;
    if (Date.now() - start > WITHIN_MS) throw new Error(`${url} not changed within ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function landingPage(marketer: Member, slug: string, id: number | undefined, heading: string, image: string) {
  const saved = await marketer.send(adminContent.contentSave, {
    id,
    slug,
    fields: {
      kind: 'promotion',
      title: 'สงกรานต์ รับโบนัส 30%',
      description: 'ฝากช่วงสงกรานต์ รับโบนัสเพิ่ม 30% สูงสุด 300 บาท เงื่อนไขชัดเจน',
      image,
      highlight: 'โบนัส 30%',
      cta: { label: 'ฝากเลย', href: '/member/deposit' },
      body: `## ${heading}\n\nรับโบนัส **30%**\n`,
    },
  });
  expect(saved.body.error, saved.body.message).toBe(0);
  const published = await marketer.send(adminContent.contentPublish, { id: saved.body.data.id });
  expect(published.body.error, published.body.message).toBe(0);
  return saved.body.data.id;
}

describe('the content desk on two nodes', () => {
  it('a publish, a new version and a banner changed on node A show on node B within 5 s', async () => {
    const where = { dataDir: nodes[0]!.dataDir, databaseUrl: postgres.url };
    const marketer = (await enrolledStaff('content', url(0), where)).client;
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#b03a2e' } })
      .png()
      .toBuffer();
    const upload = await marketer.send(adminContent.contentPicture, { data: png.toString('base64') });
    expect(upload.body.error, upload.body.message).toBe(0);
    const image = upload.body.data.path;

    // Node B keeps the home in memory before the banner changes. (The picture's upload moved the
    // content version: B's next check may forget the home once between two fetches, so ask again.)
    const home = `${url(1)}/`;
    await within(home, (status, _html, answer) => status === 200 && answer.headers.get(SERVED_FROM_HEADER) === 'memory');
    const bannerTitle = `Songkran node banner ${process.pid}`;
    const banner = await marketer.send(adminContent.contentBannerSave, {
      image,
      title: bannerTitle,
      subtitle: '',
      show_text: false,
      link: '/promotions',
      sort_order: 0,
      active: true,
    });
    expect(banner.body.error, banner.body.message).toBe(0);
    await within(home, (status, html) => status === 200 && html.includes(bannerTitle));

    // A page published on A: B finds it, then keeps it in memory with its ETag.
    const slug = `songkran-nodes-${process.pid}`;
    const page = `${url(1)}/promotions/${slug}`;
    expect((await fetch(page)).status).toBe(404);
    const id = await landingPage(marketer, slug, undefined, 'สงกรานต์ฉบับแรก', image);
    await within(page, (status, html) => status === 200 && html.includes('สงกรานต์ฉบับแรก'));
    let etag = '';
    await within(page, (status, _html, answer) => {
      etag = answer.headers.get('etag') ?? '';
      return status === 200 && answer.headers.get(SERVED_FROM_HEADER) === 'memory';
    });
    expect(etag).not.toBe('');
    expect((await fetch(page, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Its next version published on A replaces what B keeps.
    await landingPage(marketer, slug, id, 'สงกรานต์ฉบับสอง', image);
    await within(page, (status, html) => status === 200 && html.includes('สงกรานต์ฉบับสอง'));
    expect((await fetch(page, { headers: { 'if-none-match': etag } })).status).toBe(200);

    // Taken down on A: gone from B too.
    expect((await marketer.send(adminContent.contentUnpublish, { id })).body.error).toBe(0);
    await within(page, (status) => status === 404);
  });
});
