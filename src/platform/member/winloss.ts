// The member's win/loss over Bangkok dates, from the money ledger: every `bet`, `payout` and
// `refund` row of a lotto bill or a game round on the member's wallets, summed per day (the row's
// own Bangkok date) and per product (a bill's lottery category, a round's game provider). A
// cancelled bill nets to zero (its stake comes back as a refund).
import { addDays, bangkokDay, bangkokMs } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import { WINLOSS_DEFAULT_DAYS, type Winloss, type WinlossQuery } from '../../contract/money/winloss.ts';
import { nowMs } from '../db/clock.ts';
import type { Db } from '../db/database.ts';
import { ledgerMoves, toBaht } from '../money/index.ts';

interface Sums {
  stake: number;
  returned: number;
}
const figures = ({ stake, returned }: Sums) => ({ stake: toBaht(stake), returned: toBaht(returned), net: toBaht(returned - stake) });
const add = (sums: Sums, amount: number) => (amount < 0 ? (sums.stake -= amount) : (sums.returned += amount));

export async function memberWinloss(db: Db, memberId: number, query: WinlossQuery): Promise<Winloss> {
  const to = query.to ?? bangkokDay(nowMs(db));
  const from = query.from ?? addDays(to, -(WINLOSS_DEFAULT_DAYS - 1));
  const rows = await ledgerMoves(db, memberId, {
    types: ['bet', 'payout', 'refund'],
    since: bangkokMs(from),
    until: bangkokMs(to) + DAY_MS,
  });
  const moves = rows.flatMap((row) => {
    const match = /^(lotto_bill|game_round):(\d+)$/.exec(row.ref ?? '');
    return match
      ? [
          {
            kind: match[1] === 'lotto_bill' ? ('lotto' as const) : ('game' as const),
            id: Number(match[2]),
            amount: row.amount,
            at: row.created_at,
          },
        ]
      : [];
  });

  // What each bill and round belongs to.
  const billIds = [...new Set(moves.filter((move) => move.kind === 'lotto').map((move) => move.id))];
  const roundIds = [...new Set(moves.filter((move) => move.kind === 'game').map((move) => move.id))];
  const bills = billIds.length
    ? await db
        .selectFrom('lotto_bills as b')
        .innerJoin('lotto_rounds as r', 'r.id', 'b.round_id')
        .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
        .select(['b.id', 'c.code', 'c.name'])
        .where('b.id', 'in', billIds)
        .execute()
    : [];
  const rounds = roundIds.length
    ? await db
        .selectFrom('game_rounds as g')
        .innerJoin('game_providers as p', 'p.code', 'g.provider_code')
        .select(['g.id', 'p.code', 'p.name'])
        .where('g.id', 'in', roundIds)
        .execute()
    : [];
  const owner = new Map([
    ...bills.map((bill) => [`lotto:${bill.id}`, bill] as const),
    ...rounds.map((round) => [`game:${round.id}`, round] as const),
  ]);

  const days = new Map<string, Sums>();
  const products = new Map<string, Sums & { product: 'lotto' | 'game'; key: string; name: string }>();
  const total: Sums = { stake: 0, returned: 0 };
  for (const move of moves) {
    const of = owner.get(`${move.kind}:${move.id}`);
    if (!of) continue;
    const day = bangkokDay(move.at);
    if (!days.has(day)) days.set(day, { stake: 0, returned: 0 });
    add(days.get(day)!, move.amount);
    const productKey = `${move.kind}:${of.code}`;
    if (!products.has(productKey)) products.set(productKey, { product: move.kind, key: of.code, name: of.name, stake: 0, returned: 0 });
    add(products.get(productKey)!, move.amount);
    add(total, move.amount);
  }
  return {
    from,
    to,
    days: [...days].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, sums]) => ({ date, ...figures(sums) })),
    products: [...products.values()]
      .sort((a, b) => (a.product === b.product ? a.name.localeCompare(b.name, 'th') : a.product === 'lotto' ? -1 : 1))
      .map((product) => ({ product: product.product, key: product.key, name: product.name, ...figures(product) })),
    total: figures(total),
  };
}
