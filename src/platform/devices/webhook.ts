// A forwarder's delivery checked before anything is read or kept (issue 42): the device it names
// must exist, be of that forwarder and not be revoked (else the signature is "invalid": a caller
// learns nothing of which devices exist), the signature must be its secret's, the timestamp within
// the setting's window, and the device not paused. What passes is a Delivery for messages.ts.
import { createHash } from 'node:crypto';
import type { z } from 'zod/mini';
import type { smsForwarderBody, smsGatewayBody } from '../../contract/account/devices.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { Forwarder } from '../db/tables/notification-devices.ts';
import { fail } from '../errors.ts';
import { log } from '../log.ts';
import { getSetting } from '../settings.ts';
import type { Delivery } from './messages.ts';
import { type WebhookDevice, webhookDevice } from './records.ts';
import { freshTimestamp, sameSignature, smsForwarderSignMatches, smsGatewaySignature } from './signatures.ts';

/** The device a delivery names, if it may send as this forwarder; a refusal logged by device id only. */
async function deviceFor(db: Db, deviceId: string, forwarder: Forwarder): Promise<WebhookDevice> {
  const device = await webhookDevice(db, Number(deviceId));
  if (!device || device.forwarder !== forwarder || device.state === 'revoked') {
    log.warn({ device: Number(deviceId), forwarder, why: device ? device.state : 'unknown' }, 'bank text refused: no such device');
    fail('DEVICE_SIGNATURE_INVALID');
  }
  return device;
}

async function checkTimestamp(db: Db, device: WebhookDevice, timestampMs: number): Promise<void> {
  const seconds = await getSetting(db, 'devices.timestamp_window_seconds');
  if (!freshTimestamp(timestampMs, nowMs(db), seconds * 1000)) {
    log.warn(
      { device: device.id, skewMs: Number.isFinite(timestampMs) ? nowMs(db) - timestampMs : null },
      'bank text refused: stale or future timestamp',
    );
    fail('DEVICE_TIMESTAMP_INVALID', { seconds });
  }
}

function refuseSignature(device: WebhookDevice): never {
  log.warn({ device: device.id }, 'bank text refused: signature');
  fail('DEVICE_SIGNATURE_INVALID');
}

function assertNotPaused(device: WebhookDevice): void {
  if (device.state === 'paused') {
    log.info({ device: device.id }, 'bank text refused: device paused');
    fail('DEVICE_PAUSED');
  }
}

/** SmsForwarder's JSON template: sign over its timestamp and the secret. */
export async function smsForwarderDelivery(
  db: Db,
  deviceId: string,
  body: z.infer<typeof smsForwarderBody>,
): Promise<{ device: WebhookDevice; delivery: Delivery }> {
  const device = await deviceFor(db, deviceId, 'smsforwarder');
  const timestamp = String(body.timestamp);
  if (!smsForwarderSignMatches(device.secret, timestamp, body.sign)) refuseSignature(device);
  await checkTimestamp(db, device, Number(timestamp));
  assertNotPaused(device);
  return {
    device,
    // Its retry repeats the timestamp and the text; two texts sent in one millisecond stay two.
    delivery: {
      key: `smsforwarder:${timestamp}:${createHash('sha256').update(body.org_content).digest('hex').slice(0, 32)}`,
      sender: body.from?.trim() || null,
      text: body.org_content,
      sentAt: Number(timestamp),
    },
  };
}

/** android-sms-gateway's event: signature over the body's bytes and X-Timestamp (seconds). */
export async function smsGatewayDelivery(
  db: Db,
  deviceId: string,
  rawBody: string,
  headers: Headers,
  body: z.infer<typeof smsGatewayBody>,
): Promise<{ device: WebhookDevice; delivery: Delivery | null }> {
  const device = await deviceFor(db, deviceId, 'sms-gateway');
  const timestamp = headers.get('x-timestamp') ?? '';
  const signature = headers.get('x-signature') ?? '';
  if (!/^\d{9,12}$/.test(timestamp) || !sameSignature(signature.toLowerCase(), smsGatewaySignature(device.secret, rawBody, timestamp)))
    refuseSignature(device);
  await checkTimestamp(db, device, Number(timestamp) * 1000);
  assertNotPaused(device);
  // Only a received SMS is a bank text; the app's other events (its ping) say the phone is alive.
  const message = body.payload?.message;
  if (body.event !== 'sms:received' || message === undefined || message === '') return { device, delivery: null };
  const sender = body.payload?.sender ?? body.payload?.phoneNumber ?? null;
  // When the phone got the SMS (ISO with its offset) dates a text that prints no time; else the send.
  const receivedAt = Date.parse(body.payload?.receivedAt ?? '');
  const sentAt = Number.isFinite(receivedAt) ? receivedAt : Number(timestamp) * 1000;
  return { device, delivery: { key: `sms-gateway:${body.id}`, sender, text: message, sentAt } };
}
