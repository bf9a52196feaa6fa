// The silent-device alert in Chromium, on a phone (issue 42). Silence must really
// last for the platform, so this file runs a site of its own (its own port and database) whose
// clock the test moves on (PLATFORM_CLOCK_OFFSET_FILE); the shared e2e site keeps real time. One
// site, one clock: the phone project runs it and widens the page to a desktop's itself. A
// cashier's open deposit desk raises the alert by itself once the phone has sent nothing for the
// setting's minutes, naming the phone and its account, and drops it when the phone sends again.
import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ownClockSite } from './clock-site.ts';
import { operatorOn } from './lotto-rounds.ts';
import { expectNoHorizontalOverflow, islandsHydrated } from './helpers.ts';
import { enrolAt, enrolLinkOf } from './staff.ts';

// Beside the shared site's port (the four-digit file takes +1000), so engineers running at once do not meet.
const PORT = Number(process.env.E2E_SILENT_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 2000);
const DATA_DIR = '.tmp/e2e-silent-device-data';
const MINUTE = 60_000;

const site = ownClockSite(PORT, DATA_DIR);

/** The operator's command line against this file's own site. */
const operator = (...args: string[]): string => operatorOn(DATA_DIR, ...args);

test('a phone silent for the setting’s minutes raises the alert on the open deposit desk; its next text clears it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  operator('setting', 'devices.silent_alert_minutes', '30', '--by', 'e2e-setup');
  // The cashier's desk stays open while the site's clock moves half an hour on.
  operator('setting', 'staff.session_idle_minutes', '600', '--by', 'e2e-setup');
  const printed = operator('device', 'add', '0591234567', 'smsforwarder', '--by', 'e2e-setup');
  const id = Number(/Device #(\d+)/.exec(printed)![1]);
  const secret = /Secret[^:]*: (\S+)/.exec(printed)![1]!;

  await enrolAt(page, enrolLinkOf(operator('staff', 'add', `sil-${testInfo.project.name}-${id}`, 'cashier', '--by', 'e2e-setup')));
  await page.goto('/admin/deposits');
  await islandsHydrated(page);
  const line = page.getByTestId('silent-devices').locator(`[data-device="${id}"]`);
  await expect(page.getByTestId('deposit-count')).toBeVisible();
  await expect(line).toHaveCount(0);

  site.setClockAhead(31 * MINUTE);
  // No reload: the server looks for silent devices every few seconds and tells the open desk.
  await expect(line).toContainText(`อุปกรณ์ #${id} (smsforwarder) · KBANK 0591234567`, { timeout: 10_000 });
  await expect(line).toContainText(/ไม่ส่งข้อความมา 3\d นาที \(ยังไม่เคยส่งข้อความตั้งแต่เพิ่ม\)/);
  await expect(page.getByTestId('silent-devices')).toContainText('อุปกรณ์แจ้งเงินเข้าเงียบผิดปกติ');
  await expectNoHorizontalOverflow(page);
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('silent-device-390x844.png') });
  await page.setViewportSize({ width: 1366, height: 850 });
  await expect(line).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('silent-device-desktop.png') });

  // The phone sends again (its clock right: the site's own time), and the alert goes.
  const serverTime = (await (await page.request.get('/api/agent/validate?code=r999')).json()).server_time as string;
  const ts = String(Date.parse(serverTime));
  const sign = encodeURIComponent(createHmac('sha256', secret).update(`${ts}\n${secret}`).digest('base64'));
  const sent = await page.request.post(`/api/devices/smsforwarder?device=${id}`, {
    data: { from: 'KBank', org_content: 'รหัส OTP คือ 551203 ห้ามบอกผู้อื่น', timestamp: ts, sign },
  });
  expect((await sent.json()).error).toBe(0);
  await expect(line).toHaveCount(0, { timeout: 10_000 });
});
