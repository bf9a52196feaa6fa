// The bench's PostgreSQL nodes share the machine with PostgreSQL: about twice its cores in
// database connections in all, split between the nodes; DATABASE_POOL_SIZE, when set, wins.
import { describe, expect, it } from 'vitest';
import { benchPoolSize } from '../../../bench/site.mjs';

describe('benchPoolSize', () => {
  it('gives the nodes twice the cores in all, at least one each', () => {
    expect(benchPoolSize(1, 2, {})).toBe('4');
    expect(benchPoolSize(2, 2, {})).toBe('2');
    expect(benchPoolSize(2, 8, {})).toBe('8');
    expect(benchPoolSize(3, 1, {})).toBe('1');
  });

  it('takes DATABASE_POOL_SIZE when the operator set it', () => {
    expect(benchPoolSize(2, 2, { DATABASE_POOL_SIZE: '10' })).toBe('10');
  });
});
