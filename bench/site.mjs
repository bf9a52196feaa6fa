// The bench's own site: the built server on a fresh database (SQLite in a temporary DATA_DIR, or
// a throwaway PostgreSQL cluster; one node or several on that database), members for the
// logged-in measurements, and what the load needs on that database (money, open rounds, shooters).
// Money moves only through the platform's ledger; the other rows are written with the platform's
// own functions, through a platform of the bench's own opened on the same database.
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { siteAgent } from '../src/platform/agent/records.ts';
import { createSession } from '../src/platform/auth/sessions.ts';
import { tx } from '../src/platform/db/database.ts';
import { createPlatform, DB_FILE } from '../src/platform/index.ts';
import { insertMember } from '../src/platform/member/records.ts';
import { outboxMessages } from '../src/platform/messages/outbox.ts';
import { credit } from '../src/platform/money/ledger.ts';
import { toSatang } from '../src/platform/money/money.ts';
import { walletIdOf, WALLET_TYPE } from '../src/platform/money/wallets.ts';
import { setSetting } from '../src/platform/settings.ts';
import { startTestPostgres } from '../tests/support/postgres.ts';
import { freePort, startServer } from '../tests/support/server.ts';

export const SESSION_COOKIE = 'r999_session';

/** A browser-like request: what Chromium sends for a page or a fetch. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'th-TH,th;q=0.9' };

/**
 * Connections per node when PostgreSQL shares this machine with the nodes: about twice the cores
 * in all (PostgreSQL's own sizing advice), shared by the nodes. More backends than that only take
 * turns on the same cores (on 2 cores, 10 per node ran bills 5-10% slower than 2 per node).
 * DATABASE_POOL_SIZE, when set, wins.
 */
export function benchPoolSize(nodes, cores = availableParallelism(), env = process.env) {
  if (env.DATABASE_POOL_SIZE) return env.DATABASE_POOL_SIZE;
  return String(Math.max(1, Math.round((2 * cores) / nodes)));
}

/**
 * The site on `engine` ('sqlite' or 'postgres') with `nodes` server processes on one database.
 * `url`, `pid` and `servingPid` are the first node's; `urls` and `pids` every node's. With
 * `platformDoor`, the first node also serves its platform's API on a port of its own
 * (PLATFORM_PORT), at `platformUrl`, for a site node in gateway mode (`startGateway`).
 */
export async function startSite({ engine = 'sqlite', nodes = 1, platformDoor = false } = {}) {
  const postgres = engine === 'postgres' ? await startTestPostgres() : undefined;
  const servers = [];
  try {
    const env = postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: benchPoolSize(nodes) } : {};
    const platformPort = platformDoor ? await freePort() : undefined;
    // The first node creates, migrates and seeds the database; the others open it.
    servers.push(await startServer(platformPort ? { ...env, PLATFORM_PORT: String(platformPort) } : env));
    for (let node = 1; node < nodes; node++) servers.push(await startServer(env, { dataDir: servers[0].dataDir, keepDataDir: true }));
    const platform = await createPlatform(
      postgres
        ? { engine: { kind: 'postgres', url: postgres.url } }
        : { engine: { kind: 'sqlite', path: join(servers[0].dataDir, DB_FILE) } },
    );
    const db = platform.db;
    return {
      ...servers[0],
      engine,
      nodes,
      urls: servers.map((server) => server.url),
      platformUrl: platformPort ? `http://127.0.0.1:${platformPort}` : undefined,
      pids: servers.map((server) => server.pid),
      db,
      agentId: (await siteAgent(db)).id,
      async stop() {
        await platform.close();
        await stopAll(servers);
        await postgres?.stop();
      },
    };
  } catch (error) {
    await stopAll(servers);
    await postgres?.stop();
    throw error;
  }
}

/**
 * A site node in gateway mode (PLATFORM_API_URL) in front of the platform door of `site` (started
 * with `platformDoor`): the same data, the member's session cookie sent upstream as its Bearer token.
 */
export async function startGateway(site) {
  if (!site.platformUrl) throw new Error('the site serves no platform door: start it with platformDoor');
  return startServer({ PLATFORM_API_URL: site.platformUrl });
}

/** The later nodes first: the first owns the data folder and removes it. */
async function stopAll(servers) {
  for (const server of [...servers].reverse()) await server.stop();
}

function birthDate(yearsAgo) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - yearsAgo);
  return date.toISOString().slice(0, 10);
}

/**
 * A member registered through the API like anyone else, the phone confirmed with the code it got
 * by SMS (read from the outbox of `db`, the site's database); `cookie` is the session cookie pair.
 */
