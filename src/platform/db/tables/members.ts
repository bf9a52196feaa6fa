// From 0002: members, wallets, ledger, points
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'members';

export interface MembersTable {
  id: Generated<number>;
  agent_id: number;
  phone: string;
  password_hash: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  sub_bank_code: string | null;
  sub_bank_account: string | null;
  /** YYYY-MM-DD */
  birth_date: string;
  ref_code: string;
  referrer_id: number | null;
  /** Changes only through point_ledger (triggers). */
  points: Generated<number>;
  created_at: number;
  /** 0015: set while staff have locked the account (no log-in, no session) */
  locked_at: number | null;
  locked_reason: string | null;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  phone: 'text required',
  password_hash: 'text required',
  full_name: 'text required',
  bank_code: 'text required',
  bank_account: 'text required',
  sub_bank_code: 'text nullable',
  sub_bank_account: 'text nullable',
  birth_date: 'text required',
  ref_code: 'text required',
  referrer_id: 'integer nullable',
  points: 'integer generated',
  created_at: 'integer required',
  locked_at: 'integer nullable',
  locked_reason: 'text nullable',
} satisfies Columns<MembersTable>;

export type PartialDB = { [tableName]: MembersTable };
