// From 0031-notification-devices: the agent's phones that forward the bank's texts
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'notification_devices';

export type Forwarder = 'smsforwarder' | 'sms-gateway';
export type DeviceState = 'active' | 'paused' | 'revoked';

export interface NotificationDevicesTable {
  id: Generated<number>;
  /** The agent bank account whose texts it forwards */
  bank_account_id: number;
  forwarder: Forwarder;
  /** The HMAC key the forwarder signs with: kept to check with (shown once, at the add) */
  secret: string;
  state: Generated<DeviceState>;
  created_at: number;
  created_by: string;
  last_sent_at: number | null;
}

export const columns = {
  id: 'integer generated',
  bank_account_id: 'integer required',
  forwarder: 'text required',
  secret: 'text required',
  state: 'text generated',
  created_at: 'integer required',
  created_by: 'text required',
  last_sent_at: 'integer nullable',
} satisfies Columns<NotificationDevicesTable>;

export type PartialDB = { [tableName]: NotificationDevicesTable };
