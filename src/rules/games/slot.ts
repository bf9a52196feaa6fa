// The embedded platform's slot engine: 5 reels, 3 rows, up to 9 paylines paying 3, 4 or 5 of a
// kind from the leftmost reel, line bet × the paytable's multiplier. The machines it runs (their
// symbols, strips, paytables and lines) are games-slot-machines.ts. A spin is the stop of each
// reel, read from the round's floats (games-fair.ts): reel r stops at floor(float_r × its stops).
// Pure, shared by the platform (to pay) and the browser (to draw and verify). Each machine's
// return to player is computed exactly from its strips and paytable (returnToPlayer) and
// published; a test measures it over 1,000,000 spins.
import { MACHINES, type MachineName, type Pays, type SlotSymbol } from './slot-machines.ts';

export const REELS = 5;
export const ROWS = 3;

/** Each payline: the row (0 top, 1 middle, 2 bottom) it crosses on each reel; a machine plays the first `lines`. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
];

/** A machine's strips, paytable and lines, read without its symbols' names. */
const machine = (name: MachineName) => MACHINES[name] as unknown as Machine;
interface Machine {
  paytable: Record<SlotSymbol, Pays>;
  strips: readonly (readonly SlotSymbol[])[];
  lines: number;
}

/** The machine's symbols, the best first. */
export const symbolsOf = (name: MachineName) => Object.keys(machine(name).paytable) as SlotSymbol[];
export const paytableOf = (name: MachineName) => machine(name).paytable;
export const linesOf = (name: MachineName) => machine(name).lines;
export const stripsOf = (name: MachineName) => machine(name).strips;

/** The reels' stops for a round's floats (the first five). */
export function stopsFrom(floats: readonly number[], name: MachineName): number[] {
  if (floats.length < REELS) throw new Error(`a spin needs ${REELS} floats`);
  const strips = stripsOf(name);
  return strips.map((strip, reel) => Math.floor(floats[reel]! * strip.length));
}

/** What the window shows: window[row][reel]. */
export function windowOf(stops: readonly number[], name: MachineName): SlotSymbol[][] {
  const strips = stripsOf(name);
  return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => strips[reel]![(stop + row) % strips[reel]!.length]!));
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  multiplier: number;
}

/** The paying lines of a window: the leftmost run of one symbol on each played line, 3 long or more. */
export function lineWins(window: readonly (readonly SlotSymbol[])[], name: MachineName): LineWin[] {
  return winsOf((row, reel) => window[row]![reel]!, name);
}

/** The paying lines, each cell read where it is (a spin reads the strips, not a window it would build). */
function winsOf(cell: (row: number, reel: number) => SlotSymbol, name: MachineName): LineWin[] {
  const { paytable, lines } = machine(name);
  const wins: LineWin[] = [];
  for (let line = 0; line < lines; line++) {
    const rows = PAYLINES[line]!;
    const symbol = cell(rows[0]!, 0);
    let count = 1;
    while (count < REELS && cell(rows[count]!, count) === symbol) count += 1;
    if (count >= 3) wins.push({ line, symbol, count: count as 3 | 4 | 5, multiplier: paytable[symbol][count - 3]! });
  }
  return wins;
}

/** The spin of a round: stops, paying lines and the total multiplier of the line bet. */
export function spin(floats: readonly number[], name: MachineName) {
  const stops = stopsFrom(floats, name);
  const strips = stripsOf(name);
  const wins = winsOf((row, reel) => strips[reel]![(stops[reel]! + row) % strips[reel]!.length]!, name);
  let multiplier = 0;
  for (const win of wins) multiplier += win.multiplier;
  return { stops, wins, multiplier };
}

/**
 * The exact return to player (win ÷ stake, the stake being the line bet × the lines): every line
 * reads one stop of each reel, the reels independent, each symbol's chance on a reel its share of
 * that reel's stops; every line has the same chances, so the return of one line is the machine's.
 */
export function returnToPlayer(name: MachineName): number {
  const { paytable, strips } = machine(name);
  let perLine = 0;
  for (const symbol of symbolsOf(name)) {
    const p = strips.map((strip) => strip.filter((stop) => stop === symbol).length / strip.length);
    // A run of exactly n from the left: the first n reels show it and the next one does not.
    const run = (n: number) => p.slice(0, n).reduce((chance, reel) => chance * reel, 1) * (n < REELS ? 1 - p[n]! : 1);
    perLine += run(3) * paytable[symbol][0] + run(4) * paytable[symbol][1] + run(5) * paytable[symbol][2];
  }
  return perLine;
}

/**
 * One spin as a round: the stake (the line bet on each line) and the win, in satang, and what the
 * round shows, with the machine it was played on. The platform pays with it; the verify panel
 * recomputes it from the revealed seed.
 */
export function slotRound(floats: readonly number[], lineBet: number, name: MachineName) {
  const { stops, wins, multiplier } = spin(floats, name);
  return {
    stake: lineBet * linesOf(name),
    win: lineBet * multiplier,
    outcome: { machine: name, line_bet: lineBet / 100, stops, wins },
  };
}
export type SlotOutcome = ReturnType<typeof slotRound>['outcome'];
