// The risk grid of a big round answers from the kept stakes (issue 26, scale): besides the baht
// staked, each row of lotto_number_stakes keeps the payout its lines would cost, payout_centi =
// the sum of amount x rate_centi (satang x hundredths of the rate: the grid divides by 100), so a
// round's grid reads about a thousand kept rows instead of grouping every line at each poll. The
// column is filled in from the lines of the bills not cancelled, and the two stake triggers of
// 0001-schema (triggers-sqlite.ts, triggers-postgres.ts) are replaced by ones that keep it too.
// The house's rows of a round (0017's index on round and member) are found by bet type as well:
// PostgreSQL otherwise walks the primary key through every member's row of the bet type.
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

/** Every kept row's payout, from the lines of its bills not cancelled (member 0: everyone). */
const backfill = `UPDATE lotto_number_stakes SET payout_centi = summed.payout_centi
FROM (
  SELECT l.round_id, l.bet_type, l.number, b.member_id, SUM(l.amount * l.rate_centi) AS payout_centi
  FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
  GROUP BY l.round_id, l.bet_type, l.number, b.member_id
  UNION ALL
  SELECT l.round_id, l.bet_type, l.number, 0, SUM(l.amount * l.rate_centi)
  FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
  GROUP BY l.round_id, l.bet_type, l.number
) AS summed
WHERE lotto_number_stakes.round_id = summed.round_id AND lotto_number_stakes.bet_type = summed.bet_type
  AND lotto_number_stakes.number = summed.number AND lotto_number_stakes.member_id = summed.member_id`;

/** 0001's two stake triggers, keeping payout_centi beside amount. */
const sqliteTriggers = [
  'DROP TRIGGER lotto_bill_lines_staked',
  `CREATE TRIGGER lotto_bill_lines_staked AFTER INSERT ON lotto_bill_lines
    WHEN (SELECT status FROM lotto_bills WHERE id = NEW.bill_id) <> 'cancelled'
    BEGIN
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount, payout_centi)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, 0, NEW.amount, NEW.amount * NEW.rate_centi)
        ON CONFLICT (round_id, bet_type, number, member_id)
        DO UPDATE SET amount = amount + excluded.amount, payout_centi = payout_centi + excluded.payout_centi;
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount, payout_centi)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, (SELECT member_id FROM lotto_bills WHERE id = NEW.bill_id), NEW.amount,
          NEW.amount * NEW.rate_centi)
        ON CONFLICT (round_id, bet_type, number, member_id)
        DO UPDATE SET amount = amount + excluded.amount, payout_centi = payout_centi + excluded.payout_centi;
    END`,
  'DROP TRIGGER lotto_bills_cancelled_unstaked',
  `CREATE TRIGGER lotto_bills_cancelled_unstaked AFTER UPDATE OF status ON lotto_bills
    WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled'
    BEGIN
      UPDATE lotto_number_stakes
      SET amount = amount - (
          SELECT SUM(l.amount) FROM lotto_bill_lines l
          WHERE l.bill_id = NEW.id AND l.round_id = lotto_number_stakes.round_id
            AND l.bet_type = lotto_number_stakes.bet_type AND l.number = lotto_number_stakes.number
        ),
        payout_centi = payout_centi - (
          SELECT SUM(l.amount * l.rate_centi) FROM lotto_bill_lines l
          WHERE l.bill_id = NEW.id AND l.round_id = lotto_number_stakes.round_id
            AND l.bet_type = lotto_number_stakes.bet_type AND l.number = lotto_number_stakes.number
        )
      WHERE member_id IN (0, NEW.member_id)
        AND (round_id, bet_type, number) IN (SELECT round_id, bet_type, number FROM lotto_bill_lines WHERE bill_id = NEW.id);
    END`,
];

/** The same in PL/pgSQL: the functions are replaced, the triggers that call them stay. */
const postgresTriggers = [
  `CREATE OR REPLACE FUNCTION lotto_bill_lines_staked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bill_status text;
  bill_member bigint;
BEGIN
  SELECT status, member_id INTO bill_status, bill_member FROM lotto_bills WHERE id = NEW.bill_id;
  IF bill_status <> 'cancelled' THEN
    INSERT INTO lotto_number_stakes AS s (round_id, bet_type, number, member_id, amount, payout_centi)
      VALUES (NEW.round_id, NEW.bet_type, NEW.number, 0, NEW.amount, NEW.amount * NEW.rate_centi)
      ON CONFLICT (round_id, bet_type, number, member_id)
      DO UPDATE SET amount = s.amount + EXCLUDED.amount, payout_centi = s.payout_centi + EXCLUDED.payout_centi;
    INSERT INTO lotto_number_stakes AS s (round_id, bet_type, number, member_id, amount, payout_centi)
      VALUES (NEW.round_id, NEW.bet_type, NEW.number, bill_member, NEW.amount, NEW.amount * NEW.rate_centi)
      ON CONFLICT (round_id, bet_type, number, member_id)
      DO UPDATE SET amount = s.amount + EXCLUDED.amount, payout_centi = s.payout_centi + EXCLUDED.payout_centi;
  END IF;
  RETURN NULL;
END $$`,
  `CREATE OR REPLACE FUNCTION lotto_bills_cancelled_unstaked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lotto_number_stakes s
  SET amount = s.amount - bill.amount, payout_centi = s.payout_centi - bill.payout_centi
  FROM (
    SELECT round_id, bet_type, number, SUM(amount) AS amount, SUM(amount * rate_centi) AS payout_centi
    FROM lotto_bill_lines WHERE bill_id = NEW.id GROUP BY round_id, bet_type, number
  ) AS bill
  WHERE s.member_id IN (0, NEW.member_id)
    AND s.round_id = bill.round_id AND s.bet_type = bill.bet_type AND s.number = bill.number;
  RETURN NULL;
END $$`,
];

async function keepPayouts<DB>(db: Kysely<DB>, kind: EngineKind): Promise<void> {
  const { big } = columnKinds(kind);
  // Another node's bill (or cancel) between the backfill and the new triggers would be counted by
  // neither: on PostgreSQL they wait for this migration. Every stake write begins with a write to
  // its bill, so holding the bills is enough. (SQLite has one writer at a time.)
  if (kind === 'postgres') await sql`LOCK TABLE lotto_bills IN SHARE MODE`.execute(db);
  await db.schema
    .alterTable('lotto_number_stakes')
    .addColumn('payout_centi', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql.raw(backfill).execute(db);
  await db.schema.dropIndex('lotto_number_stakes_house').execute();
  await db.schema
    .createIndex('lotto_number_stakes_house')
    .on('lotto_number_stakes')
    .columns(['round_id', 'member_id', 'bet_type', 'number'])
    .execute();
  for (const statement of kind === 'postgres' ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
}

export function stakePayouts(kind: EngineKind): Migration {
  return {
    async up(db) {
      // Kysely runs SQLite's migrations outside a transaction: the column, its figures and the
      // triggers that keep them land together or not at all. PostgreSQL's run inside one.
      if (kind === 'sqlite') await db.transaction().execute((trx) => keepPayouts(trx, kind));
      else await keepPayouts(db, kind);
    },
  };
}
