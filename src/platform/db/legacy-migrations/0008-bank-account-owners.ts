import type { Migration } from './migration.ts';

// A bank account (bank code + number) belongs to one member, as their main or their sub account:
// withdrawals go to it, so two members sharing one would pay one member's money to another. The
// primary key is the unique index; triggers keep it in step with the members' two account columns,
// so a write that gives an account a second owner fails in the database itself.
// Rows older than this rule that already share an account keep working: the first member to hold
// it owns it, and every later claim on it is refused.
export const bankAccountOwners: Migration = {
  name: 'one member per bank account',
  sql: `
    CREATE TABLE bank_account_owners (
      bank_code TEXT NOT NULL,
      bank_account TEXT NOT NULL,
      member_id INTEGER NOT NULL REFERENCES members(id),
      PRIMARY KEY (bank_code, bank_account)
    ) WITHOUT ROWID;
    CREATE INDEX bank_account_owners_member ON bank_account_owners(member_id);

    INSERT OR IGNORE INTO bank_account_owners (bank_code, bank_account, member_id)
      SELECT bank_code, bank_account, id FROM members ORDER BY id;
    INSERT OR IGNORE INTO bank_account_owners (bank_code, bank_account, member_id)
      SELECT sub_bank_code, sub_bank_account, id FROM members WHERE sub_bank_code IS NOT NULL ORDER BY id;

    CREATE TRIGGER members_main_bank_owned AFTER INSERT ON members
    BEGIN
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
    END;

    CREATE TRIGGER members_main_bank_moved AFTER UPDATE OF bank_code, bank_account ON members
    WHEN OLD.bank_code IS NOT NEW.bank_code OR OLD.bank_account IS NOT NEW.bank_account
    BEGIN
      DELETE FROM bank_account_owners
      WHERE member_id = OLD.id AND bank_code = OLD.bank_code AND bank_account = OLD.bank_account;
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id) VALUES (NEW.bank_code, NEW.bank_account, NEW.id);
    END;

    CREATE TRIGGER members_sub_bank_moved AFTER UPDATE OF sub_bank_code, sub_bank_account ON members
    WHEN OLD.sub_bank_code IS NOT NEW.sub_bank_code OR OLD.sub_bank_account IS NOT NEW.sub_bank_account
    BEGIN
      DELETE FROM bank_account_owners
      WHERE member_id = OLD.id AND bank_code IS OLD.sub_bank_code AND bank_account IS OLD.sub_bank_account;
      INSERT INTO bank_account_owners (bank_code, bank_account, member_id)
        SELECT NEW.sub_bank_code, NEW.sub_bank_account, NEW.id WHERE NEW.sub_bank_code IS NOT NULL;
    END;
  `,
};
