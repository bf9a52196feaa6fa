// A bill and its lines written. On PostgreSQL in one statement (the bill inserted in a WITH, its
// lines taking its id from there): each statement is a round trip to the database, and a bill is
// the platform's busiest write. The lines' AFTER triggers (the stakes kept per number, the foreign
// key) run at the end of that statement and see the bill. SQLite, in the process, takes two.
import { contextOf, type Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { BillRow, LineRow } from './bill-rows.ts';

/** What a new bill and its lines are written with (amounts in satang). */
export type NewBill = Pick<BillRow, (typeof BILL_COLUMNS)[number]>;
export type NewLine = Pick<LineRow, (typeof LINE_COLUMNS)[number]>;

const BILL_COLUMNS = ['member_id', 'round_id', 'wallet_id', 'total', 'idempotency_key', 'request_hash', 'created_at'] as const;
const LINE_COLUMNS = ['bet_type', 'number', 'input_number', 'amount', 'rate_centi', 'hot'] as const;

type Row<Columns extends readonly string[]> = Record<Columns[number], never>;
const rowOf = <Columns extends readonly string[]>(columns: Columns, values: unknown[]) =>
  Object.fromEntries(columns.map((column, index) => [column, values[index]])) as Row<Columns>;

const insertBill = prepared(BILL_COLUMNS.length, (db, ...values: unknown[]) =>
  db.insertInto('lotto_bills').values(rowOf(BILL_COLUMNS, values)).returning('id'),
);

/** The statement of each shape, prepared once for each number of lines a bill has had. */
function byLineCount<Insert>(make: (count: number) => Insert) {
  const made = new Map<number, Insert>();
  return (count: number): Insert => {
    let insert = made.get(count);
    if (!insert) made.set(count, (insert = make(count)));
    return insert;
  };
}

/** Lines: (bill_id, round_id, the line's columns) per line. */
const insertLines = byLineCount((count) =>
  prepared(count * (2 + LINE_COLUMNS.length), (db, ...values: unknown[]) =>
    db.insertInto('lotto_bill_lines').values(
      Array.from({ length: count }, (_, index) => {
        const [bill_id, round_id, ...line] = values.slice(index * (2 + LINE_COLUMNS.length));
        return { bill_id: bill_id as never, round_id: round_id as never, ...rowOf(LINE_COLUMNS, line) };
      }),
    ),
  ),
);

/** PostgreSQL: the bill's columns, then the line's columns per line. */
const insertBillWithLines = byLineCount((count) =>
  prepared(BILL_COLUMNS.length + count * LINE_COLUMNS.length, (db, ...values: unknown[]) => {
    const bill = rowOf(BILL_COLUMNS, values);
    return db
      .with('bill', (inner) => inner.insertInto('lotto_bills').values(bill).returning('id'))
      .insertInto('lotto_bill_lines')
      .values(
        Array.from({ length: count }, (_, index) => ({
          bill_id: (eb) => eb.selectFrom('bill').select('bill.id'),
          round_id: bill.round_id,
          ...rowOf(LINE_COLUMNS, values.slice(BILL_COLUMNS.length + index * LINE_COLUMNS.length)),
        })),
      )
      .returning('bill_id');
  }),
);

/** Writes the bill and its lines (at least one); answers the bill's id. */
export async function insertBillAndLines(db: Db, bill: NewBill, lines: readonly NewLine[]): Promise<number> {
  const billValues = BILL_COLUMNS.map((column) => bill[column]);
  const lineValues = (line: NewLine) => LINE_COLUMNS.map((column) => line[column]);
  if (contextOf(db).kind === 'postgres') {
    const [first] = await insertBillWithLines(lines.length)(db, ...billValues, ...lines.flatMap(lineValues));
    return Number(first!.bill_id);
  }
  const [{ id }] = (await insertBill(db, ...billValues)) as [{ id: number }];
  await insertLines(lines.length)(db, ...lines.flatMap((line) => [id, bill.round_id, ...lineValues(line)]));
  return id;
}
