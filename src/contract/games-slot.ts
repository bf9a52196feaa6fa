// The embedded platform's slot machine, "R999 Fruits": 5 reels of 32 stops, 3 rows, 9 paylines
// paying 3, 4 or 5 of a kind from the leftmost reel, line bet × the paytable's multiplier. A spin
// is the stop of each reel, read from the round's floats (games-fair.ts): reel r stops at
// floor(float_r × 32). Pure, shared by the platform (to pay) and the browser (to draw and verify).
// The return to player is computed exactly from the reels and the paytable (returnToPlayer), and
// published; a test measures it over 1,000,000 spins.

export const SYMBOLS = ['seven', 'diamond', 'bell', 'bar', 'watermelon', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

export const REELS = 5;
export const ROWS = 3;
export const STOPS = 32;

/** How many of each symbol every reel carries (32 stops in all). */
export const COUNTS: Record<SlotSymbol, number> = { seven: 2, diamond: 3, bell: 5, bar: 6, watermelon: 7, cherry: 9 };

/** Multipliers of the line bet for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<SlotSymbol, readonly [three: number, four: number, five: number]> = {
  seven: [100, 500, 2500],
  diamond: [50, 250, 1000],
  bell: [30, 100, 400],
  bar: [20, 60, 200],
  watermelon: [10, 30, 100],
  cherry: [6, 20, 60],
};

/** Each payline: the row (0 top, 1 middle, 2 bottom) it crosses on each reel. */
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

/**
 * One reel's 32 stops (the counts of COUNTS), spread so that no symbol sits beside itself, round
 * the ends too. Every reel carries it, turned by a different offset so that the reels do not line up.
 */
// prettier-ignore
const STRIP: readonly SlotSymbol[] = [
  'cherry', 'watermelon', 'cherry', 'bar', 'cherry', 'watermelon', 'cherry', 'bell',
  'bar', 'watermelon', 'cherry', 'bell', 'bar', 'watermelon', 'cherry', 'diamond',
  'bell', 'bar', 'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar',
  'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar', 'cherry', 'watermelon',
];

function strip(offset: number): SlotSymbol[] {
  return [...STRIP.slice(offset), ...STRIP.slice(0, offset)];
}

export const STRIPS: readonly (readonly SlotSymbol[])[] = Array.from({ length: REELS }, (_, reel) => strip(reel * 7));

/** The reels' stops for a round's floats (the first five). */
export function stopsFrom(floats: readonly number[]): number[] {
  if (floats.length < REELS) throw new Error(`a spin needs ${REELS} floats`);
  return floats.slice(0, REELS).map((float) => Math.floor(float * STOPS));
}

/** What the window shows: window[row][reel]. */
export function windowOf(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: ROWS }, (_, row) => stops.map((stop, reel) => STRIPS[reel]![(stop + row) % STOPS]!));
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  multiplier: number;
}

/** The paying lines of a window: the leftmost run of one symbol, 3 long or more. */
export function lineWins(window: readonly (readonly SlotSymbol[])[]): LineWin[] {
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const symbol = window[rows[0]!]![0]!;
    let count = 1;
    while (count < REELS && window[rows[count]!]![count] === symbol) count += 1;
    if (count >= 3) wins.push({ line, symbol, count: count as 3 | 4 | 5, multiplier: PAYTABLE[symbol][count - 3]! });
  });
  return wins;
}

/** The spin of a round: stops, window, paying lines and the total multiplier of the line bet. */
export function spin(floats: readonly number[]) {
  const stops = stopsFrom(floats);
  const window = windowOf(stops);
  const wins = lineWins(window);
  return { stops, window, wins, multiplier: wins.reduce((sum, win) => sum + win.multiplier, 0) };
}

/**
 * The exact return to player (win ÷ stake, the stake being the line bet × the 9 lines): every line
 * reads one stop of each reel, each symbol's chance on a reel its share of the 32 stops.
 */
export function returnToPlayer(): number {
  let perLine = 0;
  for (const symbol of SYMBOLS) {
    const p = COUNTS[symbol] / STOPS;
    const [three, four, five] = PAYTABLE[symbol];
    perLine += p ** 3 * (1 - p) * three + p ** 4 * (1 - p) * four + p ** 5 * five;
  }
  // Each line's bet is one ninth of the stake and every line has the same chances.
  return perLine;
}

/** The published figure, in percent to two decimals (a test holds it to returnToPlayer()). */
export const PUBLISHED_RTP_PERCENT = 96.93;

/**
 * One spin as a round: the stake (the line bet on each line) and the win, in satang, and what the
 * round shows. The platform pays with it; the verify panel recomputes it from the revealed seed.
 */
export function slotRound(floats: readonly number[], lineBet: number) {
  const { stops, wins, multiplier } = spin(floats);
  return { stake: lineBet * PAYLINES.length, win: lineBet * multiplier, outcome: { line_bet: lineBet / 100, stops, wins } };
}
export type SlotOutcome = ReturnType<typeof slotRound>['outcome'];
