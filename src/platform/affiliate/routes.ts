// The affiliate calls of SPEC.md section 7, for a logged-in member (`v2/configs` takes the agent id
// the site sends; the answer is the platform's rules).
import { networkRequest } from '../../contract/affiliate.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { affiliateConfig, affiliateNetwork, affiliateSummary, affiliateTransactions, redeemCommission } from './affiliate.ts';

const transactionsRoute = (path: string) =>
  defineRoute({
    method: 'GET',
    path,
    auth: true,
    handle: async ({ db, session }) => ok(await affiliateTransactions(db, session.memberId)),
  });

export const affiliateRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/affiliate/v2/configs',
    auth: 'optional',
    handle: async ({ db }) => ok(await affiliateConfig(db)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/affiliate/network',
    auth: true,
    body: networkRequest,
    handle: async ({ db, body, session }) => ok(await affiliateNetwork(db, session.memberId, body.level)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/affiliate/summary',
    auth: true,
    handle: async ({ db, session }) => ok(await affiliateSummary(db, session.memberId)),
  }),
  transactionsRoute('/api/affiliate/transactions'),
  transactionsRoute('/api/affiliate/v2/transactions'),
  defineRoute({
    method: 'POST',
    path: '/api/affiliate/redeem',
    auth: true,
    handle: async ({ db, session }) => {
      const paid = await redeemCommission(db, session.memberId);
      return ok(paid, `รับค่าแนะนำเพื่อน ${paid.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท เข้ากระเป๋าหลักแล้ว`);
    },
  }),
];
