// Lotto calls of SPEC.md section 7; the shapes of their answers are in the contract.
import { z } from 'zod/mini';
import { AGENT_ID } from '../contract/site.ts';
import {
  billCheckSchema,
  billDetailSchema,
  billSummarySchema,
  createdBillSchema,
  limitSchema,
  lobbySchema,
  resultSchema,
  roundDetailSchema,
  shootAnswerSchema,
  shotListSchema,
  type BillLineCheck,
  type BillLineInput,
  type BillStatus,
} from '../contract/lotto.ts';
import { walletSchema } from '../contract/member.ts';
import { call, callOrThrow } from './client.ts';

const agent = { agent_id: AGENT_ID };

export const getLobby = () => callOrThrow('/api/lotto/lobby', { data: lobbySchema });
export const getRound = (roundId: number) => callOrThrow('/api/lotto/round', { query: { round_id: roundId }, data: roundDetailSchema });
export const getRoundLimit = (roundId: number) => callOrThrow('/api/lotto/limit', { query: { round_id: roundId }, data: limitSchema });
/** Latest result per category, or every result of one draw date (YYYY-MM-DD). */
export const getResults = (query: { date?: string; category_id?: number } = {}) =>
  callOrThrow('/api/lotto/results', { query: { ...query, ...agent }, data: z.array(resultSchema) });

/** Refusals come back as the envelope (error != 0) with per-line reasons in `refusal`. */
export const validateBill = (roundId: number, lines: BillLineInput[]) =>
  call('/api/lotto/bill/validate', { method: 'POST', body: { ...agent, round_id: roundId, lines }, data: billCheckSchema });
export const createBill = (roundId: number, lines: BillLineInput[], options: { idempotencyKey: string; walletId?: number }) =>
  call('/api/lotto/bill/create', {
    method: 'POST',
    body: { ...agent, round_id: roundId, lines, idempotency_key: options.idempotencyKey, wallet_id: options.walletId },
    data: createdBillSchema,
  });
/** Reads the per-line reasons a refused validate/create sent along, when there are any. */
export function refusedLines(refusal: unknown): BillLineCheck[] {
  const parsed = billCheckSchema.safeParse(refusal);
  return parsed.success ? parsed.data.lines : [];
}
export const getBills = (query: { round_id?: number; status?: BillStatus } = {}) =>
  callOrThrow('/api/lotto/bill/list', { query, data: z.array(billSummarySchema) });
export const getBill = (billId: number) => callOrThrow('/api/lotto/bill/detail', { query: { bill_id: billId }, data: billDetailSchema });
export const cancelBills = (ids: number[]) =>
  callOrThrow('/api/lotto/bill/cancel', {
    method: 'POST',
    body: { ...agent, ids },
    data: z.object({ cancelled: z.array(z.number()), refunded: z.number() }),
  });

/** The round's shots, newest first; with since, only those newer than that shot id. */
export const getShots = (roundId: number, since?: number) =>
  callOrThrow('/api/lotto/yeekee/list', { query: { round_id: roundId, since }, data: shotListSchema });
export const shootNumber = (roundId: number, number: string) =>
  callOrThrow('/api/lotto/yeekee/shoot_number', { method: 'POST', body: { round_id: roundId, number }, data: shootAnswerSchema });

/** Wallets a bill can be paid from. */
export const getLottoWallets = () => callOrThrow('/api/lotto/wallets', { method: 'POST', data: z.array(walletSchema) });
