// Withdrawal calls (beyond SPEC.md: README "Calls beyond the spec").
import { callOrThrow } from './client.ts';
import { withdrawalSchema, withdrawInfoSchema } from '../contract/withdrawals.ts';

export const getWithdrawInfo = () => callOrThrow('/api/member/withdraw/info', { data: withdrawInfoSchema });

/** `idempotencyKey`: one per attempt, so a double tap or a retry makes one request. */
export const requestWithdraw = (walletId: number, amount: number, idempotencyKey: string) =>
  callOrThrow('/api/member/withdraw', {
    method: 'POST',
    body: { wallet_id: walletId, amount, idempotency_key: idempotencyKey },
    data: withdrawalSchema,
  });
