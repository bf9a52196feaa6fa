// From 0001: settings, banks, agent and its content
import type { Columns } from '../columns.ts';

export const tableName = 'seed_runs';

export interface SeedRunsTable {
  name: string;
  ran_at: number;
}

export const columns = {
  name: 'text required',
  ran_at: 'integer required',
} satisfies Columns<SeedRunsTable>;

export type PartialDB = { [tableName]: SeedRunsTable };
