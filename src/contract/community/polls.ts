// Polls and events (issue 15): a poll's configuration and choices, the member's daily quota of
// votes, live stats, and the winners once it has closed (the members who voted for the choice with
// the most votes). Times are ISO strings on the wire.
import { z } from 'zod/mini';
import { id } from '../ids.ts';
import { questSchema } from '../rewards/quests.ts';

export const POLL_STATUSES = ['upcoming', 'open', 'closed'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];

export const pollChoiceSchema = z.object({ id: z.number(), title: z.string(), image: z.string() });

export const pollConfigSchema = z.object({
  config: z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    votes_per_day: z.number(),
    opens_at: z.string(),
    closes_at: z.string(),
    status: z.enum(POLL_STATUSES),
  }),
  choices: z.array(pollChoiceSchema),
  metadata: z.object({ total_votes: z.number(), voters: z.number() }),
});
export type PollConfig = z.infer<typeof pollConfigSchema>;

export const pollStatsSchema = z.object({
  poll_id: z.number(),
  total: z.number(),
  /** Members who voted (a member may vote several times a day) */
  voters: z.number(),
  choices: z.array(z.object({ choice_id: z.number(), title: z.string(), votes: z.number(), percent: z.number() })),
  updated_at: z.string(),
});
export type PollStats = z.infer<typeof pollStatsSchema>;

export const pollQuotaSchema = z.object({
  poll_id: z.number(),
  /** Votes a day */
  quota: z.number(),
  used: z.number(),
  remaining: z.number(),
  /** When the day's quota starts again (Bangkok midnight) */
  resets_at: z.string(),
});
export type PollQuota = z.infer<typeof pollQuotaSchema>;

export const pollQuotaCheckSchema = z.object({
  poll_id: z.number(),
  can_submit: z.boolean(),
  remaining: z.number(),
  /** Why not, in Thai, when can_submit is false */
  reason: z.nullable(z.string()),
});
export type PollQuotaCheck = z.infer<typeof pollQuotaCheckSchema>;

export const pollWinnersSchema = z.object({
  poll_id: z.number(),
  closed: z.boolean(),
  /** The choice with the most votes (ties: the first listed); null while open or without votes */
  choice: z.nullable(z.object({ id: z.number(), title: z.string(), votes: z.number() })),
  winners: z.array(z.object({ name: z.string(), votes: z.number() })),
});
export type PollWinners = z.infer<typeof pollWinnersSchema>;

export const pollSubmittedSchema = z.object({ stats: pollStatsSchema, quota: pollQuotaSchema });

export const pollQuery = z.object({ poll_id: id('รหัสโพล') });
export const pollSubmitRequest = z.object({ poll_id: id('รหัสโพล'), choice_id: id('ตัวเลือก') });

/** An event's quest, for the member who joined it (`event/quest`). */
export const eventQuestSchema = z.object({
  event_id: z.number(),
  joined_at: z.string(),
  quest: z.nullable(questSchema),
});
export type EventQuest = z.infer<typeof eventQuestSchema>;
export const eventQuestRequest = z.object({ event_id: id('กิจกรรม') });
