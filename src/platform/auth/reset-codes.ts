// One-time codes by text message (a password reset, a change of the backup bank account): 6 random
// digits that leave only by SMS. The database keeps a salted HMAC of each, never the code. A phone
// has at most one open code per purpose (the newest); it closes when used, when a newer one
// replaces it, or when it has been typed wrong too often, and it stops working when it expires.
// A code opens only what it was sent for.
import type { Selectable } from 'kysely';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import type { CodePurpose, PasswordResetCodesTable } from '../db/tables/password-reset-codes.ts';
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
export async function issueResetCode(
  db: Db,
  member: { id: number; phone: string },
  code: string,
  purpose: CodePurpose = 'password_reset',
): Promise<number> {
  const at = nowMs(db);
  const salt = newSalt();
  const expiresAt = minutesFrom(at, await getSetting(db, 'auth.reset_code_ttl_minutes'));
  await closeOpenCodes(db, member.phone, purpose, 'replaced');
  await db
    .insertInto('password_reset_codes')
    .values({
      member_id: member.id,
      phone: member.phone,
      salt,
      code_hash: codeHash(salt, member.phone, code),
      created_at: at,
      expires_at: expiresAt,
      purpose,
    })
    .execute();
  return expiresAt;
}

type OpenCode = Pick<Selectable<PasswordResetCodesTable>, 'id' | 'member_id' | 'salt' | 'code_hash' | 'tries'>;

function openCode(db: Db, phone: string, purpose: CodePurpose): Promise<OpenCode | undefined> {
  return db
    .selectFrom('password_reset_codes')
    .select(['id', 'member_id', 'salt', 'code_hash', 'tries'])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', nowMs(db))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type CodeCheck = { right: true; codeId: number; memberId: number } | { right: false };

/** Checks a typed code against the phone's open code; a wrong one counts, and the last allowed wrong one burns it. Call inside tx. */
export async function tryResetCode(db: Db, phone: string, code: string, purpose: CodePurpose = 'password_reset'): Promise<CodeCheck> {
  const open = await openCode(db, phone, purpose);
  if (!open) return { right: false };
  const typed = Buffer.from(codeHash(open.salt, phone, code), 'hex');
  if (timingSafeEqual(typed, Buffer.from(open.code_hash, 'hex'))) return { right: true, codeId: open.id, memberId: open.member_id };
  const tries = open.tries + 1;
  await db.updateTable('password_reset_codes').set({ tries }).where('id', '=', open.id).execute();
  if (tries >= (await getSetting(db, 'auth.reset_code_max_tries'))) await closeCode(db, open.id, 'burnt');
  return { right: false };
}

/** True while `codeId` is still its phone's open, unexpired code. Call inside tx. */
export async function isOpenCode(db: Db, phone: string, codeId: number, purpose: CodePurpose = 'password_reset'): Promise<boolean> {
  return (await openCode(db, phone, purpose))?.id === codeId;
}

export async function closeCode(db: Db, codeId: number, reason: CloseReason): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ closed_at: nowMs(db), closed_reason: reason })
    .where('id', '=', codeId)
    .where('closed_at', 'is', null)
    .execute();
}

async function closeOpenCodes(db: Db, phone: string, purpose: CodePurpose, reason: CloseReason): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ closed_at: nowMs(db), closed_reason: reason })
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .execute();
}
