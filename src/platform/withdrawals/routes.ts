// Withdrawal calls (beyond SPEC.md: docs/api.md, "Calls beyond the spec"), all for a logged-in member.
import * as withdrawals from '../../contract/endpoints/money/withdrawals.ts';
import { ok, type Route, route } from '../http.ts';
import { toSatang } from '../money/index.ts';
import { memberWithdrawals, requestWithdrawal, withdrawInfo } from './requests.ts';

export const withdrawalRoutes: Route[] = [
  route(withdrawals.info, async ({ db, session }) => ok(await withdrawInfo(db, session.memberId))),

  route(withdrawals.withdraw, async ({ db, body, session }) =>
    ok(
      await requestWithdrawal(db, session.memberId, {
        walletId: body.wallet_id,
        amount: toSatang(body.amount),
        account: body.account,
        idempotencyKey: body.idempotency_key,
      }),
      'ส่งคำขอถอนเงินแล้ว รอดำเนินการ',
    ),
  ),

  route(withdrawals.list, async ({ db, session }) => ok(await memberWithdrawals(db, session.memberId))),
];
