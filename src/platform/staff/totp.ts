// The second step: TOTP codes from an authenticator app (RFC 6238: SHA-1, 6 digits, 30 seconds,
// what every app reads from the QR). The arithmetic is otpauth's (pinned ^9.5.2: the maintained
// RFC 4226/6238 implementation, on @noble/hashes, no native code, no hand-written HMAC here); this
// file adds what the library leaves to us: a code already accepted in its window is refused (a
// code seen over a shoulder, or sent twice, opens nothing), one conditional UPDATE deciding.
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/database.ts';

const PERIOD_S = 30;
/** One step either side: a phone whose clock is up to 30 s off still works. */
const WINDOW = 1;
const ISSUER = 'R999 หลังบ้าน';

function totpOf(secret: string, name = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new secret (160 bits, base32), shown once as a QR at enrolment. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR carries. */
export function totpUri(secret: string, name: string): string {
  return totpOf(secret, name).toString();
}

/** The 30-second step a code of `secret` matches at `at` (within the window), or null. */
export function matchingStep(secret: string, code: string, at: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
}

/**
 * Accepts a code of the staff member's secret once: its step must be newer than the last one
 * accepted, and taking it is one UPDATE, so two log-ins racing with one code cannot both pass.
 */
export async function acceptTotp(db: Db, staffId: number, secret: string, code: string, at: number): Promise<boolean> {
  const step = matchingStep(secret, code, at);
  if (step === null) return false;
  const taken = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
