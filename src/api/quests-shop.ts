// Quest and point-shop calls as their pages make them (the first view comes rendered).
import { z } from 'zod/mini';
import { questSchema } from '../contract/quests.ts';
import { purchaseSchema, quoteSchema, type Basket } from '../contract/shop.ts';
import { callOrThrow } from './client.ts';

export const redeemQuest = (questId: number) =>
  callOrThrow('/api/quest/redeem', { method: 'POST', body: { quest_id: questId }, data: z.array(questSchema) });

export const priceBasket = (items: Basket) => callOrThrow('/api/redemption/calc', { method: 'POST', body: { items }, data: quoteSchema });

export const buyBasket = (items: Basket) =>
  callOrThrow('/api/redemption/redeem', { method: 'POST', body: { items }, data: z.array(purchaseSchema) });

export const shopHistory = () => callOrThrow('/api/redemption/history', { data: z.array(purchaseSchema) });
