// The content desk on the platform (issue 28), with the clock the test moves: drafts that do not
// change the live page, publish, a scheduled publish seen at its Bangkok minute and not before,
// expiry, unpublish, one-click revert, versions with who and when, hostile Markdown refused, the
// seed from src/content, the audit trail, and the content role kept to its desk.
import { describe, expect, it } from 'vitest';
import { refusedFields, staffToken, testPlatform, type TestPlatform } from './helpers.ts';
import * as adminAudit from '../../../src/contract/endpoints/admin/admin-audit.ts';
import * as adminContent from '../../../src/contract/endpoints/admin/admin-content.ts';
import * as adminStaff from '../../../src/contract/endpoints/admin/admin-staff.ts';
import * as agent from '../../../src/contract/endpoints/content/agent.ts';
import * as content from '../../../src/contract/endpoints/content/content.ts';

const landing = (overrides: Record<string, unknown> = {}) => ({
  kind: 'promotion' as const,
  title: 'สงกรานต์ รับโบนัส 30%',
  description: 'ฝากช่วงสงกรานต์ รับโบนัสเพิ่ม 30% สูงสุด 300 บาท เงื่อนไขชัดเจน',
  image: '/images/promotions/daily.svg',
  highlight: 'โบนัส 30%',
  cta: { label: 'ฝากเลย', href: '/member/deposit' },
  body: '## วิธีรับ\n\nฝากขั้นต่ำ **100 บาท** แล้วรับโบนัสทันที\n',
  ...overrides,
});

const live = (t: TestPlatform, slug: string, kind: 'promotion' | 'guide' = 'promotion') => t.send(content.livePage, { kind, slug });

