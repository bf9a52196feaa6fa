// The embedded platform's fishing game (R999 Arcade): fish of different values swim across the
// sea; a shot costs the stake and is aimed at one fish the member taps. Whether it catches that fish
// is read from the round's first float (games-fair.ts): roll = floor(float × 1,000,000), caught
// when roll < the fish's published chance per million, which is RTP ÷ multiplier. So every fish
// returns exactly the same (96% of the stake), a small fish often, the boss rarely. A caught fish
// pays stake × its multiplier. Pure, shared by the platform (to pay) and the browser (to draw and
// verify); the animation only shows what the round decided.

export const FISH = [
  'clownfish',
  'angelfish',
  'carp',
  'snakehead',
  'pufferfish',
  'featherback',
  'turtle',
  'ray',
  'octopus',
  'catfish',
  'shark',
  'whale',
  'naga',
  'dragon',
] as const;
export type Fish = (typeof FISH)[number];

/** Rolls run over a million: a fish's chance is a whole number of them. */
export const ROLLS = 1_000_000;

/** The return to player of every shot at every fish, per million of the stake (96%). */
export const RTP_PER_MILLION = 960_000;

/** The published figure, in percent (a test holds every fish of every school to it). */
export const PUBLISHED_RTP_PERCENT = 96;

export interface SchoolFish {
  fish: Fish;
  multiplier: number;
  /** The biggest fish of the school, drawn larger. */
  boss?: true;
}

export interface School {
  /** Stakes a shot may cost, in baht. */
  stakes: readonly number[];
  fish: readonly SchoolFish[];
}

/** The schools the catalogue's fishing games swim (variants: their fish and their stakes). */
export const SCHOOLS = {
  reef: {
    stakes: [1, 2, 5, 10, 20],
    fish: [
      { fish: 'clownfish', multiplier: 2 },
      { fish: 'angelfish', multiplier: 3 },
      { fish: 'pufferfish', multiplier: 5 },
      { fish: 'turtle', multiplier: 10 },
      { fish: 'octopus', multiplier: 20 },
      { fish: 'shark', multiplier: 50 },
      { fish: 'dragon', multiplier: 100, boss: true },
    ],
  },
  river: {
    stakes: [0.5, 1, 2, 5, 10],
    fish: [
      { fish: 'carp', multiplier: 2 },
      { fish: 'snakehead', multiplier: 4 },
      { fish: 'featherback', multiplier: 8 },
      { fish: 'catfish', multiplier: 25 },
      { fish: 'naga', multiplier: 100, boss: true },
    ],
  },
  deep: {
    stakes: [5, 10, 20, 50, 100],
    fish: [
      { fish: 'pufferfish', multiplier: 5 },
      { fish: 'ray', multiplier: 15 },
      { fish: 'octopus', multiplier: 20 },
      { fish: 'shark', multiplier: 40 },
      { fish: 'whale', multiplier: 80 },
      { fish: 'dragon', multiplier: 200, boss: true },
    ],
  },
} as const satisfies Record<string, School>;
export type SchoolName = keyof typeof SCHOOLS;

/** Every stake any school takes, in baht (the request's first check; the school's is the platform's). */
export const ALL_STAKES = [...new Set(Object.values(SCHOOLS).flatMap((school) => school.stakes))].sort((a, b) => a - b);
