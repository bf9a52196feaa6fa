// From 0006: reset codes, reset requests, message outbox
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'password_reset_codes';

export type CodePurpose = 'password_reset' | 'sub_bank_account';

export interface PasswordResetCodesTable {
  id: Generated<number>;
  member_id: number;
  phone: string;
  salt: string;
  /** Salted HMAC of the code */
  code_hash: string;
  created_at: number;
  expires_at: number;
  tries: Generated<number>;
  closed_at: number | null;
  closed_reason: 'used' | 'replaced' | 'burnt' | null;
  /** What the code opens (migration 0013). */
  purpose: Generated<CodePurpose>;
}

export const columns = {
  id: 'integer generated',
  member_id: 'integer required',
  phone: 'text required',
  salt: 'text required',
  code_hash: 'text required',
  created_at: 'integer required',
  expires_at: 'integer required',
  tries: 'integer generated',
  closed_at: 'integer nullable',
  closed_reason: 'text nullable',
  purpose: 'text generated',
} satisfies Columns<PasswordResetCodesTable>;

export type PartialDB = { [tableName]: PasswordResetCodesTable };
