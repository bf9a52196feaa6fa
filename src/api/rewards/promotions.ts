// Promotion calls as the promotion pages make them (the first view comes rendered with the page),
// declared in contract/endpoints/rewards/promotions.ts.
import * as promotions from '../../contract/endpoints/rewards/promotions.ts';
import { requestOrThrow } from '../client.ts';

export const takePromotion = (promotionId: number) => requestOrThrow(promotions.take, { body: { promotion_id: promotionId } });

export const cancelPromotion = () => requestOrThrow(promotions.cancel);
