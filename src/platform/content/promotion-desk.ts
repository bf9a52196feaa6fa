// Promotions in the content desk: their picture, texts, terms and figures, order and dates. A
// change applies to members who take the promotion from then on; one already taken keeps the
// terms of its take (promotions/promotions.ts copies them into the member's row).
import type { z } from 'zod/mini';
import type { PromotionRow, promotionSaveRequest } from '../../contract/admin/admin-content-offers.ts';
import type { Actor } from '../audit/index.ts';
import { tx, type Db } from '../db/database.ts';
import { BusinessError } from '../errors.ts';
import { toBaht, toSatang } from '../money/index.ts';
import { recordContentChange } from './changes.ts';
import { shownRow, shownValues } from './shown.ts';

/** A promotion as the desk sends it in (max_bonus and min_deposit in baht). */
export type PromotionInput = z.output<typeof promotionSaveRequest>;

export async function listDeskPromotions(db: Db): Promise<PromotionRow[]> {
  const rows = await db
    .selectFrom('promotions as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('member_promotions as m')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('m.promotion_id', '=', 'p.id')
        .where('m.status', '!=', 'cancelled')
        .as('taken'),
    )
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    ...shownRow(row),
    title: row.title,
    image: row.image,
    terms: row.terms,
    bonus_percent: row.bonus_percent,
    max_bonus: toBaht(row.max_bonus),
    turnover_multiple: row.turnover_multiple,
    min_deposit: toBaht(row.min_deposit),
    taken: Number(row.taken ?? 0),
  }));
}

export async function savePromotion(db: Db, actor: Actor, input: PromotionInput): Promise<{ id: number }> {
  const values = {
    title: input.title.trim(),
    image: input.image,
    terms: input.terms.trim(),
    bonus_percent: input.bonus_percent,
    max_bonus: toSatang(input.max_bonus),
    turnover_multiple: input.turnover_multiple,
    min_deposit: toSatang(input.min_deposit),
    ...shownValues(input),
  };
  return tx(db, async (trx) => {
    let id = input.id;
    let before: unknown = null;
    if (id === undefined) {
      const row = await trx.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      before = await trx.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw new BusinessError('CONTENT_PROMOTION_NOT_FOUND');
      await trx.updateTable('promotions').set(values).where('id', '=', id).execute();
    }
    await recordContentChange(trx, {
      actor,
      action: before === null ? 'content.promotion.create' : 'content.promotion.save',
      targetKind: 'promotion',
      targetId: String(id),
      before,
      after: values,
      reason: null,
    });
    return { id };
  });
}
