// From 0001: settings, banks, agent and its content
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'banks';

export interface BanksTable {
  code: string;
  name: string;
  name_en: string;
  sort_order: Generated<number>;
  active: Generated<Flag>;
}

export const columns = {
  code: 'text required',
  name: 'text required',
  name_en: 'text required',
  sort_order: 'integer generated',
  active: 'integer generated',
} satisfies Columns<BanksTable>;

export type PartialDB = { [tableName]: BanksTable };
