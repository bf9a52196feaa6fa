// The official account's webhook (issue 44). Nothing of a delivery is read before its signature
// holds: X-Line-Signature is Base64 of HMAC-SHA256 of the raw body under the channel secret,
// compared in constant time by the SDK's validateSignature; a missing or wrong one is refused
// (401, in Thai) and logged with the caller's address only. Then the events: a follow clears the
// link's block, an unfollow sets it (no more pushes), and a linked member's words are answered
// (flows/line-webhook.ts, which reads their money and bills) with LINE's reply call.
import type { Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { log } from '../log.ts';
import { lineOf } from './config.ts';
import { lineSdk } from './sdk.ts';
import { within } from './sender.ts';

/** LINE waits for the webhook's answer: a reply not made in this long is let go. */
const REPLY_TIMEOUT_MS = 5_000;

/** The events we act on; LINE sends more kinds (postback, join, ...), passed over. */
export type LineEvent =
  { type: 'follow' | 'unfollow'; userId: string; replyToken?: string } | { type: 'text'; userId: string; replyToken: string; text: string };

interface RawEvent {
  type?: unknown;
  replyToken?: unknown;
  source?: { type?: unknown; userId?: unknown };
  message?: { type?: unknown; text?: unknown };
}

/** The delivery's events once its signature holds; refuses a delivery LINE did not sign. */
export async function signedLineEvents(db: Db, rawBody: string, signature: string | null, client: string): Promise<LineEvent[]> {
  const config = lineOf(db) ?? fail('LINE_NOT_CONFIGURED');
  const { validateSignature } = await lineSdk();
  if (!signature || !validateSignature(rawBody, config.channelSecret, signature)) {
    log.warn({ client, signed: signature !== null }, 'LINE webhook refused: bad signature');
    fail('LINE_SIGNATURE_INVALID');
  }
  const events = (JSON.parse(rawBody) as { events?: unknown }).events;
  if (!Array.isArray(events)) return [];
  const read: LineEvent[] = [];
  for (const event of events as RawEvent[]) {
    // One person's chat with the official account only (not a group's).
    const userId = event?.source?.type === 'user' && typeof event.source.userId === 'string' ? event.source.userId : null;
    if (!userId) continue;
    const replyToken = typeof event.replyToken === 'string' ? event.replyToken : undefined;
    if (event.type === 'follow' || event.type === 'unfollow') read.push({ type: event.type, userId, replyToken });
    else if (event.type === 'message' && event.message?.type === 'text' && typeof event.message.text === 'string' && replyToken)
      read.push({ type: 'text', userId, replyToken, text: event.message.text });
  }
  return read;
}

/** Answers an event with text; a failure is logged (LINE's status only) and never fails the webhook. */
export async function replyOnLine(db: Db, replyToken: string, text: string): Promise<void> {
  const config = lineOf(db);
  if (!config) return;
  const { messagingApi } = await lineSdk();
  const client = new messagingApi.MessagingApiClient({ channelAccessToken: config.channelAccessToken, baseURL: config.apiBase });
  try {
    await within(REPLY_TIMEOUT_MS, client.replyMessage({ replyToken, messages: [{ type: 'text', text: text.slice(0, 5000) }] }));
  } catch (error) {
    log.warn({ status: (error as { status?: number }).status ?? (error as Error).name }, 'LINE reply failed');
  }
}
