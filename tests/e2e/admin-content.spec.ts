// The content desk in Chromium, on a phone: a marketer (the content role, made from
// the command line) writes a Thai landing page with a picture uploaded from the device, previews
// the saved draft drawn by the site at phone width, publishes it, and a visitor opens it; a
// banner changed in the desk shows on the visitor's /, as does an important announcement written and changed there.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { islandsHydrated } from './helpers.ts';
import { enrolledStaff } from './staff.ts';

test('a marketer writes a Thai landing page with a picture, previews and publishes it; a visitor sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const suffix = `${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`;
  await enrolledStaff(page, 'content', `mkt-${suffix}`);
  // The content role sees its desk only.
  await expect(page.getByTestId('desk-tiles').getByRole('link')).toHaveText([/เนื้อหา/]);
  await page.getByTestId('desk-tiles').getByRole('link', { name: /เนื้อหา/ }).click();
  await expect(page.locator('[data-page="welcome"]')).toContainText('เผยแพร่อยู่');
  await page.getByRole('link', { name: 'เขียนหน้าโปรโมชันใหม่' }).click();
  // What is typed before the editor runs is its first state's, not the marketer's: wait for it.
  await islandsHydrated(page);

  await page.getByLabel('หัวข้อ', { exact: true }).fill('ลอยกระทง รับโบนัส 25%');
  await page.getByRole('button', { name: 'สร้างจากหัวข้อ' }).click();
  await expect(page.getByLabel(/^ชื่อในลิงก์/)).toHaveValue('loykrathng-rabobnas-25');
  const slug = `loy-krathong-${suffix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  await page.getByLabel(/^ชื่อในลิงก์/).fill(slug);
  await page.getByLabel(/^คำอธิบาย/).fill('ฝากคืนลอยกระทง รับโบนัสเพิ่ม 25% สูงสุด 250 บาท เงื่อนไขชัดเจน');
  const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1f6f8b' } })
    .jpeg()
    .toBuffer();
  await page.getByTestId('hero-upload').setInputFiles({ name: 'krathong.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByLabel('รูปหลัก')).toHaveValue(/^\/media\/[\w-]{22}\.webp$/);
  // A text file named .png is refused for what it is.
  await page.getByTestId('body-upload').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByRole('alert')).toContainText('ไม่ใช่รูปภาพ');
  await page.getByLabel(/^ข้อความเด่น/).fill('โบนัส 25%');
  await page.getByLabel(/^เนื้อหา/).fill('## ลอยกระทงกับเรา\n\nฝากขั้นต่ำ **100 บาท** รับโบนัสทันที\n');
  await page.getByTestId('body-upload').setInputFiles({ name: 'krathong.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByLabel(/^เนื้อหา/)).toHaveValue(/!\[\]\(\/media\/[\w-]{22}\.webp\)/);
  await page.getByRole('button', { name: 'บันทึกฉบับร่างและดูตัวอย่าง' }).click();
  await expect(page.getByRole('status')).toContainText('บันทึกฉบับร่างแล้ว');
  await expect(page).toHaveURL(/\/admin\/content\/edit\?id=\d+$/);

  // The preview: the site's own page, at phone width.
  await page.getByRole('button', { name: 'มือถือ' }).click();
  const preview = page.frameLocator('[data-testid="preview"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('ลอยกระทง รับโบนัส 25%');
  await expect(preview.getByRole('heading', { name: 'ลอยกระทงกับเรา' })).toBeVisible();
  await expect(page.getByTestId('page-state')).toHaveText('ฉบับร่าง');

  // Not on the site until published.
  const visitor = await (await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH' })).newPage();
  expect((await visitor.goto(`/promotions/${slug}`))!.status()).toBe(404);
  await page.getByRole('button', { name: 'เผยแพร่ทันที' }).click();
  await expect(page.getByTestId('page-state')).toHaveText('เผยแพร่อยู่');
  await expect(page.getByTestId('versions').getByRole('listitem')).toHaveCount(1);

  await expect(async () => {
    expect((await visitor.goto(`/promotions/${slug}`))!.status()).toBe(200);
  }).toPass({ timeout: 10_000 });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('ลอยกระทง รับโบนัส 25%');
  await expect(visitor.getByText('โบนัส 25%', { exact: true })).toBeVisible();
  const hero = visitor.getByTestId('promotion-landing').locator('img').first();
  await expect(hero).toHaveAttribute('src', /^\/media\/[\w-]{22}\.webp$/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // A new banner made in the desk, last in the carousel (other tests read the first): the visitor's
  // next look at / has it.
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'แบนเนอร์หน้าแรก' }).click();
  await islandsHydrated(page); // the picker is off until the desk runs
  const blank = page.locator('form[data-banner="new"]');
  const bannerTitle = `ลอยกระทงคืนนี้ ${suffix}`;
  await blank.locator('input[type="file"]').setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(blank.locator('img')).toHaveAttribute('src', /^\/media\//);
  await blank.getByLabel('หัวข้อ', { exact: true }).fill(bannerTitle);
  await blank.getByLabel('ลิงก์เมื่อแตะ (เช่น /promotions)').fill(`/promotions/${slug}`);
  await blank.getByLabel('ลำดับ').fill('99');
  await blank.getByRole('button', { name: 'บันทึกแบนเนอร์' }).click();
  await expect(page.getByRole('status')).toContainText('บันทึกแบนเนอร์แล้ว');
  await visitor.goto('/');
  await expect(visitor.getByRole('img', { name: bannerTitle })).toHaveCount(1);
});

test('an important announcement written in the content desk opens for a visitor on /, and its change shows at once', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const suffix = `${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`;
  await enrolledStaff(page, 'content', `ann-${suffix}`);
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'ประกาศ', exact: true }).click();
  await expect(page).toHaveURL('/admin/content/announcements');
  // The desk has hydrated: a file picked before would go nowhere.
  await expect(page.locator('astro-island[component-url*="ContentRowsDesk"]:not([ssr])')).toHaveCount(1);

  // Last in the dialog (other tests page through from the first).
  const blank = page.locator('form[data-row="new"]');
  const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#7d3c98' } })
    .png()
    .toBuffer();
  await blank.locator('input[type="file"]').setInputFiles({ name: 'notice.png', mimeType: 'image/png', buffer: picture });
  await expect(blank.locator('img')).toHaveAttribute('src', /^\/media\/[\w-]{22}\.webp$/);
  const title = `ปิดปรับปรุงระบบคืนนี้ ${suffix}`;
  await blank.getByLabel('หัวข้อ', { exact: true }).fill(title);
  await blank.getByLabel('รายละเอียด').fill('ระบบจะปิดปรับปรุง 02:00-03:00 น.');
  await blank.getByLabel(/^ประกาศสำคัญ/).check();
  await blank.getByLabel('ลำดับ').fill('99');
  // An end before its start is refused in Thai; nothing is saved.
  await blank.getByLabel(/^เริ่มแสดง/).fill('2099-01-02T10:00');
  await blank.getByLabel(/^สิ้นสุด/).fill('2099-01-01T10:00');
  await blank.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  await expect(blank.getByRole('alert')).toHaveText('วันสิ้นสุดต้องอยู่หลังวันเริ่มแสดง');
  await blank.getByLabel(/^เริ่มแสดง/).fill('');
  await blank.getByLabel(/^สิ้นสุด/).fill('');
  await blank.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  await expect(page.getByRole('status')).toContainText('บันทึกประกาศแล้ว');
  const saved = page.locator('form[data-row]').filter({ has: page.getByRole('heading', { name: `ประกาศ: ${title}` }) });
  await expect(saved).toHaveCount(1);

  /** A new visitor's / with the dialog paged to its last announcement. */
  async function lastAnnouncement(): Promise<string> {
    const visitor = await (await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH' })).newPage();
    await visitor.goto('/');
    const modal = visitor.getByRole('dialog', { name: 'ประกาศสำคัญ' });
    await expect(modal).toBeVisible();
    const next = modal.getByRole('button', { name: /ถัดไป/ });
    while (await next.count()) await next.click();
    const words = await modal.getByTestId('announcement').innerText();
    await visitor.context().close();
    return words;
  }
  expect(await lastAnnouncement()).toContain(title);

  await saved.getByLabel('หัวข้อ', { exact: true }).fill(`${title} (เลื่อนเป็น 04:00)`);
  await saved.getByRole('button', { name: 'บันทึกประกาศ' }).click();
  await expect(page.getByRole('status')).toContainText('บันทึกประกาศแล้ว');
  expect(await lastAnnouncement()).toContain(`${title} (เลื่อนเป็น 04:00)`);
});
