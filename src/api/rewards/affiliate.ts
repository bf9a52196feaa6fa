// Affiliate calls as the affiliate page makes them (the first view comes rendered with the page),
// declared in contract/endpoints/rewards/affiliate.ts.
import * as affiliate from '../../contract/endpoints/rewards/affiliate.ts';
import { requestOrThrow } from '../client.ts';

export const redeemCommission = () => requestOrThrow(affiliate.redeem);

export const affiliateSummary = () => requestOrThrow(affiliate.summary);

export const affiliateTransactions = () => requestOrThrow(affiliate.transactionsV2);
