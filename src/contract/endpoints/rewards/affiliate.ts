// The affiliate calls of SPEC.md section 7 (both transaction versions answer alike), declared once
// (contract/endpoint.ts). `v2/configs` is sent the site's agent id; the answer is the platform's rules.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  affiliateConfigSchema,
  affiliateSummarySchema,
  affiliateTransactionSchema,
  networkMemberSchema,
  networkRequest,
} from '../../rewards/affiliate.ts';

export const config = endpoint({
  method: 'GET',
  path: '/api/affiliate/v2/configs',
  auth: 'optional',
  answer: affiliateConfigSchema,
  refusals: [],
});
export const network = endpoint({
  method: 'POST',
  path: '/api/affiliate/network',
  auth: true,
  body: networkRequest,
  answer: z.array(networkMemberSchema),
  refusals: [],
});
export const summary = endpoint({
  method: 'GET',
  path: '/api/affiliate/summary',
  auth: true,
  answer: affiliateSummarySchema,
  refusals: [],
});
export const transactions = endpoint({
  method: 'GET',
  path: '/api/affiliate/transactions',
  auth: true,
  answer: z.array(affiliateTransactionSchema),
  refusals: [],
});
export const transactionsV2 = endpoint({
  method: 'GET',
  path: '/api/affiliate/v2/transactions',
  auth: true,
  answer: z.array(affiliateTransactionSchema),
  refusals: [],
});
export const redeem = endpoint({
  method: 'POST',
  path: '/api/affiliate/redeem',
  auth: true,
  answer: z.object({ amount: z.number(), balance: z.number() }),
  refusals: ['AFFILIATE_NOTHING'],
});
