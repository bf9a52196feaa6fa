// The bill builder's conveniences (issue 27), declared once (contract/endpoint.ts): the member's
// number sets (เลขชุด) and an earlier bill's lines for the round open now (ดึงโพย).
import { z } from 'zod/mini';
import { endpoint } from '../../endpoint.ts';
import {
  billReuseRequest,
  billReuseSchema,
  numberSetSchema,
  setDeleteRequest,
  setRenameRequest,
  setSaveRequest,
} from '../../lotto/lotto-sets.ts';

export const setList = endpoint({ method: 'GET', path: '/api/lotto/sets', auth: true, answer: z.array(numberSetSchema), refusals: [] });
export const setSave = endpoint({
  method: 'POST',
  path: '/api/lotto/sets/save',
  auth: true,
  body: setSaveRequest,
  answer: numberSetSchema,
  refusals: ['LOTTO_SET_TOO_MANY', 'LOTTO_SET_NAME_TAKEN', 'LOTTO_SET_TOO_LARGE', 'LOTTO_SET_LINE_INVALID'],
});
export const setRename = endpoint({
  method: 'POST',
  path: '/api/lotto/sets/rename',
  auth: true,
  body: setRenameRequest,
  answer: numberSetSchema,
  refusals: ['LOTTO_SET_NOT_FOUND', 'LOTTO_SET_NAME_TAKEN'],
});
export const setDelete = endpoint({
  method: 'POST',
  path: '/api/lotto/sets/delete',
  auth: true,
  body: setDeleteRequest,
  answer: z.object({ set_id: z.number() }),
  refusals: ['LOTTO_SET_NOT_FOUND'],
});
/** Reads only: the lines go into the member's builder, placed later through validate and create. */
export const billReuse = endpoint({
  method: 'GET',
  path: '/api/lotto/bill/reuse',
  auth: true,
  query: billReuseRequest,
  answer: billReuseSchema,
  refusals: ['LOTTO_BILL_NOT_FOUND', 'LOTTO_REUSE_NO_ROUND', 'LOTTO_CATEGORY_NOT_FOUND', 'LOTTO_ROUND_NOT_FOUND'],
});
