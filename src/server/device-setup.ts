// A new notification device's setup for the phone (issue 42): the platform answers the webhook's
// path and the secret once; the door, which knows the site's public address, adds the whole address
// and a QR of it and the secret (server-drawn, qr-svg.ts), so the phone's camera reads both.
import { readEnvelope } from '../contract/envelope.ts';
import { qrSvg } from './qr-svg.ts';

/** The add answer's text with `webhook_url` and `qr_svg` in its data; any other text as it was. */
export function withDeviceSetup(text: string, origin: string): string {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return text;
  }
  // The envelope checked, its data changed in place.
  const data = readEnvelope(payload)?.error === 0 ? (payload as { data: Record<string, unknown> | null }).data : null;
  if (!data || typeof data.webhook_path !== 'string' || typeof data.secret !== 'string') return text;
  const url = new URL(data.webhook_path, origin).href;
  data.webhook_url = url;
  data.qr_svg = qrSvg(JSON.stringify({ url, secret: data.secret }));
  return JSON.stringify(payload);
}
