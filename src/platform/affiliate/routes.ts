// The affiliate calls of SPEC.md section 7, for a logged-in member (`v2/configs` takes the agent id
// the site sends; the answer is the platform's rules).
import * as affiliate from '../../contract/endpoints/rewards/affiliate.ts';
import { type Context, ok, type Route, route } from '../http.ts';
import { affiliateConfig, affiliateNetwork, affiliateSummary, affiliateTransactions, redeemCommission } from './affiliate.ts';

const transactions = async ({ db, session }: Context<undefined, undefined, true>) => ok(await affiliateTransactions(db, session.memberId));

export const affiliateRoutes: Route[] = [
  route(affiliate.config, async ({ db }) => ok(await affiliateConfig(db))),
  route(affiliate.network, async ({ db, body, session }) => ok(await affiliateNetwork(db, session.memberId, body.level))),
  route(affiliate.summary, async ({ db, session }) => ok(await affiliateSummary(db, session.memberId))),
  route(affiliate.transactions, transactions),
  route(affiliate.transactionsV2, transactions),
  route(affiliate.redeem, async ({ db, session }) => {
    const paid = await redeemCommission(db, session.memberId);
    return ok(paid, `รับค่าแนะนำเพื่อน ${paid.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })} บาท เข้ากระเป๋าหลักแล้ว`);
  }),
];
