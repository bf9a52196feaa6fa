// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'agent_true_money_accounts';

export interface AgentTrueMoneyAccountsTable {
  id: Generated<number>;
  agent_id: number;
  phone: string;
  account_name: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  phone: 'text required',
  account_name: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<AgentTrueMoneyAccountsTable>;

export type PartialDB = { [tableName]: AgentTrueMoneyAccountsTable };