export async function registerMember(baseUrl, db) {
  const phone = `09${String(randomInt(1e8)).padStart(8, '0')}`;
  const sent = await fetch(`${baseUrl}/api/register/phone_code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ phone }),
  });
  if ((await sent.json()).error !== 0) throw new Error('bench member got no phone code');
  const [newest] = await outboxMessages(db, phone);
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      phone,
      phone_code: /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1],
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
export async function topUp(db, memberId, baht) {
  await credit(db, await walletIdOf(db, memberId, WALLET_TYPE.MAIN), toSatang(baht), 'adjustment', 'bench top-up');
}

/**
 * `count` members with a live session each, written straight into the bench database (no
 * registration per member: that would measure password hashing, not shots). They have no
 * wallets: shooting needs none.
 */
export async function shooterPool(db, count) {
  const agentId = (await siteAgent(db)).id;
  return tx(db, async (trx) => {
    // Numbered after the members already there: one site may make several pools (shots, then bills).
    const { n } = await trx
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const first = Number(n);
    const shooters = [];
    for (let at = 0; at < count; at++) {
      const index = first + at;
      const memberId = await insertMember(trx, {
        agentId,
        phone: `07${String(index).padStart(8, '0')}`,
        passwordHash: 'bench member: no password',
        fullName: `ยิงเลข ทดสอบ${index}`,
        bankCode: 'SCB',
        bankAccount: String(2e9 + index),
        birthDate: birthDate(30),
      });
      shooters.push({ memberId, token: (await createSession(trx, memberId)).token });
    }
    return shooters;
  });
}

export async function setShotInterval(db, seconds) {
  await setSetting(db, 'lotto.yeekee_shot_interval_seconds', seconds);
}

const pendingYeekee = (db) =>
  db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .selectAll('r')
    .where('c.kind', '=', 'yeekee')
    .where('r.state', '=', 'pending');

/**
 * A Yeekee round that takes shots for at least `seconds` more: the open one if it lasts, else the
 * next one opened now (on the bench database only; the schedule would make the bench wait).
 */
export async function yeekeeRoundFor(db, seconds) {
  const now = Date.now();
  const until = now + seconds * 1000;
  const open = await pendingYeekee(db)
    .where('r.open_at', '<=', now)
    .where('r.result_at', '>', until)
    .orderBy('r.result_at', 'desc')
    .executeTakeFirst();
  if (open) return open.id;
  const next = await pendingYeekee(db)
    .where('r.open_at', '>', now)
    .where('r.result_at', '>', until)
    .orderBy('r.open_at')
    .executeTakeFirst();
  if (!next) throw new Error('no Yeekee round to shoot in');
  await db
    .updateTable('lotto_rounds')
    .set({ open_at: now - 1000 })
    .where('id', '=', next.id)
    .execute();
  return next.id;
}

/** A pending Yeekee round other than `exceptId` (its shot list is read, not shot at). */
export async function otherYeekeeRound(db, exceptId) {
  const round = await pendingYeekee(db).where('r.id', '<>', exceptId).orderBy('r.open_at', 'desc').executeTakeFirst();
  if (!round) throw new Error('no second Yeekee round');
  return round.id;
}

/** The open ordinary (not Yeekee) round that closes last: bills go there. */
export async function billRound(db, seconds) {
  const now = Date.now();
  const round = await db
    .selectFrom('lotto_rounds as r')
    .innerJoin('lotto_categories as c', 'c.id', 'r.category_id')
    .select('r.id')
    .where('c.kind', '<>', 'yeekee')
    .where('r.state', '=', 'pending')
    .where('r.open_at', '<=', now)
    .where('r.close_at', '>', now + seconds * 1000)
    .orderBy('r.close_at', 'desc')
    .executeTakeFirst();
  if (!round) throw new Error('no open round to bet on');
  return round.id;
}

/** Three-top numbers the round takes (closed ones left out), for varied bills. */
export async function openThreeTopNumbers(db, roundId) {
  const round = await db.selectFrom('lotto_rounds').select('category_id').where('id', '=', roundId).executeTakeFirstOrThrow();
  const closedRows = await db
    .selectFrom('lotto_number_rules')
    .select('number')
    .where('category_id', '=', round.category_id)
    .where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]))
    .where('bet_type', '=', 'three_top')
    .where('kind', '=', 'closed')
    .execute();
  const closed = new Set(closedRows.map((row) => row.number));
  return Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0')).filter((number) => !closed.has(number));
}

/** `count` shots in a round straight into the table, by the given members, oldest first. */
export async function insertShots(db, roundId, memberIds, count) {
  const start = Date.now() - count * 100;
  const rows = Array.from({ length: count }, (_, i) => ({
    round_id: roundId,
    member_id: memberIds[i % memberIds.length],
    number: String(randomInt(100_000)).padStart(5, '0'),
    created_at: start + i * 100,
  }));
  await tx(db, async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('yeekee_shots')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  const ids = await db.selectFrom('yeekee_shots').select('id').where('round_id', '=', roundId).orderBy('id', 'desc').execute();
  return ids.map((row) => row.id);
}
