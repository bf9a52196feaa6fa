// The slot titles of the embedded platform: one engine (games-slot.ts: 5 reels, 3 rows, lines paid
// from the leftmost reel), five machines. Each machine is its own game: its symbols, its reels'
// strips, its paytable and how many lines it plays; its return to player is computed from these
// (games-slot.ts returnToPlayer) and published here, to two decimals (a test holds each to it).

/** Multipliers of the line bet for 3, 4 and 5 of a kind. */
export type Pays = readonly [three: number, four: number, five: number];

export interface Machine<S extends string = string> {
  /** Its symbols, the best first, with what each pays. */
  paytable: Readonly<Record<S, Pays>>;
  /** Each reel's stops, top to bottom, round and round. */
  strips: readonly (readonly S[])[];
  /** How many of the engine's paylines it plays (the first ones): a spin stakes the line bet on each. */
  lines: number;
  /** The return to player, in percent to two decimals. */
  rtpPercent: number;
}

/** Every reel carries the machine's strip, turned by `step` stops more than the reel before. */
const turned = <S extends string>(strip: readonly S[], step: number): S[][] =>
  Array.from({ length: 5 }, (_, reel) => [...strip.slice(reel * step), ...strip.slice(0, reel * step)]);

// prettier-ignore
const FRUITS = turned([
  'cherry', 'watermelon', 'cherry', 'bar', 'cherry', 'watermelon', 'cherry', 'bell',
  'bar', 'watermelon', 'cherry', 'bell', 'bar', 'watermelon', 'cherry', 'diamond',
  'bell', 'bar', 'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar',
  'watermelon', 'cherry', 'seven', 'diamond', 'bell', 'bar', 'cherry', 'watermelon',
] as const, 7);

// prettier-ignore
const ELEPHANT = turned([
  'coin', 'lotus', 'coin', 'lotus', 'coin', 'lotus', 'coin', 'lotus',
  'coin', 'umbrella', 'coin', 'lotus', 'coin', 'umbrella', 'coin', 'lotus',
  'coin', 'umbrella', 'coin', 'crown', 'coin', 'lotus', 'umbrella', 'crown',
  'elephant', 'coin', 'lotus', 'umbrella', 'crown', 'elephant',
] as const, 7);

// prettier-ignore
const SONGKRAN = turned([
  'jasmine', 'drop', 'jasmine', 'drop', 'jasmine', 'drop', 'jasmine', 'drop',
  'jasmine', 'sun', 'jasmine', 'drop', 'jasmine', 'sun', 'jasmine', 'drop',
  'sun', 'garland', 'jasmine', 'drop', 'sun', 'garland', 'bowl', 'jasmine',
  'drop', 'sun', 'garland', 'bowl',
] as const, 5);

// prettier-ignore
const PEARL = turned([
  'wave', 'anchor', 'wave', 'anchor', 'wave', 'anchor', 'wave', 'anchor',
  'wave', 'starfish', 'wave', 'anchor', 'wave', 'starfish', 'wave', 'anchor',
  'wave', 'starfish', 'wave', 'shell', 'wave', 'anchor', 'wave', 'starfish',
  'wave', 'shell', 'wave', 'anchor', 'starfish', 'shell', 'pearl', 'wave',
  'anchor', 'starfish', 'shell', 'pearl',
] as const, 7);

// prettier-ignore
const SEVENS = turned([
  'clover', 'horseshoe', 'clover', 'horseshoe', 'clover', 'horseshoe', 'clover', 'ruby',
  'clover', 'horseshoe', 'clover', 'ruby', 'clover', 'blue_seven', 'clover', 'horseshoe',
  'ruby', 'blue_seven', 'gold_seven', 'clover', 'horseshoe', 'ruby', 'blue_seven', 'gold_seven',
] as const, 5);

type SymbolOf<Strips> = Strips extends readonly (readonly (infer S)[])[] ? S : never;

export const MACHINES = {
  /** ผลไม้ R999: the first machine, 32 stops a reel, 9 lines (its rounds before the variants replay on it). */
  fruits: {
    paytable: {
      seven: [100, 500, 2500],
      diamond: [50, 250, 1000],
      bell: [30, 100, 400],
      bar: [20, 60, 200],
      watermelon: [10, 30, 100],
      cherry: [6, 20, 60],
    },
    strips: FRUITS,
    lines: 9,
    rtpPercent: 96.93,
  } satisfies Machine<SymbolOf<typeof FRUITS>>,
  /** ช้างทองสยาม: 30 stops, 9 lines; rare elephants pay big, coins often and little. */
  elephant: {
    paytable: {
      elephant: [100, 1000, 5000],
      crown: [40, 200, 1000],
      umbrella: [15, 60, 250],
      lotus: [5, 25, 100],
      coin: [2, 6, 25],
    },
    strips: ELEPHANT,
    lines: 9,
    rtpPercent: 96.73,
  } satisfies Machine<SymbolOf<typeof ELEPHANT>>,
  /** สงกรานต์สาดโชค: short reels of 28 stops, 9 lines, frequent small wins. */
  songkran: {
    paytable: {
      bowl: [80, 400, 2000],
      garland: [40, 150, 750],
      sun: [15, 60, 250],
      drop: [5, 18, 80],
      jasmine: [2, 9, 35],
    },
    strips: SONGKRAN,
    lines: 9,
    rtpPercent: 95.57,
  } satisfies Machine<SymbolOf<typeof SONGKRAN>>,
  /** ไข่มุกอันดามัน: long reels of 36 stops, 9 lines, the pearl's jackpot rare and large. */
  pearl: {
    paytable: {
      pearl: [200, 2000, 10000],
      shell: [40, 200, 1000],
      starfish: [15, 60, 250],
      anchor: [8, 30, 100],
      wave: [3, 5, 15],
    },
    strips: PEARL,
    lines: 9,
    rtpPercent: 95.93,
  } satisfies Machine<SymbolOf<typeof PEARL>>,
  /** เจ็ดนำโชค: a classic of 24 stops and 5 lines. */
  sevens: {
    paytable: {
      gold_seven: [77, 777, 2500],
      blue_seven: [40, 150, 750],
      ruby: [20, 80, 300],
      horseshoe: [7, 24, 100],
      clover: [2, 8, 25],
    },
    strips: SEVENS,
    lines: 5,
    rtpPercent: 97.59,
  } satisfies Machine<SymbolOf<typeof SEVENS>>,
};

export type MachineName = keyof typeof MACHINES;
export const MACHINE_NAMES = Object.keys(MACHINES) as MachineName[];

/** Every symbol of every machine. */
export type SlotSymbol = { [M in MachineName]: keyof (typeof MACHINES)[M]['paytable'] }[MachineName];
/** The first machine's fruit (the free-spin slot plays them too). */
export type FruitSymbol = keyof typeof MACHINES.fruits.paytable;

/** Which machine a catalogue game is; a game not listed plays the first one. */
const MACHINE_OF_GAME: Record<string, MachineName> = {
  'r999-fruits': 'fruits',
  'siam-golden-elephant': 'elephant',
  'siam-songkran': 'songkran',
  'andaman-pearl': 'pearl',
  'andaman-lucky-seven': 'sevens',
};

export function machineOf(gameCode: string): MachineName {
  return MACHINE_OF_GAME[gameCode] ?? 'fruits';
}
