// Withdrawal calls (beyond SPEC.md: docs/api.md, "Calls beyond the spec"), all for a logged-in member,
// declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { withdrawalSchema, withdrawInfoSchema, withdrawRequest } from '../../money/withdrawals.ts';

export const info = endpoint({ method: 'GET', path: '/api/member/withdraw/info', auth: true, answer: withdrawInfoSchema, refusals: [] });
export const withdraw = endpoint({
  method: 'POST',
  path: '/api/member/withdraw',
  auth: true,
  body: withdrawRequest,
  answer: withdrawalSchema,
  refusals: [
    'WALLET_NOT_FOUND',
    'WITHDRAW_FREE_CREDIT',
    'WITHDRAW_OVER_BALANCE',
    'WITHDRAW_OVER_MAX',
    'WITHDRAW_UNDER_MIN',
    'WITHDRAW_TOO_MANY_PENDING',
    'WITHDRAW_TURNOVER_NOT_MET',
    'WITHDRAW_NO_BACKUP_ACCOUNT',
    'IDEMPOTENCY_CONFLICT',
  ],
});
export const list = endpoint({
  method: 'GET',
  path: '/api/member/withdrawals',
  auth: true,
  answer: z.array(withdrawalSchema),
  refusals: [],
});
