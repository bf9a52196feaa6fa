// Affiliate calls as the affiliate page makes them (the first view comes rendered with the page).
import { z } from 'zod/mini';
import { affiliateSummarySchema, affiliateTransactionSchema } from '../contract/affiliate.ts';
import { callOrThrow } from './client.ts';

export const redeemCommission = () =>
  callOrThrow('/api/affiliate/redeem', { method: 'POST', data: z.object({ amount: z.number(), balance: z.number() }) });

export const affiliateSummary = () => callOrThrow('/api/affiliate/summary', { data: affiliateSummarySchema });

export const affiliateTransactions = () => callOrThrow('/api/affiliate/v2/transactions', { data: z.array(affiliateTransactionSchema) });
