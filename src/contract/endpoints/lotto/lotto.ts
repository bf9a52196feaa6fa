// The lotto calls of SPEC.md section 7, declared once (contract/endpoint.ts). Reading rounds,
// rates and results needs no session; bills, shots and wallets do.
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import { roundEvents } from '../../lotto/round-live.ts';
import { ROUND_STREAM_PATH } from '../../lotto/round-live-path.ts';
import {
  billCheckSchema,
  billDetailSchema,
  billSummarySchema,
  categoryRatesSchema,
  betRateSchema,
  createdBillSchema,
  limitSchema,
  lobbySchema,
  officialStatusSchema,
  resultSchema,
  roundDetailSchema,
  roundSchema,
  shootAnswerSchema,
  shotListSchema,
  shotSchema,
  vipSchema,
} from '../../lotto/lotto.ts';
import {
  billCancelRequest,
  billCreateRequest,
  billDetailRequest,
  billListRequest,
  billValidateRequest,
  officialStatusRequest,
  ratesRequest,
  resultsRequest,
  roundRequest,
  roundsRequest,
  shootRequest,
  shotListRequest,
} from '../../lotto/lotto-requests.ts';
import { walletSchema } from '../../account/member.ts';

const ROUND = ['LOTTO_ROUND_NOT_FOUND', 'LOTTO_CATEGORY_NOT_FOUND'] as const;
/** What a bill's lines may be refused for, in validate and create alike. */
const BILL = [
  ...ROUND,
  'AGENT_UNKNOWN',
  'LOTTO_ROUND_NOT_OPEN',
  'LOTTO_ROUND_CLOSED',
  'LOTTO_TOO_MANY_LINES',
  'LOTTO_BILL_REFUSED',
  'WALLET_NOT_FOUND',
  'INSUFFICIENT_BALANCE',
  'RESPONSIBLE_LOSS_LIMIT',
  'RESPONSIBLE_ON_BREAK',
] as const;

