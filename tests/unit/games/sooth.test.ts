// The baccarat formulas' pure rules (src/contract/community/sooth.ts): each formula's bet, its record replayed
// over a history (ties never count), the bead road and the big road.
import { describe, expect, it } from 'vitest';
import { type Result } from '../../../src/contract/community/sooth.ts';
import { beadRoad, bigRoad, countResults, formulaRecord, predict } from '../../../src/rules/community/sooth-roads.ts';

const hands = (text: string) => [...text] as Result[];

describe('the formulas', () => {
  it('bet as their patterns say', () => {
    expect(predict('streak', [])).toBeNull();
    expect(predict('streak', ['P', 'B'])).toBe('B');
    expect(predict('pingpong', ['P', 'B'])).toBe('P');
    // Two-cut: after a single the same side again, after a pair the other.
    expect(predict('twocut', ['B'])).toBe('B');
    expect(predict('twocut', ['B', 'B'])).toBe('P');
    expect(predict('twocut', ['B', 'B', 'P'])).toBe('P');
    expect(predict('twocut', ['B', 'B', 'P', 'P'])).toBe('B');
    expect(predict('twocut', ['P', 'P', 'P'])).toBe('P');
  });

  it('are scored hand by hand from the hands before only, ties left out', () => {
    // B P B P T B: ping-pong bets P, B, P, B after each hand and is right each time; the tie is no result.
    expect(formulaRecord('pingpong', hands('BPBPTB'))).toEqual({ formula: 'pingpong', suggestion: 'P', tries: 4, hits: 4, hit_rate: 100 });
    expect(formulaRecord('streak', hands('BPBPTB'))).toEqual({ formula: 'streak', suggestion: 'B', tries: 4, hits: 0, hit_rate: 0 });
    expect(formulaRecord('twocut', hands('BBPPBB'))).toMatchObject({ suggestion: 'P', tries: 5, hits: 5, hit_rate: 100 });
    expect(formulaRecord('streak', hands('TT'))).toEqual({ formula: 'streak', suggestion: null, tries: 0, hits: 0, hit_rate: null });
    expect(formulaRecord('streak', hands('BPP'))).toMatchObject({ tries: 2, hits: 1, hit_rate: 50 });
    expect(formulaRecord('streak', hands('BPBB'))).toMatchObject({ hit_rate: 33.3 });
  });

  it('count the results', () => {
    expect(countResults(hands('BBPTB'))).toEqual({ banker: 3, player: 1, tie: 1 });
  });
});

describe('the roads', () => {
  it('bead road: every hand in order, down columns of six', () => {
    expect(beadRoad(hands('BPTBBPPB'))).toEqual([hands('BPTBBP'), hands('PB')]);
    expect(beadRoad([])).toEqual([]);
  });

  it('big road: a column per run, ties marked on the hand before them', () => {
    expect(bigRoad(hands('TBBTPTTPB'))).toEqual([
      [
        { side: 'B', ties: 1 },
        { side: 'B', ties: 1 },
      ],
      [
        { side: 'P', ties: 2 },
        { side: 'P', ties: 0 },
      ],
      [{ side: 'B', ties: 0 }],
    ]);
    expect(bigRoad(hands('TT'))).toEqual([]);
  });
});
