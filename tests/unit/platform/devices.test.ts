// Notification devices and the crediting of their texts on the platform with its clock moved
// (issue 42): who may add, pause and revoke a device (devices.manage: owner, supervisor, the
// operator), what `device add` prints once and `device list` never; a transfer made within the
// request's time but forwarded after it expired, a text of another account, and a BBL text that
// prints no time (dated by the phone's send) each decided as the cashier's rules would; the
// silent-device alert on the money desk, raised and cleared as the clock moves; a cashier marking a
// text dealt with (it leaves the desk's list, audited; again, or a text not left for them: refused).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BE_OFFSET } from '../../../src/rules/bangkok-calendar.ts';
import { deviceCommand } from '../../../src/platform/devices/operator.ts';
import { textCommand } from '../../../src/platform/desk/text-operator.ts';
import { addDevice, changeDevice } from '../../../src/platform/devices/records.ts';
import { silenceLooks } from '../../../src/platform/devices/silence.ts';
import { liveOf } from '../../../src/platform/live/index.ts';
import { smsForwarderSign } from '../../../src/platform/devices/signatures.ts';
import { depositQueue, textDealt } from '../../../src/contract/endpoints/admin/admin-desk.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { setSetting } from '../../../src/platform/settings.ts';
import { addStaff } from '../../../src/platform/staff/records.ts';
import { enrolToken, totpCode } from '../../support/totp.ts';
import { OPERATOR, registeredMember, staffActor, testPlatform, type TestPlatform } from './helpers.ts';
import * as devices from '../../../src/contract/endpoints/account/devices.ts';
import * as payments from '../../../src/contract/endpoints/money/payments.ts';

let t: TestPlatform;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function bankAccount(token: string) {
  const channels = (await t.send(payments.channels, {}, token)).data;
  const bank = channels.find((channel) => channel.code === 'bank')!;
  return { channelId: bank.id, id: bank.sub_channels[0]!.id, accountNo: bank.sub_channels[0]!.account_no };
}

async function waiting(baht: number) {
  const member = await registeredMember(t);
  const account = await bankAccount(member.token);
  const asked = await t.send(
    payments.generateQr,
    { channel_id: account.channelId, sub_channel_id: account.id, amount: baht },
    member.token,
  );
  expect(asked.error, asked.message).toBe(0);
  return { member, account, request: asked.data };
}

const pad = (n: number) => String(n).padStart(2, '0');
function kbankText(at: number, baht: number, digits: string): string {
  const bkk = new Date(at + 7 * 3_600_000);
  const date = `${pad(bkk.getUTCDate())}/${pad(bkk.getUTCMonth() + 1)}/${pad((bkk.getUTCFullYear() + BE_OFFSET) % 100)}`;
  return `${date} ${pad(bkk.getUTCHours())}:${pad(bkk.getUTCMinutes())} บชX${digits}X เงินเข้า${baht.toFixed(2)}บ`;
}

function post(device: { id: number; secret: string }, text: string) {
  const timestamp = String(t.now().getTime());
  // The forwarder app's own request: the device named in the query (the declaration types no query on a POST).
  return t.post(`${devices.smsForwarderWebhook.path}?device=${device.id}`, {
    from: 'KBank',
    org_content: text,
    timestamp,
    sign: smsForwarderSign(device.secret, timestamp),
  });
}

/** A cashier's session, enrolled as the link's page does. */
async function cashierToken(name = 'cashier1', role: 'cashier' | 'support' = 'cashier'): Promise<string> {
  const link = await addStaff(t.db, operatorActor('tests'), name, role);
  const token = enrolToken(link.path);
  const info = await t.get(`/api/admin/enrol?token=${token}`);
  const enrolled = await t.post('/api/admin/enrol', { token, password: 'staff-pass-1', code: totpCode(info.data.secret, t.now()) });
  expect(enrolled.error, enrolled.message).toBe(0);
  return enrolled.data.access_token;
}

