// Automatic deposits over HTTP (issue 42): a simulated forwarder of each kind posts bank texts,
// byte for byte as its source sends them (pppscn/SmsForwarder's JSON template with [timestamp] and
// [sign]; capcom6/android-sms-gateway's Gson-encoded event with X-Timestamp and X-Signature),
// against a member's waiting deposit request: credited once through the cashier's confirmation
// (paid, balance, audit row "อัตโนมัติ" naming the device and the message); outgoing texts and
// OTPs ignored; replays, copies from a second device and a request confirmed by hand never
// credited twice; forged, foreign, stale and future signatures, paused and revoked devices, huge
// and binary bodies refused in Thai; ambiguous, unmatched, cancelled and older texts kept for a
// cashier, until a cashier marks one dealt with (audited; again, or a text not left for them, refused).
// Times come from the server's own answers (server_time), never the test's clock.
import { describe, expect, it } from 'vitest';
import * as agent from '../../src/contract/endpoints/content/agent.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as devices from '../../src/contract/endpoints/account/devices.ts';
import * as payments from '../../src/contract/endpoints/money/payments.ts';
import {
  type ForwarderDevice,
  forwarderRequest,
  forwarderSign,
  gatewayBody,
  gatewayRequest,
  gatewaySignature,
  kbankText,
  nanoId,
} from '../support/forwarders.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import { depositQueue, textDealt } from '../../src/contract/endpoints/admin/admin-desk.ts';
import { staffMember } from './admin-helpers.ts';
import { Member, type Answer } from './client.ts';
import { THAI, mainBalance, newMember, operator, sharedServerData } from './lotto-helpers.ts';

type Forwarder = 'smsforwarder' | 'sms-gateway';
interface Request {
  id: number;
  pay_amount: number;
  status: string;
}

const visitor = new Member();

async function bankAccount(member: Member): Promise<{ channelId: number; id: number; accountNo: string }> {
  const answer = await member.send(payments.channels);
  const bank = answer.body.data.find((channel) => channel.code === 'bank')!;
  return { channelId: bank.id, id: bank.sub_channels[0]!.id, accountNo: bank.sub_channels[0]!.account_no.replace(/\D/g, '') };
}

/** The server's clock (ms), read from an answer's server_time. */
async function serverNow(): Promise<number> {
  const answer = await visitor.send(agent.validate, { code: 'r999' });
  return Date.parse((answer.body as unknown as { server_time: string }).server_time);
}

