// The bench's own site: the built server on a fresh database, members for the logged-in
// measurements, and what the load needs on that database (money, open rounds, shooters).
// Money moves only through the platform's ledger; the other rows are written with the platform's
// own functions on the same file (WAL lets a second writer in while the server runs).
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { siteAgent } from '../src/platform/agent/records.ts';
import { createSession } from '../src/platform/auth/sessions.ts';
import { openDatabase, tx } from '../src/platform/db/database.ts';
import { DB_FILE } from '../src/platform/index.ts';
import { insertMember } from '../src/platform/member/records.ts';
import { credit } from '../src/platform/money/ledger.ts';
import { toSatang } from '../src/platform/money/money.ts';
import { walletIdOf, WALLET_TYPE } from '../src/platform/money/wallets.ts';
import { setSetting } from '../src/platform/settings.ts';
import { startServer } from '../tests/support/server.ts';

export const SESSION_COOKIE = 'r999_session';

/** A browser-like request: what Chromium sends for a page or a fetch. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'th-TH,th;q=0.9' };

export async function startSite() {
  const server = await startServer();
  const db = openDatabase(join(server.dataDir, DB_FILE));
  return {
    ...server,
    db,
    agentId: siteAgent(db).id,
    async stop() {
      db.close();
      await server.stop();
    },
  };
}

function birthDate(yearsAgo) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - yearsAgo);
  return date.toISOString().slice(0, 10);
}

/** A member registered through the API like anyone else; `cookie` is the session cookie pair. */
export async function registerMember(baseUrl) {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      phone: `09${String(randomInt(1e8)).padStart(8, '0')}`,
      password: `bench-${randomInt(1e9)}`,
      full_name: 'ทดสอบ วัดความเร็ว',
      bank_code: 'SCB',
      bank_account: String(1e9 + randomInt(9e8)),
      birth_date: birthDate(30),
    }),
  });
  const answer = await response.json();
  if (answer.error !== 0) throw new Error(`bench member not registered: ${answer.message}`);
  const token = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!token) throw new Error('register answered without a session cookie');
  return { memberId: answer.data.user.id, cookie: token, token: token.slice(SESSION_COOKIE.length + 1) };
}

/** Play credit for the bench member, as one ledger adjustment. */
export function topUp(db, memberId, baht) {
  credit(db, walletIdOf(db, memberId, WALLET_TYPE.MAIN), toSatang(baht), 'adjustment', 'bench top-up');
}

/**
 * `count` members with a live session each, written straight into the bench database (no
 * registration per member: that would measure password hashing, not shots). They have no
 * wallets: shooting needs none.
 */
export function shooterPool(db, count) {
  const agentId = siteAgent(db).id;
  return tx(db, () =>
    Array.from({ length: count }, (_, index) => {
      const memberId = insertMember(db, {
        agentId,
        phone: `07${String(index).padStart(8, '0')}`,
        passwordHash: 'bench member: no password',
        fullName: `ยิงเลข ทดสอบ${index}`,
        bankCode: 'SCB',
        bankAccount: String(2e9 + index),
        birthDate: birthDate(30),
      });
      return { memberId, token: createSession(db, memberId).token };
    }),
  );
}

export function setShotInterval(db, seconds) {
  setSetting(db, 'lotto.yeekee_shot_interval_seconds', seconds);
}

const YEEKEE_ROUNDS = `SELECT r.* FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
  WHERE c.kind = 'yeekee' AND r.state = 'pending'`;

/**
 * A Yeekee round that takes shots for at least `seconds` more: the open one if it lasts, else the
 * next one opened now (on the bench database only; the schedule would make the bench wait).
 */
export function yeekeeRoundFor(db, seconds) {
  const now = Date.now();
  const until = now + seconds * 1000;
  const open = db.prepare(`${YEEKEE_ROUNDS} AND r.open_at <= ? AND r.result_at > ? ORDER BY r.result_at DESC LIMIT 1`).get(now, until);
  if (open) return open.id;
  const next = db.prepare(`${YEEKEE_ROUNDS} AND r.open_at > ? AND r.result_at > ? ORDER BY r.open_at LIMIT 1`).get(now, until);
  if (!next) throw new Error('no Yeekee round to shoot in');
  db.prepare('UPDATE lotto_rounds SET open_at = ? WHERE id = ?').run(now - 1000, next.id);
  return next.id;
}

/** A pending Yeekee round other than `exceptId` (its shot list is read, not shot at). */
export function otherYeekeeRound(db, exceptId) {
  const round = db.prepare(`${YEEKEE_ROUNDS} AND r.id <> ? ORDER BY r.open_at DESC LIMIT 1`).get(exceptId);
  if (!round) throw new Error('no second Yeekee round');
  return round.id;
}

/** The open ordinary (not Yeekee) round that closes last: bills go there. */
export function billRound(db, seconds) {
  const now = Date.now();
  const round = db
    .prepare(
      `SELECT r.* FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
       WHERE c.kind <> 'yeekee' AND r.state = 'pending' AND r.open_at <= ? AND r.close_at > ? ORDER BY r.close_at DESC LIMIT 1`,
    )
    .get(now, now + seconds * 1000);
  if (!round) throw new Error('no open round to bet on');
  return round.id;
}

/** Three-top numbers the round takes (closed ones left out), for varied bills. */
export function openThreeTopNumbers(db, roundId) {
  const round = db.prepare('SELECT category_id FROM lotto_rounds WHERE id = ?').get(roundId);
  const closed = new Set(
    db
      .prepare(
        `SELECT number FROM lotto_number_rules WHERE category_id = ? AND (round_id IS NULL OR round_id = ?)
         AND bet_type = 'three_top' AND kind = 'closed'`,
      )
      .all(round.category_id, roundId)
      .map((row) => row.number),
  );
  return Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter((number) => !closed.has(number));
}

/** `count` shots in a round straight into the table, by the given members, oldest first. */
export function insertShots(db, roundId, memberIds, count) {
  const insert = db.prepare('INSERT INTO yeekee_shots (round_id, member_id, number, created_at) VALUES (?, ?, ?, ?)');
  const start = Date.now() - count * 100;
  tx(db, () => {
    for (let i = 0; i < count; i++) {
      insert.run(roundId, memberIds[i % memberIds.length], String(randomInt(100_000)).padStart(5, '0'), start + i * 100);
    }
  });
  return db
    .prepare('SELECT id FROM yeekee_shots WHERE round_id = ? ORDER BY id DESC')
    .all(roundId)
    .map((row) => row.id);
}
