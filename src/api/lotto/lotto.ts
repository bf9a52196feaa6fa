// Lotto calls of SPEC.md section 7, declared in contract/endpoints/lotto/lotto.ts.
import { AGENT_ID } from '../../contract/content/site.ts';
import * as lotto from '../../contract/endpoints/lotto/lotto.ts';
import { billCheckSchema, type BillLineCheck, type BillLineInput, type BillStatus } from '../../contract/lotto/lotto.ts';
import { request, requestOrThrow } from '../client.ts';

const agent = { agent_id: AGENT_ID };

export const getLobby = () => requestOrThrow(lotto.lobby);
export const getRound = (roundId: number) => requestOrThrow(lotto.round, { query: { round_id: roundId } });
export const getRoundLimit = (roundId: number) => requestOrThrow(lotto.limit, { query: { round_id: roundId } });
/** Latest result per category, or every result of one draw date (YYYY-MM-DD). */
export const getResults = (query: { date?: string; category_id?: number } = {}) =>
  requestOrThrow(lotto.results, { query: { ...query, ...agent } });

/** Refusals come back as the envelope (error != 0) with per-line reasons in `refusal`. */
export const validateBill = (roundId: number, lines: BillLineInput[]) =>
  request(lotto.billValidate, { body: { ...agent, round_id: roundId, lines } });
export const createBill = (roundId: number, lines: BillLineInput[], options: { idempotencyKey: string; walletId?: number }) =>
  request(lotto.billCreate, {
    body: { ...agent, round_id: roundId, lines, idempotency_key: options.idempotencyKey, wallet_id: options.walletId },
  });
/** Reads the per-line reasons a refused validate/create sent along, when there are any. */
export function refusedLines(refusal: unknown): BillLineCheck[] {
  const parsed = billCheckSchema.safeParse(refusal);
  return parsed.success ? parsed.data.lines : [];
}
export const getBills = (query: { round_id?: number; status?: BillStatus } = {}) => requestOrThrow(lotto.billList, { query });
export const getBill = (billId: number) => requestOrThrow(lotto.billDetail, { query: { bill_id: billId } });
export const cancelBills = (ids: number[]) => requestOrThrow(lotto.billCancel, { body: { ...agent, ids } });

/** The round's shots, newest first; with since, only those newer than that shot id. */
export const getShots = (roundId: number, since?: number) => requestOrThrow(lotto.shotList, { query: { round_id: roundId, since } });
export const shootNumber = (roundId: number, number: string) => requestOrThrow(lotto.shoot, { body: { round_id: roundId, number } });

/** Wallets a bill can be paid from. */
export const getLottoWallets = () => requestOrThrow(lotto.lottoWallets);
