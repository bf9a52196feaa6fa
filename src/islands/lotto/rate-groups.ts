// Categories of one kind that pay the same rates share one table on the rates page (three Hanoi
// draws, four stock draws), so a phone shows five tables instead of ten, each naming its draws.
// Their hot and closed numbers must be the same too: each table lists them below.
import type { BetRate, CategoryRates, ClosedNumber, HotNumber } from '../../contract/lotto/lotto.ts';

export interface RateGroup {
  kind: string;
  categories: CategoryRates[];
  bet_types: BetRate[];
  hot: HotNumber[];
  closed: ClosedNumber[];
}

function signature(category: CategoryRates): string {
  const rows = category.bet_types.map((bet) => [bet.bet_type, bet.name, bet.rate, bet.min_stake, bet.max_stake]);
  return `${category.kind}|${JSON.stringify(rows)}|${JSON.stringify(category.hot)}|${JSON.stringify(category.closed)}`;
}

/** Groups in the order their first category comes; categories keep their order within. */
export function groupRates(categories: CategoryRates[]): RateGroup[] {
  const groups = new Map<string, RateGroup>();
  for (const category of categories) {
    const key = signature(category);
    const group = groups.get(key);
    if (group) group.categories.push(category);
    else
      groups.set(key, {
        kind: category.kind,
        categories: [category],
        bet_types: category.bet_types,
        hot: category.hot,
        closed: category.closed,
      });
  }
  return [...groups.values()];
}
