// Lotto requests of SPEC.md section 7, with their Thai messages: the platform validates them with
// these. Apart from the rules and answers (lotto.ts), so the browser's lotto pages do not carry them.
import { z } from 'zod/mini';
import { MAX_AMOUNT } from '../money/amount.ts';
import { isRealDate } from '../date-text.ts';
import { id } from '../ids.ts';
import { BILL_STATUSES } from './lotto.ts';

/** The agent id the spec sends on lotto calls: optional, but when sent it must be ours. */
const agentId = z.optional(id('รหัสเอเย่นต์'));

export const roundRequest = z.object({ round_id: id('รหัสงวด') });

export const roundsRequest = z.object({
  category_id: z.optional(id('รหัสประเภทหวย')),
  // Round lists hold rounds that have opened: every status but upcoming.
  status: z.optional(z.enum(['open', 'closed', 'settled', 'refunded'], { error: 'สถานะงวดไม่ถูกต้อง' })),
});

export const ratesRequest = z.object({ category_id: z.optional(id('รหัสประเภทหวย')), agent_id: agentId });

export const resultsRequest = z.object({
  agent_id: agentId,
  category_id: z.optional(id('รหัสประเภทหวย')),
  date: z.optional(z.string().check(z.refine(isRealDate, { error: 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว' }))),
});

export const officialStatusRequest = z.object({ agent_id: agentId });

/** since: the newest shot id the client holds; then only newer shots come back. */
export const shotListRequest = z.extend(roundRequest, { since: z.optional(id('รหัสเลขยิงล่าสุด')) });

export const shootRequest = z.object({
  round_id: id('รหัสงวด'),
  number: z.union([z.string(), z.number()], { error: 'เลขที่ยิงต้องเป็นตัวเลข 5 หลัก' }),
});

const billLineRequest = z.object({
  bet_type: z.string({ error: 'กรุณาเลือกประเภทการแทง' }).check(z.maxLength(40)),
  number: z.string({ error: 'กรุณาระบุเลขที่แทงเป็นข้อความตัวเลข' }).check(z.maxLength(10, { error: 'เลขที่แทงยาวเกินไป' })),
  amount: z.number({ error: 'กรุณาระบุราคาแทงเป็นตัวเลข' }).check(z.lte(MAX_AMOUNT, { error: 'ราคาแทงมากเกินไป' })),
  rate: z.optional(z.number().check(z.positive())),
});

const billRequest = z.object({
  agent_id: agentId,
  round_id: id('รหัสงวด'),
  lines: z
    .array(billLineRequest, { error: 'กรุณาเพิ่มเลขอย่างน้อย 1 รายการ' })
    .check(z.minLength(1, { error: 'กรุณาเพิ่มเลขอย่างน้อย 1 รายการ' }), z.maxLength(1000)),
});

/** wallet_id: the wallet the bill would be paid from (default the main one), checked for the total. */
export const billValidateRequest = z.extend(billRequest, { wallet_id: z.optional(id('กระเป๋าเงิน')) });

export const billCreateRequest = z.extend(billRequest, {
  idempotency_key: z.optional(z.string().check(z.minLength(8, { error: 'รหัสอ้างอิงรายการสั้นเกินไป' }), z.maxLength(100))),
  wallet_id: z.optional(id('กระเป๋าเงิน')),
});

export const billListRequest = z.object({
  round_id: z.optional(id('รหัสงวด')),
  status: z.optional(z.enum(BILL_STATUSES, { error: 'สถานะโพยไม่ถูกต้อง' })),
});

export const billDetailRequest = z.object({ bill_id: id('เลขที่โพย') });

export const billCancelRequest = z.object({
  agent_id: agentId,
  ids: z.array(id('เลขที่โพย'), { error: 'กรุณาเลือกโพยที่จะยกเลิก' }).check(z.minLength(1, { error: 'กรุณาเลือกโพยที่จะยกเลิก' }), z.maxLength(100)),
});
