// Promotion calls: the list of SPEC.md section 7 (`promotion/list`; a visitor gets it too), and
// (beyond the spec: docs/api.md, "Calls beyond the spec") taking one, giving up a waiting one, and the
// member's promotions with their turnover.
import * as promotions from '../../contract/endpoints/rewards/promotions.ts';
import { ok, route, type Route } from '../http.ts';
import { cancelPromotion, memberPromotions, promotionList, takePromotion } from './promotions.ts';

export const promotionRoutes: Route[] = [
  route(promotions.list, async ({ db, session }) => ok(await promotionList(db, session?.memberId ?? null))),
  route(promotions.take, async ({ db, body, session }) =>
    ok(await takePromotion(db, session.memberId, body.promotion_id), 'รับโปรโมชั่นแล้ว โบนัสจะเข้าเมื่อฝากเงินครั้งถัดไปตามเงื่อนไข'),
  ),
  route(promotions.cancel, async ({ db, session }) => ok(await cancelPromotion(db, session.memberId), 'ยกเลิกโปรโมชั่นแล้ว')),
  route(promotions.mine, async ({ db, session }) => ok(await memberPromotions(db, session.memberId))),
];
