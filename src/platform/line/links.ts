// A member's link to their LINE account (issue 44). The browser gets an ID token from LINE (LIFF's
// getIDToken on the profile) and posts it; LINE itself says whether it is real and whose it is
// (POST /oauth2/v2.1/verify with our LINE Login channel as client_id: a token made for another
// channel, expired or forged is refused there), and the link keeps its `sub`, LINE's user id. One
// LINE account links to one member: another member's link is refused in Thai. Unlinking forgets the
// link and drops what was still waiting to be sent.
import type { LineStatus, LineSwitches } from '../../contract/account/line.ts';
import { nowMs } from '../db/clock.ts';
import { tx, type Db } from '../db/database.ts';
import { fail } from '../errors.ts';
import { log } from '../log.ts';
import { lineOf, type LineConfig } from './config.ts';

const VERIFY_TIMEOUT_MS = 10_000;
/** LINE's user ids: U and 32 hex digits. */
const USER_ID = /^U[0-9a-f]{32}$/;

/** LINE's word on an ID token: its user id, or a refusal (never the token in a log). */
export async function verifiedLineUser(config: LineConfig, idToken: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/oauth2/v2.1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id_token: idToken, client_id: config.loginChannelId }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'LINE id token check unreachable');
    fail('LINE_UNREACHABLE');
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    log.warn({ status: response.status }, 'LINE id token check failed');
    fail('LINE_UNREACHABLE');
  }
  const answer = (await response.json().catch(() => null)) as { sub?: unknown; aud?: unknown } | null;
  // A 400 is LINE refusing the token (expired, another channel's, not a token).
  if (!response.ok || !answer || answer.aud !== config.loginChannelId || typeof answer.sub !== 'string' || !USER_ID.test(answer.sub))
    fail('LINE_TOKEN_INVALID');
  return answer.sub;
}

const ON = (flag: number) => flag === 1;

export async function lineStatus(db: Db, memberId: number): Promise<LineStatus> {
  const config = lineOf(db);
  const off = { wins: false, deposits: false, withdrawals: false, bonuses: false };
  if (!config) return { configured: false, liff_id: null, linked: false, blocked: false, notify: off };
  const link = await db.selectFrom('line_links').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  return {
    configured: true,
    liff_id: config.liffId,
    linked: !!link,
    blocked: link?.blocked_at != null,
    notify: link
      ? {
          wins: ON(link.notify_wins),
          deposits: ON(link.notify_deposits),
          withdrawals: ON(link.notify_withdrawals),
          bonuses: ON(link.notify_bonuses),
        }
      : off,
  };
}

export async function linkLine(db: Db, memberId: number, idToken: string): Promise<LineStatus> {
  const config = lineOf(db) ?? fail('LINE_NOT_CONFIGURED');
  const lineUser = await verifiedLineUser(config, idToken);
  await tx(
    db,
    async (trx) => {
      const holder = await trx.selectFrom('line_links').select('member_id').where('line_user_id', '=', lineUser).executeTakeFirst();
      if (holder && Number(holder.member_id) !== memberId) fail('LINE_TAKEN');
      if (holder) return; // linked already: linking again changes nothing
      // A member linking another LINE account moves their link (and its switches) to it.
      await trx
        .insertInto('line_links')
        .values({ member_id: memberId, line_user_id: lineUser, linked_at: nowMs(trx) })
        .onConflict((conflict) =>
          conflict.column('member_id').doUpdateSet({ line_user_id: lineUser, linked_at: nowMs(trx), blocked_at: null }),
        )
        .execute();
    },
    { queue: `line_user:${lineUser}` },
  );
  return lineStatus(db, memberId);
}

export async function unlinkLine(db: Db, memberId: number): Promise<LineStatus> {
  await tx(db, async (trx) => {
    const gone = await trx.deleteFrom('line_links').where('member_id', '=', memberId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) fail('LINE_NOT_LINKED');
    await trx.deleteFrom('line_outbox').where('member_id', '=', memberId).where('state', '=', 'waiting').execute();
  });
  return lineStatus(db, memberId);
}

const COLUMN = { wins: 'notify_wins', deposits: 'notify_deposits', withdrawals: 'notify_withdrawals', bonuses: 'notify_bonuses' } as const;

export async function setLineSwitches(db: Db, memberId: number, change: Partial<LineSwitches>): Promise<LineStatus> {
  const set: Partial<Record<(typeof COLUMN)[keyof typeof COLUMN], number>> = {};
  for (const [topic, on] of Object.entries(change) as [keyof LineSwitches, boolean | undefined][]) {
    if (on !== undefined) set[COLUMN[topic]] = on ? 1 : 0;
  }
  const link = await db.selectFrom('line_links').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
  if (!link) fail('LINE_NOT_LINKED');
  if (Object.keys(set).length) await db.updateTable('line_links').set(set).where('member_id', '=', memberId).execute();
  return lineStatus(db, memberId);
}

/** LINE said the account blocked us (an unfollow, a push refused) or added us again (a follow). */
export async function noteLineFollow(db: Db, lineUser: string, following: boolean): Promise<void> {
  await db
    .updateTable('line_links')
    .set({ blocked_at: following ? null : nowMs(db) })
    .where('line_user_id', '=', lineUser)
    .execute();
}

/** The member a LINE account is linked to, or null. */
export async function memberOfLineUser(db: Db, lineUser: string): Promise<number | null> {
  const link = await db.selectFrom('line_links').select('member_id').where('line_user_id', '=', lineUser).executeTakeFirst();
  return link ? Number(link.member_id) : null;
}
