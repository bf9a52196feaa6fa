// Every text a device forwarded is kept (issue 42): who sent it, the text as it came, its reading
// and its outcome. A delivery is unique per device (the forwarder's retry repeats its key); the
// same text on one account from another device (or sent again by hand) within COPY_WINDOW_MS is a
// copy, kept and marked, never matched twice.
import { createHash } from 'node:crypto';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { BankMessageState } from '../db/tables/bank-messages.ts';
import { tell } from '../live/index.ts';
import { readBankText, tidy } from './bank-texts/read.ts';
import type { BankText } from './bank-texts/reader.ts';
import type { WebhookDevice } from './records.ts';

const COPY_WINDOW_MS = 30 * 60_000;

export interface Delivery {
  /** The forwarder's key of this delivery (SmsForwarder: its timestamp and text; sms-gateway: the event id). */
  key: string;
  /** The SMS sender or the app, as the phone says */
  sender: string | null;
  text: string;
  /** The forwarder's timestamp (ms) */
  sentAt: number;
}

export interface StoredText {
  id: number;
  reading: BankText;
  /** The earlier message this one copies, if any */
  copyOf: number | null;
}

/** Whether this device already delivered this (a retry): the message's id, else null. */
export async function deliveredBefore(db: Db, deviceId: number, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('bank_messages')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('delivery_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Reads and keeps one delivery (state review until decided), inside the caller's transaction
 * queued per account, and notes when the device last sent.
 */
export async function storeText(db: Db, device: WebhookDevice, delivery: Delivery): Promise<StoredText> {
  const now = nowMs(db);
  const reading = readBankText(delivery.text, delivery.sentAt);
  const textHash = createHash('sha256').update(tidy(delivery.text)).digest('hex');
  const copy = await db
    .selectFrom('bank_messages')
    .select('id')
    .where('bank_account_id', '=', device.bank_account_id)
    .where('text_hash', '=', textHash)
    .where('received_at', '>', now - COPY_WINDOW_MS)
    .orderBy('id')
    .executeTakeFirst();
  const incoming = reading.kind === 'incoming' ? reading : null;
  const { id } = await db
    .insertInto('bank_messages')
    .values({
      device_id: device.id,
      bank_account_id: device.bank_account_id,
      delivery_key: delivery.key,
      text_hash: textHash,
      sender: delivery.sender,
      text: delivery.text,
      kind: reading.kind,
      bank: reading.bank,
      amount: incoming?.satang ?? null,
      paid_at: incoming?.paidAt ?? null,
      account_mask: incoming?.accountMask ?? null,
      from_name: incoming?.sender ?? null,
      state: 'review',
      reason: null,
      deposit_id: null,
      sent_at: delivery.sentAt,
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await noteDeviceSent(db, device.id);
  return { id, reading, copyOf: copy?.id ?? null };
}

/** The device was heard from (a text, or a forwarder's heartbeat): when it last sent. */
export async function noteDeviceSent(db: Db, deviceId: number): Promise<void> {
  await db
    .updateTable('notification_devices')
    .set({ last_sent_at: nowMs(db) })
    .where('id', '=', deviceId)
    .execute();
}

/** What became of a kept text: credited (with its request), ignored, a copy, or for a cashier with the reason. */
export async function settleText(
  db: Db,
  id: number,
  state: BankMessageState,
  reason: string | null,
  depositId: number | null = null,
): Promise<void> {
  await db.updateTable('bank_messages').set({ state, reason, deposit_id: depositId }).where('id', '=', id).execute();
  // For a cashier, or settled: the deposit desk's list of texts changed (staff streams).
  tell(db, { kind: 'desk', member: 0, id: 0 });
}
