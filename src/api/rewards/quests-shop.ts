// Quest and point-shop calls as their pages make them (the first view comes rendered), declared in
// contract/endpoints/rewards/quests-shop.ts.
import * as questsShop from '../../contract/endpoints/rewards/quests-shop.ts';
import type { Basket } from '../../contract/rewards/shop.ts';
import { requestOrThrow } from '../client.ts';

export const redeemQuest = (questId: number) => requestOrThrow(questsShop.redeemQuest, { body: { quest_id: questId } });

export const priceBasket = (items: Basket) => requestOrThrow(questsShop.quote, { body: { items } });

export const buyBasket = (items: Basket) => requestOrThrow(questsShop.buy, { body: { items } });

export const shopHistory = () => requestOrThrow(questsShop.history);