export const lobby = endpoint({ method: 'GET', path: '/api/lotto/lobby', auth: false, answer: lobbySchema, refusals: [] });
export const rounds = endpoint({
  method: 'GET',
  path: '/api/lotto/rounds',
  auth: false,
  query: roundsRequest,
  answer: z.array(roundSchema),
  refusals: [],
});
export const round = endpoint({
  method: 'GET',
  path: '/api/lotto/round',
  // A member's rates carry their VIP addition.
  auth: 'optional',
  query: roundRequest,
  answer: roundDetailSchema,
  refusals: ROUND,
});
export const rate = endpoint({
  method: 'GET',
  path: '/api/lotto/rate',
  // A member's rates carry their VIP addition.
  auth: 'optional',
  query: roundRequest,
  answer: z.array(betRateSchema),
  refusals: ROUND,
});
export const rates = endpoint({
  method: 'GET',
  path: '/api/lotto/rates',
  auth: 'optional',
  query: ratesRequest,
  answer: z.array(categoryRatesSchema),
  refusals: ['AGENT_UNKNOWN', 'LOTTO_CATEGORY_NOT_FOUND'],
});
/** The VIP tiers, and for a member their tier, 30-day stakes and what the next tier needs. */
export const vip = endpoint({ method: 'GET', path: '/api/lotto/vip', auth: 'optional', answer: vipSchema, refusals: [] });
export const limit = endpoint({
  method: 'GET',
  path: '/api/lotto/limit',
  auth: false,
  query: roundRequest,
  answer: limitSchema,
  refusals: ROUND,
});
export const rule = endpoint({
  method: 'GET',
  path: '/api/lotto/rule',
  auth: false,
  query: roundRequest,
  answer: z.object({ round_id: z.number(), text: z.string() }),
  refusals: ROUND,
});
export const result = endpoint({
  method: 'GET',
  path: '/api/lotto/result',
  auth: false,
  query: roundRequest,
  answer: resultSchema,
  refusals: [...ROUND, 'LOTTO_RESULT_NOT_OUT'],
});
export const results = endpoint({
  method: 'GET',
  path: '/api/lotto/results',
  auth: false,
  query: resultsRequest,
  answer: z.array(resultSchema),
  refusals: ['AGENT_UNKNOWN'],
});
export const officialStatus = endpoint({
  method: 'GET',
  path: '/api/lotto/results/official',
  auth: false,
  query: officialStatusRequest,
  answer: officialStatusSchema,
  refusals: ['AGENT_UNKNOWN'],
});
/** since: the newest shot id the client holds; then only newer shots come back (docs/api.md, "Calls beyond the spec"). */
export const shotList = endpoint({
  method: 'GET',
  path: '/api/lotto/yeekee/list',
  auth: 'optional',
  query: shotListRequest,
  answer: shotListSchema,
  refusals: [...ROUND, 'YEEKEE_NOT_YEEKEE'],
});
/** The round on screen's new shots and result, pushed (contract/lotto/round-live.ts); a visitor too. */
export const roundStream = endpoint({
  method: 'GET',
  path: ROUND_STREAM_PATH,
  auth: 'optional',
  query: roundRequest,
  answer: z.null(),
  events: roundEvents,
  refusals: [...ROUND, 'YEEKEE_NOT_YEEKEE', 'STREAM_SESSION_LIMIT', 'STREAM_ADDRESS_LIMIT'],
});
export const myShots = endpoint({
  method: 'GET',
  path: '/api/lotto/yeekee/lists',
  auth: true,
  query: roundRequest,
  answer: z.array(shotSchema),
  refusals: [...ROUND, 'YEEKEE_NOT_YEEKEE'],
});
export const shoot = endpoint({
  method: 'POST',
  path: '/api/lotto/yeekee/shoot_number',
  auth: true,
  body: shootRequest,
  answer: shootAnswerSchema,
  refusals: [
    ...ROUND,
    'YEEKEE_NOT_YEEKEE',
    'YEEKEE_NUMBER_INVALID',
    'YEEKEE_SHOOT_CLOSED',
    'YEEKEE_SHOOT_NOT_OPEN',
    'YEEKEE_SHOOT_TOO_SOON',
  ],
});
/** wallet_id: the wallet the bill would be paid from (default the main one), checked for the total. */
export const billValidate = endpoint({
  method: 'POST',
  path: '/api/lotto/bill/validate',
  auth: true,
  body: billValidateRequest,
  answer: billCheckSchema,
  refusals: BILL,
});
export const billCreate = endpoint({
  method: 'POST',
  path: '/api/lotto/bill/create',
  auth: true,
  body: billCreateRequest,
  answer: createdBillSchema,
  refusals: [...BILL, 'IDEMPOTENCY_CONFLICT'],
});
export const billList = endpoint({
  method: 'GET',
  path: '/api/lotto/bill/list',
  auth: true,
  query: billListRequest,
  answer: z.array(billSummarySchema),
  refusals: [],
});
export const billDetail = endpoint({
  method: 'GET',
  path: '/api/lotto/bill/detail',
  auth: true,
  query: billDetailRequest,
  answer: billDetailSchema,
  refusals: ['LOTTO_BILL_NOT_FOUND'],
});
export const billCancel = endpoint({
  method: 'POST',
  path: '/api/lotto/bill/cancel',
  auth: true,
  body: billCancelRequest,
  answer: z.object({ cancelled: z.array(z.number()), refunded: z.number() }),
  refusals: [
    'AGENT_UNKNOWN',
    'LOTTO_BILL_NOT_FOUND',
    'LOTTO_BILL_NOT_PENDING',
    'LOTTO_CANCEL_WINDOW_PASSED',
    'LOTTO_CANCEL_TOO_CLOSE',
    'LOTTO_CANCEL_YEEKEE',
  ],
});
/** Wallets a bill can be paid from. */
export const lottoWallets = endpoint({
  method: 'POST',
  path: '/api/lotto/wallets',
  auth: true,
  answer: z.array(walletSchema),
  refusals: [],
});
