// One-time recovery codes: for a lost phone, each opens one log-in once. Ten per enrolment, shown
// once; only their SHA-256 is kept (each has 50 random bits: no slow hash needed against a copy of
// the database, and the log-in locks count the guesses).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hashToken } from '../auth/tokens.ts';

const COUNT = 10;
// No 0/O or 1/I/L: read off paper.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** What a typed code is compared as: upper case, no spaces or dashes. */
function normalised(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** Replaces the staff member's codes with ten new ones; answers them (to show once). Call inside tx. */
export async function issueRecoveryCodes(db: Db, staffId: number, at: number): Promise<string[]> {
  await db.updateTable('staff_recovery_codes').set({ used_at: at }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
  const codes = Array.from({ length: COUNT }, newCode);
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: hashToken(normalised(code)), created_at: at })))
    .execute();
  return codes;
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalised(code).length === 10 && /^[A-Z0-9]+$/.test(normalised(code));
}

/** Uses a code once: true when it was the staff member's and unused (one UPDATE decides). */
export async function useRecoveryCode(db: Db, staffId: number, code: string, at: number): Promise<boolean> {
  const used = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hashToken(normalised(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
