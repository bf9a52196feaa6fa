// Responsible play's calls (beyond SPEC.md: docs/api.md, "Calls beyond the spec"): limits, a break, the
// session's play time, and what is left withdrawn during a break; declared once (contract/endpoint.ts).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { loginRequest } from '../../account/auth-requests.ts';
import { breakRequest, breakViewSchema, limitRequest, responsibleSchema, sessionSummarySchema } from '../../account/responsible.ts';
import { withdrawalSchema } from '../../money/withdrawals.ts';

export const view = endpoint({ method: 'GET', path: '/api/member/responsible', auth: true, answer: responsibleSchema, refusals: [] });
export const limit = endpoint({
  method: 'POST',
  path: '/api/member/responsible/limit',
  auth: true,
  body: limitRequest,
  answer: responsibleSchema,
  refusals: [],
});
export const takeBreak = endpoint({
  method: 'POST',
  path: '/api/member/responsible/break',
  auth: true,
  body: breakRequest,
  answer: breakViewSchema,
  refusals: ['RESPONSIBLE_ON_BREAK', 'RESPONSIBLE_BREAK_SHORTER'],
});
export const session = endpoint({
  method: 'GET',
  path: '/api/member/responsible/session',
  auth: true,
  answer: sessionSummarySchema,
  refusals: [],
});
/** During a break, when log-in is refused: what is left goes to the registered account (no session). */
export const withdrawRemaining = endpoint({
  method: 'POST',
  path: '/api/responsible/withdraw_remaining',
  auth: false,
  body: loginRequest,
  answer: z.object({ requests: z.array(withdrawalSchema) }),
  refusals: ['LOGIN_FAILED', 'LOGIN_LOCKED', 'RESPONSIBLE_NOT_ON_BREAK'],
});
