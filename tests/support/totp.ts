// What an authenticator app computes: the 6-digit code of a secret at a moment (otpauth, the same
// library the platform checks with; the tests compute real codes, never read them from the server).
import { Secret, TOTP } from 'otpauth';

export function totpCode(secret: string, at: number | Date): string {
  const timestamp = typeof at === 'number' ? at : at.getTime();
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** The enrolment token of a link `/admin/enrol?token=...`. */
export function enrolToken(path: string): string {
  return new URL(path, 'http://x').searchParams.get('token')!;
}
