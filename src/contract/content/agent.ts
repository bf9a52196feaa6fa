// Agent calls of SPEC.md section 7: the shapes of the agent's answers (the site's own agent is in site.ts).
import { z } from 'zod/mini';

export const agentInfoSchema = z.object({
  agent_logo: z.string(),
  line_admin_url: z.string(),
  line_contact_url: z.string(),
  name: z.optional(z.string()),
  agent_code: z.optional(z.string()),
  agent_id: z.optional(z.number()),
  /** The operator's minimum age to register (optional: another platform may not send it). */
  min_age_years: z.optional(z.number()),
  /**
   * Whether members deposit and win real money (false: a demo with play credit). The site's one
   * text about money follows it; without it (another platform) the site makes no claim either way.
   */
  real_money: z.optional(z.boolean()),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const notificationSchema = z.object({
  id: z.optional(z.number()),
  type: z.number(),
  image: z.nullish(z.string()),
  title: z.string(),
  description: z.nullish(z.string()),
});
export type AgentNotification = z.infer<typeof notificationSchema>;

export const bannerSchema = z.object({
  id: z.optional(z.number()),
  image: z.string(),
  title: z.nullish(z.string()),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.nullish(z.string()),
  show_text: z.optional(z.boolean()),
  link: z.nullish(z.string()),
});
export type Banner = z.infer<typeof bannerSchema>;

export const eventSchema = z.object({
  id: z.optional(z.number()),
  image: z.string(),
  title: z.nullish(z.string()),
  /** With show_text, the image is artwork without words: the site writes title and subtitle over it. */
  subtitle: z.nullish(z.string()),
  show_text: z.optional(z.boolean()),
  /** The poll the event leads to (/poll/{id}), when it has one */
  poll_id: z.nullish(z.number()),
});
export type AgentEvent = z.infer<typeof eventSchema>;
