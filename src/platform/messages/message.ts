// What a text message to a member is, and what every way of sending one offers: the senders
// (outbox.ts, webhook.ts) and the choice among them (sender.ts) all import it from here.
export interface OutgoingMessage {
  /** The member's phone (or, confirming it at registration, the phone of one who is about to be). */
  to: string;
  purpose: 'password_reset' | 'sub_bank_account' | 'phone_confirm';
  text: string;
}

export interface MessageSender {
  readonly kind: string;
  /**
   * true: handing a message over is a write of our own (the outbox), as quick for every message,
   * done before the caller answers; false: a call over the network (the webhook) that no answer
   * waits for.
   */
  readonly local: boolean;
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: OutgoingMessage): Promise<void>;
}
