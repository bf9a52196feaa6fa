import type { Migration } from './migration.ts';

// Sessions, failed-attempt locks and password resets. Tokens are stored only as SHA-256 hashes.
export const authTables: Migration = {
  name: 'sessions, attempt locks, password resets',
  sql: `
    CREATE TABLE sessions (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      token_hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE INDEX sessions_member ON sessions(member_id);

    -- Failed attempts per key ('login:<phone>', 'reset:<phone>'), whether or not the phone exists.
    CREATE TABLE auth_failures (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL,
      failed_at INTEGER NOT NULL
    );
    CREATE INDEX auth_failures_key ON auth_failures(key, failed_at);

    CREATE TABLE auth_locks (
      key TEXT PRIMARY KEY,
      locked_until INTEGER NOT NULL
    );

    CREATE TABLE password_resets (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      token_hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE INDEX password_resets_member ON password_resets(member_id);
  `,
};
