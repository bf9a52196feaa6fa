// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns } from '../columns.ts';

export const tableName = 'settings';

export interface SettingsTable {
  key: string;
  /** JSON */
  value: string;
  description: Generated<string>;
  updated_at: number;
}

export const columns = {
  key: 'text required',
  value: 'text required',
  description: 'text generated',
  updated_at: 'integer required',
} satisfies Columns<SettingsTable>;

export type PartialDB = { [tableName]: SettingsTable };
