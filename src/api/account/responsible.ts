// Responsible play's calls (beyond SPEC.md: docs/api.md "Calls beyond the spec"), declared in contract/endpoints/account/responsible.ts.
import * as responsible from '../../contract/endpoints/account/responsible.ts';
import { request, requestOrThrow } from '../client.ts';
import type { Credentials } from './auth.ts';
import type { BreakChoice, LimitKind } from '../../contract/account/responsible.ts';

export const setLimit = (kind: LimitKind, amount: number | null) => request(responsible.limit, { body: { kind, amount } });

export const takeBreak = (choice: BreakChoice) => requestOrThrow(responsible.takeBreak, { body: { choice } });

export const getSessionSummary = () => requestOrThrow(responsible.session);

/** During a break, when log-in is refused: what is left goes to the registered account (no session). */
export const withdrawRemaining = (credentials: Credentials) => request(responsible.withdrawRemaining, { body: { ...credentials } });
