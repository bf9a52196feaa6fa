// A member's VIP tier (lotto/vip.ts) is read on every bill and every rates read: it summed the
// member's ledger `bet` and `refund` rows of 30 days, more of them as the month went on. Now each
// member's stakes are kept per Bangkok day in member_stake_days (satang, bets less refunds), so
// the tier reads at most 30 rows. A trigger on the ledger keeps them: a `bet` or `refund` row of a
// bill (`lotto_bill:<id>`) or game round (`game_round:<id>`) moves the stakes of the wallet's
// member on the day the bill or round was made, found by its id (there is no index on ledger.ref).
// A refund (a cancel, a voided round, a refunded bet type at settlement) so goes back on its bet's
// day, never lowering a day it did not belong to; the bet itself is counted on that same day, so
// the two always meet even when the ledger row is stamped a moment after a midnight. The day is
// the report's day number (rules/bangkok-calendar.ts bangkokDayNumber).
// Never edit this once shipped: later changes are new migrations after it.
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { EngineKind } from '../engine.ts';
import { columnKinds } from './columns.ts';

/** The Bangkok day number of an epoch-ms expression (integer division on both engines). */
const dayOf = (expression: string) => `((${expression}) + 25200000) / 86400000`;

/** The id in a stake's ref (`lotto_bill:` and `game_round:` are both 11 characters), else NULL. */
const idIn = (ref: string, prefix: 'lotto_bill:' | 'game_round:', cast: string) =>
  `CASE WHEN ${ref} LIKE '${prefix}%' THEN CAST(substr(${ref}, 12) AS ${cast}) END`;

const STAKE_ROW = `NEW.type IN ('bet', 'refund') AND (NEW.ref LIKE 'lotto_bill:%' OR NEW.ref LIKE 'game_round:%')`;

/** Every stake in the ledger, summed per member and day of its bill or round. */
const backfill = (cast: string) => `INSERT INTO member_stake_days (member_id, day, stakes)
SELECT w.member_id, ${dayOf('COALESCE(b.created_at, g.created_at)')}, -SUM(l.amount)
FROM ledger l
JOIN wallets w ON w.id = l.wallet_id
LEFT JOIN lotto_bills b ON b.id = ${idIn('l.ref', 'lotto_bill:', cast)}
LEFT JOIN game_rounds g ON g.id = ${idIn('l.ref', 'game_round:', cast)}
WHERE l.type IN ('bet', 'refund') AND COALESCE(b.created_at, g.created_at) IS NOT NULL
GROUP BY 1, 2`;

const sqliteTrigger = `CREATE TRIGGER ledger_member_stake_days AFTER INSERT ON ledger
  WHEN ${STAKE_ROW}
  BEGIN
    INSERT INTO member_stake_days (member_id, day, stakes)
      SELECT w.member_id, ${dayOf('s.created_at')}, -NEW.amount
      FROM wallets w, (
        SELECT created_at FROM lotto_bills WHERE id = ${idIn('NEW.ref', 'lotto_bill:', 'INTEGER')}
        UNION ALL
        SELECT created_at FROM game_rounds WHERE id = ${idIn('NEW.ref', 'game_round:', 'INTEGER')}
      ) AS s
      WHERE w.id = NEW.wallet_id
      ON CONFLICT (member_id, day) DO UPDATE SET stakes = stakes + excluded.stakes;
  END`;

const postgresTrigger = [
  `CREATE FUNCTION ledger_member_stake_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  made bigint;
BEGIN
  IF NEW.ref LIKE 'lotto_bill:%' THEN
    SELECT created_at INTO made FROM lotto_bills WHERE id = substr(NEW.ref, 12)::bigint;
  ELSE
    SELECT created_at INTO made FROM game_rounds WHERE id = substr(NEW.ref, 12)::bigint;
  END IF;
  IF made IS NOT NULL THEN
    INSERT INTO member_stake_days AS d (member_id, day, stakes)
      SELECT member_id, ${dayOf('made')}, -NEW.amount FROM wallets WHERE id = NEW.wallet_id
      ON CONFLICT (member_id, day) DO UPDATE SET stakes = d.stakes + EXCLUDED.stakes;
  END IF;
  RETURN NULL;
END $$`,
  `CREATE TRIGGER ledger_member_stake_days AFTER INSERT ON ledger FOR EACH ROW
  WHEN (${STAKE_ROW}) EXECUTE FUNCTION ledger_member_stake_days()`,
];

async function keepStakeDays<DB>(db: Kysely<DB>, kind: EngineKind): Promise<void> {
  const { big, int } = columnKinds(kind);
  // Another node's bet or refund between the backfill and the trigger would be counted by neither:
  // on PostgreSQL ledger writes wait for this migration (reads go on). Every stake is a ledger row,
  // and a game round's writes no bill, so the ledger is held, not lotto_bills as 0028 does. SHARE
  // ROW EXCLUSIVE is what creating the trigger takes anyway. (SQLite has one writer at a time.)
  if (kind === 'postgres') await sql`LOCK TABLE ledger IN SHARE ROW EXCLUSIVE MODE`.execute(db);
  await db.schema
    .createTable('member_stake_days')
    .addColumn('member_id', big, (c) => c.notNull().references('members.id'))
    .addColumn('day', int, (c) => c.notNull())
    .addColumn('stakes', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('member_stake_days_pk', ['member_id', 'day'])
    .execute();
  await sql.raw(backfill(kind === 'postgres' ? 'bigint' : 'INTEGER')).execute(db);
  for (const statement of kind === 'postgres' ? postgresTrigger : [sqliteTrigger]) await sql.raw(statement).execute(db);
}

export function memberStakeDays(kind: EngineKind): Migration {
  return {
    async up(db) {
      // Kysely runs SQLite's migrations outside a transaction: the table, its figures and the
      // trigger that keeps them land together or not at all. PostgreSQL's run inside one.
      if (kind === 'sqlite') await db.transaction().execute((trx) => keepStakeDays(trx, kind));
      else await keepStakeDays(db, kind);
    },
  };
}
