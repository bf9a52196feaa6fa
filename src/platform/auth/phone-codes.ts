// The codes that confirm a new member's phone at registration (phone_codes): keyed by the phone,
// as there is no member yet; 6 random digits that leave only by SMS, kept as a salted HMAC, like
// the reset codes (reset-codes.ts). A phone has one open code (the newest); it closes when used,
// when a newer one replaces it or when typed wrong too often, and stops working when it expires.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { getSetting } from '../settings.ts';
import { minutesFrom } from '../time.ts';

const codeHash = (salt: string, phone: string, code: string) => createHmac('sha256', salt).update(`${phone}:${code}`).digest('hex');

async function closeOpenCodes(db: Db, phone: string): Promise<void> {
  await db
    .updateTable('phone_codes')
    .set({ closed_at: nowMs(db) })
    .where('phone', '=', phone)
    .where('closed_at', 'is', null)
    .execute();
}

/** Opens `code` for `phone`, closing its older one. Returns when it expires. Call inside tx. */
export async function issuePhoneCode(db: Db, phone: string, code: string): Promise<number> {
  const at = nowMs(db);
  const salt = randomBytes(16).toString('hex');
  const expiresAt = minutesFrom(at, await getSetting(db, 'auth.reset_code_ttl_minutes'));
  await closeOpenCodes(db, phone);
  await db
    .insertInto('phone_codes')
    .values({ phone, salt, code_hash: codeHash(salt, phone, code), created_at: at, expires_at: expiresAt })
    .execute();
  return expiresAt;
}

function openCode(db: Db, phone: string) {
  return db
    .selectFrom('phone_codes')
    .select(['id', 'salt', 'code_hash', 'tries'])
    .where('phone', '=', phone)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', nowMs(db))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Checks a typed code against the phone's open one: the code's id when right; a wrong one counts,
 * and the last allowed wrong one closes the code. Call inside tx.
 */
export async function tryPhoneCode(db: Db, phone: string, code: string): Promise<number | null> {
  const open = await openCode(db, phone);
  if (!open) return null;
  if (timingSafeEqual(Buffer.from(codeHash(open.salt, phone, code), 'hex'), Buffer.from(open.code_hash, 'hex'))) return open.id;
  const tries = open.tries + 1;
  const burnt = tries >= (await getSetting(db, 'auth.reset_code_max_tries'));
  await db
    .updateTable('phone_codes')
    .set({ tries, ...(burnt ? { closed_at: nowMs(db) } : {}) })
    .where('id', '=', open.id)
    .execute();
  return null;
}

/** Closes the code `codeId` as used; false when it was no longer the phone's open one (used meanwhile, replaced, expired). Call inside tx. */
export async function usePhoneCode(db: Db, phone: string, codeId: number): Promise<boolean> {
  if ((await openCode(db, phone))?.id !== codeId) return false;
  await db
    .updateTable('phone_codes')
    .set({ closed_at: nowMs(db) })
    .where('id', '=', codeId)
    .execute();
  return true;
}