describe('notification devices', () => {
  it('are managed by the owner, a supervisor and the operator, never a cashier, each change audited', async () => {
    t = await testPlatform();
    const { account } = await waiting(100);
    await expect(addDevice(t.db, staffActor(7, 'cashier'), String(account.id), 'smsforwarder')).rejects.toMatchObject({ key: 'FORBIDDEN' });
    const added = await addDevice(t.db, staffActor(8, 'supervisor'), String(account.id), 'sms-gateway');
    expect(added.webhookPath).toBe(`${devices.smsGatewayWebhook.path}?device=${added.id}`);
    await expect(addDevice(t.db, OPERATOR, String(account.id), 'tasker')).rejects.toMatchObject({ key: 'DEVICE_FORWARDER_UNKNOWN' });
    await expect(addDevice(t.db, OPERATOR, '999999', 'smsforwarder')).rejects.toMatchObject({ key: 'DEVICE_ACCOUNT_NOT_FOUND' });
    await expect(changeDevice(t.db, staffActor(7, 'cashier'), added.id, 'pause')).rejects.toMatchObject({ key: 'FORBIDDEN' });
    expect(await changeDevice(t.db, staffActor(1, 'owner'), added.id, 'pause')).toBe('paused');
    expect(await changeDevice(t.db, OPERATOR, added.id, 'revoke')).toBe('revoked');
    await expect(changeDevice(t.db, OPERATOR, added.id, 'resume')).rejects.toMatchObject({ key: 'DEVICE_REVOKED' });
    const audit = await t.rows<{ action: string; actor_role: string }>(
      "SELECT action, actor_role FROM audit_trail WHERE target_kind = 'device' ORDER BY id",
    );
    expect(audit).toEqual([
      { action: 'device.add', actor_role: 'supervisor' },
      { action: 'device.pause', actor_role: 'owner' },
      { action: 'device.revoke', actor_role: 'operator' },
    ]);
  });

  it('print the webhook address and the secret once, at the add; the list never shows the secret', async () => {
    t = await testPlatform();
    const { account } = await waiting(100);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
    vi.stubEnv('SITE_URL', 'https://r999.example/');
    expect(await deviceCommand(t.db, 'device', ['add', account.accountNo, 'smsforwarder'], 'somchai')).toBe(0);
    const secret = /Secret[^:]*: (\S+)/.exec(lines.join('\n'))![1]!;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(lines.join('\n')).toMatch(/Webhook address: https:\/\/r999\.example\/api\/devices\/smsforwarder\?device=\d+/);
    lines.length = 0;
    expect(await deviceCommand(t.db, 'device', ['list'], 'somchai')).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\tsmsforwarder\tactive\t.*never sent$/);
    expect(lines.join('\n')).not.toContain(secret);
    expect(await deviceCommand(t.db, 'device', ['add', account.accountNo], 'somchai')).toMatch(/^device takes/);
    vi.unstubAllEnvs();
  });
});

