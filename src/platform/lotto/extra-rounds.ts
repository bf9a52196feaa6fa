// An extra round, open from now for a number of minutes, beside the schedule's: the operator's
// `yeekee-round` and `extra-round` commands (an extra round for an event), and the end-to-end tests'
// way to a round that suits them whatever the hour (the schedule leaves 06:00-03:45 only, and a test
// that settles a round must not take it from another). A Yeekee one settles like any Yeekee round:
// from its shots when its result time comes, refunded under the minimum; one of an outside draw
// (source external) waits for its result from the desk or the command line. A simulated category's
// rounds commit their draw before betting opens, so they come from the schedule only.
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { categoriesByCode } from './rounds.ts';
import { bangkokDay } from '../../rules/bangkok-calendar.ts';
import { scheduleSchema } from './schedule.ts';

/** Extra rounds number from here, far past any schedule's rounds of a day. */
const EXTRA_SEQ_FROM = 1001;
const MAX_MINUTES = 24 * 60;

export async function openExtraRound(db: Db, minutes: number, code = 'yeekee'): Promise<number> {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES) fail('VALIDATION');
  return tx(
    db,
    async (trx) => {
      const [category] = await categoriesByCode(trx, code);
      if (!category) fail('LOTTO_CATEGORY_NOT_FOUND');
      if (category.kind !== 'yeekee' && category.draw_source !== 'external') fail('RISK_EXTRA_ROUND_COMMITTED');
      const schedule = scheduleSchema.parse(JSON.parse(category.schedule));
      const resultAfter = schedule.type === 'interval' ? schedule.result_after_minutes : 2;
      const now = nowMs(trx);
      const drawDate = bangkokDay(now);
      const last = await trx
        .selectFrom('lotto_rounds')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('category_id', '=', category.id)
        .where('draw_date', '=', drawDate)
        .where('seq', '>=', EXTRA_SEQ_FROM)
        .executeTakeFirst();
      const seq = Math.max(Number(last?.seq ?? 0) + 1, EXTRA_SEQ_FROM);
      const closeAt = now + minutes * 60_000;
      const { id } = await trx
        .insertInto('lotto_rounds')
        .values({
          category_id: category.id,
          draw_date: drawDate,
          seq,
          name: `${category.name} รอบพิเศษ ${seq - EXTRA_SEQ_FROM + 1}`,
          open_at: now,
          close_at: closeAt,
          result_at: closeAt + resultAfter * 60_000,
          draw: null,
          commit_text: null,
          commit_hash: null,
          state: 'pending',
          result: null,
          result_source: null,
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      tell(trx, { kind: 'round', member: 0, id });
      return id;
    },
    { queue: 'lotto-rounds-made' },
  );
}
