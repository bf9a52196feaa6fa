// A Yeekee round's live stream (GET /api/lotto/yeekee/stream): the round page's shots within a
// second, pushed, and its result. Each event is named by its kind, its data the JSON of that
// kind's schema.
import { z } from 'zod/mini';
import { shotListSchema } from './lotto.ts';

export const roundEvents = {
  /** New shots: the list call's `since` answer (merged into the list held as a poll's is). */
  shots: shotListSchema,
  /** The round was settled or refunded: its list (with the result) is read again. */
  round: z.object({ round_id: z.number() }),
  /** More may have been missed than was sent: the list is read again. */
  reload: z.null(),
};

export type RoundEventName = keyof typeof roundEvents;
