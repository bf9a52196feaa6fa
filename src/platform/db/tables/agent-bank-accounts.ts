// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'agent_bank_accounts';

export interface AgentBankAccountsTable {
  id: Generated<number>;
  agent_id: number;
  bank_code: string;
  account_no: string;
  account_name: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  bank_code: 'text required',
  account_no: 'text required',
  account_name: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<AgentBankAccountsTable>;

export type PartialDB = { [tableName]: AgentBankAccountsTable };
