import type { Migration } from './migration.ts';

// What is staked on each number of each round, kept as bills are written instead of summed from
// every line at each bet. A line's limits (per member and for the house) were checked by adding up
// every earlier line on its number, which grows with the number's popularity: a thousand bets on
// one number made each new bet on it cost a millisecond and more. Now two rows answer it.
// member_id 0 is everyone together (member ids start at 1). Triggers keep the rows in step with
// the bills in the database itself: a line adds its stake when it is written, a cancelled bill
// takes its lines' stakes back. Only cancelling frees a stake (refunded and settled bills still
// count, as before). The lines' index by number served only that sum: it goes, one write less per
// line.
export const lottoNumberStakes: Migration = {
  name: 'lotto stakes per number, kept by triggers',
  sql: `
    CREATE TABLE lotto_number_stakes (
      round_id INTEGER NOT NULL,
      bet_type TEXT NOT NULL,
      number TEXT NOT NULL,            -- as stored on the line: tod digits sorted
      member_id INTEGER NOT NULL,      -- 0: every member together
      amount INTEGER NOT NULL,         -- satang on bills not cancelled
      PRIMARY KEY (round_id, bet_type, number, member_id)
    ) WITHOUT ROWID;

    INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
      SELECT l.round_id, l.bet_type, l.number, b.member_id, SUM(l.amount)
      FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
      GROUP BY l.round_id, l.bet_type, l.number, b.member_id;
    INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
      SELECT l.round_id, l.bet_type, l.number, 0, SUM(l.amount)
      FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id AND b.status <> 'cancelled'
      GROUP BY l.round_id, l.bet_type, l.number;
    DROP INDEX lotto_bill_lines_number;

    CREATE TRIGGER lotto_bill_lines_staked AFTER INSERT ON lotto_bill_lines
    WHEN (SELECT status FROM lotto_bills WHERE id = NEW.bill_id) <> 'cancelled'
    BEGIN
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, 0, NEW.amount)
        ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = amount + excluded.amount;
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, (SELECT member_id FROM lotto_bills WHERE id = NEW.bill_id), NEW.amount)
        ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = amount + excluded.amount;
    END;

    CREATE TRIGGER lotto_bills_cancelled_unstaked AFTER UPDATE OF status ON lotto_bills
    WHEN NEW.status = 'cancelled' AND OLD.status <> 'cancelled'
    BEGIN
      UPDATE lotto_number_stakes
      SET amount = amount - (
        SELECT SUM(l.amount) FROM lotto_bill_lines l
        WHERE l.bill_id = NEW.id AND l.round_id = lotto_number_stakes.round_id
          AND l.bet_type = lotto_number_stakes.bet_type AND l.number = lotto_number_stakes.number
      )
      WHERE member_id IN (0, NEW.member_id)
        AND (round_id, bet_type, number) IN (SELECT round_id, bet_type, number FROM lotto_bill_lines WHERE bill_id = NEW.id);
    END;

    -- What the rows are summed from never changes after the fact: a cancelled bill stays
    -- cancelled (its stakes were given back once), a line keeps its number and stake, a bill its
    -- member and round, and lines are never removed.
    CREATE TRIGGER lotto_bills_cancel_final BEFORE UPDATE OF status ON lotto_bills
    WHEN OLD.status = 'cancelled' AND NEW.status <> 'cancelled'
    BEGIN SELECT RAISE(ABORT, 'a cancelled bill stays cancelled'); END;
    CREATE TRIGGER lotto_bills_owner_fixed BEFORE UPDATE OF member_id, round_id ON lotto_bills
    WHEN OLD.member_id IS NOT NEW.member_id OR OLD.round_id IS NOT NEW.round_id
    BEGIN SELECT RAISE(ABORT, 'a bill keeps its member and round'); END;
    CREATE TRIGGER lotto_bill_lines_stake_fixed BEFORE UPDATE OF bill_id, round_id, bet_type, number, amount ON lotto_bill_lines
    WHEN OLD.bill_id IS NOT NEW.bill_id OR OLD.round_id IS NOT NEW.round_id OR OLD.bet_type IS NOT NEW.bet_type
      OR OLD.number IS NOT NEW.number OR OLD.amount IS NOT NEW.amount
    BEGIN SELECT RAISE(ABORT, 'a bill line keeps its number and stake'); END;
    CREATE TRIGGER lotto_bill_lines_no_delete BEFORE DELETE ON lotto_bill_lines
    BEGIN SELECT RAISE(ABORT, 'bill lines are never removed'); END;
  `,
};
