// The member's inbox (issue 27): what happened to their money (a settled bill, a deposit, a
// withdrawal, a bonus or cashback) and the operator's announcements, newest first, each read or
// unread; kept 90 days. Times are ISO strings on the wire.
import { z } from 'zod/mini';

export const INBOX_KINDS = [
  'bill_won',
  'bill_lost',
  'bill_refunded',
  'deposit_paid',
  'deposit_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bonus',
  'cashback',
  'announcement',
] as const;

const inboxMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});

export const inboxSchema = z.object({ unread: z.number(), messages: z.array(inboxMessageSchema) });
export type Inbox = z.infer<typeof inboxSchema>;

/** No ids: every message is marked read. */
export const inboxReadRequest = z.object({ ids: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(100))) });
