// Promotion calls: the list of SPEC.md section 7 (`promotion/list`; a visitor gets it too), and
// (beyond the spec: README "Calls beyond the spec") taking one, giving up a waiting one, and the
// member's promotions with their turnover.
import { takePromotionRequest } from '../../contract/promotions.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { cancelPromotion, memberPromotions, promotionList, takePromotion } from './promotions.ts';

export const promotionRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/promotion/list',
    auth: 'optional',
    handle: async ({ db, session }) => ok(await promotionList(db, session?.memberId ?? null)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/promotion/take',
    auth: true,
    body: takePromotionRequest,
    handle: async ({ db, body, session }) =>
      ok(await takePromotion(db, session.memberId, body.promotion_id), 'รับโปรโมชั่นแล้ว โบนัสจะเข้าเมื่อฝากเงินครั้งถัดไปตามเงื่อนไข'),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/promotion/cancel',
    auth: true,
    handle: async ({ db, session }) => ok(await cancelPromotion(db, session.memberId), 'ยกเลิกโปรโมชั่นแล้ว'),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/member/promotions',
    auth: true,
    handle: async ({ db, session }) => ok(await memberPromotions(db, session.memberId)),
  }),
];
