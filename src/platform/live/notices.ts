// Live events between processes on one SQLite file. The serving process holds the streams; another
// process (the command line confirming a deposit, settling a round) cannot reach them, so it writes
// each event's line to live_notices once its change has committed, and the serving process reads
// what is new every READ_MS and hears it as another node's (its own node mark never comes back:
// the writer has a mark of its own). Notices older than KEEP_MS are pruned by the reader.
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';

const READ_MS = 500;
const KEEP_MS = 10 * 60_000;
const PRUNE_EVERY = 120;

/** The writer's side: each line inserted; `flush` waits for those still being written (before the process closes the database). */
export function noticeWriter(root: Db): { send(line: string): void; flush(): Promise<void> } {
  const writing = new Set<Promise<unknown>>();
  return {
    send(line) {
      const insert = root
        .insertInto('live_notices')
        .values({ line, created_at: nowMs(root) })
        .execute()
        .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'live notice not written'))
        .finally(() => writing.delete(insert));
      writing.add(insert);
    },
    flush: async () => void (await Promise.all(writing)),
  };
}

/** The serving process's side: reads the notices after those there when it started, passing each line to `hear`. */
export async function noticeReader(root: Db, hear: (line: string) => void): Promise<() => void> {
  const newest = await root
    .selectFrom('live_notices')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let after = Number(newest?.id ?? 0);
  let reads = 0;
  let reading = false;
  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      const rows = await root.selectFrom('live_notices').select(['id', 'line']).where('id', '>', after).orderBy('id').execute();
      for (const row of rows) {
        after = Number(row.id);
        hear(row.line);
      }
      if (++reads % PRUNE_EVERY === 0)
        await root
          .deleteFrom('live_notices')
          .where('created_at', '<', nowMs(root) - KEEP_MS)
          .execute();
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'live notices could not be read');
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void read(), READ_MS);
  timer.unref();
  return () => clearInterval(timer);
}
