// Breaks from play: a time-out (1 day to 6 weeks) or a self-exclusion (6 months to 5 years). Taking
// one ends every session of the member at once; until it ends, log-in is refused (with the end
// date) and so are stakes and deposits. The rows are append-only and a new break must end later
// than the one running, so nothing can shorten a break.
import type { Selectable } from 'kysely';
import { EXCLUSION_CHOICES, type BreakChoice } from '../../contract/account/responsible.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import type { ResponsibleBreaksTable } from '../db/tables/responsible-breaks.ts';
import { prepared } from '../db/prepared.ts';
import { fail } from '../errors.ts';
import { tell } from '../live/index.ts';
import { addBangkokMonths, thaiDateTimeText } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';

export type BreakRow = Pick<Selectable<ResponsibleBreaksTable>, 'kind' | 'starts_at' | 'ends_at'>;

/** When a break of `choice` taken at `start` ends. */
export function breakEnd(choice: BreakChoice, start: number): number {
  switch (choice) {
    case '1d':
      return start + DAY_MS;
    case '3d':
      return start + 3 * DAY_MS;
    case '1w':
      return start + 7 * DAY_MS;
    case '6w':
      return start + 42 * DAY_MS;
    case '6m':
      return addBangkokMonths(start, 6);
    case '1y':
      return addBangkokMonths(start, 12);
    case '5y':
      return addBangkokMonths(start, 60);
  }
}

/** The member's break running now (the one that ends last), or null. */
const runningBreak = prepared(2, (db, memberId: number, now: number) =>
  db
    .selectFrom('responsible_breaks')
    .select(['kind', 'starts_at', 'ends_at'])
    .where('member_id', '=', memberId)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1),
);

export async function activeBreak(db: Db, memberId: number): Promise<BreakRow | null> {
  const [row] = await runningBreak(db, memberId, nowMs(db));
  return (row as BreakRow | undefined) ?? null;
}

/** The end of the running break as the member reads it, or null when none runs. */
export async function breakUntilText(db: Db, memberId: number): Promise<string | null> {
  const running = await activeBreak(db, memberId);
  return running ? thaiDateTimeText(running.ends_at) : null;
}

/** Refuses play and deposits during a break. */
export async function assertNotOnBreak(db: Db, memberId: number): Promise<void> {
  const until = await breakUntilText(db, memberId);
  if (until) fail('RESPONSIBLE_ON_BREAK', { until });
}

/** Starts a break now and ends every session of the member; a running break only lengthens. */
export function takeBreak(db: Db, memberId: number, choice: BreakChoice): Promise<BreakRow> {
  return tx(db, async (trx) => {
    const now = nowMs(trx);
    const endsAt = breakEnd(choice, now);
    const running = await activeBreak(trx, memberId);
    if (running && endsAt <= running.ends_at) fail('RESPONSIBLE_BREAK_SHORTER', { until: thaiDateTimeText(running.ends_at) });
    const row: BreakRow = { kind: EXCLUSION_CHOICES.includes(choice) ? 'exclusion' : 'timeout', starts_at: now, ends_at: endsAt };
    await trx
      .insertInto('responsible_breaks')
      .values({ member_id: memberId, ...row })
      .execute();
    // Every session of the member ends now (auth/sessions.ts refuses new ones while the break runs).
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    // Their open streams close too, on every node.
    for (const { id } of ended) tell(trx, { kind: 'session', member: memberId, id });
    return row;
  });
}
