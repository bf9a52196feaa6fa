// The device desk over HTTP (issue 42): a supervisor adds a phone for an agent bank account and is
// answered the secret once, with the whole webhook address and a QR of both (drawn at the door);
// the list never carries a secret; the secret signs a forwarder's text the webhook accepts and the
// list then shows when it last sent; pause, resume and revoke are the CLI's functions (audited,
// a paused device's texts refused, a revoked one unchangeable); a cashier is refused the desk;
// bad input is refused in Thai, adding nothing.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceAdd, deviceChange, deviceList } from '../../src/contract/endpoints/admin/admin-devices.ts';
import { Member } from './client.ts';
import { staffMember } from './admin-helpers.ts';
import { THAI } from './lotto-helpers.ts';

const visitor = new Member();

/** The server's clock (ms), read from an answer's server_time. */
async function serverNow(): Promise<number> {
  const answer = await visitor.get('/api/agent/validate?code=r999');
  return Date.parse((answer.body as unknown as { server_time: string }).server_time);
}

/** A one-line bank OTP as SmsForwarder posts it, signed with `secret` (WebhookUtils.kt's sign). */
async function forward(id: number, secret: string) {
  const ts = String(await serverNow());
  const sign = encodeURIComponent(createHmac('sha256', secret).update(`${ts}\n${secret}`).digest('base64'));
  const body = JSON.stringify({ from: 'KBank', org_content: 'รหัส OTP คือ 123456 ห้ามบอกรหัสนี้กับผู้อื่น', timestamp: ts, sign });
  return visitor.call('POST', `/api/devices/smsforwarder?device=${id}`, undefined, body, { 'content-type': 'application/json' });
}

async function auditRows(owner: Member, action: string) {
  const answer = await owner.get(`/api/admin/audit?action=${encodeURIComponent(action)}`);
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data.rows as { action: string; actor_name: string; target_id: string }[];
}

describe('the device desk', () => {
  it('adds a device with its secret once, lists it without, and pauses, resumes and revokes it as the CLI does', async () => {
    const [supervisor, owner] = [await staffMember('supervisor'), await staffMember('owner')];
    const desk = await supervisor.send(deviceList);
    expect(desk.body.error, desk.body.message).toBe(0);
    const account = desk.body.data.accounts[0]!;
    expect(account).toMatchObject({ id: expect.any(Number), bank_code: expect.any(String), account_no: expect.any(String) });

    const added = await supervisor.send(deviceAdd, { account_id: account.id, forwarder: 'smsforwarder' });
    expect(added.body.error, added.body.message).toBe(0);
    expect(added.body.message).toMatch(THAI);
    const { id, secret, webhook_path, webhook_url, qr_svg } = added.body.data;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(webhook_path).toBe(`/api/devices/smsforwarder?device=${id}`);
    expect(webhook_url).toMatch(new RegExp(`^http://[^/]+/api/devices/smsforwarder\\?device=${id}$`));
    expect(qr_svg).toMatch(/^<svg [^>]*width="100%"/);

    const listed = await supervisor.send(deviceList);
    const row = listed.body.data.devices.find((device) => device.id === id)!;
    expect(row).toMatchObject({ forwarder: 'smsforwarder', state: 'active', last_sent_at: null, created_by: supervisor.name });
    expect(row.account.id).toBe(account.id);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    // The secret shown signs the phone's texts; the list then says when it last sent.
    const sent = await forward(id, secret);
    expect(sent.body.error, sent.body.message).toBe(0);
    expect(sent.body.data.state).toBe('ignored');
    const after = (await supervisor.send(deviceList)).body.data.devices.find((device) => device.id === id)!;
    expect(Date.parse(after.last_sent_at!)).toBeGreaterThan(0);

    const paused = await supervisor.send(deviceChange, { id, change: 'pause' });
    expect([paused.body.error, paused.body.data?.state]).toEqual([0, 'paused']);
    expect((await forward(id, secret)).body.error).toBe(6412);
    expect((await supervisor.send(deviceChange, { id, change: 'resume' })).body.data?.state).toBe('active');
    expect((await forward(id, secret)).body.error).toBe(0);
    expect((await supervisor.send(deviceChange, { id, change: 'revoke' })).body.data?.state).toBe('revoked');
    const again = await supervisor.send(deviceChange, { id, change: 'resume' });
    expect([again.body.error, again.body.message]).toEqual([6404, expect.stringMatching(THAI)]);
    expect((await forward(id, secret)).body.error).toBe(6410);

    for (const action of ['device.add', 'device.pause', 'device.resume', 'device.revoke']) {
      const rows = (await auditRows(owner, action)).filter((audited) => audited.target_id === String(id));
      expect(rows, action).toHaveLength(1);
      expect(rows[0]!.actor_name).toBe(supervisor.name);
    }
  });

  it('refuses a cashier the desk, and bad input in Thai, adding nothing', async () => {
    const [cashier, supervisor] = [await staffMember('cashier'), await staffMember('supervisor')];
    const before = (await supervisor.send(deviceList)).body.data.devices.length;
    const list = await cashier.send(deviceList);
    expect([list.status, list.body.error, list.body.message]).toEqual([403, 403, expect.stringMatching(THAI)]);
    const add = await cashier.send(deviceAdd, { account_id: 1, forwarder: 'sms-gateway' });
    expect(add.body.error).toBe(403);

    const unknown = await supervisor.post(deviceAdd.path, { account_id: 1, forwarder: 'telegram' });
    expect(unknown.body.data.fields).toEqual({ forwarder: 'กรุณาเลือกแอปส่งต่อข้อความ' });
    const noAccount = await supervisor.send(deviceAdd, { account_id: 999_999, forwarder: 'sms-gateway' });
    expect([noAccount.body.error, noAccount.body.message]).toEqual([6402, expect.stringMatching(THAI)]);
    const noDevice = await supervisor.send(deviceChange, { id: 999_999, change: 'pause' });
    expect(noDevice.body.error).toBe(6401);
    expect((await supervisor.send(deviceList)).body.data.devices).toHaveLength(before);
  });
});
