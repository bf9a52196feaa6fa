// How often a reset code may be asked for: once per cooldown per phone, and a few times per window
// per phone (no text-message bombing of a member) and per client address (no sweeping through
// phones). Counted for every phone, members or not, so a refusal reveals nothing.
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import { thaiWait } from '../time.ts';

interface Window {
  n: number;
  oldest: number | null;
}

/**
 * Refuses the request when a limit is reached (nothing is written), else records it. Returns the
 * seconds until this phone may ask again. Call inside tx.
 */
export function countResetRequest(db: DatabaseSync, phone: string, client: string): number {
  const at = nowMs(db);
  const cooldownMs = getSetting(db, 'auth.reset_resend_seconds') * 1000;
  const windowMs = getSetting(db, 'auth.reset_request_window_minutes') * 60_000;
  run(db, 'DELETE FROM password_reset_requests WHERE requested_at <= ?', at - Math.max(cooldownMs, windowMs));

  const last = one<{ at: number | null }>(db, 'SELECT MAX(requested_at) AS at FROM password_reset_requests WHERE phone = ?', phone)!.at;
  if (last !== null && last + cooldownMs > at) {
    const seconds = Math.ceil((last + cooldownMs - at) / 1000);
    fail('RESET_TOO_SOON', { seconds }, { resend_after_seconds: seconds });
  }

  const since = at - windowMs;
  const perPhone = one<Window>(
    db,
    'SELECT COUNT(*) AS n, MIN(requested_at) AS oldest FROM password_reset_requests WHERE phone = ? AND requested_at > ?',
    phone,
    since,
  )!;
  const perClient = one<Window>(
    db,
    'SELECT COUNT(*) AS n, MIN(requested_at) AS oldest FROM password_reset_requests WHERE client = ? AND requested_at > ?',
    client,
    since,
  )!;
  const full = [
    [perPhone, getSetting(db, 'auth.reset_requests_per_phone')],
    [perClient, getSetting(db, 'auth.reset_requests_per_client')],
  ] as const;
  const waits = full.filter(([window, max]) => window.n >= max).map(([window]) => window.oldest! + windowMs - at);
  if (waits.length) fail('RESET_RATE_LIMITED', { wait: thaiWait(Math.max(...waits) / 60_000) });

  run(db, 'INSERT INTO password_reset_requests (phone, client, requested_at) VALUES (?, ?, ?)', phone, client, at);
  return Math.ceil(cooldownMs / 1000);
}
