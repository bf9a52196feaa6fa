// Promotion calls as the promotion pages make them (the first view comes rendered with the page).
import { memberPromotionsSchema } from '../contract/promotions.ts';
import { callOrThrow } from './client.ts';

export const takePromotion = (promotionId: number) =>
  callOrThrow('/api/promotion/take', { method: 'POST', body: { promotion_id: promotionId }, data: memberPromotionsSchema });

export const cancelPromotion = () => callOrThrow('/api/promotion/cancel', { method: 'POST', data: memberPromotionsSchema });
