// From 0035-line: a member's link to one LINE account, their switches, and whether LINE said it blocked us
import type { Generated } from 'kysely';
import type { Columns, Flag } from '../columns.ts';

export const tableName = 'line_links';

export interface LineLinksTable {
  member_id: number;
  /** LINE's user id (the ID token's `sub`, U + 32 hex); one member per LINE account. */
  line_user_id: string;
  linked_at: number;
  /** Set by an unfollow, or a push LINE refused for it; cleared by a follow. Nothing is sent meanwhile. */
  blocked_at: number | null;
  notify_wins: Generated<Flag>;
  notify_deposits: Generated<Flag>;
  notify_withdrawals: Generated<Flag>;
  notify_bonuses: Generated<Flag>;
}

export const columns = {
  member_id: 'integer required',
  line_user_id: 'text required',
  linked_at: 'integer required',
  blocked_at: 'integer nullable',
  notify_wins: 'integer generated',
  notify_deposits: 'integer generated',
  notify_withdrawals: 'integer generated',
  notify_bonuses: 'integer generated',
} satisfies Columns<LineLinksTable>;

export type PartialDB = { [tableName]: LineLinksTable };
