// Daily quests (issue 14): tasks whose progress is counted from what the member did today
// (Asia/Bangkok), each redeemed once a day for points or free credit. Amounts are baht on the wire.
import { z } from 'zod/mini';
import { id } from '../ids.ts';

export const QUEST_KINDS = ['deposit', 'lotto_bet', 'yeekee_shots', 'game_rounds', 'checkin'] as const;

export const questSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(QUEST_KINDS),
  /** Baht for deposit and lotto_bet, else a count */
  target: z.number(),
  progress: z.number(),
  done: z.boolean(),
  redeemed: z.boolean(),
  reward_kind: z.enum(['points', 'free_credit']),
  /** Points, or baht of free credit */
  reward_amount: z.number(),
});
export type Quest = z.infer<typeof questSchema>;

export const questRedeemRequest = z.object({ quest_id: id('ภารกิจ') });
