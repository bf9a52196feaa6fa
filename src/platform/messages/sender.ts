// Text messages to members (the password reset code), through a pluggable sender: the outbox the
// operator reads on the embedded platform, or an HTTP webhook the operator wires to an SMS
// provider (SMS_WEBHOOK_URL). The sender is bound to the database like the clock.
import type { DatabaseSync } from 'node:sqlite';
import type { MessageSender, OutgoingMessage } from './message.ts';
import { outboxSender } from './outbox.ts';
import { webhookSender } from './webhook.ts';

const senders = new WeakMap<DatabaseSync, MessageSender>();

export function bindSender(db: DatabaseSync, sender: MessageSender): void {
  senders.set(db, sender);
}

export function senderOf(db: DatabaseSync): MessageSender {
  let sender = senders.get(db);
  if (!sender) senders.set(db, (sender = outboxSender(db)));
  return sender;
}

/** The webhook when SMS_WEBHOOK_URL is set, else the outbox in the database. */
export function senderFromEnv(db: DatabaseSync, env: NodeJS.ProcessEnv = process.env): MessageSender {
  const url = env.SMS_WEBHOOK_URL?.trim();
  return url ? webhookSender(url, env.SMS_WEBHOOK_TOKEN?.trim() || undefined) : outboxSender(db);
}

/** 0812345678 -> 081xxxx678: enough for an operator to tell messages apart in a log. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}${'x'.repeat(phone.length - 6)}${phone.slice(-3)}` : 'x'.repeat(phone.length);
}

/**
 * Hands the message to the sender without making the caller wait: an answer must not take longer
 * (or differ) because a message went out. A failure is logged without the text (it holds a code)
 * and never rejects; the returned promise settles when the send has.
 */
export function deliver(db: DatabaseSync, message: OutgoingMessage): Promise<void> {
  let sending: Promise<void>;
  try {
    sending = senderOf(db).send(message);
  } catch (error) {
    sending = Promise.reject(error);
  }
  return sending.catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : 'unknown error';
    console.error(`[platform] ${message.purpose} message to ${maskPhone(message.to)} not sent: ${reason}`);
  });
}
