// From 0006-deposits: the agent's PromptPay accounts and members' deposit requests
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'agent_promptpay_accounts';

export interface AgentPromptpayAccountsTable {
  id: Generated<number>;
  agent_id: number;
  proxy_type: 'MSISDN' | 'NATID';
  proxy_id: string;
  account_name: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  id: 'integer generated',
  agent_id: 'integer required',
  proxy_type: 'text required',
  proxy_id: 'text required',
  account_name: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<AgentPromptpayAccountsTable>;

export type PartialDB = { [tableName]: AgentPromptpayAccountsTable };
