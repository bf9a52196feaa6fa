// Finding a member from what a caller gives: the member id, the phone (or its start), part of the
// name, the bank account (main or backup), or the referral code. Newest members first, at most 20.
import type { MemberHit } from '../../contract/admin/admin-members.ts';
import type { Db } from '../db/database.ts';

const HITS = 20;

/** LIKE's wildcards are left out of a search text (the engines escape them differently; names hold none). */
const literal = (text: string) => text.replace(/[\\%_]/g, '');

export async function searchMembers(db: Db, query: string): Promise<MemberHit[]> {
  const text = query.trim();
  const digits = text.replace(/[\s-]/g, '');
  const rows = await db
    .selectFrom('members')
    .select(['id', 'phone', 'full_name', 'bank_code', 'bank_account', 'ref_code', 'locked_at', 'created_at'])
    .where((eb) => {
      const any = [eb('full_name', 'like', `%${literal(text)}%`), eb('ref_code', '=', text.toUpperCase())];
      if (/^\d+$/.test(digits)) {
        any.push(eb('phone', 'like', `${digits}%`), eb('bank_account', '=', digits), eb('sub_bank_account', '=', digits));
        if (digits.length <= 15 && !digits.startsWith('0')) any.push(eb('id', '=', Number(digits)));
      }
      return eb.or(any);
    })
    .orderBy('id', 'desc')
    .limit(HITS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone,
    full_name: row.full_name,
    bank_code: row.bank_code,
    bank_account: row.bank_account,
    ref_code: row.ref_code,
    locked: row.locked_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  }));
}
