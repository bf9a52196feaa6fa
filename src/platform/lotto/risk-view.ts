// What the risk grid sends of its cells. Four digits make 10,000 numbers, too many to draw: the
// desk gets the 100 hundreds (the first two digits) with their stakes and highest share of the
// limit, and the cells of one hundred (the one asked for, else the riskiest). The top list is cut
// from every number of the bet type either way, so nothing risky hides in a hundred not shown.

interface Cell {
  number: string;
  stake: number;
  payout: number;
  limit_share: number;
}

/** How many numbers the top list keeps per sort key (stakes, payout, share). */
const TOP_PER_KEY = 20;

/** The numbers with stakes that lead by stakes, by payout or by share: the desk's sortable top list. */
function topCells<T extends Cell>(cells: T[]): T[] {
  const staked = cells.filter((cell) => cell.stake > 0);
  const top = new Set<T>();
  for (const key of ['stake', 'payout', 'limit_share'] as const)
    for (const cell of [...staked].sort((a, b) => b[key] - a[key]).slice(0, TOP_PER_KEY)) top.add(cell);
  return [...top];
}

/** Per first two digits: the total stake, the highest share of the limit, the numbers past the alert share. */
function hundredsOf(cells: Cell[], alertShare: number) {
  const hundreds = new Map<string, { prefix: string; stake: number; top_share: number; alerts: number }>();
  for (const cell of cells) {
    const prefix = cell.number.slice(0, 2);
    const hundred = hundreds.get(prefix) ?? { prefix, stake: 0, top_share: 0, alerts: 0 };
    hundred.stake += cell.stake;
    hundred.top_share = Math.max(hundred.top_share, cell.limit_share);
    if (cell.limit_share >= alertShare) hundred.alerts += 1;
    hundreds.set(prefix, hundred);
  }
  // Sums of baht with satang: rounded back to the satang.
  return [...hundreds.values()].map((hundred) => ({ ...hundred, stake: Math.round(hundred.stake * 100) / 100 }));
}

type Hundred = ReturnType<typeof hundredsOf>[number];
const riskier = (a: Hundred, b: Hundred) => b.top_share - a.top_share || b.stake - a.stake;

/** The cells to send (all of them under four digits), the hundreds, and the top list. */
export function gridView<T extends Cell>(cells: T[], digits: number, alertShare: number, prefix?: string) {
  const top = topCells(cells);
  if (digits < 4) return { prefix: null, hundreds: [], cells, top };
  const hundreds = hundredsOf(cells, alertShare);
  const shown = prefix ?? [...hundreds].sort(riskier)[0]?.prefix ?? '00';
  return { prefix: shown, hundreds, cells: cells.filter((cell) => cell.number.startsWith(shown)), top };
}
