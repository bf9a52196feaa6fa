// What each forwarder signs, exactly as its source does, and the check of it (issue 42):
// - pppscn/SmsForwarder (WebhookUtils.kt): sign = URLEncoder.encode(Base64(HmacSHA256(key = secret,
//   data = timestamp + "\n" + secret))), timestamp in ms; the JSON template carries [timestamp] and
//   [sign]. The body itself is not signed: the delivery is only as fresh as its timestamp.
// - capcom6/android-sms-gateway (PayloadSingingPlugin.kt): X-Signature = hex HmacSHA256(key =
//   secret, data = body text + X-Timestamp), X-Timestamp in unix seconds, taken at each send.
// A timestamp further than the window from the server's clock either way is refused (SmsForwarder's
// own server mode allows 600 s by default).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** SmsForwarder's [sign] for a timestamp (ms, as the text it sends). */
export function smsForwarderSign(secret: string, timestamp: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}\n${secret}`, 'utf8').digest('base64');
  // Java's URLEncoder on Base64: only + / = need escaping, as encodeURIComponent does them.
  return encodeURIComponent(digest);
}

/** android-sms-gateway's X-Signature for a body and its X-Timestamp (unix seconds). */
export function smsGatewaySignature(secret: string, body: string, timestamp: string): string {
  return createHmac('sha256', secret)
    .update(body + timestamp, 'utf8')
    .digest('hex');
}

/** Equal texts, compared in constant time. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The SmsForwarder sign as sent, or once URL-decoded on the way (a proxy or a form that decoded it). */
export function smsForwarderSignMatches(secret: string, timestamp: string, sign: string): boolean {
  const expected = smsForwarderSign(secret, timestamp);
  return sameSignature(sign, expected) || sameSignature(sign, decodeURIComponent(expected));
}

/** A forwarder's timestamp (ms) within `windowMs` of `now`, either way. */
export function freshTimestamp(timestampMs: number, now: number, windowMs: number): boolean {
  return Number.isSafeInteger(timestampMs) && Math.abs(now - timestampMs) <= windowMs;
}
