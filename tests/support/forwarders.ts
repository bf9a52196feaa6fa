// A simulated forwarder app (issue 42): the bank texts an agent's phone gets and the requests each
// app posts them with, byte for byte as its source sends them (pppscn/SmsForwarder's JSON template
// with [timestamp] and [sign]; capcom6/android-sms-gateway's Gson-encoded event with X-Timestamp
// and X-Signature). Signed here from the apps' own recipes, not with the platform's check, so a
// fault in that check shows. Shared by the contract tests and the bench (no vitest here).
import { createHmac, randomBytes } from 'node:crypto';
import * as devices from '../../src/contract/endpoints/account/devices.ts';
import { BE_OFFSET } from '../../src/rules/bangkok-calendar.ts';

/** A device as `device add` prints it: its id and its secret. */
export interface ForwarderDevice {
  id: number;
  secret: string;
}

/** A request as the app sends it: where, the body's bytes, the headers beside the JSON ones. */
export interface ForwarderRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The Bangkok wall clock of an instant, as the bank prints it. */
function bangkok(at: number) {
  const bkk = new Date(at + 7 * 3_600_000);
  return {
    day: pad(bkk.getUTCDate()),
    month: pad(bkk.getUTCMonth() + 1),
    year: pad((bkk.getUTCFullYear() + BE_OFFSET) % 100),
    time: `${pad(bkk.getUTCHours())}:${pad(bkk.getUTCMinutes())}`,
  };
}

/** A balance after the transfer: each its own, as two transfers have. */
const balanceAfter = () => (9350 + Math.random() * 1000).toFixed(2);

/** KBank's SMS of money in, at a Bangkok instant, to the account's middle six digits (its real wording). */
export function kbankText(at: number, baht: number, accountNo: string): string {
  const { day, month, year, time } = bangkok(at);
  return `${day}/${month}/${year} ${time} บชX${accountNo.slice(3, 9)}X รับโอนจากX189776X ${baht.toFixed(2)}บ คงเหลือ${balanceAfter()}บ`;
}

/** SCB's SMS of money in, at a Bangkok instant, to the account's last six digits (its real wording). */
export function scbText(at: number, baht: number, accountNo: string): string {
  const { day, month, time } = bangkok(at);
  return `เงิน ${baht.toFixed(2)}บ เข้าบ/ชx${accountNo.slice(-6)} ${day}/${month}@${time} ใช้ได้ ${balanceAfter()}บ`;
}

/** Gson's string escaping (both apps write JSON with Gson): quotes, backslash, controls, and HTML's <>&=' as \\u00XX. */
export function gson(text: string): string {
  const named: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
  return [...text]
    .map((c) => {
      const code = c.charCodeAt(0);
      if (named[c]) return named[c];
      return code < 0x20 || "<>&='\u2028\u2029".includes(c) ? `\\u${code.toString(16).padStart(4, '0')}` : c;
    })
    .join('');
}

/** SmsForwarder's sign, as WebhookUtils.kt makes it: URLEncoder.encode(Base64(HmacSHA256(secret, ts + "\n" + secret))). */
export const forwarderSign = (secret: string, timestamp: string) =>
  encodeURIComponent(createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));

/** SmsForwarder's POST with the documented template; `sign` defaults to the device's own. */
export function forwarderRequest(
  device: ForwarderDevice,
  text: string,
  timestamp: number,
  options: { sign?: string; from?: string } = {},
): ForwarderRequest {
  const ts = String(timestamp);
  return {
    path: `${devices.smsForwarderWebhook.path}?device=${device.id}`,
    body: `{"from":"${options.from ?? 'KBank'}","org_content":"${gson(text)}","timestamp":"${ts}","sign":"${options.sign ?? forwarderSign(device.secret, ts)}"}`,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}

/** An event id as the app makes one (NanoId: 21 of A-Za-z0-9_-). */
export const nanoId = () => randomBytes(16).toString('base64url').slice(0, 21);

/** android-sms-gateway's sms:received event as Gson writes it. */
export function gatewayBody(eventId: string, text: string, receivedAt: number, sender = 'KBank'): string {
  const received = new Date(receivedAt + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
  return (
    `{"id":"${eventId}","webhookId":"r999-deposits","event":"sms:received","deviceId":"ffffffffceb0b1db0000018e937c815b",` +
    `"payload":{"message":"${gson(text)}","receivedAt":"${received}","messageId":"${eventId}-m","sender":"${sender}","simNumber":1,"phoneNumber":"${sender}"}}`
  );
}

/** android-sms-gateway's X-Signature, as PayloadSingingPlugin.kt makes it: hex HmacSHA256(secret, body + X-Timestamp). */
export const gatewaySignature = (secret: string, body: string, timestampSeconds: string) =>
  createHmac('sha256', secret)
    .update(body + timestampSeconds)
    .digest('hex');

/** android-sms-gateway's POST of a body, signed over it and X-Timestamp (seconds); `secret` defaults to the device's own. */
export function gatewayRequest(device: ForwarderDevice, body: string, timestampSeconds: number, secret = device.secret): ForwarderRequest {
  const ts = String(timestampSeconds);
  return {
    path: `${devices.smsGatewayWebhook.path}?device=${device.id}`,
    body,
    headers: { 'content-type': 'application/json', 'x-timestamp': ts, 'x-signature': gatewaySignature(secret, body, ts) },
  };
}
