// The reward calls: check-in and cashback of SPEC.md section 7, and (beyond the spec: README
// "Calls beyond the spec") the cashback figures before claiming, the turnover cashback claim and
// coupon redemption. All for a logged-in member.
import { questRedeemRequest } from '../../contract/quests.ts';
import { couponRequest, historyQuery } from '../../contract/rewards.ts';
import { basketRequest } from '../../contract/shop.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { cashbackHistory, cashbackSummary, claimCashback } from './cashback.ts';
import { checkinCard, stamp } from './checkin.ts';
import { redeemCoupon } from './coupons.ts';
import { questList, redeemQuest } from './quests.ts';
import { history, quote, redeemBasket, shopItems } from './shop.ts';
import { claimWinlossRefund, winlossRefund } from './winloss-refund.ts';

export const rewardRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/checkin/get',
    auth: true,
    handle: async ({ db, session }) => ok(await checkinCard(db, session.memberId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/checkin/stamp',
    auth: true,
    handle: async ({ db, session }) => ok(await stamp(db, session.memberId), 'เช็คอินวันนี้สำเร็จ รับรางวัลแล้ว'),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/cashback/summary',
    auth: true,
    handle: async ({ db, session }) => ok(await cashbackSummary(db, session.memberId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/cashback/loss/claim',
    auth: true,
    handle: async ({ db, session }) => ok(await claimCashback(db, session.memberId, 'cashback_game'), 'รับคืนยอดเสียเกมแล้ว'),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/cashback/loss/lotto_claim',
    auth: true,
    handle: async ({ db, session }) => ok(await claimCashback(db, session.memberId, 'cashback_lotto'), 'รับคืนยอดเสียหวยแล้ว'),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/cashback/turnover/claim',
    auth: true,
    handle: async ({ db, session }) => ok(await claimCashback(db, session.memberId, 'cashback_turnover'), 'รับคืนยอดเล่นแล้ว'),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/cashback/loss/history',
    auth: true,
    query: historyQuery,
    handle: async ({ db, query, session }) =>
      ok(await cashbackHistory(db, session.memberId, ['cashback_game', 'cashback_lotto'], query.page)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/cashback/turnover/history',
    auth: true,
    query: historyQuery,
    handle: async ({ db, query, session }) => ok(await cashbackHistory(db, session.memberId, ['cashback_turnover'], query.page)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/member/coupon/redeem',
    auth: true,
    body: couponRequest,
    handle: async ({ db, body, session }) => {
      const result = await redeemCoupon(db, session.memberId, body.code);
      return ok(result, `ใช้คูปองสำเร็จ รับเครดิตฟรี ${result.amount.toLocaleString('en-US')} บาท`);
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/api/quest/list',
    auth: true,
    handle: async ({ db, session }) => ok(await questList(db, session.memberId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/quest/redeem',
    auth: true,
    body: questRedeemRequest,
    handle: async ({ db, body, session }) => ok(await redeemQuest(db, session.memberId, body.quest_id), 'รับรางวัลภารกิจแล้ว'),
  }),

  defineRoute({ method: 'GET', path: '/api/redemption/list', auth: 'optional', handle: async ({ db }) => ok(await shopItems(db)) }),
  defineRoute({
    method: 'POST',
    path: '/api/redemption/calc',
    auth: true,
    body: basketRequest,
    handle: async ({ db, body, session }) => ok(await quote(db, session.memberId, body.items)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/redemption/redeem',
    auth: true,
    body: basketRequest,
    handle: async ({ db, body, session }) => ok(await redeemBasket(db, session.memberId, body.items), 'แลกของรางวัลสำเร็จ'),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/redemption/history',
    auth: true,
    handle: async ({ db, session }) => ok(await history(db, session.memberId)),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/member/winloss_refund',
    auth: true,
    handle: async ({ db, session }) => ok(await winlossRefund(db, session.memberId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/member/winloss_refund/claim',
    auth: true,
    handle: async ({ db, session }) => ok(await claimWinlossRefund(db, session.memberId), 'รับคืนยอดเสียประจำสัปดาห์แล้ว เข้ากระเป๋าโบนัส'),
  }),
];
