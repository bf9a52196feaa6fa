// The slip-verification provider (issue 42): one adapter, so another provider (SlipOK, a bank's own
// API) is one more implementation of SlipVerifier. The one here is EasySlip's v1 verify call as it
// publishes it: POST {url} with `Authorization: Bearer <key>` and the JSON body {"payload": "<the
// mini QR's text>"}; it answers {"status": 200, "data": {transRef, date, amount: {amount, local},
// sender: {bank: {id, name, short}, account}, receiver: {bank: {id, name, short}, account: {name,
// bank: {type, account: "xxx-x-x1234-x"}, proxy}}}} or {"status": 4xx, "message": "slip_not_found"}.
// Off unless the operator sets `deposits.slip_verify_url` (and SLIP_VERIFY_TOKEN, the key, in the
// environment: a secret stays out of the database).
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { getSetting } from '../settings.ts';

/** What the provider read from the bank about one slip. */
export interface VerifiedSlip {
  transRef: string;
  /** Satang */
  satang: number;
  paidAt: number | null;
  /** The receiving bank's three-digit code */
  receiverBank: string | null;
  /** The receiving account as the provider masks it (e.g. xxx-x-x1234-x) */
  receiverAccount: string | null;
}

/** Verified, or why not (Thai, for the cashier). */
export type SlipVerdict = { ok: true; slip: VerifiedSlip } | { ok: false; reason: string };

export interface SlipVerifier {
  name: string;
  verify(payload: string): Promise<SlipVerdict>;
}

const TIMEOUT_MS = 8_000;

const easySlipAnswer = z.object({
  status: z.number(),
  message: z.string().optional(),
  data: z
    .object({
      transRef: z.string(),
      date: z.string().optional(),
      amount: z.object({ amount: z.number() }),
      receiver: z
        .object({
          bank: z.object({ id: z.string().optional() }).partial().optional(),
          account: z
            .object({ bank: z.object({ account: z.string().optional() }).partial().optional() })
            .partial()
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

const EASYSLIP_REFUSALS: Record<string, string> = {
  slip_not_found: 'ผู้ตรวจสลิปไม่พบรายการนี้ที่ธนาคาร (สลิปอาจปลอมหรือยังไม่เข้าระบบ)',
  invalid_payload: 'ผู้ตรวจสลิปอ่าน QR ของสลิปนี้ไม่ได้',
  qrcode_not_found: 'ผู้ตรวจสลิปไม่พบ QR ในสลิปนี้',
  quota_exceeded: 'โควตาการตรวจสลิปอัตโนมัติหมดแล้ว',
  unauthorized: 'ตั้งค่ากุญแจของผู้ตรวจสลิปไม่ถูกต้อง (SLIP_VERIFY_TOKEN)',
};

export function easySlip(url: string, token: string): SlipVerifier {
  return {
    name: 'EasySlip',
    async verify(payload) {
      let body: unknown;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ payload }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        body = await response.json();
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'slip provider unreachable');
        return { ok: false, reason: 'ติดต่อผู้ตรวจสลิปอัตโนมัติไม่ได้' };
      }
      const answer = easySlipAnswer.safeParse(body);
      if (!answer.success) return { ok: false, reason: 'ผู้ตรวจสลิปตอบในรูปแบบที่อ่านไม่ได้' };
      const { status, message, data } = answer.data;
      if (status !== 200 || !data)
        return { ok: false, reason: EASYSLIP_REFUSALS[message ?? ''] ?? `ผู้ตรวจสลิปไม่ยืนยันสลิปนี้ (${message ?? status})` };
      const paidAt = data.date ? Date.parse(data.date) : NaN;
      return {
        ok: true,
        slip: {
          transRef: data.transRef,
          satang: Math.round(data.amount.amount * 100),
          paidAt: Number.isFinite(paidAt) ? paidAt : null,
          receiverBank: data.receiver?.bank?.id ?? null,
          receiverAccount: data.receiver?.account?.bank?.account ?? null,
        },
      };
    },
  };
}

/** The provider the operator configured, or null (slips then go to the cashier). */
export async function slipVerifier(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<SlipVerifier | null> {
  const url = (await getSetting(db, 'deposits.slip_verify_url')).trim();
  return url ? easySlip(url, env.SLIP_VERIFY_TOKEN?.trim() ?? '') : null;
}
