// The reward calls: check-in and cashback of SPEC.md section 7, and (beyond the spec: docs/api.md,
// "Calls beyond the spec") the cashback figures before claiming, the turnover cashback claim and
// coupon redemption. All for a logged-in member.
import * as questsShop from '../../contract/endpoints/rewards/quests-shop.ts';
import * as rewards from '../../contract/endpoints/rewards/rewards.ts';
import { ok, route, type Route } from '../http.ts';
import { cashbackHistory, cashbackSummary, claimCashback } from './cashback.ts';
import { checkinCard, stamp } from './checkin.ts';
import { redeemCoupon } from './coupons.ts';
import { questList, redeemQuest } from './quests.ts';
import { history, quote, redeemBasket, shopItems } from './shop.ts';
import { claimWinlossRefund, winlossRefund } from './winloss-refund.ts';

export const rewardRoutes: Route[] = [
  route(rewards.checkin, async ({ db, session }) => ok(await checkinCard(db, session.memberId))),
  route(rewards.stamp, async ({ db, session }) => ok(await stamp(db, session.memberId), 'เช็คอินวันนี้สำเร็จ รับรางวัลแล้ว')),

  route(rewards.cashback, async ({ db, session }) => ok(await cashbackSummary(db, session.memberId))),
  route(rewards.claimGameLoss, async ({ db, session }) =>
    ok(await claimCashback(db, session.memberId, 'cashback_game'), 'รับคืนยอดเสียเกมแล้ว'),
  ),
  route(rewards.claimLottoLoss, async ({ db, session }) =>
    ok(await claimCashback(db, session.memberId, 'cashback_lotto'), 'รับคืนยอดเสียหวยแล้ว'),
  ),
  route(rewards.claimTurnover, async ({ db, session }) =>
    ok(await claimCashback(db, session.memberId, 'cashback_turnover'), 'รับคืนยอดเล่นแล้ว'),
  ),
  route(rewards.lossHistory, async ({ db, query, session }) =>
    ok(await cashbackHistory(db, session.memberId, ['cashback_game', 'cashback_lotto'], query.page)),
  ),
  route(rewards.turnoverHistory, async ({ db, query, session }) =>
    ok(await cashbackHistory(db, session.memberId, ['cashback_turnover'], query.page)),
  ),

  route(rewards.coupon, async ({ db, body, session }) => {
    const result = await redeemCoupon(db, session.memberId, body.code);
    return ok(result, `ใช้คูปองสำเร็จ รับเครดิตฟรี ${result.amount.toLocaleString('en-US')} บาท`);
  }),

  route(questsShop.quests, async ({ db, session }) => ok(await questList(db, session.memberId))),
  route(questsShop.redeemQuest, async ({ db, body, session }) =>
    ok(await redeemQuest(db, session.memberId, body.quest_id), 'รับรางวัลภารกิจแล้ว'),
  ),

  route(questsShop.items, async ({ db }) => ok(await shopItems(db))),
  route(questsShop.quote, async ({ db, body, session }) => ok(await quote(db, session.memberId, body.items))),
  route(questsShop.buy, async ({ db, body, session }) => ok(await redeemBasket(db, session.memberId, body.items), 'แลกของรางวัลสำเร็จ')),
  route(questsShop.history, async ({ db, session }) => ok(await history(db, session.memberId))),

  route(rewards.winlossRefund, async ({ db, session }) => ok(await winlossRefund(db, session.memberId))),
  route(rewards.claimWinlossRefund, async ({ db, session }) =>
    ok(await claimWinlossRefund(db, session.memberId), 'รับคืนยอดเสียประจำสัปดาห์แล้ว เข้ากระเป๋าโบนัส'),
  ),
];
