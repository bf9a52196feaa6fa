// The member's win/loss (`GET /api/member/winloss`, beyond SPEC.md: docs/api.md): stakes, returns and
// net per Bangkok day and per product (lottery by category, games by provider) over a range of
// dates, read from the money ledger: a stake is a `bet` row, a return a `payout` or `refund` row
// of the same bill or round, each on its own row's day.
import { z } from 'zod/mini';
import { dateRangeChecks, dateRangeFields } from '../date-range.ts';

/** The longest range one request may span, and the range shown when none is asked for. */
export const WINLOSS_MAX_DAYS = 93;
export const WINLOSS_DEFAULT_DAYS = 7;

export const winlossRequest = z.object(dateRangeFields).check(...dateRangeChecks(WINLOSS_MAX_DAYS));
export type WinlossQuery = z.output<typeof winlossRequest>;

const figures = { stake: z.number(), returned: z.number(), net: z.number() };

export const winlossSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ date: z.string(), ...figures })),
  products: z.array(z.object({ product: z.enum(['lotto', 'game']), key: z.string(), name: z.string(), ...figures })),
  total: z.object(figures),
});
export type Winloss = z.infer<typeof winlossSchema>;
