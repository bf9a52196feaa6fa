// From 0006: reset codes, reset requests, message outbox
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'password_reset_requests';

export interface PasswordResetRequestsTable {
  id: Generated<number>;
  phone: string;
  client: string;
  requested_at: number;
}

export const columns = {
  id: 'integer generated',
  phone: 'text required',
  client: 'text required',
  requested_at: 'integer required',
} satisfies Columns<PasswordResetRequestsTable>;

export type PartialDB = { [tableName]: PasswordResetRequestsTable };
