// What a text message to a member is, and what every way of sending one offers: the senders
// (outbox.ts, webhook.ts) and the choice among them (sender.ts) all import it from here.
export interface OutgoingMessage {
  /** The member's phone. */
  to: string;
  purpose: 'password_reset';
  text: string;
}

export interface MessageSender {
  readonly kind: string;
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: OutgoingMessage): Promise<void>;
}
