import type { Migration } from './migration.ts';

// Members, wallets and the ledger. The triggers make the money rules hold in the database
// itself: a wallet's balance only ever changes by inserting a ledger row, the row must carry the
// right balance_after, and ledger rows are never edited or deleted. So balance == sum of rows.
export const membersAndMoney: Migration = {
  name: 'members, wallets, ledger, points',
  sql: `
    CREATE TABLE members (
      id INTEGER PRIMARY KEY,
      agent_id INTEGER NOT NULL REFERENCES agents(id),
      phone TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      full_name TEXT NOT NULL,
      bank_code TEXT NOT NULL REFERENCES banks(code),
      bank_account TEXT NOT NULL,
      sub_bank_code TEXT REFERENCES banks(code),
      sub_bank_account TEXT,
      birth_date TEXT NOT NULL,        -- YYYY-MM-DD
      ref_code TEXT NOT NULL UNIQUE,
      referrer_id INTEGER REFERENCES members(id),
      points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
      created_at INTEGER NOT NULL,     -- epoch ms, like every *_at column
      CHECK ((sub_bank_code IS NULL) = (sub_bank_account IS NULL))
    );
    CREATE INDEX members_referrer ON members(referrer_id);

    CREATE TABLE wallet_types (
      id INTEGER PRIMARY KEY,          -- 1 main, 2 bonus, 3 free credit
      name TEXT NOT NULL
    );

    CREATE TABLE wallets (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      wallet_type_id INTEGER NOT NULL REFERENCES wallet_types(id),
      balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),   -- satang
      UNIQUE (member_id, wallet_type_id)
    );

    CREATE TABLE ledger (
      id INTEGER PRIMARY KEY,
      wallet_id INTEGER NOT NULL REFERENCES wallets(id),
      amount INTEGER NOT NULL CHECK (amount <> 0),               -- satang, + credit / - debit
      balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      type TEXT NOT NULL,
      ref TEXT,
      idempotency_key TEXT UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX ledger_wallet ON ledger(wallet_id, id);

    CREATE TRIGGER wallets_start_empty BEFORE INSERT ON wallets
    WHEN NEW.balance <> 0
    BEGIN SELECT RAISE(ABORT, 'a wallet starts at 0; credit it through the ledger'); END;

    CREATE TRIGGER ledger_balance_after_matches BEFORE INSERT ON ledger
    WHEN NEW.balance_after IS NOT (SELECT balance FROM wallets WHERE id = NEW.wallet_id) + NEW.amount
    BEGIN SELECT RAISE(ABORT, 'ledger balance_after does not follow the wallet balance'); END;

    CREATE TRIGGER ledger_moves_balance AFTER INSERT ON ledger
    BEGIN UPDATE wallets SET balance = NEW.balance_after WHERE id = NEW.wallet_id; END;

    CREATE TRIGGER wallets_balance_only_by_ledger BEFORE UPDATE OF balance ON wallets
    WHEN NEW.balance IS NOT (SELECT balance_after FROM ledger WHERE wallet_id = NEW.id ORDER BY id DESC LIMIT 1)
    BEGIN SELECT RAISE(ABORT, 'wallet balance changes only through the ledger'); END;

    CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger rows are append-only'); END;

    CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
    BEGIN SELECT RAISE(ABORT, 'ledger rows are append-only'); END;

    -- Points follow the same rules as money, on the member row.
    CREATE TABLE point_ledger (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      amount INTEGER NOT NULL CHECK (amount <> 0),
      balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      type TEXT NOT NULL,
      ref TEXT,
      idempotency_key TEXT UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX point_ledger_member ON point_ledger(member_id, id);

    CREATE TRIGGER members_start_without_points BEFORE INSERT ON members
    WHEN NEW.points <> 0
    BEGIN SELECT RAISE(ABORT, 'a member starts at 0 points; add them through the point ledger'); END;

    CREATE TRIGGER point_ledger_balance_after_matches BEFORE INSERT ON point_ledger
    WHEN NEW.balance_after IS NOT (SELECT points FROM members WHERE id = NEW.member_id) + NEW.amount
    BEGIN SELECT RAISE(ABORT, 'point balance_after does not follow the member points'); END;

    CREATE TRIGGER point_ledger_moves_points AFTER INSERT ON point_ledger
    BEGIN UPDATE members SET points = NEW.balance_after WHERE id = NEW.member_id; END;

    CREATE TRIGGER members_points_only_by_ledger BEFORE UPDATE OF points ON members
    WHEN NEW.points IS NOT (SELECT balance_after FROM point_ledger WHERE member_id = NEW.id ORDER BY id DESC LIMIT 1)
    BEGIN SELECT RAISE(ABORT, 'points change only through the point ledger'); END;

    CREATE TRIGGER point_ledger_no_update BEFORE UPDATE ON point_ledger
    BEGIN SELECT RAISE(ABORT, 'point ledger rows are append-only'); END;

    CREATE TRIGGER point_ledger_no_delete BEFORE DELETE ON point_ledger
    BEGIN SELECT RAISE(ABORT, 'point ledger rows are append-only'); END;
  `,
};
