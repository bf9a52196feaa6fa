// Baccarat formulas (/sooth, issue 15): a room is one of the embedded baccarat tables, its history
// the hands dealt on it, oldest first. From that history: the bead road, the big road, and three
// pattern formulas, each with its suggestion for the next hand and how often it was right so far.
// Pure, shared by the platform (to answer) and the browser (to draw). These are statistics of past
// hands: every hand is dealt independently, so no pattern changes the odds of the next one.
import { z } from 'zod/mini';
import { id } from './ids.ts';

/** A hand's winner: B banker, P player, T tie. */
export type Result = 'B' | 'P' | 'T';
export type Side = 'B' | 'P';

export const FORMULAS = ['streak', 'pingpong', 'twocut'] as const;
export type Formula = (typeof FORMULAS)[number];

/** How many hands of a table's history the rooms read: one shoe's worth, 12 columns of 6 beads. */
export const ROOM_HANDS = 72;
export const ROAD_ROWS = 6;

const opposite = (side: Side): Side => (side === 'B' ? 'P' : 'B');

/**
 * A formula's bet on the next hand from the banker/player results so far (ties left out), or null
 * when it has too little to go on.
 * - streak (ตามมังกร): the side that won last.
 * - pingpong (ปิงปอง): the other side.
 * - twocut (สองตัด): pairs, BB PP BB: after a single the same side again, after a pair the other.
 */
export function predict(formula: Formula, sides: readonly Side[]): Side | null {
  const last = sides.at(-1);
  if (last === undefined) return null;
  if (formula === 'streak') return last;
  if (formula === 'pingpong') return opposite(last);
  let run = 0;
  for (let i = sides.length - 1; i >= 0 && sides[i] === last; i--) run++;
  return run % 2 === 1 ? last : opposite(last);
}

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

/** A formula replayed over the history: each hand's bet made from the hands before it only. */
export function formulaRecord(formula: Formula, results: readonly Result[]): FormulaRecord {
  const sides: Side[] = [];
  let tries = 0;
  let hits = 0;
  for (const result of results) {
    if (result === 'T') continue;
    const bet = predict(formula, sides);
    if (bet !== null) {
      tries++;
      if (bet === result) hits++;
    }
    sides.push(result);
  }
  return {
    formula,
    suggestion: predict(formula, sides),
    tries,
    hits,
    hit_rate: tries ? Math.round((hits / tries) * 1000) / 10 : null,
  };
}

export function countResults(results: readonly Result[]) {
  return {
    banker: results.filter((result) => result === 'B').length,
    player: results.filter((result) => result === 'P').length,
    tie: results.filter((result) => result === 'T').length,
  };
}

/** The bead road: every hand in order, down columns of six. */
export function beadRoad(results: readonly Result[], rows = ROAD_ROWS): Result[][] {
  const columns: Result[][] = [];
  results.forEach((result, index) => {
    if (index % rows === 0) columns.push([]);
    columns.at(-1)!.push(result);
  });
  return columns;
}

export interface BigRoadCell {
  side: Side;
  /** Ties dealt after this hand (before the next banker or player win) */
  ties: number;
}

/**
 * The big road: a column per run of one side, ties marked on the hand before them (ties before
 * the first banker or player win are marked on that first hand).
 */
export function bigRoad(results: readonly Result[]): BigRoadCell[][] {
  const columns: BigRoadCell[][] = [];
  let leadingTies = 0;
  for (const result of results) {
    const lastColumn = columns.at(-1);
    if (result === 'T') {
      if (lastColumn) lastColumn.at(-1)!.ties++;
      else leadingTies++;
      continue;
    }
    const cell = { side: result, ties: leadingTies };
    leadingTies = 0;
    if (lastColumn && lastColumn[0]!.side === result) lastColumn.push(cell);
    else columns.push([cell]);
  }
  return columns;
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
