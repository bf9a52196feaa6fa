// A staff session opened on a test server's database directly, for the robustness suite: it fuzzes
// what the staff calls do with hostile input, not the log-in (tests/api/admin-access.test.ts walks
// that with real TOTP codes), and a fuzzed log-out ends the session more often than an
// authenticator's 30-second codes could open a new one.
import { createHash, randomBytes } from 'node:crypto';
import { serverRun, type ServerData } from './server-database.ts';

export async function mintStaffSession(where: ServerData, name: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const now = Date.now();
  await serverRun(
    where,
    `INSERT INTO staff_sessions (staff_id, token_hash, address, created_at, last_seen_at, expires_at)
     SELECT id, ?, 'robust-test', ?, ?, ? FROM staff WHERE name = ?`,
    hash,
    now,
    now,
    now + 12 * 3_600_000,
    name,
  );
  return token;
}
