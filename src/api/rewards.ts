// Reward calls as the reward pages make them (the first view comes rendered with the page).
import { z } from 'zod/mini';
import { cashbackSchema, checkinSchema, claimSchema, couponResultSchema, winlossRefundSchema } from '../contract/rewards.ts';
import { call, callOrThrow } from './client.ts';

export const stampCheckin = () => callOrThrow('/api/checkin/stamp', { method: 'POST', data: checkinSchema });

/** The envelope as it came: the form shows a refusal's message under the field. */
export const redeemCoupon = (code: string) =>
  call('/api/member/coupon/redeem', { method: 'POST', body: { code }, data: couponResultSchema });

const CLAIM_PATHS = {
  game: '/api/cashback/loss/claim',
  lotto: '/api/cashback/loss/lotto_claim',
  turnover: '/api/cashback/turnover/claim',
} as const;

export const claimCashback = (kind: keyof typeof CLAIM_PATHS) => callOrThrow(CLAIM_PATHS[kind], { method: 'POST', data: cashbackSchema });

export const cashbackHistory = () =>
  Promise.all([
    callOrThrow('/api/cashback/loss/history', { data: z.array(claimSchema) }),
    callOrThrow('/api/cashback/turnover/history', { data: z.array(claimSchema) }),
  ]);

export const claimWinlossRefund = () => callOrThrow('/api/member/winloss_refund/claim', { method: 'POST', data: winlossRefundSchema });
