// The member's statement: every ledger row of the member's wallets, newest first, a page at a time,
// by type and by Bangkok calendar dates (a day runs from Bangkok midnight to midnight).
import { bangkokMs, DAY_MS } from '../../contract/bangkok-calendar.ts';
import { STATEMENT_PAGE_SIZE, type Statement, type StatementQuery } from '../../contract/statement.ts';
import type { Db } from '../db/database.ts';
import { toBaht } from '../money/money.ts';

export async function memberStatement(db: Db, memberId: number, query: StatementQuery): Promise<Statement> {
  const rows = db
    .selectFrom('ledger as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .innerJoin('wallet_types as t', 't.id', 'w.wallet_type_id')
    .where('w.member_id', '=', memberId)
    .$if(query.type !== undefined, (q) => q.where('l.type', '=', query.type!))
    .$if(query.from !== undefined, (q) => q.where('l.created_at', '>=', bangkokMs(query.from!)))
    .$if(query.to !== undefined, (q) => q.where('l.created_at', '<', bangkokMs(query.to!) + DAY_MS));
  const { total } = await rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / STATEMENT_PAGE_SIZE));
  const page = query.page ?? 1;
  const found = await rows
    .select(['l.id', 'l.type', 'l.amount', 'l.balance_after', 'l.wallet_id', 't.name as wallet_name', 'l.ref', 'l.created_at'])
    .orderBy('l.id', 'desc')
    .limit(STATEMENT_PAGE_SIZE)
    .offset((page - 1) * STATEMENT_PAGE_SIZE)
    .execute();
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
