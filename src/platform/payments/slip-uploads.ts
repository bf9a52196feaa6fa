// How often a member may upload a slip (issue 42): each upload costs a picture decode, so a member
// may upload `deposits.slip_uploads_per_hour` pictures an hour, kept or refused alike, counted as
// the reset requests are (auth/reset-limits.ts): one row per upload, the window's rows pruned.
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import { thaiWait } from '../time.ts';

const WINDOW_MS = 3_600_000;

/**
 * Counts one upload for the member, before its picture is read; over the limit refuses naming
 * when the oldest upload in the hour leaves it, and nothing is counted. One member's uploads take turns.
 */
export async function countSlipUpload(db: Db, memberId: number): Promise<void> {
  await tx(
    db,
    async (trx) => {
      const at = nowMs(trx);
      const max = await getSetting(trx, 'deposits.slip_uploads_per_hour');
      await trx
        .deleteFrom('slip_uploads')
        .where('uploaded_at', '<=', at - WINDOW_MS)
        .execute();
      const window = await trx
        .selectFrom('slip_uploads')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('uploaded_at').as('oldest')])
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(window.n) >= max) fail('SLIP_UPLOADS_TOO_MANY', { max, wait: thaiWait((window.oldest! + WINDOW_MS - at) / 60_000) });
      await trx.insertInto('slip_uploads').values({ member_id: memberId, uploaded_at: at }).execute();
    },
    { queue: `slip-uploads:${memberId}`, readCommitted: true },
  );
}
