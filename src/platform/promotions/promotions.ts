// Promotions: the operator's deposit bonuses. A member takes one (one in play at a time: waiting
// for its deposit, or paid with its turnover still to do); the next confirmed deposit of at least
// its minimum pays the bonus (its percent of the deposit, at most its maximum) into the bonus
// wallet in the deposit's own transaction, with a turnover requirement of bonus x its multiple.
// The take copies the promotion's terms and figures into the member's row: the content desk may
// change the offer later, never what a member already took (rows taken before that copy existed
// read the offer's own).
import type { MemberPromotion, MemberPromotions, Promotion, PromotionList } from '../../contract/rewards/promotions.ts';
import { bahtText } from '../../rules/money/money-text.ts';
import type { ExpressionBuilder } from 'kysely';
import { nowMs } from '../db/clock.ts';
import type { Database } from '../db/database-schema.ts';
import type { MemberPromotionsTable } from '../db/tables/member-promotions.ts';
import type { PromotionsTable } from '../db/tables/promotions.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { tellMember } from '../inbox/index.ts';
import { credit, requireTurnover, stakesSince, toBaht, WALLET_TYPE, walletIdOf } from '../money/index.ts';

const HISTORY_SIZE = 20;

type PromotionRow = Awaited<ReturnType<ReturnType<typeof promotionRows>['executeTakeFirstOrThrow']>>;

