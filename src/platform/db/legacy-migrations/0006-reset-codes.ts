import type { Migration } from './migration.ts';

// Password reset by one-time code sent out of band, the message outbox of the embedded platform,
// and login locks per phone and client address with backoff.
export const resetCodesAndLoginLocks: Migration = {
  name: 'reset codes, reset requests, message outbox, login lock backoff',
  sql: `
    -- The old reset tokens were handed out in API answers: none of them may work again.
    DROP TABLE password_resets;
    DELETE FROM settings WHERE key = 'auth.reset_token_ttl_minutes';

    -- Old locks were per phone only (anyone could lock anyone out); counting starts afresh per
    -- phone and client address. A lock row outlives its lock to remember the backoff.
    DELETE FROM auth_failures;
    DELETE FROM auth_locks;
    ALTER TABLE auth_locks ADD COLUMN strikes INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE auth_locks ADD COLUMN locked_at INTEGER NOT NULL DEFAULT 0;
    -- An attempt is written down before its password is checked: pending until decided.
    ALTER TABLE auth_failures ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;

    -- One-time codes: only a salted HMAC of the code is kept. At most one is open per phone.
    CREATE TABLE password_reset_codes (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      phone TEXT NOT NULL,
      salt TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      tries INTEGER NOT NULL DEFAULT 0,
      closed_at INTEGER,
      closed_reason TEXT CHECK (closed_reason IN ('used', 'replaced', 'burnt'))
    );
    CREATE INDEX password_reset_codes_phone ON password_reset_codes(phone, closed_at);

    -- Every accepted request for a code, members' phones or not, so the limits reveal nothing.
    CREATE TABLE password_reset_requests (
      id INTEGER PRIMARY KEY,
      phone TEXT NOT NULL,
      client TEXT NOT NULL,
      requested_at INTEGER NOT NULL
    );
    CREATE INDEX password_reset_requests_phone ON password_reset_requests(phone, requested_at);
    CREATE INDEX password_reset_requests_client ON password_reset_requests(client, requested_at);

    -- Text messages of the embedded platform: the operator reads them (npm run operator -- outbox)
    -- in place of an SMS provider.
    CREATE TABLE message_outbox (
      id INTEGER PRIMARY KEY,
      recipient TEXT NOT NULL,
      purpose TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE INDEX message_outbox_recipient ON message_outbox(recipient, created_at);
  `,
};
