import type { Migration } from './migration.ts';

// The lottery: categories and their schedules, rates and limits, rounds with their committed
// draws, bills and their lines, Yeekee shots. Money columns are satang, rates are hundredths
// (rate_centi 320 = 3.20 baht per baht), times epoch ms, draw dates YYYY-MM-DD in Asia/Bangkok.
export const lottoTables: Migration = {
  name: 'lotto categories, rounds, bills, yeekee shots',
  sql: `
    CREATE TABLE lotto_categories (
      id INTEGER PRIMARY KEY,
      code TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('government', 'lao', 'hanoi', 'stock', 'yeekee')),
      sort INTEGER NOT NULL,
      schedule TEXT NOT NULL,          -- JSON, see lotto/schedule.ts
      schedule_text TEXT NOT NULL,     -- the schedule in Thai, for members
      rule_text TEXT NOT NULL,
      active INTEGER NOT NULL DEFAULT 1
    );

    -- Draw days that are data rather than a rule (the government lottery's dates move).
    CREATE TABLE lotto_draw_dates (
      category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
      draw_date TEXT NOT NULL,
      PRIMARY KEY (category_id, draw_date)
    );

    CREATE TABLE lotto_rates (
      category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
      bet_type TEXT NOT NULL,
      rate_centi INTEGER NOT NULL CHECK (rate_centi > 0),
      min_stake INTEGER NOT NULL CHECK (min_stake > 0),            -- baht per line
      max_stake INTEGER NOT NULL CHECK (max_stake >= min_stake),   -- baht per line
      member_number_max INTEGER NOT NULL,                          -- baht per number per member per round
      house_number_max INTEGER NOT NULL,                           -- baht per number per round, all members
      PRIMARY KEY (category_id, bet_type)
    );

    -- Hot numbers (pay half rate) and closed numbers (refused), for every round of a category
    -- (round_id NULL) or one round.
    CREATE TABLE lotto_number_rules (
      id INTEGER PRIMARY KEY,
      category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
      round_id INTEGER REFERENCES lotto_rounds(id),
      bet_type TEXT NOT NULL,
      number TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('hot', 'closed'))
    );
    CREATE INDEX lotto_number_rules_category ON lotto_number_rules(category_id, bet_type, number);

    CREATE TABLE lotto_rounds (
      id INTEGER PRIMARY KEY,
      category_id INTEGER NOT NULL REFERENCES lotto_categories(id),
      draw_date TEXT NOT NULL,
      seq INTEGER NOT NULL DEFAULT 1,  -- Yeekee round number in its day (1..88)
      name TEXT NOT NULL,
      open_at INTEGER NOT NULL,
      close_at INTEGER NOT NULL,
      result_at INTEGER NOT NULL,      -- Yeekee: when shooting ends
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'settled', 'refunded')),
      draw TEXT,                       -- JSON: the simulated result fixed when the round was made
      commit_text TEXT,                -- draw + secret, revealed with the result
      commit_hash TEXT,                -- sha256(commit_text), public from the start
      result TEXT,                     -- JSON: the result the round was settled with
      result_source TEXT CHECK (result_source IN ('draw', 'operator', 'shots', 'refund')),
      settled_at INTEGER,
      UNIQUE (category_id, draw_date, seq),
      CHECK (open_at < close_at AND close_at <= result_at)
    );
    CREATE INDEX lotto_rounds_close ON lotto_rounds(close_at);
    CREATE INDEX lotto_rounds_due ON lotto_rounds(state, result_at);

    CREATE TABLE lotto_bills (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
      wallet_id INTEGER NOT NULL REFERENCES wallets(id),
      total INTEGER NOT NULL CHECK (total > 0),
      payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0),
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'cancelled', 'refunded')),
      idempotency_key TEXT UNIQUE,     -- member id + the client's key
      request_hash TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      settled_at INTEGER
    );
    CREATE INDEX lotto_bills_member ON lotto_bills(member_id, id);
    CREATE INDEX lotto_bills_round ON lotto_bills(round_id, status);

    CREATE TABLE lotto_bill_lines (
      id INTEGER PRIMARY KEY,
      bill_id INTEGER NOT NULL REFERENCES lotto_bills(id),
      round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
      bet_type TEXT NOT NULL,
      number TEXT NOT NULL,            -- as stored: tod digits sorted
      input_number TEXT NOT NULL,      -- as the member typed it
      amount INTEGER NOT NULL CHECK (amount > 0),
      rate_centi INTEGER NOT NULL CHECK (rate_centi > 0),   -- locked when the bill was created
      hot INTEGER NOT NULL DEFAULT 0,
      result TEXT NOT NULL DEFAULT 'pending' CHECK (result IN ('pending', 'won', 'lost', 'refunded')),
      payout INTEGER NOT NULL DEFAULT 0 CHECK (payout >= 0)
    );
    CREATE INDEX lotto_bill_lines_bill ON lotto_bill_lines(bill_id);
    CREATE INDEX lotto_bill_lines_number ON lotto_bill_lines(round_id, bet_type, number);

    CREATE TABLE yeekee_shots (
      id INTEGER PRIMARY KEY,
      round_id INTEGER NOT NULL REFERENCES lotto_rounds(id),
      member_id INTEGER NOT NULL REFERENCES members(id),
      number TEXT NOT NULL CHECK (length(number) = 5),
      created_at INTEGER NOT NULL
    );
    CREATE INDEX yeekee_shots_round ON yeekee_shots(round_id, id);
    CREATE INDEX yeekee_shots_member ON yeekee_shots(member_id, round_id, id);

    -- Shots are public record: never edited or removed.
    CREATE TRIGGER yeekee_shots_no_update BEFORE UPDATE ON yeekee_shots
    BEGIN SELECT RAISE(ABORT, 'yeekee shots are append-only'); END;
    CREATE TRIGGER yeekee_shots_no_delete BEFORE DELETE ON yeekee_shots
    BEGIN SELECT RAISE(ABORT, 'yeekee shots are append-only'); END;
  `,
};
