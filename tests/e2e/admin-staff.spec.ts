// The back office in Chromium, on a phone and a desktop: the first owner is made from the command
// line and enrols with the code an authenticator app computes from the secret on the page; the
// owner invites a cashier, who enrols on their own phone and logs in again with a fresh code; the
// cashier's menu holds only their desks; the audit page lists each step; a disabled cashier is
// logged out at their next tap. The audit trail reads in Thai and baht, its CSV keeps the raw
// key and the satang for machines.
import { DESKS } from '../../src/server/admin-desks.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalOverflow, islandsHydrated, pickThaiDate, registerByApi } from './helpers.ts';
import { totpCode } from '../support/totp.ts';
import { enrolAt, enrolLinkOf, openDesk, STAFF_PASSWORD } from './staff.ts';
import { operator } from './lotto-rounds.ts';

/** No serious or critical accessibility violation (axe-core), as the member pages are held to. */
async function accessible(page: Page): Promise<void> {
  await islandsHydrated(page);
  // Colours settled first: a button just back from busy fades to its own over 0.2 s, and axe
  // measuring mid-fade saw too little contrast (a CI flake).
  // (A looping animation never finishes: two seconds at most.)
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Enrolment with the page's own accessibility audit before typing. */
const enrol = (page: Page, link: string) => enrolAt(page, link, () => accessible(page));

test(
  'the first owner from the command line, a cashier invited and logged in, every step in the audit trail',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    // Two enrolments, the command line and five accessibility audits: long on a loaded machine.
    test.setTimeout(180_000);
    const suffix = `${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`;
    const owner = `boss-${suffix}`;
    const cashier = `cash-${suffix}`;

    const printed = operator('staff', 'add', owner, 'owner', '--by', 'e2e-setup');
    const link = enrolLinkOf(printed);
    await enrol(page, link);
    // The owner has every desk: a tile for each but the home page itself.
    await expect(page.getByTestId('desk-tiles').getByRole('link')).toHaveCount(DESKS.filter((desk) => desk.opens !== null).length);
    await accessible(page);

    await openDesk(page, 'พนักงาน');
    await expect(page).toHaveURL('/admin/staff');
    await page.getByLabel('ชื่อผู้ใช้ (a-z, 0-9)').fill('x');
    await page.getByRole('button', { name: 'สร้างลิงก์ลงทะเบียน' }).click();
    await expect(page.getByText('ชื่อผู้ใช้ต้องมี 3-32 ตัว')).toBeVisible();
    await page.getByLabel('ชื่อผู้ใช้ (a-z, 0-9)').fill(cashier);
    await page.getByLabel('บทบาท', { exact: true }).selectOption({ label: 'แคชเชียร์' });
    await page.getByRole('button', { name: 'สร้างลิงก์ลงทะเบียน' }).click();
    const invite = new URL(await page.getByTestId('enrol-link').innerText());
    await expect(page.locator(`[data-staff="${cashier}"]`)).toContainText('รอลงทะเบียน');
    await accessible(page);

    // The cashier, on their own phone.
    const theirs = await browser.newContext({ viewport: page.viewportSize()!, locale: 'th-TH' });
    const cashierPage = await theirs.newPage();
    const { secret, code } = await enrol(cashierPage, invite.pathname + invite.search);
    await expect(cashierPage.getByTestId('desk-tiles').getByRole('link')).toHaveText([/รายการฝาก/, /รายการถอน/, /สมาชิก/]);
    await cashierPage.goto('/admin/login');
    await expect(cashierPage).toHaveURL('/admin'); // already logged in
    await cashierPage.context().clearCookies();
    await cashierPage.goto('/admin/staff');
    await expect(cashierPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
    await accessible(cashierPage);
    await cashierPage.getByLabel('ชื่อผู้ใช้').fill(cashier);
    await cashierPage.getByLabel('รหัสผ่าน').fill(STAFF_PASSWORD);
    await cashierPage.getByRole('button', { name: 'ถัดไป' }).click();
    // The code enrolment used is refused; the app's next one (a phone clock a little ahead) opens it.
    await cashierPage.getByLabel('รหัสยืนยัน').fill(code);
    await cashierPage.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await expect(cashierPage.getByRole('alert')).toContainText('ถูกใช้ไปแล้ว');
    await cashierPage.getByLabel('รหัสยืนยัน').fill(totpCode(secret, Date.now() + 30_000));
    await cashierPage.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    // Back to where they were going: a page their role may not use says so.
    await expect(cashierPage).toHaveURL('/admin/staff');
    await expect(cashierPage.getByRole('alert')).toHaveText('บทบาท แคชเชียร์ ไม่มีสิทธิ์จัดการพนักงาน');

    // The owner reads the trail: the steps of these two, newest first.
    await openDesk(page, 'ประวัติการทำรายการ');
    await page.getByLabel('พนักงาน (ชื่อผู้ใช้)').fill(cashier);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('audit-rows').getByRole('listitem').locator('span.font-semibold')).toHaveText([
      'เข้าสู่ระบบหลังบ้าน',
      'ลงทะเบียนพนักงาน',
    ]);
    await page.getByLabel('พนักงาน (ชื่อผู้ใช้)').fill(owner);
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page.getByTestId('audit-rows').getByRole('listitem').locator('span.font-semibold')).toHaveText([
      'เชิญพนักงาน',
      'ลงทะเบียนพนักงาน',
    ]);
    await accessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ส่งออก CSV' }).click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(csv).toContain(`"${cashier}"`);

    // Disabled by the owner: the cashier is out at the next tap.
    await openDesk(page, 'พนักงาน');
    const row = page.locator(`[data-staff="${cashier}"]`);
    await row.getByRole('button', { name: 'ปิดบัญชี' }).click();
    await row.getByLabel(/^เหตุผลที่ปิดบัญชี/).fill('ทดสอบปิดบัญชี');
    await row.getByRole('button', { name: 'ยืนยันปิดบัญชี' }).click();
    await expect(row).toContainText('ปิดบัญชีแล้ว');
    await cashierPage.goto('/admin');
    await expect(cashierPage).toHaveURL('/admin/login');
    await theirs.close();
  },
);

