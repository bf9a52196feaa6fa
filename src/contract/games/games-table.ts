// What the embedded platform's game pages are answered (the calls beyond SPEC.md, docs/api.md): the
// table a link opens, a round played, a seed rotated, past rounds. Checked by the game pages.
import { z } from 'zod/mini';

export const gameLinkSchema = z.object({ link: z.string() });

export const seedSchema = z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() });
export type CommittedSeed = z.infer<typeof seedSchema>;

export const tableSchema = z.object({
  game: z.object({
    game_id: z.string(),
    provider_id: z.string(),
    name: z.string(),
    provider_name: z.string(),
    engine: z.enum(['slot', 'baccarat', 'freespin', 'dragon_tiger', 'fishing', 'football']),
  }),
  demo: z.boolean(),
  wallet: z.nullable(z.object({ id: z.number(), wallet_name: z.string() })),
  balance: z.number(),
  seed: seedSchema,
  expires_at: z.string(),
  limits: z.object({
    line_bets: z.array(z.number()),
    chips: z.array(z.number()),
    min_hand: z.number(),
    max_side: z.number(),
  }),
});
export type Table = z.infer<typeof tableSchema>;

export const playedSchema = z.object({
  round_id: z.nullable(z.number()),
  nonce: z.number(),
  stake: z.number(),
  win: z.number(),
  balance: z.number(),
  outcome: z.unknown(),
  seed: seedSchema,
});
export type Played = z.infer<typeof playedSchema>;

export const rotatedSchema = z.object({
  revealed: z.object({ server_seed: z.string(), server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() }),
  seed: seedSchema,
});

export const pastRoundSchema = z.object({
  round_id: z.number(),
  nonce: z.number(),
  stake: z.number(),
  win: z.number(),
  outcome: z.unknown(),
  played_at: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  server_seed: z.nullable(z.string()),
});
export type PastRound = z.infer<typeof pastRoundSchema>;
