// The bank-text forwarders' webhooks (issue 42): what each of the two supported apps posts, as its
// source sends it, and the answer. SmsForwarder posts the JSON of its template (docs/operating.md:
// {"from":"[from]","org_content":"[org_content]","timestamp":"[timestamp]","sign":"[sign]"});
// android-sms-gateway posts its event (id, event, deviceId, webhookId, payload) with the
// signature in its headers. Either names its device in the query (?device=<id>).
import { z } from 'zod/mini';

/** The longest text kept: a bank's SMS or notification is a few hundred characters. */
export const BANK_TEXT_MAX = 2000;

const text = (label: string, max: number) => z.string({ error: `${label}ไม่ถูกต้อง` }).check(z.maxLength(max, { error: `${label}ยาวเกินไป` }));

export const deviceQuery = z.object({
  device: z.string({ error: 'กรุณาระบุอุปกรณ์ (device)' }).check(z.regex(/^\d{1,9}$/, { error: 'รหัสอุปกรณ์ไม่ถูกต้อง' })),
});

export const smsForwarderBody = z.object({
  from: z.optional(text('ผู้ส่ง', 200)),
  // [org_content] is the bank's own text; the app's empty template sends only its own layout ([content]).
  org_content: z
    .string({ error: 'ไม่มีข้อความของธนาคาร (org_content): ตั้งแม่แบบของแอปให้ส่ง [org_content]' })
    .check(z.maxLength(BANK_TEXT_MAX, { error: 'ข้อความยาวเกินไป' }), z.minLength(1, { error: 'ไม่มีข้อความ' })),
  /** [timestamp]: ms, a number or its digits in quotes as the template has it */
  timestamp: z.union([z.number({ error: 'เวลาไม่ถูกต้อง' }), text('เวลา', 20).check(z.regex(/^\d{10,16}$/, { error: 'เวลาไม่ถูกต้อง' }))]),
  sign: text('ลายเซ็น', 200).check(z.minLength(1, { error: 'ไม่มีลายเซ็น (sign)' })),
});

export const smsGatewayBody = z.object({
  /** The event's NanoId (21 of A-Za-z0-9_-): a retry of the event repeats it */
  id: z.string({ error: 'รหัสเหตุการณ์ (id) ไม่ถูกต้อง' }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'รหัสเหตุการณ์ (id) ไม่ถูกต้อง' })),
  event: text('ชนิดเหตุการณ์', 50),
  deviceId: z.optional(text('รหัสเครื่อง', 100)),
  webhookId: z.optional(text('รหัส webhook', 100)),
  payload: z.optional(
    z.object({
      messageId: z.optional(text('รหัสข้อความ', 100)),
      message: z.optional(text('ข้อความ', BANK_TEXT_MAX)),
      sender: z.optional(z.nullable(text('ผู้ส่ง', 200))),
      phoneNumber: z.optional(text('ผู้ส่ง', 200)),
      receivedAt: z.optional(text('เวลารับ', 40)),
    }),
  ),
});

export const BANK_TEXT_STATES = ['credited', 'ignored', 'review', 'duplicate'] as const;

export const bankTextReceivedSchema = z.object({
  /** The kept message (null: an event that is no message, such as sms-gateway's ping) */
  message_id: z.nullable(z.number()),
  kind: z.nullable(z.string()),
  state: z.enum(BANK_TEXT_STATES),
  /** The one request the text's amount named (credited, or left for the cashier beside it), else null */
  deposit_id: z.nullable(z.number()),
});
