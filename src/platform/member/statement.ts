// The member's statement: every ledger row of the member's wallets, newest first, a page at a time,
// by type and by Bangkok calendar dates (a day runs from Bangkok midnight to midnight).
import { bangkokMs } from '../../rules/bangkok-calendar.ts';
import { DAY_MS } from '../../contract/date-text.ts';
import type { GameCategory } from '../../contract/games/games.ts';
import { STATEMENT_PAGE_SIZE, type Statement, type StatementQuery } from '../../contract/money/statement.ts';
import { statementReference } from '../../rules/money/statement-reference.ts';
import type { Db } from '../db/database.ts';
import { ledgerPage, toBaht } from '../money/index.ts';

type PlayedOn = { name: string; category: GameCategory };

/** The game each game round of `roundIds` was played on (a row says "สล็อต เจ็ดนำโชค ตาที่ #148"). */
async function gamesOfRounds(db: Db, roundIds: number[]): Promise<Map<number, PlayedOn>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(['r.id', 'g.name', 'g.category'])
    .where('r.id', 'in', roundIds)
    .execute();
  // Number(): PostgreSQL may answer a big integer as text.
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, category: row.category }]));
}

export async function memberStatement(db: Db, memberId: number, query: StatementQuery): Promise<Statement> {
  const page = query.page ?? 1;
  const { total: count, rows: found } = await ledgerPage(
    db,
    memberId,
    {
      types: query.type === undefined ? undefined : [query.type],
      since: query.from === undefined ? undefined : bangkokMs(query.from),
      until: query.to === undefined ? undefined : bangkokMs(query.to) + DAY_MS,
    },
    page,
    STATEMENT_PAGE_SIZE,
  );
  const pages = Math.max(1, Math.ceil(count / STATEMENT_PAGE_SIZE));
  const roundOf = (ref: string | null) => {
    const reference = statementReference(ref);
    return reference?.kind === 'game' ? reference.id : null;
  };
  const games = await gamesOfRounds(db, [...new Set(found.flatMap((row) => roundOf(row.ref) ?? []))]);
  return {
    rows: found.map((row) => ({
      id: row.id,
      type: row.type as Statement['rows'][number]['type'],
      amount: toBaht(row.amount),
      balance_after: toBaht(row.balance_after),
      wallet_id: row.wallet_id,
      wallet_name: row.wallet_name,
      ref: row.ref,
      game: games.get(roundOf(row.ref) ?? 0) ?? null,
      created_at: new Date(row.created_at).toISOString(),
    })),
    page,
    pages,
    total: count,
    page_size: STATEMENT_PAGE_SIZE,
  };
}
