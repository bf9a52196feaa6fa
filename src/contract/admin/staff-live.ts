// The staff's live stream (GET /api/admin/stream): a desk reads its list again when told, instead
// of asking every few seconds. Each event is named by its kind, its data the JSON of that kind's
// schema; the platform sends each only to a role that may read it.
import { z } from 'zod/mini';

export const STAFF_DESKS = ['deposits', 'withdrawals'] as const;
export type StaffDesk = (typeof STAFF_DESKS)[number];

export const staffEvents = {
  /** The desk's list changed (a request made or decided, a bank text or slip for a cashier). */
  queue: z.object({ desk: z.enum(STAFF_DESKS) }),
  /** A withdrawal had its first approval and waits for a second person (to roles that may give it). */
  approval: z.object({ id: z.number() }),
  /** Round `round_id` took bets (or lost some): its risk grid, and the alerts past the share, read again. */
  risk: z.object({ round_id: z.number() }),
  /** Events may have been lost: every desk reads its list again. */
  reload: z.null(),
};

export type StaffEventName = keyof typeof staffEvents;
export type StaffEvents = { [N in StaffEventName]: z.infer<(typeof staffEvents)[N]> };

/** The stream's path, alone: a desk opens it without loading the schemas (and zod) until an event arrives. */
export const STAFF_STREAM_PATH = '/api/admin/stream';
