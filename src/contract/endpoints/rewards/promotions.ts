// Promotion calls: the list of SPEC.md section 7 (a visitor gets it too) and (docs/api.md, "Calls beyond
// the spec") taking one, giving up a waiting one, the member's promotions; declared once (contract/endpoint.ts).
import { endpoint } from '../../endpoint.ts';
import { memberPromotionsSchema, promotionListSchema, takePromotionRequest } from '../../rewards/promotions.ts';

export const list = endpoint({ method: 'GET', path: '/api/promotion/list', auth: 'optional', answer: promotionListSchema, refusals: [] });
export const take = endpoint({
  method: 'POST',
  path: '/api/promotion/take',
  auth: true,
  body: takePromotionRequest,
  answer: memberPromotionsSchema,
  refusals: ['PROMOTION_NOT_FOUND', 'PROMOTION_IN_PLAY'],
});
export const cancel = endpoint({
  method: 'POST',
  path: '/api/promotion/cancel',
  auth: true,
  answer: memberPromotionsSchema,
  refusals: ['PROMOTION_NOT_WAITING'],
});
export const mine = endpoint({ method: 'GET', path: '/api/member/promotions', auth: true, answer: memberPromotionsSchema, refusals: [] });
