// Withdrawal calls (beyond SPEC.md: README "Calls beyond the spec"), all for a logged-in member.
import { withdrawRequest } from '../../contract/withdrawals.ts';
import { defineRoute, ok, type Route } from '../http.ts';
import { toSatang } from '../money/money.ts';
import { memberWithdrawals, requestWithdrawal, withdrawInfo } from './requests.ts';

export const withdrawalRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/api/member/withdraw/info',
    auth: true,
    handle: async ({ db, session }) => ok(await withdrawInfo(db, session.memberId)),
  }),

  defineRoute({
    method: 'POST',
    path: '/api/member/withdraw',
    auth: true,
    body: withdrawRequest,
    handle: async ({ db, body, session }) =>
      ok(
        await requestWithdrawal(db, session.memberId, {
          walletId: body.wallet_id,
          amount: toSatang(body.amount),
          idempotencyKey: body.idempotency_key,
        }),
        'ส่งคำขอถอนเงินแล้ว รอดำเนินการ',
      ),
  }),

  defineRoute({
    method: 'GET',
    path: '/api/member/withdrawals',
    auth: true,
    handle: async ({ db, session }) => ok(await memberWithdrawals(db, session.memberId)),
  }),
];
