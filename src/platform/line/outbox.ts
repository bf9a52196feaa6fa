// The messages for LINE (issue 44), written by the inbox in the transaction of the event it tells
// about (inbox/messages.ts), so a message waits in line_outbox exactly when its event committed:
// a crash before the send leaves the row, which the sender (sender.ts) sends later. Only for a
// member linked, not blocked, with the message's switch on; with LINE not configured nothing is
// read or written. (member_id, ref) is unique like the inbox's, so an event retried queues once.
import { randomUUID } from 'node:crypto';
import type { LineTopic } from '../../contract/account/line.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { lineMessages, type LineNews } from './bubble.ts';
import { lineOf } from './config.ts';

/** The inbox kinds LINE carries, under the member's switch for each (lost bills, refunds and announcements stay in the inbox). */
const TOPIC: Partial<Record<string, LineTopic>> = {
  bill_won: 'wins',
  deposit_paid: 'deposits',
  withdrawal_paid: 'withdrawals',
  withdrawal_rejected: 'withdrawals',
  bonus: 'bonuses',
  cashback: 'bonuses',
};

const SWITCH = { wins: 'notify_wins', deposits: 'notify_deposits', withdrawals: 'notify_withdrawals', bonuses: 'notify_bonuses' } as const;

/** Members looked up per statement, and rows written per statement (11 values each). */
const PER_STATEMENT = 80;

export async function queueForLine(db: Db, news: readonly (LineNews & { memberId: number })[]): Promise<void> {
  if (!lineOf(db)) return;
  const carried = news.filter((one) => TOPIC[one.kind]);
  if (!carried.length) return;
  const now = nowMs(db);
  for (let at = 0; at < carried.length; at += PER_STATEMENT) {
    const part = carried.slice(at, at + PER_STATEMENT);
    const links = await db
      .selectFrom('line_links')
      .select(['member_id', 'notify_wins', 'notify_deposits', 'notify_withdrawals', 'notify_bonuses'])
      .where('member_id', 'in', [...new Set(part.map((one) => one.memberId))])
      .where('blocked_at', 'is', null)
      .execute();
    if (!links.length) continue;
    const byMember = new Map(links.map((link) => [Number(link.member_id), link]));
    const rows = part
      .filter((one) => byMember.get(one.memberId)?.[SWITCH[TOPIC[one.kind]!]] === 1)
      .map((one) => ({
        member_id: one.memberId,
        ref: one.ref,
        kind: one.kind,
        message: JSON.stringify(lineMessages(one)),
        retry_key: randomUUID(),
        created_at: now,
        next_at: now,
      }));
    if (!rows.length) continue;
    await db
      .insertInto('line_outbox')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['member_id', 'ref']).doNothing())
      .execute();
  }
}

/** The rows not sent (waiting, blocked, given up), newest first: what the operator looks at when LINE fails. */
export function unsentLineMessages(db: Db, limit = 50) {
  return db
    .selectFrom('line_outbox')
    .select(['id', 'member_id', 'kind', 'state', 'attempts', 'created_at', 'next_at', 'last_error'])
    .where('state', '<>', 'sent')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
