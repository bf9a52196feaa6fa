// Withdrawal calls (beyond SPEC.md: docs/api.md "Calls beyond the spec"), declared in contract/endpoints/money/withdrawals.ts.
import * as withdrawals from '../../contract/endpoints/money/withdrawals.ts';
import type { WithdrawalAccount } from '../../contract/money/withdrawals.ts';
import { requestOrThrow } from '../client.ts';

export const getWithdrawInfo = () => requestOrThrow(withdrawals.info);

/** `idempotencyKey`: one per attempt, so a double tap or a retry makes one request. `account`: the main or backup one. */
export const requestWithdraw = (walletId: number, amount: number, idempotencyKey: string, account: WithdrawalAccount) =>
  requestOrThrow(withdrawals.withdraw, { body: { wallet_id: walletId, amount, account, idempotency_key: idempotencyKey } });
