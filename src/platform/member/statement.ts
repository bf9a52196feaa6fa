// The member's statement: every ledger row of the member's wallets, newest first, a page at a time,
// by type and by Bangkok calendar dates (a day runs from Bangkok midnight to midnight).
import { bangkokMs, DAY_MS } from '../../contract/bangkok-calendar.ts';
import { STATEMENT_PAGE_SIZE, type Statement, type StatementQuery } from '../../contract/statement.ts';
import type { Db } from '../db/database.ts';
import { ledgerPage, toBaht } from '../money/index.ts';

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
  return {
    rows: found.map((row) => ({
      id: row.id,
      type: row.type as Statement['rows'][number]['type'],
      amount: toBaht(row.amount),
      balance_after: toBaht(row.balance_after),
      wallet_id: row.wallet_id,
      wallet_name: row.wallet_name,
      ref: row.ref,
      created_at: new Date(row.created_at).toISOString(),
    })),
    page,
    pages,
    total: count,
    page_size: STATEMENT_PAGE_SIZE,
  };
}
