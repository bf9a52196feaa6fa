// The prize wheel (issue 14): weighted prizes, a spin's outcome decided on the server and provably
// fair like the games (src/rules/games/fair.ts: HMAC-SHA256 of the member's server seed over
// `${clientSeed}:${nonce}`); the first float of the digest picks the prize by weight. The same
// function picks on the platform and verifies in the browser.
import { z } from 'zod/mini';
import { CLIENT_SEED } from '../games/games.ts';

export const WHEEL_PRIZE_KINDS = ['credit', 'points', 'free_spins', 'nothing'] as const;

/** The wheel's point tab (SPEC.md section 5: tab 2), shown after a spin paid with points. */
export const WHEEL_POINT_TAB = 2;

export const wheelPrizeSchema = z.object({
  id: z.number(),
  label: z.string(),
  kind: z.enum(WHEEL_PRIZE_KINDS),
  /** Baht of free credit, points, or spins */
  amount: z.number(),
  weight: z.number(),
  color: z.string(),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

const seedView = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() });

export const wheelConfigSchema = z.object({
  setting: z.object({ spin_cost_points: z.number(), daily_free_spins: z.number() }),
  prizes: z.array(wheelPrizeSchema),
  /** Free spins left now: today's daily ones and any won */
  free_spins: z.number(),
  points: z.number(),
  seed: seedView,
});
export type WheelConfig = z.infer<typeof wheelConfigSchema>;

export const wheelSpinSchema = z.object({
  id: z.number(),
  paid_with: z.enum(['free', 'points']),
  prize: wheelPrizeSchema,
  /** Where the prize is among the config's prizes: the wheel stops on it */
  prize_index: z.number(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  /** The seed itself, once rotated away (then anyone can recompute the spin) */
  server_seed: z.nullable(z.string()),
  /** The prize weights the spin was drawn over, in the wheel's order */
  weights: z.array(z.number()),
  created_at: z.string(),
});
export type WheelSpin = z.infer<typeof wheelSpinSchema>;

export const spinResultSchema = z.object({
  spin: wheelSpinSchema,
  free_spins: z.number(),
  points: z.number(),
  /** WHEEL_POINT_TAB after a point spin, else 1 */
  tab: z.number(),
  seed: seedView,
});
export type SpinResult = z.infer<typeof spinResultSchema>;

export const boardEntrySchema = z.object({ name: z.string(), prize: z.string(), created_at: z.string() });
export type BoardEntry = z.infer<typeof boardEntrySchema>;

export const spinRequest = z.object({
  paid_with: z._default(z.enum(['free', 'points'], { error: 'วิธีหมุนต้องเป็น free หรือ points' }), 'free'),
});

export const wheelRotateRequest = z.object({
  client_seed: z.optional(
    z.string({ error: 'ซีดของคุณไม่ถูกต้อง' }).check(z.regex(CLIENT_SEED, { error: 'ซีดของคุณต้องเป็นตัวอักษรอังกฤษ ตัวเลข - หรือ _ ยาว 1-64 ตัว' })),
  ),
});