/** The promotions offered now: on, and within their active dates. */
function promotionRows(db: Db) {
  const now = nowMs(db);
  return db
    .selectFrom('promotions')
    .select(['id', 'title', 'image', 'terms', 'bonus_percent', 'max_bonus', 'turnover_multiple', 'min_deposit'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id');
}

/** The terms a member took (copied at the take), else the offer's own (rows from before the copy). */
function takenTerms(eb: ExpressionBuilder<Database & { m: MemberPromotionsTable; p: PromotionsTable }, 'm' | 'p'>) {
  return [
    eb.fn.coalesce('m.title', 'p.title').as('title'),
    eb.fn.coalesce('m.terms', 'p.terms').as('terms'),
    eb.fn.coalesce('m.bonus_percent', 'p.bonus_percent').as('bonus_percent'),
    eb.fn.coalesce('m.max_bonus', 'p.max_bonus').as('max_bonus'),
    eb.fn.coalesce('m.turnover_multiple', 'p.turnover_multiple').as('turnover_multiple'),
    eb.fn.coalesce('m.min_deposit', 'p.min_deposit').as('min_deposit'),
  ];
}

const promotionView = (row: PromotionRow): Promotion => ({
  ...row,
  max_bonus: toBaht(row.max_bonus),
  min_deposit: toBaht(row.min_deposit),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function takenRows(db: Db, memberId: number) {
  return db
    .selectFrom('member_promotions as m')
    .innerJoin('promotions as p', 'p.id', 'm.promotion_id')
    .select(['m.id', 'm.status', 'm.bonus', 'm.turnover_required', 'm.taken_at', 'm.decided_at', 'p.id as promotion_id', 'p.image'])
    .select((eb) => takenTerms(eb))
    .where('m.member_id', '=', memberId)
    .orderBy('m.id', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
}
type TakenRow = Awaited<ReturnType<typeof takenRows>>[number];

async function takenView(db: Db, memberId: number, row: TakenRow): Promise<MemberPromotion> {
  let turnover: MemberPromotion['turnover'] = null;
  if (row.status === 'paid' && row.turnover_required !== null && row.decided_at !== null) {
    const done = Math.min(row.turnover_required, await stakesSince(db, memberId, row.decided_at));
    turnover = { required: toBaht(row.turnover_required), done: toBaht(done), left: toBaht(row.turnover_required - done) };
  }
  return {
    id: row.id,
    promotion: promotionView({ ...row, id: row.promotion_id }),
    status: row.status,
    bonus: row.bonus === null ? null : toBaht(row.bonus),
    turnover,
    taken_at: new Date(row.taken_at).toISOString(),
    decided_at: iso(row.decided_at),
  };
}

/** The member's promotions: the one in play (waiting, or paid with turnover left) and the history. */
export async function memberPromotions(db: Db, memberId: number): Promise<MemberPromotions> {
  const views = await Promise.all((await takenRows(db, memberId)).map((row) => takenView(db, memberId, row)));
  const current = views.find((view) => view.status === 'waiting' || (view.turnover !== null && view.turnover.left > 0)) ?? null;
  return { current, history: views.filter((view) => view !== current) };
}

/** What a member may take (and which one they have in play); a visitor gets the list only. */
export async function promotionList(db: Db, memberId: number | null): Promise<PromotionList> {
  const promotions = (await promotionRows(db).execute()).map(promotionView);
  return { promotions, current: memberId === null ? null : (await memberPromotions(db, memberId)).current };
}

/** Takes a promotion: refused while another is in play (2631) or when it is not offered (2632). */
export function takePromotion(db: Db, memberId: number, promotionId: number): Promise<MemberPromotions> {
  return tx(
    db,
    async (trx) => {
      const offered = await promotionRows(trx).where('id', '=', promotionId).executeTakeFirst();
      if (!offered) fail('PROMOTION_NOT_FOUND');
      const { current } = await memberPromotions(trx, memberId);
      if (current) fail('PROMOTION_IN_PLAY', { title: current.promotion.title });
      const { title, terms, bonus_percent, max_bonus, turnover_multiple, min_deposit } = offered;
      await trx
        .insertInto('member_promotions')
        .values({
          member_id: memberId,
          promotion_id: promotionId,
          taken_at: nowMs(trx),
          ...{ title, terms, bonus_percent, max_bonus, turnover_multiple, min_deposit },
        })
        .execute();
      return memberPromotions(trx, memberId);
    },
    { queue: `promotion:member:${memberId}` },
  );
}

/** Gives up a promotion still waiting for its deposit. */
export function cancelPromotion(db: Db, memberId: number): Promise<MemberPromotions> {
  return tx(db, async (trx) => {
    const cancelled = await trx
      .updateTable('member_promotions')
      .set({ status: 'cancelled', decided_at: nowMs(trx) })
      .where('member_id', '=', memberId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) !== 1) fail('PROMOTION_NOT_WAITING');
    return memberPromotions(trx, memberId);
  });
}

/**
 * Inside a confirmed deposit's transaction: pays the member's waiting promotion when the deposit
 * reaches its minimum. Answers the bonus in satang (0 when none was paid).
 */
export async function payPromotionOnDeposit(db: Db, memberId: number, depositId: number, satang: number): Promise<number> {
  const waiting = await db
    .selectFrom('member_promotions as m')
    .innerJoin('promotions as p', 'p.id', 'm.promotion_id')
    .select('m.id')
    .select((eb) => takenTerms(eb))
    .where('m.member_id', '=', memberId)
    .where('m.status', '=', 'waiting')
    .executeTakeFirst();
  if (!waiting || satang < waiting.min_deposit) return 0;
  const bonus = Math.min(waiting.max_bonus, Math.floor((satang * waiting.bonus_percent) / 100));
  const required = bonus * waiting.turnover_multiple;
  const claimed = await db
    .updateTable('member_promotions')
    .set({ status: 'paid', deposit_id: depositId, bonus, turnover_required: required, decided_at: nowMs(db) })
    .where('id', '=', waiting.id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return 0;
  const walletId = await walletIdOf(db, memberId, WALLET_TYPE.BONUS);
  const source = `promotion:${waiting.id}`;
  await credit(db, walletId, bonus, 'bonus', source, source);
  await requireTurnover(db, memberId, walletId, required, source);
  await tellMember(db, memberId, {
    kind: 'bonus',
    title: `ได้รับโบนัสโปรโมชั่น ${bahtText(bonus)} บาท`,
    body: `โบนัสจากรายการฝากเงิน #${depositId} เข้ากระเป๋าโบนัสแล้ว ต้องมียอดเล่น ${bahtText(required)} บาท ก่อนถอน`,
    ref: source,
    amount: bonus,
  });
  return bonus;
}
