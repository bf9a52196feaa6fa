// Responsible play's calls (beyond SPEC.md: README "Calls beyond the spec").
import { call, callOrThrow } from './client.ts';
import { breakViewSchema, responsibleSchema, sessionSummarySchema, type BreakChoice, type LimitKind } from '../contract/responsible.ts';

export const setLimit = (kind: LimitKind, amount: number | null) =>
  call('/api/member/responsible/limit', { method: 'POST', body: { kind, amount }, data: responsibleSchema });

export const takeBreak = (choice: BreakChoice) =>
  callOrThrow('/api/member/responsible/break', { method: 'POST', body: { choice }, data: breakViewSchema });

export const getSessionSummary = () => callOrThrow('/api/member/responsible/session', { data: sessionSummarySchema });
