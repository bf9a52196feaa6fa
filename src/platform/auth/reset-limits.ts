// How often a reset code may be asked for: once per cooldown per phone, and a few times per window
// per phone (no text-message bombing of a member) and per client address (no sweeping through
// phones). Counted for every phone, members or not, so a refusal reveals nothing.
import { nowMs } from '../db/clock.ts';
import type { Db, TxOptions } from '../db/database.ts';
import { fail } from '../errors.ts';
import { getSetting } from '../settings.ts';
import { thaiWait } from '../time.ts';

interface Window {
  n: number;
  oldest: number | null;
}

/** How many requests in the window (by phone or by client) and when the oldest was. */
async function requestsSince(db: Db, by: 'phone' | 'client', value: string, since: number): Promise<Window> {
  const window = await db
    .selectFrom('password_reset_requests')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('requested_at').as('oldest')])
    .where(by, '=', value)
    .where('requested_at', '>', since)
    .executeTakeFirstOrThrow();
  return { n: Number(window.n), oldest: window.oldest };
}

/** The queue (db/database.ts) of what a phone's codes go through: asked for, tried, used. */
export function phoneCodesQueue(phone: string): string {
  return `phone-codes:${phone}`;
}

/**
 * How a code request's transaction runs: the requests of one phone, and of one client address,
 * take turns (their counts stay exact), while other phones' and addresses' go on alongside at READ
 * COMMITTED. Under SERIALIZABLE a burst of sign-ups cancelled each other on the table's few index
 * pages (93 runs again for 24 requests at once) until some were answered "busy".
 */
export function codeRequestTurns(phone: string, client: string): TxOptions {
  return { queue: [phoneCodesQueue(phone), `code-requests:${client}`], readCommitted: true };
}

/**
 * Refuses the request when a limit is reached (nothing is written), else records it. Returns the
 * seconds until this phone may ask again. Call inside tx, with codeRequestTurns.
 */
export async function countResetRequest(db: Db, phone: string, client: string): Promise<number> {
  const at = nowMs(db);
  const cooldownMs = (await getSetting(db, 'auth.reset_resend_seconds')) * 1000;
  const windowMs = (await getSetting(db, 'auth.reset_request_window_minutes')) * 60_000;
  await db
    .deleteFrom('password_reset_requests')
    .where('requested_at', '<=', at - Math.max(cooldownMs, windowMs))
    .execute();

  const { last } = await db
    .selectFrom('password_reset_requests')
    .select((eb) => eb.fn.max('requested_at').as('last'))
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  if (last !== null && last + cooldownMs > at) {
    const seconds = Math.ceil((last + cooldownMs - at) / 1000);
    fail('RESET_TOO_SOON', { seconds }, { resend_after_seconds: seconds });
  }

  const since = at - windowMs;
  const full = [
    [await requestsSince(db, 'phone', phone, since), await getSetting(db, 'auth.reset_requests_per_phone')],
    [await requestsSince(db, 'client', client, since), await getSetting(db, 'auth.reset_requests_per_client')],
  ] as const;
  const waits = full.filter(([window, max]) => window.n >= max).map(([window]) => window.oldest! + windowMs - at);
  if (waits.length) fail('RESET_RATE_LIMITED', { wait: thaiWait(Math.max(...waits) / 60_000) });

  await db.insertInto('password_reset_requests').values({ phone, client, requested_at: at }).execute();
  return Math.ceil(cooldownMs / 1000);
}