describe('crediting a forwarded text', () => {
  it('keeps for the cashier a transfer made in time but forwarded after the request expired', async () => {
    t = await testPlatform();
    const { request, account } = await waiting(250);
    const device = await addDevice(t.db, OPERATOR, String(account.id), 'smsforwarder');
    t.advance(13);
    const text = kbankText(t.now().getTime(), request.pay_amount, account.accountNo.slice(3, 9));
    t.advance(3);
    const answer = await post(device, text);
    expect(answer.error, answer.message).toBe(0);
    expect(answer.data).toMatchObject({ state: 'review', deposit_id: request.id });
    const row = await t.row<{ reason: string }>('SELECT reason FROM bank_messages WHERE id = ?', answer.data.message_id);
    expect(row!.reason).toMatch(/หมดเวลา/);
    expect(await t.count('audit_trail')).toBe(1); // the device's add only
  });

  it('keeps a text naming another account, and dates a text without a time by its sending', async () => {
    t = await testPlatform();
    const first = await waiting(300);
    const device = await addDevice(t.db, OPERATOR, String(first.account.id), 'smsforwarder');
    const foreign = await post(device, kbankText(t.now().getTime(), first.request.pay_amount, '999999'));
    expect(foreign.data).toMatchObject({ state: 'review' });
    const reason = await t.row<{ reason: string }>('SELECT reason FROM bank_messages WHERE id = ?', foreign.data.message_id);
    expect(reason!.reason).toMatch(/ไม่ตรงกับบัญชี/);

    t.advance(1);
    const timeless = await post(
      device,
      `เงินเข้าบ/ชX${first.account.accountNo.slice(-4)} จากพร้อมเพย์ผ่านMB ${first.request.pay_amount.toFixed(2)}บ เงินในบ/ชใช้ได้46,769.66บ`,
    );
    expect(timeless.data).toMatchObject({ kind: 'incoming', state: 'credited', deposit_id: first.request.id });
    const confirmed = await t.row<{ actor_name: string; address: string }>(
      "SELECT actor_name, address FROM audit_trail WHERE action = 'deposit.confirm' AND target_id = ?",
      String(first.request.id),
    );
    expect(confirmed).toEqual({ actor_name: 'อัตโนมัติ', address: `device:${device.id}` });
  });

  it("raise the silent-device alert on the money desk after the setting's minutes without a text, and clear it when one comes", async () => {
    t = await testPlatform();
    const { account } = await waiting(100);
    const device = await addDevice(t.db, OPERATOR, String(account.id), 'smsforwarder');
    const paused = await addDevice(t.db, OPERATOR, String(account.id), 'sms-gateway');
    await changeDevice(t.db, OPERATOR, paused.id, 'pause');
    // The cashier stays on the desk while the clock moves hours on.
    await setSetting(t.db, 'staff.session_idle_minutes', 11 * 60);
    const token = await cashierToken();
    const alerts = async () => {
      const queue = await t.send(depositQueue, {}, token);
      expect(queue.error, queue.message).toBe(0);
      return queue.data.silent_devices;
    };

    // 60 minutes by default, counted from the add while it never sent.
    t.advance(59);
    expect(await alerts()).toEqual([]);
    t.advance(1);
    expect(await alerts()).toEqual([
      {
        id: device.id,
        forwarder: 'smsforwarder',
        account: { bank_code: 'KBANK', account_no: expect.any(String) },
        last_sent_at: null,
        silent_minutes: 60,
      },
    ]);

    // A text (even one that is not money in) shows the phone alive; silence counts again from it.
    expect((await post(device, 'รหัส OTP คือ 123456 ห้ามบอกผู้อื่น')).error).toBe(0);
    expect(await alerts()).toEqual([]);
    t.advance(30);
    await setSetting(t.db, 'devices.silent_alert_minutes', 20);
    const [late] = await alerts();
    expect(late).toMatchObject({
      id: device.id,
      silent_minutes: 30,
      last_sent_at: new Date(t.now().getTime() - 30 * 60_000).toISOString(),
    });

    // Opening hours: closed, nobody is silent; just opened, the silence before does not count yet.
    const bangkokClock = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(11, 16);
    const now = t.now().getTime();
    await setSetting(t.db, 'devices.silent_alert_hours', `${bangkokClock(now + 3_600_000)}-${bangkokClock(now + 7_200_000)}`);
    expect(await alerts()).toEqual([]);
    await setSetting(t.db, 'devices.silent_alert_hours', `${bangkokClock(now - 10 * 60_000)}-${bangkokClock(now + 6 * 3_600_000)}`);
    expect(await alerts()).toEqual([]);
    t.advance(9);
    expect(await alerts()).toEqual([]);
    t.advance(1);
    expect((await alerts()).map((alert) => alert.id)).toEqual([device.id]);
    // A refused setting changes nothing.
    await expect(setSetting(t.db, 'devices.silent_alert_hours', '8-22')).rejects.toThrow(/ชม:นาที-ชม:นาที/);
    await setSetting(t.db, 'devices.silent_alert_hours', '');

    // 0 turns the alert off; a revoked device raises none.
    await setSetting(t.db, 'devices.silent_alert_minutes', 0);
    expect(await alerts()).toEqual([]);
    await setSetting(t.db, 'devices.silent_alert_minutes', 20);
    await changeDevice(t.db, OPERATOR, device.id, 'revoke');
    t.advance(500);
    expect(await alerts()).toEqual([]);
  });
});

