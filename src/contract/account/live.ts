// The member's live stream (GET /api/member/stream): server-sent events, each named by its kind,
// its data the JSON of that kind's schema. A page that hears one sets what it shows from the data
// (wallets) or reads again what it names (a deposit's state).
import { z } from 'zod/mini';
import { DEPOSIT_STATUSES } from '../money/payments.ts';
import { WITHDRAWAL_STATUSES } from '../money/withdrawals.ts';
// The names the browser listens for (live-names.ts), each with its schema: `satisfies` keeps them one set.
import type { LiveEventName } from './live-names.ts';
import { walletSchema } from './member.ts';

export const liveEvents = {
  /** The member's wallets moved: the balances /api/member/wallets answers now. */
  wallets: z.array(walletSchema),
  /** A deposit request's state changed. */
  deposit: z.object({ id: z.number(), status: z.enum(DEPOSIT_STATUSES) }),
  /** A withdrawal request's state changed (asked, paid, rejected). */
  withdrawal: z.object({ id: z.number(), status: z.enum(WITHDRAWAL_STATUSES) }),
  /** The member's bills of a round were settled, refunded or cancelled: the bills list reads them again. */
  bills: z.object({ round_id: z.number() }),
  /** New messages in the inbox, or some read in another tab: the bell's unread count. */
  inbox: z.object({ unread: z.number() }),
  /** The member's points moved (a quest, the wheel, the point shop): what /api/member/points answers now. */
  points: z.object({ point: z.number() }),
  /** A round was settled, closed early or made, or its numbers' rules changed (0: a category's rounds): the lobby reads again. */
  round: z.object({ round_id: z.number() }),
  /** More was missed than the node kept: read everything again (the page's own data calls). */
  reload: z.null(),
} satisfies Record<LiveEventName, z.ZodMiniType>;

export type { LiveEventName } from './live-names.ts';
/** Each event's data, as its schema reads it. */
export type LiveEvents = { [N in LiveEventName]: z.infer<(typeof liveEvents)[N]> };
