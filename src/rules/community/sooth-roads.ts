// The sooth room's roads and formulas (baccarat results read as bead and big roads, each formula's
// prediction and record), drawn the same by the platform and the page.
import { ROAD_ROWS, type BigRoadCell, type Formula, type FormulaRecord, type Result, type Side } from '../../contract/community/sooth.ts';

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