test('the audit trail in Thai and baht: a credit from the command line reads by its name, before -> after; the CSV keeps the key and satang', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = `${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`;
  const by = `audit-${suffix}`;
  const { phone } = await registerByApi(page.request, 'อ่าน ประวัติ');
  operator('credit', phone, '1', '200.01', '--by', by);
  await enrolAt(page, enrolLinkOf(operator('staff', 'add', `own-${suffix}`, 'owner', '--by', 'e2e-setup')));

  await openDesk(page, 'ประวัติการทำรายการ');
  // The days read in Thai Buddhist-era dates, picked with the site's date picker (never the
  // browser's mm/dd/yyyy), and are sent as ISO days.
  await expect(page.getByTestId('audit-filters').locator('input[type="date"]')).toHaveCount(0);
  await pickThaiDate(page, 'ตั้งแต่วันที่', '2026-01-01');
  await expect(page.getByTestId('date-from')).toHaveText(/^1 \S+ 2569$/);
  await page.getByLabel('พนักงาน (ชื่อผู้ใช้)').fill(by);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(/[?&]from=2026-01-01(&|$)/);
  const row = page.getByTestId('audit-rows').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('audit-action')).toHaveText('ปรับยอดเครดิต');
  await expect(row).toContainText(/สมาชิก #\d+/);
  const changes = row.getByTestId('audit-changes');
  await expect(changes.locator('[data-field="wallet_type_id"]')).toHaveCount(0); // the same on both sides
  await expect(changes.locator('[data-field="balance"]')).toHaveText(/ยอดคงเหลือ\s*฿1,000\.00\s*→\s*฿1,200\.01/);
  await expect(changes.locator('[data-field="amount"]')).toHaveText(/จำนวนเงิน\s*-\s*→\s*฿200\.01/);
  // No raw key, no satang, no JSON on the page.
  await expect(row).not.toContainText('member.adjust');
  await expect(row).not.toContainText('120001');
  await expect(row).not.toContainText('{');
  await expectNoHorizontalOverflow(page);
  await accessible(page);
  await page.screenshot({ path: testInfo.outputPath('audit-page.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก CSV' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const [header, line] = csv.split('\r\n');
  expect(header).toContain('"รายการ"');
  expect(header!.endsWith('"action","before_json_satang","after_json_satang"')).toBe(true);
  expect(line).toContain('"ปรับยอดเครดิต"');
  expect(line).toContain('ยอดคงเหลือ: ฿1,000.00 -> ฿1,200.01');
  expect(line).toContain('"member.adjust"');
  expect(line).toContain('""balance"":120001');
});
