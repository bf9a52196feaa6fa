// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'agents';

export interface AgentsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo: string;
  line_admin_url: string;
  line_contact_url: string;
}

export const columns = {
  id: 'integer generated',
  code: 'text required',
  name: 'text required',
  logo: 'text required',
  line_admin_url: 'text required',
  line_contact_url: 'text required',
} satisfies Columns<AgentsTable>;

export type PartialDB = { [tableName]: AgentsTable };