describe('a text dealt with', () => {
  it("leaves the money desk's list when a cashier marks it, with their note in the audit; again or unknown: refused in Thai", async () => {
    t = await testPlatform();
    const { request, account } = await waiting(400);
    const device = await addDevice(t.db, OPERATOR, String(account.id), 'smsforwarder');
    const kept = await post(device, kbankText(t.now().getTime(), request.pay_amount, '999999'));
    expect(kept.data).toMatchObject({ state: 'review' });
    const unreadable = await post(device, 'ข้อความที่ไม่มีใครอ่านออก 12345');
    expect(unreadable.data).toMatchObject({ kind: 'unreadable', state: 'review' });
    const ignored = await post(device, 'รหัส OTP คือ 654321 ห้ามบอกผู้อื่น');
    const token = await cashierToken();
    const listed = async () => (await t.send(depositQueue, {}, token)).data.texts.map((text) => text.id);
    expect(await listed()).toEqual([unreadable.data.message_id, kept.data.message_id]);

    // Support reads the desk but does not decide deposits: refused by the platform, nothing changes.
    const support = await cashierToken('support1', 'support');
    expect((await t.send(textDealt, { id: kept.data.message_id }, support)).error).toBe(403);

    t.advance(2);
    const done = await t.send(textDealt, { id: kept.data.message_id, note: '  โอนผิดบัญชี คืนเงินให้ผู้โอนแล้ว ' }, token);
    expect(done.error, done.message).toBe(0);
    expect(done.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(done.data).toEqual({ id: kept.data.message_id, dealt_at: t.now().toISOString() });
    expect(await listed()).toEqual([unreadable.data.message_id]);
    // Its reading and state stay; who and when are kept beside them.
    expect(await t.row('SELECT state, dealt_by, dealt_note FROM bank_messages WHERE id = ?', kept.data.message_id)).toEqual({
      state: 'review',
      dealt_by: 'cashier1',
      dealt_note: 'โอนผิดบัญชี คืนเงินให้ผู้โอนแล้ว',
    });
    const audit = await t.row<{ actor_name: string; actor_role: string; reason: string }>(
      "SELECT actor_name, actor_role, reason FROM audit_trail WHERE action = 'deposit.text_dealt' AND target_kind = 'bank_text' AND target_id = ?",
      String(kept.data.message_id),
    );
    expect(audit).toEqual({ actor_name: 'cashier1', actor_role: 'cashier', reason: 'โอนผิดบัญชี คืนเงินให้ผู้โอนแล้ว' });

    // Without a note too; then again, a text not left for a cashier, and an unknown one: refused, nothing written.
    expect((await t.send(textDealt, { id: unreadable.data.message_id }, token)).error).toBe(0);
    expect(await listed()).toEqual([]);
    const audits = await t.count('audit_trail');
    const again = await t.send(textDealt, { id: kept.data.message_id }, token);
    expect([again.error, again.message]).toEqual([6115, expect.stringMatching(/จัดการไปแล้ว/)]);
    const otp = await t.send(textDealt, { id: ignored.data.message_id }, token);
    expect([otp.error, otp.message]).toEqual([6115, expect.stringMatching(/ไม่ใช่เงินเข้า/)]);
    const unknown = await t.send(textDealt, { id: 987_654 }, token);
    expect([unknown.error, unknown.message]).toEqual([6114, expect.stringMatching(/[\u0E00-\u0E7F]/)]);
    const long = await t.send(textDealt, { id: 987_654, note: 'ก'.repeat(201) }, token);
    expect(long.error).not.toBe(0);
    expect(await t.count('audit_trail')).toBe(audits);
  });

  it('are listed and marked dealt with from the command line by the same functions, audited with --by', async () => {
    t = await testPlatform();
    const { request, account } = await waiting(450);
    const device = await addDevice(t.db, OPERATOR, String(account.id), 'smsforwarder');
    const kept = await post(device, kbankText(t.now().getTime(), request.pay_amount, '999999'));
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
    expect(await textCommand(t.db, 'texts', [], 'somchai')).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.split('\t').slice(0, 1)).toEqual([String(kept.data.message_id)]);
    expect(lines[0]).toContain(request.pay_amount.toFixed(2));

    expect(await textCommand(t.db, 'text-dealt', [String(kept.data.message_id), 'คืนเงิน', 'ผู้โอนแล้ว'], 'somchai')).toBe(0);
    const audit = await t.row<{ actor_name: string; actor_role: string; reason: string }>(
      "SELECT actor_name, actor_role, reason FROM audit_trail WHERE action = 'deposit.text_dealt' AND target_id = ?",
      String(kept.data.message_id),
    );
    expect(audit).toEqual({ actor_name: 'somchai', actor_role: 'operator', reason: 'คืนเงิน ผู้โอนแล้ว' });
    lines.length = 0;
    expect(await textCommand(t.db, 'texts', [], 'somchai')).toBe(0);
    expect(lines).toEqual([]);
    // Again: the desk's Thai refusal; no id: the usage.
    await expect(textCommand(t.db, 'text-dealt', [String(kept.data.message_id)], 'somchai')).rejects.toThrow(/จัดการไปแล้ว/);
    expect(await textCommand(t.db, 'text-dealt', [], 'somchai')).toMatch(/^text-dealt needs a bank text id/);
  });

  it('tell an open deposit desk when a device falls silent and when it speaks again, not on every look', async () => {
    t = await testPlatform();
    const { account } = await waiting(100);
    const device = await addDevice(t.db, OPERATOR, String(account.id), 'smsforwarder');
    let desk = 0;
    liveOf(t.db).subscribe((heard) => void (heard?.event.kind === 'desk' && (desk += 1)));
    const look = silenceLooks(t.db);
    // The first look notes what it sees; looks that see the same tell nothing.
    expect([await look(), await look()]).toEqual([false, false]);
    t.advance(60);
    const before = desk;
    expect(await look()).toBe(true);
    expect(desk).toBe(before + 1);
    expect(await look()).toBe(false);
    expect((await post(device, 'รหัส OTP คือ 123456 ห้ามบอกผู้อื่น')).error).toBe(0);
    expect([await look(), await look()]).toEqual([true, false]);
    // A revoked device leaves the alert: told once more.
    t.advance(60);
    expect(await look()).toBe(true);
    await changeDevice(t.db, OPERATOR, device.id, 'revoke');
    expect([await look(), await look()]).toEqual([true, false]);
  });
});
