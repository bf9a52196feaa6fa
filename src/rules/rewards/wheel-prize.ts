// The prize wheel's pick from a provably fair float, replayed by the member's page.

/**
 * The prize a float in [0, 1) lands on: prizes in their order take slices of the wheel as wide as
 * their weight; the float times the total weight falls in one of them.
 */
export function pickPrize(weights: readonly number[], float: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0) || !(float >= 0 && float < 1)) throw new Error('a wheel needs positive weights and a float in [0, 1)');
  let point = float * total;
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index;
    point -= weight;
  }
  return weights.length - 1;
}
