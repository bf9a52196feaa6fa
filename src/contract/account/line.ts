// LINE (issue 44): the member's link to their LINE account and which messages they want there, and
// the official account's webhook as LINE posts it. `configured` false: the site has no LINE (the
// profile shows nothing of it).
import { z } from 'zod/mini';

/** The kinds of message a member may switch on: a bill won, a deposit credited, a withdrawal's outcome, a bonus. */
const switches = z.object({ wins: z.boolean(), deposits: z.boolean(), withdrawals: z.boolean(), bonuses: z.boolean() });
export type LineSwitches = z.infer<typeof switches>;
export type LineTopic = keyof LineSwitches;

export const lineStatusSchema = z.object({
  configured: z.boolean(),
  /** The LIFF app the browser logs in with for the ID token; null: no LINE. */
  liff_id: z.nullable(z.string()),
  linked: z.boolean(),
  /** LINE said the member blocked the official account: nothing is sent until they add it again. */
  blocked: z.boolean(),
  notify: switches,
});
export type LineStatus = z.infer<typeof lineStatusSchema>;

export const lineLinkRequest = z.object({
  // A JWT: three base64url parts; LINE's own check says whether it is real.
  id_token: z
    .string({ error: 'ไม่ได้รับข้อมูลการเข้าสู่ระบบ LINE' })
    .check(
      z.maxLength(4096, { error: 'ข้อมูลการเข้าสู่ระบบ LINE ไม่ถูกต้อง' }),
      z.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, { error: 'ข้อมูลการเข้าสู่ระบบ LINE ไม่ถูกต้อง' }),
    ),
});

/** The switches to change; those left out stay as they are. */
export const lineNotifyRequest = z.partial(switches);

/** What LINE posts to the webhook: the events are read only once the signature holds (loose on purpose). */
export const lineWebhookAnswer = z.object({ events: z.number() });
