// The result sources' alerts on the risk desk (issue 44): a round of an outside draw of the test's
// own, past its draw time, asked by the platform's clock part of two sources that answer different
// numbers (raise-result-alert.mjs: a fake fetch, no network). A risk staff member sees the alert
// above the rounds, with each source's numbers and since when, follows it to the round's result
// page (the alert there too), voids the round, and the alert is gone from the desk. Then a round the
// sources paid by themselves, which a later answer contradicts: the risk desk explains that nothing
// undoes it and leaves the acknowledgement to a supervisor, who finds it on the back office's home,
// acknowledges it with a note, and it is gone.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { enrolledStaff } from './staff.ts';
import { E2E_DATA_DIR, extraExternalRound, passDrawTime } from './lotto-rounds.ts';

test('result alerts: a disagreement on the desk and the result page until voided; a paid round’s, acknowledged by a supervisor', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000); // a loaded machine: two enrolments and five desk pages
  const roundId = extraExternalRound('lao');
  passDrawTime(roundId, 20);
  execFileSync(process.execPath, ['tests/e2e/raise-result-alert.mjs', E2E_DATA_DIR, String(roundId)], { encoding: 'utf8' });
  await enrolledStaff(page, 'risk', `alerts-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);

  await page.goto('/admin/lotto/rounds');
  const alert = page.getByTestId('result-alerts').locator(`[data-round="${roundId}"]`);
  await expect(alert).toHaveAttribute('data-kind', 'disagree');
  await expect(alert).toContainText('แหล่งผลให้ผลไม่ตรงกัน');
  await expect(alert.getByTestId('result-alert-answers')).toContainText('source-a: 4 ตัวบน 5123 · 3 ตัวบน 123 · 2 ตัวล่าง 45');
  await expect(alert.getByTestId('result-alert-answers')).toContainText('source-b: 4 ตัวบน 5124 · 3 ตัวบน 124 · 2 ตัวล่าง 45');
  await expect(alert).toContainText(/ตั้งแต่ .+ น\./);
  // Above the rounds list, first thing on the page.
  const alertsBox = (await page.getByTestId('result-alerts').boundingBox())!;
  const roundsBox = (await page.getByTestId('risk-rounds').boundingBox())!;
  expect(alertsBox.y).toBeLessThan(roundsBox.y);
  await page.screenshot({ path: testInfo.outputPath('result-alerts-phone.png') });

  await alert.getByRole('link', { name: 'ไปหน้าผลรางวัล: กรอก ตรวจ ยืนยันผล หรือยกเลิกงวด' }).click();
  await expect(page).toHaveURL(`/admin/lotto/rounds/${roundId}/result`);
  const here = page.getByTestId('result-alerts').locator(`[data-round="${roundId}"]`);
  await expect(here).toContainText('source-b: 4 ตัวบน 5124');
  await expect(here.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('result-page-phone.png'), fullPage: true });

  // A person decides: the round is voided (its bills refunded), and the desk no longer shows its alert.
  const desk = page.getByTestId('result-desk');
  await desk.getByLabel('เหตุผลที่สมาชิกจะเห็น').fill('แหล่งผลไม่ตรงกัน');
  await desk.getByRole('button', { name: 'ยกเลิกงวดและคืนเงิน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'โพย คืน' })).toBeVisible();
  await page.goto('/admin/lotto/rounds');
  await expect(page.getByTestId('risk-rounds')).toBeVisible();
  await expect(page.locator(`[data-testid="result-alerts"] [data-round="${roundId}"]`)).toHaveCount(0);

  const paidId = extraExternalRound('lao');
  passDrawTime(paidId, 20);
  execFileSync(process.execPath, ['tests/e2e/raise-result-alert.mjs', E2E_DATA_DIR, String(paidId), 'after-confirmed'], {
    encoding: 'utf8',
  });
  await page.reload();
  const paid = page.getByTestId('result-alerts').locator(`[data-round="${paidId}"]`);
  await expect(paid).toHaveAttribute('data-kind', 'after_confirmed');
  await expect(paid.getByTestId('result-alert-settled')).toContainText('ระบบไม่เปลี่ยนผลและไม่ยกเลิกงวดที่จ่ายแล้ว');
  await expect(paid.getByTestId('result-alert-settled')).toContainText('หัวหน้างานหรือเจ้าของเป็นผู้กดรับทราบแจ้งเตือนนี้');
  await expect(paid.getByTestId('alert-acknowledge')).toHaveCount(0);
  await expect(paid.getByRole('link', { name: 'ไปหน้าผลรางวัลของงวดนี้' })).toBeVisible();
  await paid.screenshot({ path: testInfo.outputPath('result-alert-paid-desk-phone.png') });

  await enrolledStaff(page, 'supervisor', `ack-${testInfo.project.name}-${Math.floor(Math.random() * 1e6)}`);
  const onHome = page.getByTestId('result-alerts').locator(`[data-round="${paidId}"]`);
  await expect(onHome).toContainText('source-b: 4 ตัวบน 5124');
  await expect(onHome.getByRole('link')).toHaveCount(0);
  await page.getByTestId('result-alerts').screenshot({ path: testInfo.outputPath('result-alert-acknowledge-phone.png') });
  const form = onHome.getByTestId('alert-acknowledge');
  await form.getByRole('button', { name: 'รับทราบ ผลที่จ่ายแล้วคงเดิม' }).click();
  await expect(form.getByText('กรุณาบันทึกสิ่งที่ตรวจสอบแล้ว')).toBeVisible();
  await form.getByLabel('บันทึกสิ่งที่ตรวจสอบแล้ว').fill('ตรวจกับประกาศผลแล้ว ผลที่จ่ายถูกต้อง');
  await form.getByRole('button', { name: 'รับทราบ ผลที่จ่ายแล้วคงเดิม' }).click();
  await expect(page.locator(`[data-testid="result-alerts"] [data-round="${paidId}"]`)).toHaveCount(0);
  await expect(page.getByTestId('desk-tiles')).toBeVisible();
});
