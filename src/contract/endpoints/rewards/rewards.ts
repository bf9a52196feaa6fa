// Reward calls (docs/api.md, "Calls beyond the spec"): the daily check-in, cashback and its history, a
// coupon, last week's win/loss refund; declared once (contract/endpoint.ts). All for a member.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  cashbackSchema,
  checkinSchema,
  claimSchema,
  couponRequest,
  couponResultSchema,
  historyQuery,
  winlossRefundSchema,
} from '../../rewards/rewards.ts';

const CLAIM = ['CASHBACK_ALREADY', 'CASHBACK_NOTHING'] as const;

export const checkin = endpoint({ method: 'GET', path: '/api/checkin/get', auth: true, answer: checkinSchema, refusals: [] });
export const stamp = endpoint({
  method: 'POST',
  path: '/api/checkin/stamp',
  auth: true,
  answer: checkinSchema,
  refusals: ['CHECKIN_ALREADY'],
});
export const cashback = endpoint({ method: 'GET', path: '/api/cashback/summary', auth: true, answer: cashbackSchema, refusals: [] });
export const claimGameLoss = endpoint({
  method: 'POST',
  path: '/api/cashback/loss/claim',
  auth: true,
  answer: cashbackSchema,
  refusals: CLAIM,
});
export const claimLottoLoss = endpoint({
  method: 'POST',
  path: '/api/cashback/loss/lotto_claim',
  auth: true,
  answer: cashbackSchema,
  refusals: CLAIM,
});
export const claimTurnover = endpoint({
  method: 'POST',
  path: '/api/cashback/turnover/claim',
  auth: true,
  answer: cashbackSchema,
  refusals: CLAIM,
});
export const lossHistory = endpoint({
  method: 'GET',
  path: '/api/cashback/loss/history',
  auth: true,
  query: historyQuery,
  answer: z.array(claimSchema),
  refusals: [],
});
export const turnoverHistory = endpoint({
  method: 'GET',
  path: '/api/cashback/turnover/history',
  auth: true,
  query: historyQuery,
  answer: z.array(claimSchema),
  refusals: [],
});
export const coupon = endpoint({
  method: 'POST',
  path: '/api/member/coupon/redeem',
  auth: true,
  body: couponRequest,
  answer: couponResultSchema,
  refusals: ['COUPON_UNKNOWN', 'COUPON_EXPIRED', 'COUPON_ALREADY_USED', 'COUPON_USED_UP'],
});
export const winlossRefund = endpoint({
  method: 'GET',
  path: '/api/member/winloss_refund',
  auth: true,
  answer: winlossRefundSchema,
  refusals: [],
});
export const claimWinlossRefund = endpoint({
  method: 'POST',
  path: '/api/member/winloss_refund/claim',
  auth: true,
  answer: winlossRefundSchema,
  refusals: CLAIM,
});
