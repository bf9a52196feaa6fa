// The agent's public content as the agent calls answer it: deposit accounts, announcements,
// banners and events (active rows within their active dates, in the operator's order; an event
// names the poll it leads to).
import type { Selectable } from 'kysely';
import { isOwnPath } from '../../contract/own-path.ts';
import { contextOf, type Db } from '../db/database.ts';
import type { BannersTable } from '../db/tables/banners.ts';
import type { EventsTable } from '../db/tables/events.ts';

/** What banners and events share: the words written over their picture. */
type WordsRow = Pick<Selectable<BannersTable | EventsTable>, 'subtitle' | 'show_text'>;

/** Banners and events: show_text as a boolean (the site writes title and subtitle over the image), no empty subtitle. */
function withWords<T extends WordsRow>(row: T): Omit<T, 'show_text' | 'subtitle'> & { subtitle: string | null; show_text: boolean } {
  return { ...row, subtitle: row.subtitle || null, show_text: row.show_text === 1 };
}

export function depositBankAccounts(db: Db, agentId: number) {
  return db
    .selectFrom('agent_bank_accounts as a')
    .innerJoin('banks as b', 'b.code', 'a.bank_code')
    .select(['a.id', 'a.bank_code', 'b.name as bank_name', 'a.account_no', 'a.account_name'])
    .where('a.agent_id', '=', agentId)
    .where('a.active', '=', 1)
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .execute();
}

export function trueMoneyAccounts(db: Db, agentId: number) {
  return db
    .selectFrom('agent_true_money_accounts')
    .select(['id', 'phone', 'account_name'])
    .where('agent_id', '=', agentId)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function notifications(db: Db, agentId: number) {
  const now = contextOf(db).now().getTime();
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'image', 'title', 'description'])
    .where('agent_id', '=', agentId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function banners(db: Db, agentId: number) {
  const now = contextOf(db).now().getTime();
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'image', 'title', 'subtitle', 'show_text', 'link'])
    .where('agent_id', '=', agentId)
    .where('active', '=', 1)
    // within its active dates (the content desk's), on the platform clock
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  // A link stored before the rule of a path on this site, and off it, is answered as none ('').
  return rows.map((row) => withWords({ ...row, link: isOwnPath(row.link) ? row.link : '' }));
}

export async function events(db: Db, agentId: number) {
  const now = contextOf(db).now().getTime();
  const rows = await db
    .selectFrom('events')
    .select(['id', 'image', 'title', 'subtitle', 'show_text', 'poll_id'])
    .where('agent_id', '=', agentId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('active_from', 'is', null), eb('active_from', '<=', now)]))
    .where((eb) => eb.or([eb('active_until', 'is', null), eb('active_until', '>', now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(withWords);
}
