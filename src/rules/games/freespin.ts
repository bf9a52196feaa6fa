// The embedded platform's free-spin slot, "ผลไม้ฟรีสปิน": the fruit slot's 5 reels of 32 stops, 3
// rows and 9 paylines (games-slot.ts), with one scatter (a star) on each reel. Three or more
// scatters anywhere in the window pay the total bet × SCATTER_PAYS and award FREE_SPINS free spins,
// played at once inside the same round, every win in them × FEATURE_MULTIPLIER; scatters in a free
// spin award FREE_SPINS more, FREE_SPIN_CAP in all. One stake, one round: the base spin and every
// free spin, each read from the round's floats in turn (REELS floats a spin; games-fair.ts
// roundFloats). Pure, shared by the platform (to pay) and the browser (to draw and verify). The
// return to player, feature included, is computed exactly (returnToPlayer) and published.
import type { FruitSymbol as SlotSymbol } from './slot-machines.ts';
import { PAYLINES, REELS, ROWS } from './slot.ts';

export type FreeSpinSymbol = SlotSymbol | 'scatter';

/** Stops on each reel. */
export const STOPS = 32;

/** How many of each symbol every reel carries (32 stops in all). */
export const FREESPIN_COUNTS: Record<FreeSpinSymbol, number> = {
  scatter: 1,
  seven: 2,
  diamond: 3,
  bell: 4,
  bar: 6,
  watermelon: 7,
  cherry: 9,
};

/** Multipliers of the line bet for 3, 4 and 5 of a kind, from the leftmost reel. */
export const FREESPIN_PAYTABLE: Record<SlotSymbol, readonly [three: number, four: number, five: number]> = {
  seven: [100, 500, 2000],
  diamond: [50, 200, 800],
  bell: [30, 80, 300],
  bar: [20, 50, 150],
  watermelon: [10, 25, 80],
  cherry: [5, 15, 50],
};
export const FREESPIN_SYMBOLS = Object.keys(FREESPIN_PAYTABLE) as SlotSymbol[];

/** Scatters anywhere (one reel shows one at most): multiples of the total bet. */
export const SCATTER_PAYS: Record<3 | 4 | 5, number> = { 3: 2, 4: 10, 5: 100 };
/** Free spins that 3 or more scatters award. */
export const FREE_SPINS = 10;
/** At most this many free spins in one round, retriggers included. */
export const FREE_SPIN_CAP = 50;
/** Every win of a free spin is multiplied by this. */
export const FEATURE_MULTIPLIER = 3;

/** Floats a round may need: the base spin and every free spin the cap allows. */
export const FREESPIN_FLOATS = REELS * (1 + FREE_SPIN_CAP);

// prettier-ignore
const STRIP: readonly FreeSpinSymbol[] = [
  'cherry', 'watermelon', 'cherry', 'bar', 'cherry', 'watermelon', 'cherry', 'bell',
  'bar', 'watermelon', 'cherry', 'bell', 'bar', 'watermelon', 'cherry', 'diamond',
  'scatter', 'bar', 'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar',
  'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar', 'cherry', 'watermelon',
];

/** Every reel carries the strip, turned by a different offset so that the reels do not line up. */
export const FREESPIN_STRIPS: readonly (readonly FreeSpinSymbol[])[] = Array.from({ length: REELS }, (_, reel) => [
  ...STRIP.slice(reel * 5),
  ...STRIP.slice(0, reel * 5),
]);

/** What the window shows for the reels' stops: window[row][reel]. */
export function freeSpinWindow(stops: readonly number[]): FreeSpinSymbol[][] {
  return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => FREESPIN_STRIPS[reel]![(stop + row) % STOPS]!));
}

export interface FreeSpinLineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  multiplier: number;
}

/** The paying lines: the leftmost run of one symbol (not the scatter), 3 long or more. */
function lineWins(window: readonly (readonly FreeSpinSymbol[])[]): FreeSpinLineWin[] {
  const wins: FreeSpinLineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbol = window[rows[0]!]![0]!;
    if (symbol === 'scatter') return;
    let count = 1;
    while (count < REELS && window[rows[count]!]![count] === symbol) count += 1;
    if (count >= 3) wins.push({ line, symbol, count: count as 3 | 4 | 5, multiplier: FREESPIN_PAYTABLE[symbol][count - 3]! });
  });
  return wins;
}

/** One spin (base or free) read from five floats, its wins in line bets before any feature multiplier. */
export function freeSpinSpin(floats: readonly number[]) {
  const stops = floats.slice(0, REELS).map((float) => Math.floor(float * STOPS));
  const window = freeSpinWindow(stops);
  const wins = lineWins(window);
  const scatters = window.flat().filter((symbol) => symbol === 'scatter').length;
  const scatterPay = scatters >= 3 ? SCATTER_PAYS[scatters as 3 | 4 | 5] : 0;
  // In line bets: the line wins, and the scatter pay of the total bet (9 line bets).
  const lineBets = wins.reduce((sum, win) => sum + win.multiplier, 0) + scatterPay * PAYLINES.length;
  return { stops, wins, scatters, lineBets };
}

