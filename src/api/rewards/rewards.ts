// Reward calls as the reward pages make them (the first view comes rendered with the page),
// declared in contract/endpoints/rewards/rewards.ts.
import * as rewards from '../../contract/endpoints/rewards/rewards.ts';
import { request, requestOrThrow } from '../client.ts';

export const stampCheckin = () => requestOrThrow(rewards.stamp);

/** The envelope as it came: the form shows a refusal's message under the field. */
export const redeemCoupon = (code: string) => request(rewards.coupon, { body: { code } });

const CLAIMS = { game: rewards.claimGameLoss, lotto: rewards.claimLottoLoss, turnover: rewards.claimTurnover } as const;

export const claimCashback = (kind: keyof typeof CLAIMS) => requestOrThrow(CLAIMS[kind]);

export const cashbackHistory = () => Promise.all([requestOrThrow(rewards.lossHistory), requestOrThrow(rewards.turnoverHistory)]);

export const claimWinlossRefund = () => requestOrThrow(rewards.claimWinlossRefund);
