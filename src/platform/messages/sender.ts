// Text messages to members (the password reset code), through a pluggable sender: the outbox the
// operator reads on the embedded platform, or an HTTP webhook the operator wires to an SMS
// provider (SMS_WEBHOOK_URL). The sender is bound to the platform's database like the clock.
import { contextOf, type Db, type DbContext } from '../db/database.ts';
import type { MessageSender, OutgoingMessage } from './message.ts';
import { outboxSender } from './outbox.ts';
import { webhookSender } from './webhook.ts';

const senders = new WeakMap<DbContext, MessageSender>();

export function bindSender(db: Db, sender: MessageSender): void {
  senders.set(contextOf(db), sender);
}

function senderOf(db: Db): MessageSender {
  const context = contextOf(db);
  let sender = senders.get(context);
  if (!sender) senders.set(context, (sender = outboxSender(db)));
  return sender;
}

/** The webhook when SMS_WEBHOOK_URL is set, else the outbox in the database. */
export function senderFromEnv(db: Db, env: NodeJS.ProcessEnv = process.env): MessageSender {
  const url = env.SMS_WEBHOOK_URL?.trim();
  return url ? webhookSender(url, env.SMS_WEBHOOK_TOKEN?.trim() || undefined) : outboxSender(db);
}

/** 0812345678 -> 081xxxx678: enough for an operator to tell messages apart in a log. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}${'x'.repeat(phone.length - 6)}${phone.slice(-3)}` : 'x'.repeat(phone.length);
}

/**
 * Hands the message to the sender. The caller waits for a local sender (the outbox row is written
 * when the answer goes out, so the operator finds it at once), never for the network: an answer
 * must not take longer (or differ) because an SMS went out. A failure is logged without the text
 * (it holds a code) and never rejects; `sent` settles when the send has.
 */
export async function deliver(db: Db, message: OutgoingMessage): Promise<{ sent: Promise<void> }> {
  const sender = senderOf(db);
  let sending: Promise<void>;
  try {
    sending = sender.send(message);
  } catch (error) {
    sending = Promise.reject(error);
  }
  const sent = sending.catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : 'unknown error';
    console.error(`[platform] ${message.purpose} message to ${maskPhone(message.to)} not sent: ${reason}`);
  });
  if (sender.local) await sent;
  return { sent };
}