/** `device add` as the operator types it: the id and the secret it prints once. */
async function addDevice(account: string, forwarder: Forwarder): Promise<ForwarderDevice> {
  const out = await operator('device', 'add', account, forwarder, '--by', 'bank-texts-test');
  const id = Number(/Device #(\d+)/.exec(out)![1]);
  expect(out).toContain(`/api/devices/${forwarder}?device=${id}`);
  return { id, secret: /Secret[^:]*: (\S+)/.exec(out)![1]! };
}

/** A member's waiting bank deposit of `baht` (the site adds its satang). */
async function waitingRequest(baht: number): Promise<{ member: Member; request: Request; accountNo: string; accountId: number }> {
  const member = await newMember();
  const account = await bankAccount(member);
  const answer = await member.send(payments.generateQr, {
    channel_id: account.channelId,
    sub_channel_id: account.id,
    amount: baht,
  });
  expect(answer.body.error, answer.body.message).toBe(0);
  return { member, request: answer.body.data as Request, accountNo: account.accountNo, accountId: account.id };
}

/** POSTs as SmsForwarder with the documented template; `sign` defaults to the device's own. */
function postForwarder(
  device: ForwarderDevice,
  text: string,
  timestamp: number,
  options: { sign?: string; from?: string } = {},
): Promise<Answer> {
  const request = forwarderRequest(device, text, timestamp, options);
  return visitor.call('POST', request.path, undefined, request.body, request.headers);
}

/** POSTs as android-sms-gateway, signed over the body and X-Timestamp (seconds). */
function postGateway(device: ForwarderDevice, body: string, timestampSeconds: number, secret = device.secret): Promise<Answer> {
  const request = gatewayRequest(device, body, timestampSeconds, secret);
  return visitor.call('POST', request.path, undefined, request.body, request.headers);
}

async function message(id: number) {
  const [row] = await serverRows<{ state: string; kind: string; reason: string | null; deposit_id: number | null; text: string }>(
    sharedServerData(),
    'SELECT state, kind, reason, deposit_id, text FROM bank_messages WHERE id = ?',
    id,
  );
  return { ...row!, deposit_id: row!.deposit_id === null ? null : Number(row!.deposit_id) };
}

async function confirmations(depositId: number) {
  return serverRows<{ actor_name: string; address: string; reason: string | null }>(
    sharedServerData(),
    "SELECT actor_name, address, reason FROM audit_trail WHERE action = 'deposit.confirm' AND target_id = ?",
    String(depositId),
  );
}

const status = async (member: Member, id: number) => (await member.send(payments.inquiryStatus, { id })).body.data.status;
/** An amount of baht no other test asks for (the site then adds 1-99 satang). */
const oddBaht = () => 3000 + Math.floor(Math.random() * 6000);

describe('automatic deposits from bank texts', () => {
  it('credits a waiting request once from SmsForwarder, through the cashier’s confirmation, audited as อัตโนมัติ', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const before = await mainBalance(member);
    const now = await serverNow();
    const text = kbankText(now, request.pay_amount, accountNo);

    const answer = await postForwarder(device, text, now);
    expect(answer.status).toBe(200);
    expect(answer.body.error, answer.body.message).toBe(0);
    expect(answer.body.data).toMatchObject({ kind: 'incoming', state: 'credited', deposit_id: request.id });
    expect(answer.body.message).toMatch(THAI);
    expect(await status(member, request.id)).toBe('paid');
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    const audit = await confirmations(request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: 'อัตโนมัติ', address: `device:${device.id}` });
    expect(audit[0]!.reason).toContain(`อุปกรณ์ #${device.id} ข้อความ #${answer.body.data.message_id}`);
    expect(await message(answer.body.data.message_id)).toMatchObject({ state: 'credited', kind: 'incoming', deposit_id: request.id, text });

    // The forwarder's retry (the same request again) is refused; nothing moves twice.
    const again = await postForwarder(device, text, now);
    expect(again.body.error).toBe(6413);
    expect(again.body.message).toMatch(THAI);
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    expect(await confirmations(request.id)).toHaveLength(1);
  });

  it('credits from android-sms-gateway; the same text from a second device is a copy, credited once', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const gateway = await addDevice(String(accountId), 'sms-gateway');
    const forwarder = await addDevice(accountNo, 'smsforwarder');
    const before = await mainBalance(member);
    const now = await serverNow();
    const text = kbankText(now, request.pay_amount, accountNo);

    const first = await postGateway(gateway, gatewayBody(nanoId(), text, now), Math.floor(now / 1000));
    expect(first.body.error, first.body.message).toBe(0);
    expect(first.body.data).toMatchObject({ state: 'credited', deposit_id: request.id });
    const copy = await postForwarder(forwarder, text, now);
    expect(copy.body.error, copy.body.message).toBe(0);
    expect(copy.body.data).toMatchObject({ state: 'duplicate', deposit_id: null });
    expect((await message(copy.body.data.message_id)).reason).toContain(`#${first.body.data.message_id}`);
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    expect(await confirmations(request.id)).toHaveLength(1);
  });

  it('credits once when two devices post the same text at the same moment', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const gateway = await addDevice(String(accountId), 'sms-gateway');
    const forwarder = await addDevice(String(accountId), 'smsforwarder');
    const before = await mainBalance(member);
    const now = await serverNow();
    const text = kbankText(now, request.pay_amount, accountNo);
    const answers = await Promise.all([
      postGateway(gateway, gatewayBody(nanoId(), text, now), Math.floor(now / 1000)),
      postForwarder(forwarder, text, now),
    ]);
    expect(answers.map((answer) => answer.body.error)).toEqual([0, 0]);
    expect(answers.map((answer) => answer.body.data.state).sort()).toEqual(['credited', 'duplicate']);
    expect(await mainBalance(member)).toBeCloseTo(before + request.pay_amount, 2);
    expect(await confirmations(request.id)).toHaveLength(1);
  });

  it('does not credit again a request the cashier confirmed by hand', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    await operator('confirm', String(request.id), '--by', 'cashier-by-hand');
    const after = await mainBalance(member);
    const now = await serverNow();
    const answer = await postForwarder(device, kbankText(now, request.pay_amount, accountNo), now);
    expect(answer.body.data).toMatchObject({ state: 'review', deposit_id: request.id });
    expect((await message(answer.body.data.message_id)).reason).toMatch(/ชำระแล้ว/);
    expect(await mainBalance(member)).toBe(after);
    expect(await confirmations(request.id)).toHaveLength(1);
  });

  it('keeps for the cashier: a cancelled request, two that fit, none that fits, a text older than the request', async () => {
    const now = await serverNow();
    // Cancelled: its amount freed, then taken by another member's request: the text fits both.
    const cancelled = await waitingRequest(oddBaht());
    const device = await addDevice(String(cancelled.accountId), 'smsforwarder');
    expect((await cancelled.member.send(payments.cancel, { id: cancelled.request.id })).body.error).toBe(0);
    const lone = await postForwarder(device, kbankText(now, cancelled.request.pay_amount, cancelled.accountNo), now);
    expect(lone.body.data).toMatchObject({ state: 'review', deposit_id: cancelled.request.id });
    expect((await message(lone.body.data.message_id)).reason).toMatch(/ยกเลิก/);

    const baht = Math.floor(cancelled.request.pay_amount);
    const second = await waitingRequest(baht);
    expect(second.request.pay_amount).toBe(cancelled.request.pay_amount);
    const later = await serverNow();
    const both = await postForwarder(device, kbankText(later, second.request.pay_amount, second.accountNo), later);
    expect(both.body.data).toMatchObject({ state: 'review' });
    expect((await message(both.body.data.message_id)).reason).toContain(`#${second.request.id}`);
    expect(await status(second.member, second.request.id)).toBe('pending');

    const none = await postForwarder(device, kbankText(later, 7777.77, second.accountNo), later + 1);
    expect(none.body.data).toMatchObject({ kind: 'incoming', state: 'review' });

    const fresh = await waitingRequest(oddBaht());
    const old = await postForwarder(device, kbankText(later - 5 * 60_000, fresh.request.pay_amount, fresh.accountNo), later + 2);
    expect(old.body.data).toMatchObject({ state: 'review' });
    expect((await message(old.body.data.message_id)).reason).toMatch(/เก่ากว่า/);
    expect(await status(fresh.member, fresh.request.id)).toBe('pending');
  });

  it('ignores money out and OTPs, keeps an unreadable text for a person', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const before = await mainBalance(member);
    const now = await serverNow();
    const out = await postForwarder(
      device,
      `29/10/61 10:03 หักบชX${accountNo.slice(3, 9)}X เข้าX180745X ${request.pay_amount.toFixed(2)} คงเหลือ1285.29บ`,
      now,
    );
    expect(out.body.data).toMatchObject({ kind: 'outgoing', state: 'ignored' });
    const otp = await postForwarder(device, 'รหัส OTP คือ 482913 (Ref: 5821) ใช้ภายใน 5 นาที', now + 1);
    expect(otp.body.data).toMatchObject({ kind: 'otp', state: 'ignored' });
    const odd = await postForwarder(device, 'มีเงินเข้าบัญชีของท่าน กรุณาตรวจสอบ', now + 2);
    expect(odd.body.data).toMatchObject({ kind: 'unreadable', state: 'review' });
    expect(await status(member, request.id)).toBe('pending');
    expect(await mainBalance(member)).toBe(before);
  });

  it('lists for the cashier, on the money desk, the unreadable and uncertain texts with their reason, not the ignored or settled ones', async () => {
    const { request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const now = await serverNow();
    const odd = await postForwarder(device, 'มีเงินเข้าบัญชีของท่าน กรุณาตรวจสอบ (desk)', now);
    const none = await postForwarder(device, kbankText(now, 8765.43, accountNo), now + 1);
    const otp = await postForwarder(device, 'รหัส OTP คือ 551203 (Ref: 7712) ใช้ภายใน 5 นาที', now + 2);
    const paid = await waitingRequest(oddBaht());
    await operator('confirm', String(paid.request.id), '--by', 'cashier-by-hand');
    const settled = await postForwarder(device, kbankText(now, paid.request.pay_amount, paid.accountNo), now + 3);
    expect(settled.body.data).toMatchObject({ state: 'review', deposit_id: paid.request.id });

    const cashier = await staffMember('cashier');
    const queue = await cashier.send(depositQueue);
    expect(queue.body.error, queue.body.message).toBe(0);
    const listed = new Map(queue.body.data.texts.map((text) => [text.id, text]));
    expect(listed.get(odd.body.data.message_id!)).toMatchObject({
      device_id: device.id,
      kind: 'unreadable',
      amount: null,
      text: 'มีเงินเข้าบัญชีของท่าน กรุณาตรวจสอบ (desk)',
      reason: expect.stringMatching(THAI),
      account: { account_no: accountNo },
    });
    expect(listed.get(none.body.data.message_id!)).toMatchObject({
      kind: 'incoming',
      amount: 8765.43,
      reason: expect.stringMatching(THAI),
    });
    expect(listed.has(otp.body.data.message_id!)).toBe(false);
    expect(listed.has(settled.body.data.message_id!)).toBe(false);
    expect(queue.body.data.deposits.some((deposit) => deposit.id === request.id)).toBe(true);
    // Not a member's: the desk's call wants a staff session.
    expect((await visitor.send(depositQueue)).status).toBe(401);
  });

  it('takes a text off the desk when a cashier marks it dealt with, audited with the note; again, an ignored one or an unknown one refused in Thai', async () => {
    const { accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const now = await serverNow();
    const odd = await postForwarder(device, 'มีเงินเข้าบัญชีของท่าน กรุณาตรวจสอบ (dealt)', now);
    const otp = await postForwarder(device, 'รหัส OTP คือ 330917 (Ref: 2291) ใช้ภายใน 5 นาที', now + 1);
    const id = odd.body.data.message_id!;
    const cashier = await staffMember('cashier');
    const listed = async () => (await cashier.send(depositQueue)).body.data.texts.some((text) => text.id === id);
    expect(await listed()).toBe(true);

    // The desk's permission to decide deposits: support reads the desk, a member has no staff session.
    expect((await (await staffMember('support')).send(textDealt, { id })).body.error).toBe(403);
    expect((await visitor.send(textDealt, { id })).status).toBe(401);

    const done = await cashier.send(textDealt, { id, note: 'สมาชิกโอนผิดบัญชี คืนเงินแล้ว' });
    expect(done.body.error, done.body.message).toBe(0);
    expect(done.body.message).toMatch(THAI);
    expect(done.body.data.id).toBe(id);
    expect(await listed()).toBe(false);
    const audit = await serverRows<{ actor_name: string; reason: string }>(
      sharedServerData(),
      "SELECT actor_name, reason FROM audit_trail WHERE action = 'deposit.text_dealt' AND target_id = ?",
      String(id),
    );
    expect(audit).toEqual([{ actor_name: cashier.name, reason: 'สมาชิกโอนผิดบัญชี คืนเงินแล้ว' }]);
    expect((await message(id)).state).toBe('review');

    const again = await cashier.send(textDealt, { id });
    expect([again.body.error, again.body.message]).toEqual([6115, expect.stringMatching(THAI)]);
    expect((await cashier.send(textDealt, { id: otp.body.data.message_id! })).body.error).toBe(6115);
    const unknown = await cashier.send(textDealt, { id: 987_654_321 });
    expect([unknown.body.error, unknown.body.message]).toEqual([6114, expect.stringMatching(THAI)]);
  });

  it('refuses forged, foreign, stale and future signatures, paused and revoked devices, in Thai, keeping nothing', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const other = await addDevice(String(accountId), 'smsforwarder');
    const gateway = await addDevice(String(accountId), 'sms-gateway');
    const now = await serverNow();
    const text = kbankText(now, request.pay_amount, accountNo);
    const [{ n: kept }] = await serverRows<{ n: number }>(sharedServerData(), 'SELECT COUNT(*) AS n FROM bank_messages');

    const refusals: [string, Promise<Answer>, number][] = [
      ['forged sign', postForwarder(device, text, now, { sign: forwarderSign('not-the-secret', String(now)) }), 6410],
      ['another device’s secret', postForwarder(device, text, now, { sign: forwarderSign(other.secret, String(now)) }), 6410],
      ['stale', postForwarder(device, text, now - 20 * 60_000), 6411],
      ['future', postForwarder(device, text, now + 20 * 60_000), 6411],
      ['unknown device', postForwarder({ id: 999_999, secret: device.secret }, text, now), 6410],
      ['gateway forged', postGateway(gateway, gatewayBody(nanoId(), text, now), Math.floor(now / 1000), other.secret), 6410],
      [
        'gateway body changed after signing',
        (async () => {
          const ts = String(Math.floor(now / 1000));
          const eventId = nanoId();
          const signature = gatewaySignature(gateway.secret, gatewayBody(eventId, text, now), ts);
          const body = gatewayBody(eventId, text.replace(request.pay_amount.toFixed(2), '99999.99'), now);
          return visitor.call('POST', `${devices.smsGatewayWebhook.path}?device=${gateway.id}`, undefined, body, {
            'x-timestamp': ts,
            'x-signature': signature,
          });
        })(),
        6410,
      ],
      ['gateway as smsforwarder', postForwarder({ id: gateway.id, secret: gateway.secret }, text, now), 6410],
    ];
    for (const [name, work, code] of refusals) {
      const answer = await work;
      expect(answer.body.error, name).toBe(code);
      expect(answer.body.message, name).toMatch(THAI);
    }
    await operator('device', 'pause', String(device.id), '--by', 'bank-texts-test');
    expect((await postForwarder(device, text, now + 3)).body.error).toBe(6412);
    await operator('device', 'revoke', String(device.id), '--by', 'bank-texts-test');
    expect((await postForwarder(device, text, now + 4)).body.error).toBe(6410);

    const [{ n: after }] = await serverRows<{ n: number }>(sharedServerData(), 'SELECT COUNT(*) AS n FROM bank_messages');
    expect(Number(after)).toBe(Number(kept));
    expect(await status(member, request.id)).toBe('pending');
    const audit = await serverRows<{ action: string }>(
      sharedServerData(),
      "SELECT action FROM audit_trail WHERE target_kind = 'device' AND target_id = ? ORDER BY id",
      String(device.id),
    );
    expect(audit.map((row) => row.action)).toEqual(['device.add', 'device.pause', 'device.revoke']);
  });

  it('takes SmsForwarder’s form template as its JSON; its empty template (no bank text) and a form to another call are refused in Thai', async () => {
    const { member, request, accountNo, accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'smsforwarder');
    const now = await serverNow();
    const text = kbankText(now, request.pay_amount, accountNo);
    const ts = String(now);
    // WebhookUtils.kt's form: each key=[value] of the template filled in, then form-encoded by
    // OkHttp's FormBody (the sign, URL-encoded by the app already, is encoded once more).
    const postForm = (fields: Record<string, string>, path = `${devices.smsForwarderWebhook.path}?device=${device.id}`) =>
      visitor.call(
        'POST',
        path,
        undefined,
        Object.entries(fields)
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&'),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
    const sign = forwarderSign(device.secret, ts);

    // The app's empty template: from, its own layout of the text (content), timestamp, sign.
    const layout = `KBank\n${text}\nSIM1_AIS\nSubId：1\n${new Date(now).toISOString()}\nPixel`;
    const empty = await postForm({ from: 'KBank', content: layout, timestamp: ts, sign });
    expect(empty.body.error).not.toBe(0);
    expect(empty.body.message).toContain('org_content');
    expect(empty.body.message).toMatch(THAI);
    expect(await status(member, request.id)).toBe('pending');

    const taken = await postForm({ from: 'KBank', org_content: text, timestamp: ts, sign });
    expect(taken.body.error, taken.body.message).toBe(0);
    expect(taken.body.data).toMatchObject({ kind: 'incoming', state: 'credited', deposit_id: request.id });
    expect(await status(member, request.id)).toBe('paid');

    // Any call not declared to take a form still refuses one (another site could post it unasked).
    const login = await postForm({ username: '0812345678', password: 'secret-123' }, auth.login.path);
    expect(login.status).toBe(415);
    expect(login.body.message).toMatch(THAI);
  });

  it('refuses huge and binary bodies with the envelope, and answers a gateway’s ping without keeping a message', async () => {
    const { accountId } = await waitingRequest(oddBaht());
    const device = await addDevice(String(accountId), 'sms-gateway');
    const huge = await visitor.call(
      'POST',
      `${devices.smsGatewayWebhook.path}?device=${device.id}`,
      undefined,
      `{"id":"${nanoId()}","event":"sms:received","payload":{"message":"${'ก'.repeat(20_000)}"}}`,
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(THAI);
    const binary = await visitor.call(
      'POST',
      `${devices.smsForwarderWebhook.path}?device=${device.id}`,
      undefined,
      '\u0089PNG\r\n\u001a\n\u0000\u0000',
    );
    expect(binary.body.error).not.toBe(0);
    expect(binary.body.message).toMatch(THAI);
    const now = await serverNow();
    const ping = `{"id":"${nanoId()}","webhookId":"r999-deposits","event":"system:ping","deviceId":"ffffffffceb0b1db0000018e937c815b","payload":{"health":{"status":"pass"}}}`;
    const alive = await postGateway(device, ping, Math.floor(now / 1000));
    expect(alive.body.error, alive.body.message).toBe(0);
    expect(alive.body.data).toMatchObject({ message_id: null, state: 'ignored' });
    expect(await operator('device', 'list')).toMatch(new RegExp(`^${device.id}\\tsms-gateway\\tactive\\t.*last sent`, 'm'));
  });

  it('leaves every wallet equal to its ledger', async () => {
    expect(await ledgerFaults(sharedServerData())).toEqual(NO_LEDGER_FAULTS);
  });
});
