// From 0008: one member per bank account (kept by triggers on members)
import type { Columns } from '../columns.ts';

export const tableName = 'bank_account_owners';

export interface BankAccountOwnersTable {
  bank_code: string;
  bank_account: string;
  member_id: number;
}

export const columns = {
  bank_code: 'text required',
  bank_account: 'text required',
  member_id: 'integer required',
} satisfies Columns<BankAccountOwnersTable>;

export type PartialDB = { [tableName]: BankAccountOwnersTable };