describe('content pages', () => {
  it('starts with the Markdown of src/content live, rendered with the site look', async () => {
    const t = await testPlatform();
    const welcome = await live(t, 'welcome');
    expect(welcome.error, welcome.message).toBe(0);
    expect(welcome.data.fields).toMatchObject({ kind: 'promotion', highlight: 'โบนัส 50%', promotion: 1, home_order: 1 });
    expect(welcome.data.html).toContain('<h2 class="mt-6 mb-2 text-lg font-semibold"');
    expect(welcome.data.published_at.slice(0, 10)).toBe('2026-11-01');
    const guides = await t.send(content.livePages, { kind: 'guide' });
    expect(guides.data.pages.map((page) => page.slug)).toEqual(expect.arrayContaining(['faq', 'terms', 'privacy']));
    await t.close();
  });

  it('keeps a draft off the site until published; a revert brings the earlier text back, live at once', async () => {
    const t = await testPlatform('2026-04-10T03:00:00.000Z');
    const marketer = await staffToken(t, 'content');
    const saved = await t.send(adminContent.contentSave, { slug: 'songkran', fields: landing() }, marketer);
    expect(saved.error, saved.message).toBe(0);
    expect((await live(t, 'songkran')).error).toBe(6301);

    expect((await t.send(adminContent.contentPublish, { id: saved.data.id }, marketer)).error).toBe(0);
    expect((await live(t, 'songkran')).data.html).toContain('<strong class="font-semibold">100 บาท</strong>');

    const edited = await t.send(
      adminContent.contentSave,
      { id: saved.data.id, slug: 'songkran', fields: landing({ body: 'ข้อความใหม่ที่ยังไม่เผยแพร่\n' }) },
      marketer,
    );
    expect(edited.data.version).toBe(2);
    expect((await live(t, 'songkran')).data.html).toContain('100 บาท');
    await t.send(adminContent.contentPublish, { id: saved.data.id }, marketer);
    expect((await live(t, 'songkran')).data.html).toContain('ข้อความใหม่');

    const detail = await t.send(adminContent.contentPage, { id: saved.data.id }, marketer);
    expect(detail.data.versions.map((v) => [v.number, v.by, v.live])).toEqual([
      [2, 'content1', true],
      [1, 'content1', false],
    ]);
    const first = detail.data.versions[1].id;
    const reverted = await t.send(adminContent.contentRevert, { id: saved.data.id, version_id: first }, marketer);
    expect(reverted.data.version).toBe(3);
    expect((await live(t, 'songkran')).data.html).toContain('100 บาท');

    const audit = await t.rows<{ action: string; actor_role: string }>(
      "SELECT action, actor_role FROM audit_trail WHERE target_kind = 'content_page' ORDER BY id",
    );
    expect(audit.map((row) => row.action)).toEqual([
      'content.page.create',
      'content.page.publish',
      'content.page.save',
      'content.page.publish',
      'content.page.revert',
    ]);
    expect(new Set(audit.map((row) => row.actor_role))).toEqual(new Set(['content']));
    await t.close();
  });

  it('shows a scheduled page from its Bangkok minute and takes it down at its expiry', async () => {
    // 09:58 in Bangkok
    const t = await testPlatform('2026-04-10T02:58:00.000Z');
    let marketer = await staffToken(t, 'content');
    const saved = await t.send(adminContent.contentSave, { slug: 'flash', fields: landing() }, marketer);
    const scheduled = await t.send(
      adminContent.contentPublish,
      { id: saved.data.id, at: '2026-04-10T10:00', until: '2026-04-10T12:00' },
      marketer,
    );
    expect(scheduled.error, scheduled.message).toBe(0);
    const listed = await t.send(adminContent.contentPages, {}, marketer);
    expect(listed.data.pages.find((page) => page.slug === 'flash')).toMatchObject({
      state: 'scheduled',
      publish_at: '2026-04-10T03:00:00.000Z',
      expire_at: '2026-04-10T05:00:00.000Z',
    });
    expect((await live(t, 'flash')).error).toBe(6301);
    expect((await t.send(content.livePages, { kind: 'promotion' })).data.pages.map((p) => p.slug)).not.toContain('flash');
    t.advance(1);
    expect((await live(t, 'flash')).error).toBe(6301);
    t.advance(1);
    expect((await live(t, 'flash')).error).toBe(0);
    t.advance(119);
    expect((await live(t, 'flash')).error).toBe(0);
    t.advance(1);
    expect((await live(t, 'flash')).error).toBe(6301);

    // two hours on, the first session has idled out: a fresh log-in
    marketer = await staffToken(t, 'content');
    const backwards = await t.send(
      adminContent.contentPublish,
      { id: saved.data.id, at: '2026-04-11T10:00', until: '2026-04-11T09:00' },
      marketer,
    );
    expect(backwards.error).toBe(6305);
    expect((await t.send(adminContent.contentPublish, { id: saved.data.id, at: '2026-04-11 10:00' }, marketer)).error).toBe(1001);

    await t.send(adminContent.contentPublish, { id: saved.data.id }, marketer);
    expect((await live(t, 'flash')).error).toBe(0);
    await t.send(adminContent.contentUnpublish, { id: saved.data.id }, marketer);
    expect((await live(t, 'flash')).error).toBe(6301);
    await t.close();
  });

  it('refuses hostile Markdown, a bad field or a taken slug in Thai and stores nothing', async () => {
    const t = await testPlatform();
    const marketer = await staffToken(t, 'content');
    const versions = await t.count('content_versions');
    for (const body of [
      'สวัสดี <script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[กดที่นี่](javascript:alert(1))',
      '[กดที่นี่][x]\n\n[x]: JavaScript:alert(1)',
      '![รูป](https://evil.example/x.png)',
      '<a href="/" onclick="steal()">ลิงก์</a>',
    ]) {
      const refused = await t.send(adminContent.contentSave, { slug: 'hostile', fields: landing({ body }) }, marketer);
      expect([refused.error, refused.message], body).toEqual([6303, expect.stringContaining('เนื้อหามีส่วนที่ไม่ปลอดภัย')]);
      expect((await t.send(adminContent.contentPreview, { body }, marketer)).error).toBe(6303);
    }
    const badImage = await t.send(
      adminContent.contentSave,
      { slug: 'bad', fields: landing({ image: 'https://evil.example/a.png' }) },
      marketer,
    );
    expect([badImage.error, refusedFields(badImage)['fields.image']]).toEqual([1001, expect.stringContaining('ที่อยู่ในเว็บนี้')]);
    const shortText = await t.send(adminContent.contentSave, { slug: 'bad', fields: landing({ description: 'สั้น' }) }, marketer);
    expect(shortText.error).toBe(1001);
    const thaiSlug = await t.send(adminContent.contentSave, { slug: 'สงกรานต์', fields: landing() }, marketer);
    expect(thaiSlug.message).toContain('a-z');
    const taken = await t.send(adminContent.contentSave, { slug: 'welcome', fields: landing() }, marketer);
    expect(taken.error).toBe(6302);
    expect(await t.count('content_versions')).toBe(versions);
    const safe = await t.send(adminContent.contentPreview, { body: '[ติดต่อเรา](/help/faq) และ [LINE](https://line.me/x)' }, marketer);
    expect(safe.data.html).toContain('href="/help/faq"');
    await t.close();
  });

  it('lets only content.manage use the desk, and keeps the content role from money and members', async () => {
    const t = await testPlatform();
    const marketer = await staffToken(t, 'content');
    for (const role of ['cashier', 'supervisor', 'support', 'risk'] as const) {
      const token = await staffToken(t, role);
      expect((await t.send(adminContent.contentPages, {}, token)).error, role).not.toBe(0);
      expect((await t.send(adminContent.contentSave, { slug: 'x-page', fields: landing() }, token)).error, role).not.toBe(0);
    }
    expect((await t.send(adminContent.contentPages, {}, await staffToken(t, 'owner'))).error).toBe(0);
    expect((await t.send(adminStaff.staffList, {}, marketer)).error).not.toBe(0);
    expect((await t.send(adminAudit.auditList, {}, marketer)).error).not.toBe(0);
    // a member's session is not a staff session
    expect((await t.send(adminContent.contentPages, {}, await t.login())).error).not.toBe(0);
    await t.close();
  });

  it('edits a banner: members see it within its active dates only, and the change is audited', async () => {
    const t = await testPlatform('2026-04-10T03:00:00.000Z');
    const marketer = await staffToken(t, 'content');
    const shown = async () => (await t.send(agent.banners, { agent_code: 'r999' })).data.map((banner) => banner.title);
    const [first] = (await t.send(adminContent.contentBanners, {}, marketer)).data.banners;
    const edit = { ...first, title: 'สงกรานต์นี้', active_from: '2026-04-10T12:00', active_until: '2026-04-10T13:00' };
    const saved = await t.send(adminContent.contentBannerSave, { ...edit, id: first.id }, marketer);
    expect(saved.error, saved.message).toBe(0);
    expect(await shown()).not.toContain('สงกรานต์นี้');
    t.advance(119); // 11:59 in Bangkok
    expect(await shown()).not.toContain('สงกรานต์นี้');
    t.advance(1);
    expect(await shown()).toContain('สงกรานต์นี้');
    t.advance(60);
    expect(await shown()).not.toContain('สงกรานต์นี้');
    const bad = await t.send(
      adminContent.contentBannerSave,
      { ...edit, link: 'javascript:alert(1)', id: first.id },
      await staffToken(t, 'content'),
    );
    expect(bad.error).toBe(1001);
    const audit = await t.row<{ before_json: string; after_json: string }>(
      "SELECT before_json, after_json FROM audit_trail WHERE action = 'content.banner.save'",
    );
    expect(JSON.parse(audit!.before_json).title).toBe(first.title);
    expect(JSON.parse(audit!.after_json).title).toBe('สงกรานต์นี้');
    await t.close();
  });
});
