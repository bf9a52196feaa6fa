// Sends the LINE outbox (issue 44) through the Messaging API SDK: each waiting row whose time has
// come is claimed (its next_at moved a lease ahead, so another node or run leaves it alone, and a
// sender that dies mid-send lets it go again after the lease), pushed with its own X-Line-Retry-Key,
// then marked. LINE delivers one push per retry key and answers 409 to a key it already took: a
// row sent but not marked (a crash between the two) is pushed again with the same key and counts
// as sent, never shown twice. A failure is logged with the row's id and LINE's status only (never
// the member, their LINE id or the message) and tried again later, the wait doubling from 30 s to
// an hour; after 10 tries, or 23 hours (LINE keeps a retry key 24), the row is given up. LINE
// refusing an account that blocked us marks the link blocked: nothing more is sent to it until
// the account follows again (webhook.ts).
import type { messagingApi } from '@line/bot-sdk';
import { nowMs } from '../db/clock.ts';
import { everyFewSeconds, type Background } from '../background.ts';
import type { Db } from '../db/database.ts';
import { log } from '../log.ts';
import { lineOf, type LineConfig } from './config.ts';
import { noteLineFollow } from './links.ts';
import { lineSdk } from './sdk.ts';

const LEASE_MS = 2 * 60_000;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;
const MOST_TRIES = 10;
/** LINE keeps a retry key 24 hours: past that, a resend could be a second message. */
const GIVE_UP_AFTER_MS = 23 * 60 * 60_000;
const KEPT_MS = 30 * 24 * 60 * 60_000;
const PER_RUN = 50;
/** The SDK's calls take no signal: a push LINE has not answered in this long is tried again later. */
const CALL_TIMEOUT_MS = 15_000;

/** The call, or a rejection once `ms` have passed (a hung LINE must not hold the loop). */
export function within<T>(ms: number, call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

/** What the sender needs of the SDK's client (a test may hand a failing one). */
export interface LinePusher {
  pushMessage(request: messagingApi.PushMessageRequest, retryKey: string): Promise<unknown>;
}

export async function linePusher(config: LineConfig): Promise<LinePusher> {
  const { messagingApi } = await lineSdk();
  return new messagingApi.MessagingApiClient({ channelAccessToken: config.channelAccessToken, baseURL: config.apiBase });
}

export interface SendRun {
  sent: number;
  failed: number;
  blocked: number;
}

type Outcome = 'sent' | 'blocked' | 'retry' | 'refused';

/** LINE's word on a push that did not go: its status, and whether the account cannot take it. */
async function outcomeOf(error: unknown): Promise<{ outcome: Outcome; said: string }> {
  const { HTTPFetchError } = await lineSdk();
  // Not LINE's answer (no network, no answer in time): the error's kind only.
  if (!(error instanceof HTTPFetchError))
    return { outcome: 'retry', said: error instanceof Error ? (error.message === 'timeout' ? 'timeout' : error.name) : 'error' };
  const said = `HTTP ${error.status}`;
  if (error.status === 409) return { outcome: 'sent', said };
  if (error.status === 429 || error.status >= 500) return { outcome: 'retry', said };
  // An account that blocked (unfollowed) the official account, or is gone: 403/404, or LINE's 400 naming it.
  if (error.status === 403 || error.status === 404 || (error.status === 400 && /block|unfollow|not a friend|not found/i.test(error.body)))
    return { outcome: 'blocked', said };
  return { outcome: 'refused', said };
}

function waitAfter(attempts: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** One pass over the due rows. Without LINE configured it does nothing. */
export async function sendLineOutbox(db: Db, pusher?: LinePusher): Promise<SendRun> {
  const run: SendRun = { sent: 0, failed: 0, blocked: 0 };
  const config = lineOf(db);
  if (!config) return run;
  const client = pusher ?? (await linePusher(config));
  const now = nowMs(db);
  const due = await db
    .selectFrom('line_outbox as o')
    .leftJoin('line_links as l', 'l.member_id', 'o.member_id')
    .select(['o.id', 'o.message', 'o.retry_key', 'o.attempts', 'o.created_at', 'o.next_at', 'l.line_user_id', 'l.blocked_at'])
    .where('o.state', '=', 'waiting')
    .where('o.next_at', '<=', now)
    .orderBy('o.next_at')
    .limit(PER_RUN)
    .execute();
  for (const row of due) {
    const id = Number(row.id);
    const attempts = Number(row.attempts) + 1;
    // The claim: only the run that moves next_at from what it read sends the row.
    const claimed = await db
      .updateTable('line_outbox')
      .set({ next_at: now + LEASE_MS, attempts })
      .where('id', '=', id)
      .where('state', '=', 'waiting')
      .where('next_at', '=', row.next_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (!row.line_user_id || row.blocked_at != null) {
      await db.updateTable('line_outbox').set({ state: 'blocked', last_error: 'not linked or blocked' }).where('id', '=', id).execute();
      run.blocked += 1;
      continue;
    }
    let outcome: Outcome = 'sent';
    let said = '';
    try {
      await within(
        CALL_TIMEOUT_MS,
        client.pushMessage({ to: row.line_user_id, messages: JSON.parse(row.message) as messagingApi.Message[] }, row.retry_key),
      );
    } catch (error) {
      ({ outcome, said } = await outcomeOf(error));
    }
    if (outcome === 'sent') {
      await db
        .updateTable('line_outbox')
        .set({ state: 'sent', sent_at: nowMs(db) })
        .where('id', '=', id)
        .execute();
      run.sent += 1;
    } else if (outcome === 'blocked') {
      log.warn({ outbox: id, status: said }, 'LINE push refused: the account blocked the official account');
      await db.updateTable('line_outbox').set({ state: 'blocked', last_error: said }).where('id', '=', id).execute();
      await noteLineFollow(db, row.line_user_id, false);
      run.blocked += 1;
    } else {
      const spent = outcome === 'refused' || attempts >= MOST_TRIES || now - Number(row.created_at) >= GIVE_UP_AFTER_MS;
      log.warn({ outbox: id, status: said, attempts, givenUp: spent }, 'LINE push failed');
      await db
        .updateTable('line_outbox')
        .set(spent ? { state: 'given_up', last_error: said } : { next_at: now + waitAfter(attempts), last_error: said })
        .where('id', '=', id)
        .execute();
      run.failed += 1;
    }
  }
  // The done rows are kept a month for the operator, then forgotten.
  await db
    .deleteFrom('line_outbox')
    .where('state', 'in', ['sent', 'blocked', 'given_up'])
    .where('next_at', '<', now - KEPT_MS)
    .execute();
  return run;
}

/** The long-running server's loop: a pass every `everyMs`, one at a time; the rows wait out an outage. */
export function startLineSender(db: Db, everyMs: number): Background {
  return everyFewSeconds(everyMs, () => sendLineOutbox(db), 'sending the LINE outbox');
}
