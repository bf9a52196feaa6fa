// One-time password reset codes: 6 random digits that leave only by text message. The database
// keeps a salted HMAC of each, never the code. A phone has at most one open code (the newest);
// it closes when used, when a newer one replaces it, or when it has been typed wrong too often,
// and it stops working when it expires.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { nowMs } from '../db/clock.ts';
import { one, run } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';

export type CloseReason = 'used' | 'replaced' | 'burnt';

export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeHash(salt: string, phone: string, code: string): string {
  return createHmac('sha256', salt).update(`${phone}:${code}`).digest('hex');
}

function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The hashing work of a code for a phone that has no member, so both cases take as long. */
export function hashDecoyCode(phone: string, code: string): void {
  codeHash(newSalt(), phone, code);
}

/** Opens `code` for the member and closes the phone's older one. Returns when it expires. Call inside tx. */
export function issueResetCode(db: DatabaseSync, member: { id: number; phone: string }, code: string): number {
  const at = nowMs(db);
  const salt = newSalt();
  const expiresAt = minutesFrom(at, getSetting(db, 'auth.reset_code_ttl_minutes'));
  closeOpenCodes(db, member.phone, 'replaced');
  run(
    db,
    'INSERT INTO password_reset_codes (member_id, phone, salt, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    member.id,
    member.phone,
    salt,
    codeHash(salt, member.phone, code),
    at,
    expiresAt,
  );
  return expiresAt;
}

interface OpenCode {
  id: number;
  member_id: number;
  salt: string;
  code_hash: string;
  tries: number;
}

function openCode(db: DatabaseSync, phone: string): OpenCode | undefined {
  return one<OpenCode>(
    db,
    `SELECT id, member_id, salt, code_hash, tries FROM password_reset_codes
     WHERE phone = ? AND closed_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
    phone,
    nowMs(db),
  );
}

export type CodeCheck = { right: true; codeId: number; memberId: number } | { right: false };

/** Checks a typed code against the phone's open code; a wrong one counts, and the last allowed wrong one burns it. Call inside tx. */
export function tryResetCode(db: DatabaseSync, phone: string, code: string): CodeCheck {
  const open = openCode(db, phone);
  if (!open) return { right: false };
  const typed = Buffer.from(codeHash(open.salt, phone, code), 'hex');
  if (timingSafeEqual(typed, Buffer.from(open.code_hash, 'hex'))) return { right: true, codeId: open.id, memberId: open.member_id };
  const tries = open.tries + 1;
  run(db, 'UPDATE password_reset_codes SET tries = ? WHERE id = ?', tries, open.id);
  if (tries >= getSetting(db, 'auth.reset_code_max_tries')) closeCode(db, open.id, 'burnt');
  return { right: false };
}

/** True while `codeId` is still its phone's open, unexpired code. Call inside tx. */
export function isOpenCode(db: DatabaseSync, phone: string, codeId: number): boolean {
  return openCode(db, phone)?.id === codeId;
}

export function closeCode(db: DatabaseSync, codeId: number, reason: CloseReason): void {
  run(db, 'UPDATE password_reset_codes SET closed_at = ?, closed_reason = ? WHERE id = ? AND closed_at IS NULL', nowMs(db), reason, codeId);
}

function closeOpenCodes(db: DatabaseSync, phone: string, reason: CloseReason): void {
  run(
    db,
    'UPDATE password_reset_codes SET closed_at = ?, closed_reason = ? WHERE phone = ? AND closed_at IS NULL',
    nowMs(db),
    reason,
    phone,
  );
}
