// The rules the database keeps itself, in SQLite's trigger language: word for word what
// migrations 0002, 0004, 0005, 0008 and 0009 create (names and messages included), so both paths
// leave the same database. triggers-postgres.ts says the same in PL/pgSQL. One statement each.
export const sqliteTriggers: readonly string[] = [
  // 0002: a wallet's balance only ever changes by inserting a ledger row, the row must carry the
  // right balance_after, and ledger rows are never edited or deleted. So balance == sum of rows.
  `CREATE TRIGGER wallets_start_empty BEFORE INSERT ON wallets
    WHEN NEW.balance <> 0
    BEGIN SELECT RAISE(ABORT, 'a wallet starts at 0; credit it through the ledger'); END`,
  `CREATE TRIGGER ledger_balance_after_matches BEFORE INSERT ON ledger
    WHEN NEW.balance_after IS NOT (SELECT balance FROM wallets WHERE id = NEW.wallet_id) + NEW.amount
    BEGIN SELECT RAISE(ABORT, 'ledger balance_after does not follow the wallet balance'); END`,
  `CREATE TRIGGER ledger_moves_balance AFTER INSERT ON ledger
    BEGIN UPDATE wallets SET balance = NEW.balance_after WHERE id = NEW.wallet_id; END`,
  `CREATE TRIGGER wallets_balance_only_by_ledger BEFORE UPDATE OF balance ON wallets
    WHEN NEW.balance IS NOT (SELECT balance_after FROM ledger WHERE wallet_id = NEW.id ORDER BY id DESC LIMIT 1)
    BEGIN SELECT RAISE(ABORT, 'wallet balance changes only through the ledger'); END`,
  `CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger rows are append-only'); END`,
  `CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger rows are append-only'); END`,
  // Points follow the same rules as money, on the member row.
  `CREATE TRIGGER members_start_without_points BEFORE INSERT ON members
    WHEN NEW.points <> 0
    BEGIN SELECT RAISE(ABORT, 'a member starts at 0 points; add them through the point ledger'); END`,
  `CREATE TRIGGER point_ledger_balance_after_matches BEFORE INSERT ON point_ledger
    WHEN NEW.balance_after IS NOT (SELECT points FROM members WHERE id = NEW.member_id) + NEW.amount
    BEGIN SELECT RAISE(ABORT, 'point balance_after does not follow the member points'); END`,
  `CREATE TRIGGER point_ledger_moves_points AFTER INSERT ON point_ledger
    BEGIN UPDATE members SET points = NEW.balance_after WHERE id = NEW.member_id; END`,
  `CREATE TRIGGER members_points_only_by_ledger BEFORE UPDATE OF points ON members
    WHEN NEW.points IS NOT (SELECT balance_after FROM point_ledger WHERE member_id = NEW.id ORDER BY id DESC LIMIT 1)
    BEGIN SELECT RAISE(ABORT, 'points change only through the point ledger'); END`,
  `CREATE TRIGGER point_ledger_no_update BEFORE UPDATE ON point_ledger
    BEGIN SELECT RAISE(ABORT, 'point ledger rows are append-only'); END`,
  `CREATE TRIGGER point_ledger_no_delete BEFORE DELETE ON point_ledger
    BEGIN SELECT RAISE(ABORT, 'point ledger rows are append-only'); END`,

  // 0004 and 0005: public records, never edited or removed.
  `CREATE TRIGGER yeekee_shots_no_update BEFORE UPDATE ON yeekee_shots
    BEGIN SELECT RAISE(ABORT, 'yeekee shots are append-only'); END`,
  `CREATE TRIGGER yeekee_shots_no_delete BEFORE DELETE ON yeekee_shots
    BEGIN SELECT RAISE(ABORT, 'yeekee shots are append-only'); END`,
  `CREATE TRIGGER lotto_official_results_no_update BEFORE UPDATE ON lotto_official_results
    BEGIN SELECT RAISE(ABORT, 'official results are append-only'); END`,
  `CREATE TRIGGER lotto_official_results_no_delete BEFORE DELETE ON lotto_official_results
    BEGIN SELECT RAISE(ABORT, 'official results are append-only'); END`,
  `CREATE TRIGGER lotto_draw_source_changes_no_update BEFORE UPDATE ON lotto_draw_source_changes
    BEGIN SELECT RAISE(ABORT, 'draw source changes are append-only'); END`,
  `CREATE TRIGGER lotto_draw_source_changes_no_delete BEFORE DELETE ON lotto_draw_source_changes
    BEGIN SELECT RAISE(ABORT, 'draw source changes are append-only'); END`,

  // 0008: one member per bank account, kept in step with the members' two account columns.
  `CREATE TRIGGER members_main_bank_owned AFTER INSERT ON members
    BEGIN
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
    END`,
  `CREATE TRIGGER members_main_bank_moved AFTER UPDATE OF bank_code, bank_account ON members
    WHEN OLD.bank_code IS NOT NEW.bank_code OR OLD.bank_account IS NOT NEW.bank_account
    BEGIN
      DELETE FROM bank_account_owners
      WHERE member_id = OLD.id AND bank_code = OLD.bank_code AND bank_account = OLD.bank_account;
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
    END`,
  `CREATE TRIGGER members_sub_bank_moved AFTER UPDATE OF sub_bank_code, sub_bank_account ON members
    WHEN OLD.sub_bank_code IS NOT NEW.sub_bank_code OR OLD.sub_bank_account IS NOT NEW.sub_bank_account
    BEGIN
      DELETE FROM bank_account_owners
      WHERE member_id = OLD.id AND bank_code IS OLD.sub_bank_code AND bank_account IS OLD.sub_bank_account;
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id)
        SELECT NEW.sub_bank_code, NEW.sub_bank_account, NEW.id WHERE NEW.sub_bank_code IS NOT NULL;
    END`,

  // 0009: stakes per number kept as lines are written and bills cancelled; what they are summed
  // from never changes after the fact. (0028-stake-payouts replaces the first two with ones that
  // keep payout_centi too.)
  `CREATE TRIGGER lotto_bill_lines_staked AFTER INSERT ON lotto_bill_lines
    WHEN (SELECT status FROM lotto_bills WHERE id = NEW.bill_id) <> 'cancelled'
    BEGIN
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, 0, NEW.amount)
        ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = amount + excluded.amount;
      INSERT INTO lotto_number_stakes (round_id, bet_type, number, member_id, amount)
        VALUES (NEW.round_id, NEW.bet_type, NEW.number, (SELECT member_id FROM lotto_bills WHERE id = NEW.bill_id), NEW.amount)
        ON CONFLICT (round_id, bet_type, number, member_id) DO UPDATE SET amount = amount + excluded.amount;
    END`,
  `CREATE TRIGGER lotto_bills_cancelled_unstaked AFTER UPDATE OF status ON lotto_bills
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
    END`,
  `CREATE TRIGGER lotto_bills_cancel_final BEFORE UPDATE OF status ON lotto_bills
    WHEN OLD.status = 'cancelled' AND NEW.status <> 'cancelled'
    BEGIN SELECT RAISE(ABORT, 'a cancelled bill stays cancelled'); END`,
  `CREATE TRIGGER lotto_bills_owner_fixed BEFORE UPDATE OF member_id, round_id ON lotto_bills
    WHEN OLD.member_id IS NOT NEW.member_id OR OLD.round_id IS NOT NEW.round_id
    BEGIN SELECT RAISE(ABORT, 'a bill keeps its member and round'); END`,
  `CREATE TRIGGER lotto_bill_lines_stake_fixed BEFORE UPDATE OF bill_id, round_id, bet_type, number, amount ON lotto_bill_lines
    WHEN OLD.bill_id IS NOT NEW.bill_id OR OLD.round_id IS NOT NEW.round_id OR OLD.bet_type IS NOT NEW.bet_type
      OR OLD.number IS NOT NEW.number OR OLD.amount IS NOT NEW.amount
    BEGIN SELECT RAISE(ABORT, 'a bill line keeps its number and stake'); END`,
  `CREATE TRIGGER lotto_bill_lines_no_delete BEFORE DELETE ON lotto_bill_lines
    BEGIN SELECT RAISE(ABORT, 'bill lines are never removed'); END`,
];
