// Baccarat formulas (/sooth, issue 15): a room is one of the embedded baccarat tables, its history
// the hands dealt on it, oldest first. From that history: the bead road, the big road, and three
// pattern formulas, each with its suggestion for the next hand and how often it was right so far.
// Pure, shared by the platform (to answer) and the browser (to draw). These are statistics of past
// hands: every hand is dealt independently, so no pattern changes the odds of the next one.
import { z } from 'zod/mini';
import { id } from '../ids.ts';

/** A hand's winner: B banker, P player, T tie. */
export type Result = 'B' | 'P' | 'T';
export type Side = 'B' | 'P';

export const FORMULAS = ['streak', 'pingpong', 'twocut'] as const;
export type Formula = (typeof FORMULAS)[number];

/** How many hands of a table's history the rooms read: one shoe's worth, 12 columns of 6 beads. */
export const ROOM_HANDS = 72;
export const ROAD_ROWS = 6;

export interface FormulaRecord {
  formula: Formula;
  /** The bet on the next hand, null when there is no hand yet */
  suggestion: Side | null;
  /** Hands it bet on (a tie is no result for a banker or player bet: not counted) */
  tries: number;
  hits: number;
  /** hits / tries in percent, one decimal; null before any try */
  hit_rate: number | null;
}

export interface BigRoadCell {
  side: Side;
  /** Ties dealt after this hand (before the next banker or player win) */
  ties: number;
}

const resultSchema = z.enum(['B', 'P', 'T']);

const countsSchema = z.object({ banker: z.number(), player: z.number(), tie: z.number() });

export const soothRoomSchema = z.object({
  room_id: z.number(),
  code: z.string(),
  name: z.string(),
  provider: z.string(),
  image: z.string(),
  /** Hands in the room's window (at most ROOM_HANDS) */
  hands: z.number(),
  counts: countsSchema,
  /** The last few results, oldest first */
  recent: z.array(resultSchema),
});
export type SoothRoom = z.infer<typeof soothRoomSchema>;

export const soothDetailSchema = z.object({
  room: soothRoomSchema,
  /** The window's results, oldest first */
  results: z.array(resultSchema),
  formulas: z.array(
    z.object({
      formula: z.enum(FORMULAS),
      suggestion: z.nullable(z.enum(['B', 'P'])),
      tries: z.number(),
      hits: z.number(),
      hit_rate: z.nullable(z.number()),
    }),
  ),
  /** The table's house edge per bet, percent */
  house_edge: z.object({ banker: z.number(), player: z.number(), tie: z.number() }),
  updated_at: z.string(),
});
export type SoothDetail = z.infer<typeof soothDetailSchema>;

export const soothDetailRequest = z.object({ room_id: id('ห้อง') });
