// A sender for production: POSTs each message as JSON { to, text, purpose } to the operator's
// webhook (SMS_WEBHOOK_URL), which forwards it to their SMS provider. SMS_WEBHOOK_TOKEN, when
// set, goes along as `Authorization: Bearer`. Any answer but 2xx is a failed send.
import type { MessageSender, OutgoingMessage } from './message.ts';

const TIMEOUT_MS = 10_000;

export function webhookSender(url: string, token?: string, timeoutMs = TIMEOUT_MS): MessageSender {
  const target = new URL(url); // a malformed URL stops the start, not every reset later
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error(`SMS_WEBHOOK_URL must be http(s), got ${target.protocol}`);
  return {
    kind: 'webhook',
    local: false,
    async send(message: OutgoingMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(target, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, text: message.text, purpose: message.purpose }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}
