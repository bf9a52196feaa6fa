// Seed data runs once per step name (recorded in seed_runs), so a restart never duplicates rows
// and an operator's later edits are never overwritten. Later modules append steps.
import type { DatabaseSync } from 'node:sqlite';
import { seedSettingDefaults } from '../settings.ts';
import { nowMs } from './clock.ts';
import { one, run, tx } from './database.ts';

export interface SeedStep {
  name: string;
  run(db: DatabaseSync): void;
}

export function seed(db: DatabaseSync, steps: readonly SeedStep[]): void {
  tx(db, () => seedSettingDefaults(db));
  for (const step of steps) {
    tx(db, () => {
      if (one(db, 'SELECT 1 FROM seed_runs WHERE name = ?', step.name)) return;
      step.run(db);
      run(db, 'INSERT INTO seed_runs (name, ran_at) VALUES (?, ?)', step.name, nowMs(db));
    });
  }
}
