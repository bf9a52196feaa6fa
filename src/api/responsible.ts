// Responsible play's calls (beyond SPEC.md: README "Calls beyond the spec").
import { z } from 'zod/mini';
import { call, callOrThrow } from './client.ts';
import type { Credentials } from './auth.ts';
import { withdrawalSchema } from '../contract/withdrawals.ts';
import { breakViewSchema, responsibleSchema, sessionSummarySchema, type BreakChoice, type LimitKind } from '../contract/responsible.ts';

export const setLimit = (kind: LimitKind, amount: number | null) =>
  call('/api/member/responsible/limit', { method: 'POST', body: { kind, amount }, data: responsibleSchema });

export const takeBreak = (choice: BreakChoice) =>
  callOrThrow('/api/member/responsible/break', { method: 'POST', body: { choice }, data: breakViewSchema });

export const getSessionSummary = () => callOrThrow('/api/member/responsible/session', { data: sessionSummarySchema });

/** During a break, when log-in is refused: what is left goes to the registered account (no session). */
export const withdrawRemaining = (credentials: Credentials) =>
  call('/api/responsible/withdraw_remaining', {
    method: 'POST',
    body: { ...credentials },
    data: z.object({ requests: z.array(withdrawalSchema) }),
  });
