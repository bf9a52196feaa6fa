// Daily quests and the point shop (docs/api.md, "Calls beyond the spec"), declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { questRedeemRequest, questSchema } from '../../rewards/quests.ts';
import { basketRequest, purchaseSchema, quoteSchema, shopItemSchema } from '../../rewards/shop.ts';

export const quests = endpoint({ method: 'GET', path: '/api/quest/list', auth: true, answer: z.array(questSchema), refusals: [] });
export const redeemQuest = endpoint({
  method: 'POST',
  path: '/api/quest/redeem',
  auth: true,
  body: questRedeemRequest,
  answer: z.array(questSchema),
  refusals: ['QUEST_NOT_FOUND', 'QUEST_NOT_DONE', 'QUEST_REDEEMED'],
});
export const items = endpoint({
  method: 'GET',
  path: '/api/redemption/list',
  auth: 'optional',
  answer: z.array(shopItemSchema),
  refusals: [],
});
export const quote = endpoint({
  method: 'POST',
  path: '/api/redemption/calc',
  auth: true,
  body: basketRequest,
  answer: quoteSchema,
  refusals: ['SHOP_ITEM_NOT_FOUND'],
});
export const buy = endpoint({
  method: 'POST',
  path: '/api/redemption/redeem',
  auth: true,
  body: basketRequest,
  answer: z.array(purchaseSchema),
  refusals: ['SHOP_ITEM_NOT_FOUND', 'INSUFFICIENT_POINTS'],
});
export const history = endpoint({
  method: 'GET',
  path: '/api/redemption/history',
  auth: true,
  answer: z.array(purchaseSchema),
  refusals: [],
});
