// Seed data runs once per step name (recorded in seed_runs), so a restart never duplicates rows
// and an operator's later edits are never overwritten. Later modules append steps. Nodes starting
// at once on one PostgreSQL database seed once: the second's transaction finds the step recorded.
import { seedSettingDefaults } from '../settings.ts';
import { nowMs } from './clock.ts';
import { contextOf, tx, type Db } from './database.ts';
import { moveIdentitySequencesPastRows } from './sequences.ts';

export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

export async function seed(db: Db, steps: readonly SeedStep[]): Promise<void> {
  await tx(db, (trx) => seedSettingDefaults(trx));
  let ran = false;
  for (const step of steps) {
    ran =
      (await tx(db, async (trx) => {
        const done = await trx.selectFrom('seed_runs').select('name').where('name', '=', step.name).executeTakeFirst();
        if (done) return false;
        await step.run(trx);
        await trx
          .insertInto('seed_runs')
          .values({ name: step.name, ran_at: nowMs(trx) })
          .execute();
        return true;
      })) || ran;
  }
  // Seed rows may carry their own ids (agent 33): the sequences move past them.
  if (ran && contextOf(db).kind === 'postgres') await moveIdentitySequencesPastRows(db);
}
