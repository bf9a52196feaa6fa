// Coupons in the content desk: code, free credit, uses and expiry. A use already made stays made:
// the uses left never go below the ones used, and a code already used keeps its name (members'
// claims are kept by code, so a renamed code would let them claim again). Changing the credit
// applies to the next use; what was credited stays in the ledger as it was.
import type { z } from 'zod/mini';
import type { CouponRow, couponSaveRequest } from '../../contract/admin/admin-content-offers.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { toBaht, toSatang } from '../money/index.ts';
import { recordContentChange } from './changes.ts';

/** A coupon as the desk sends it in (credit in baht). */
export type CouponInput = z.output<typeof couponSaveRequest>;

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  const rows = await db.selectFrom('coupons').selectAll().orderBy('expires_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    credit: toBaht(row.credit),
    max_uses: row.max_uses,
    used: row.used,
    expires_at: new Date(Number(row.expires_at)).toISOString(),
    active: row.active === 1,
  }));
}

export async function saveCoupon(db: Db, actor: Actor, input: CouponInput): Promise<{ id: number }> {
  const values = {
    code: input.code,
    credit: toSatang(input.credit),
    max_uses: input.max_uses,
    expires_at: input.expires_at,
    active: input.active ? 1 : 0,
  };
  return tx(db, async (trx) => {
    const same = await trx.selectFrom('coupons').select('id').where('code', '=', values.code).executeTakeFirst();
    if (same && Number(same.id) !== input.id) throw new BusinessError('CONTENT_COUPON_CODE_TAKEN', { code: values.code });
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const row = await trx.insertInto('coupons').values(values).returning('id').executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      const old = await trx.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
      if (!old) throw new BusinessError('CONTENT_COUPON_NOT_FOUND');
      const renamed = old.code !== values.code;
      if (renamed && old.used > 0) throw new BusinessError('CONTENT_COUPON_CODE_USED', { used: old.used });
      if (old.used > values.max_uses) throw new BusinessError('CONTENT_COUPON_USES_BELOW_USED', { used: old.used });
      // A use counted meanwhile is kept: the update's own conditions say so, not only the checks above.
      const updated = await trx
        .updateTable('coupons')
        .set(values)
        .where('id', '=', id)
        .where('used', '<=', values.max_uses)
        .where('used', renamed ? '=' : '>=', 0)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        const { used } = await trx.selectFrom('coupons').select('used').where('id', '=', id).executeTakeFirstOrThrow();
        throw new BusinessError(renamed ? 'CONTENT_COUPON_CODE_USED' : 'CONTENT_COUPON_USES_BELOW_USED', { used });
      }
      before = old;
    }
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.coupon.create' : 'content.coupon.save',
      targetKind: 'coupon',
      targetId: String(id),
      before,
      after: values,
      reason: null,
    });
    return { id };
  });
}