/**
 * A round: the base spin, then the feature's free spins as long as any are left (at most
 * FREE_SPIN_CAP), each from the next five floats. Stake and win in satang; the outcome lists every
 * spin with what it paid (baht) and the free spins it awarded.
 */
export function freeSpinRound(floats: readonly number[], lineBet: number) {
  const spinAt = (index: number) => {
    const from = index * REELS;
    if (floats.length < from + REELS) throw new Error(`a free-spin round needs up to ${FREESPIN_FLOATS} floats`);
    return freeSpinSpin(floats.slice(from, from + REELS));
  };
  const award = (scatters: number, given: number) => (scatters >= 3 ? Math.min(FREE_SPINS, FREE_SPIN_CAP - given) : 0);
  const base = spinAt(0);
  let given = award(base.scatters, 0);
  let win = base.lineBets * lineBet;
  const free = [];
  for (let index = 1; index <= given; index++) {
    const spin = spinAt(index);
    const awarded = award(spin.scatters, given);
    given += awarded;
    const paid = spin.lineBets * lineBet * FEATURE_MULTIPLIER;
    win += paid;
    free.push({ stops: spin.stops, wins: spin.wins, scatters: spin.scatters, awarded, win: paid / 100 });
  }
  return {
    stake: lineBet * PAYLINES.length,
    win,
    outcome: {
      line_bet: lineBet / 100,
      base: {
        stops: base.stops,
        wins: base.wins,
        scatters: base.scatters,
        awarded: award(base.scatters, 0),
        win: (base.lineBets * lineBet) / 100,
      },
      free,
      multiplier: FEATURE_MULTIPLIER,
      feature_win: free.reduce((sum, spin) => sum + Math.round(spin.win * 100), 0) / 100,
    },
  };
}
export type FreeSpinOutcome = ReturnType<typeof freeSpinRound>['outcome'];
export type FreeSpinView = FreeSpinOutcome['base'];

/** The chance that a spin shows 3, 4 or 5 scatters: each reel shows its one scatter on 3 stops of 32. */
export function scatterChances(): Record<3 | 4 | 5, number> {
  const p = (ROWS * FREESPIN_COUNTS.scatter) / STOPS;
  const binomial = (k: number) => {
    let ways = 1;
    for (let i = 0; i < k; i++) ways = (ways * (REELS - i)) / (i + 1);
    return ways * p ** k * (1 - p) ** (REELS - k);
  };
  return { 3: binomial(3), 4: binomial(4), 5: binomial(5) };
}

/** The expected number of free spins a triggered feature plays, retriggers and the cap counted exactly. */
export function expectedFreeSpins(): number {
  const chances = scatterChances();
  const retrigger = chances[3] + chances[4] + chances[5];
  const memo = new Map<string, number>();
  // Expected spins in all, with `left` still to play and `given` awarded so far.
  const spins = (left: number, given: number): number => {
    if (left === 0) return given;
    const key = `${left}:${given}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const more = Math.min(FREE_SPINS, FREE_SPIN_CAP - given);
    const value = retrigger * spins(left - 1 + more, given + more) + (1 - retrigger) * spins(left - 1, given);
    memo.set(key, value);
    return value;
  };
  return spins(FREE_SPINS, FREE_SPINS);
}

/**
 * The exact return to player (win ÷ stake, the stake being 9 line bets): a spin's expected line win
 * (each line reads one stop of each reel, each symbol's chance its share of the 32 stops) and
 * scatter pay, plus the chance of the feature × its free spins × what each pays with the multiplier
 * (each free spin pays like a base spin, whatever came before it).
 */
export function freeSpinReturnToPlayer(): number {
  let line = 0;
  for (const symbol of FREESPIN_SYMBOLS) {
    const p = FREESPIN_COUNTS[symbol] / STOPS;
    const [three, four, five] = FREESPIN_PAYTABLE[symbol];
    line += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  const chances = scatterChances();
  const scatter = chances[3] * SCATTER_PAYS[3] + chances[4] * SCATTER_PAYS[4] + chances[5] * SCATTER_PAYS[5];
  const spin = line + scatter;
  const trigger = chances[3] + chances[4] + chances[5];
  return spin + trigger * expectedFreeSpins() * FEATURE_MULTIPLIER * spin;
}

/** The published figures, in percent to two decimals (a test holds them to the computation). */
export const FREESPIN_RTP_PERCENT = 95.75;
/** About one spin in this many starts the feature. */
export const FREESPIN_TRIGGER_ONE_IN = 140;
