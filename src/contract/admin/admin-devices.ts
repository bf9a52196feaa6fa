// The back office's device desk (issue 42): the agent's phones that forward the bank's texts. The
// secret is in the add answer only (with the QR the API door draws of the address and it), never
// in the list. Only admin pages import this.
import { z } from 'zod/mini';
import { id } from '../ids.ts';

export const DEVICE_FORWARDERS = ['smsforwarder', 'sms-gateway'] as const;
export const DEVICE_STATES = ['active', 'paused', 'revoked'] as const;
export const DEVICE_CHANGES = ['pause', 'resume', 'revoke'] as const;

export const deviceAddRequest = z.object({
  account_id: id('บัญชีธนาคารของเว็บ'),
  forwarder: z.enum(DEVICE_FORWARDERS, { error: 'กรุณาเลือกแอปส่งต่อข้อความ' }),
});
export const deviceChangeRequest = z.object({
  id: id('รหัสอุปกรณ์'),
  change: z.enum(DEVICE_CHANGES, { error: 'ไม่รู้จักการเปลี่ยนสถานะนี้' }),
});

// Answers

const account = z.object({ id: z.number(), bank_code: z.string(), account_no: z.string(), account_name: z.string() });

export const deviceDeskSchema = z.object({
  devices: z.array(
    z.object({
      id: z.number(),
      forwarder: z.enum(DEVICE_FORWARDERS),
      state: z.enum(DEVICE_STATES),
      created_at: z.string(),
      created_by: z.string(),
      last_sent_at: z.nullable(z.string()),
      account,
    }),
  ),
  /** The agent's active bank accounts a new device may watch */
  accounts: z.array(account),
});
export type DeviceDesk = z.infer<typeof deviceDeskSchema>;
export type DeviceRow = DeviceDesk['devices'][number];

export const deviceAddedSchema = z.object({
  id: z.number(),
  forwarder: z.enum(DEVICE_FORWARDERS),
  /** Shown once: the forwarder signs with it */
  secret: z.string(),
  webhook_path: z.string(),
  /** The whole address and the QR of it and the secret: added by the API door, which knows the site's public address */
  webhook_url: z.optional(z.string()),
  qr_svg: z.optional(z.string()),
});
export const deviceStateSchema = z.object({ id: z.number(), state: z.enum(DEVICE_STATES) });
