// Robustness: every call in the platform's route table, fuzzed over HTTP against the built server
// with hostile values (wrong types, huge strings, negative, fractional, NaN and 1e308 amounts, SQL,
// HTML, unknown fields, bad JSON, odd content types, broken cookies), with and without a session
// (with one: a member's and an owner's staff session, each cookie going where the browser sends it).
// Whatever is sent: never a 5xx, always the JSON envelope { error, message, data } with a Thai
// message; and afterwards every wallet equals the sum of its ledger rows and none is negative.
//
// This file starts a server of its own: thousands of hostile logins and resets from one address
// must not trip the lockouts and rate limits the other contract tests meet on the shared server.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint.ts';
import * as adminMembers from '../../src/contract/endpoints/admin/admin-members.ts';
import * as adminStaff from '../../src/contract/endpoints/admin/admin-staff.ts';
import * as auth from '../../src/contract/endpoints/account/auth.ts';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import type { Route } from '../../src/platform/http.ts';
import { NO_LEDGER_FAULTS, ledgerFaults, serverRows } from '../support/server-database.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { freshServerEnv, testEngineKind } from '../support/test-databases.ts';
import { mintStaffSession } from '../support/staff-session.ts';
import { operatorOn } from './admin-helpers.ts';
import { Member, birthDate, loopbackAddress, uniquePhone, register } from './client.ts';
import {
  CALLS,
  THAI,
  describeSent,
  envelopeFault,
  isStream,
  hostileOf,
  mutated,
  queryText,
  send,
  sendRaw,
  shapeOf,
  toJsonText,
  type Sent,
} from './robust-helpers.ts';

/**
 * Hostile inputs per call and session state; ROBUST_RUNS raises it for a longer local soak. The
 * validation in front of the database is the same code on both engines and is searched hardest on
 * SQLite; the PostgreSQL run looks for what only its SQL refuses, with fewer runs to keep CI in time.
 */
const RUNS = Number(process.env.ROBUST_RUNS ?? (testEngineKind() === 'postgres' ? 10 : 30));
const PASSWORD = 'robust-pass-1';
const DEMO = { username: '0812345678', password: 'demo1234' };

let server: RunningServer;
let member: Member;
let session = '';
/** An owner's staff session: the back office's calls are fuzzed past their permission check too. */
let staffSession = '';
const STAFF_OWNER = 'robust-owner';
/** Valid inputs per call: mutating one leaf of these reaches the rules behind validation. */
const seeds = new Map<string, Record<string, unknown>>();

async function login(): Promise<void> {
  const answer = await member.send(auth.login, { username: phone, password: PASSWORD });
  expect(answer.body.error, answer.body.message).toBe(0);
  session = member.cookies.get('r999_session') ?? '';
  expect(session).not.toBe('');
  staffSession = await mintStaffSession(server, STAFF_OWNER);
}

let phone = '';

/** Whether a call with this file's cookies is still taken (not 401) by `endpoint`. */
async function taken({ method, path }: Endpoint): Promise<boolean> {
  const headers = { 'content-type': 'application/json', ...cookieHeader(true) };
  const answer = await send(server.url, { method, path, headers, body: method === 'POST' ? '{}' : undefined });
  return answer.status !== 401;
}

/**
 * Starts each test with this file's member and owner logged in. A fuzzed call may end either
 * session (a log-out) or, as the owner, end the member's sessions or lock the member (a generated
 * member_id can be this member's own), and the calls after it in that test need not notice: the
 * member is unlocked and both log in again.
 */
async function keepSessionsAlive(): Promise<void> {
  if ((await taken(memberCalls.wallets)) && (await taken(adminStaff.staffMe))) return;
  staffSession = await mintStaffSession(server, STAFF_OWNER);
  const [own] = await serverRows<{ id: number }>(server, 'SELECT id FROM members WHERE phone = ?', phone);
  // Refused as MEMBER_NOT_LOCKED when the member was not locked: nothing to undo then.
  await send(server.url, {
    method: 'POST',
    path: adminMembers.unlock.path,
    headers: { 'content-type': 'application/json', cookie: `r999_staff=${staffSession}` },
    body: JSON.stringify({ member_id: own!.id, reason: 'robust-fuzz: the fuzzing locked its own member' }),
  });
  await login();
}

beforeEach(keepSessionsAlive);

beforeAll(async () => {
  server = await startServer(await freshServerEnv());
  // Its own address: the per-address login locks the hostile logins earn (from 127.0.0.1) are not its.
  member = new Member(loopbackAddress(), server.url);
  phone = uniquePhone();
  const registered = await register(
    member,
    {
      phone,
      password: PASSWORD,
      full_name: 'ทดสอบ ทนทาน',
      bank_code: 'SCB',
      bank_account: '2223334445',
      birth_date: birthDate(30),
    },
    server,
  );
  expect(registered.body.error, registered.body.message).toBe(0);
  session = member.cookies.get('r999_session') ?? '';
  await operatorOn(server, 'staff', 'add', STAFF_OWNER, 'owner', '--by', 'robust-tests');
  staffSession = await mintStaffSession(server, STAFF_OWNER);

  const lobby = (await member.send(lotto.lobby)).body.data;
  const yeekee = lobby.categories.find((category) => category.code === 'yeekee')!;
  // The open round that closes last (whatever the hour, far from its close: the bill placed here
  // can still be cancelled, lotto.cancel_before_close_minutes, and the ledger check sees a refund).
  const [category, round] = lobby.categories
    .filter((category) => category.kind !== 'yeekee')
    .flatMap((category) => category.rounds.map((one) => [category, one] as const))
    .reduce((latest, pair) => (Date.parse(pair[1].close_at) > Date.parse(latest[1].close_at) ? pair : latest));
  const lines = [{ bet_type: 'two_top', number: '12', amount: 5 }];
  const bill = await member.send(lotto.billCreate, {
    agent_id: 33,
    round_id: round.round_id,
    lines,
    idempotency_key: randomUUID(),
  });
  expect(bill.body.error, bill.body.message).toBe(0);
  const billId = bill.body.data.bill_id;

  // By field name, for any call: a later call taking these fields gets real values too.
  const known: Record<string, unknown> = {
    agent_id: 33,
    round_id: round.round_id,
    bill_id: billId,
    category_id: category.category_id,
    agent_code: 'r999',
    code: 'r999',
    date: new Date().toISOString().slice(0, 10),
  };
  for (const call of CALLS) {
    const shape = shapeOf(call.method === 'POST' ? call.body : call.query);
    if (shape.kind !== 'object') continue;
    const seed = Object.fromEntries(Object.keys(shape.fields).flatMap((key) => (key in known ? [[key, known[key]]] : [])));
    if (Object.keys(seed).length) seeds.set(call.path, seed);
  }
  // Whole bodies for the calls that move money or open sessions. No idempotency key on create:
  // a mutated stake that still passes is a real bill, so the ledger check afterwards means something.
  seeds.set(lotto.billValidate.path, { agent_id: 33, round_id: round.round_id, lines });
  seeds.set(lotto.billCreate.path, { agent_id: 33, round_id: round.round_id, lines });
  seeds.set(lotto.billCancel.path, { agent_id: 33, ids: [billId] });
  seeds.set(lotto.shoot.path, { round_id: yeekee.rounds.at(-1)!.round_id, number: '12345' });
  seeds.set(auth.login.path, DEMO); // the demo member, so a locked phone never blocks this file's member
  seeds.set(auth.checkAccount.path, { phone: DEMO.username });
  seeds.set(auth.updateSubBank.path, { bank_code: 'BBL', bank_account: '5556667777', code: '123456' });
  seeds.set(auth.register.path, {
    phone: '0899999999',
    phone_code: '123456',
    password: 'another-pass-2',
    full_name: 'ทดสอบ สมัครซ้ำ',
    bank_code: 'KTB',
    bank_account: '3334445556',
    birth_date: birthDate(25),
  });
});

afterAll(async () => {
  await server?.stop();
});

function cookieHeader(withSession: boolean): Record<string, string> {
  return withSession && session ? { cookie: `r999_session=${session}; r999_staff=${staffSession}` } : {};
}

function request(call: Route, input: unknown, withSession: boolean): Sent {
  if (call.method === 'GET') return { method: 'GET', path: `${call.path}?${queryText(input)}`, headers: cookieHeader(withSession) };
  return {
    method: 'POST',
    path: call.path,
    headers: { 'content-type': 'application/json', ...cookieHeader(withSession) },
    body: toJsonText(input),
  };
}

function inputs(call: Route): fc.Arbitrary<unknown> {
  const hostile = hostileOf(shapeOf(call.method === 'POST' ? call.body : call.query));
  const seed = seeds.get(call.path);
  return seed ? fc.oneof(hostile, mutated(seed)) : hostile;
}

describe('every call answers hostile input with the envelope, with and without a session', () => {
  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    await fc.assert(
      fc.asyncProperty(inputs(call), fc.boolean(), async (input, withSession) => {
        const sent = request(call, input, withSession);
        const answer = await send(server.url, sent);
        const fault = envelopeFault(answer, isStream(call));
        if (fault) throw new Error(`${fault}: ${answer.text.slice(0, 200)}\n  for ${describeSent(sent)}`);
        // A call that ended a session of this file's (a log-out, the owner's calls on the member): alive again for the next runs.
        if (withSession && (answer.status === 401 || (call.path.endsWith('/logout') && JSON.parse(answer.text).error === 0)))
          await keepSessionsAlive();
      }),
      // The valid input itself runs first, so money really moves on every run of the suite.
      { numRuns: RUNS, endOnFailure: true, examples: seeds.has(call.path) ? [[seeds.get(call.path), true]] : [] },
    );
  });
});

// Ids are positive integers or digit strings on every call: found by name in each call's schema.
const ID_FIELD = /(^|_)id$|^ids$/;
const LOOSE_IDS: Record<'GET' | 'POST', unknown[]> = {
  GET: ['0x2', '2e0', ' 2 ', '+2', '2.0', '-1', 'true', '๒'],
  POST: [true, [[2]], '0x2', '2e0', ' 2 ', '2.0', 2.5, -1, 0, 1e308],
};

describe('ids are strict on every call that takes one', () => {
  const cases = CALLS.flatMap((call) => {
    const shape = shapeOf(call.method === 'POST' ? call.body : call.query);
    if (shape.kind !== 'object') return [];
    return Object.entries(shape.fields)
      .filter(([key]) => ID_FIELD.test(key))
      .map(([key, field]) => [`${call.method} ${call.path} ${key}`, call, key, field.kind === 'array'] as const);
  });

  it('finds the id fields in the route table', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it.each(cases)('%s', async (_name, call, key, isList) => {
    for (const loose of LOOSE_IDS[call.method]) {
      const input = { ...seeds.get(call.path), [key]: isList ? [loose] : loose };
      const answer = await send(server.url, request(call, input, true));
      const body = JSON.parse(answer.text) as { error: number; data: { fields?: Record<string, string> } | null };
      const field = isList ? `${key}.0` : key;
      expect([body.error, body.data?.fields?.[field]], `${key} = ${JSON.stringify(loose)}`).toEqual([1001, expect.stringMatching(THAI)]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// What reaches the API door before any schema: content types, bodies, cookies, queries, methods.

type DoorCase = (call: Route) => Sent | null;

const post = (call: Route, headers: Record<string, string>, body?: string): Sent | null =>
  call.method === 'POST' ? { method: 'POST', path: call.path, headers: { ...cookieHeader(true), ...headers }, body } : null;

const withCookie =
  (cookie: string): DoorCase =>
  (call) => ({
    method: call.method,
    path: call.path,
    headers: { cookie, ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: call.method === 'POST' ? '{}' : undefined,
  });

const DOOR: Record<string, DoorCase> = {
  'POST text/plain': (call) => post(call, { 'content-type': 'text/plain' }, '{}'),
  'POST a form (urlencoded)': (call) => post(call, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&round_id=2'),
  'POST a form (multipart)': (call) =>
    post(
      call,
      { 'content-type': 'multipart/form-data; boundary=xx' },
      '--xx\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
    ),
  'POST without a body or content type': (call) => post(call, {}),
  'POST an unknown content type': (call) => post(call, { 'content-type': 'application/x-evil' }, '{}'),
  'POST JSON with a charset and spaces': (call) => post(call, { 'content-type': 'Application/JSON ; charset=UTF-8' }, '{}'),
  'POST broken JSON': (call) => post(call, { 'content-type': 'application/json' }, '{"round_id": 2,'),
  'POST NaN and 1e309 literals': (call) => post(call, { 'content-type': 'application/json' }, '{"round_id": NaN, "amount": 1e309}'),
  'POST JSON that is not an object': (call) => post(call, { 'content-type': 'application/json' }, '[[2]]'),
  'POST a body over 64 KB': (call) => post(call, { 'content-type': 'application/json' }, JSON.stringify({ pad: 'x'.repeat(70 * 1024) })),
  'POST a body of deep nesting': (call) => post(call, { 'content-type': 'application/json' }, `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  'cookie with NUL (%00)': withCookie('r999_session=%00'),
  'cookie with CR LF (%0D%0A)': withCookie('r999_session=abc%0D%0Aset-cookie:%20x=1'),
  'cookie with Thai (%E0%B8%81)': withCookie('r999_session=%E0%B8%81%E0%B8%82'),
  'cookie with a broken escape (%E0%A4%A)': withCookie('r999_session=%E0%A4%A'),
  'cookie with a lone %': withCookie('r999_session=%'),
  'cookie of 6 KB': withCookie(`r999_session=${'z'.repeat(6 * 1024)}`),
  'cookie twice': withCookie('r999_session=a; r999_session=b'),
  'GET a malformed query (%)': (call) => (call.method === 'GET' ? { method: 'GET', path: `${call.path}?round_id=%&%=1` } : null),
  'GET a query with a broken escape': (call) => (call.method === 'GET' ? { method: 'GET', path: `${call.path}?bill_id=%E0%B8` } : null),
  'GET a query of 6 KB': (call) =>
    call.method === 'GET' ? { method: 'GET', path: `${call.path}?category_id=${'9'.repeat(6 * 1024)}` } : null,
  'DELETE (a method no call takes)': (call) => ({
    method: 'DELETE',
    path: call.path,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }),
};

describe('the API door answers the envelope to whatever arrives', () => {
  it.each(Object.entries(DOOR))('%s', async (_name, doorCase) => {
    const faults: string[] = [];
    for (const call of CALLS) {
      const sent = doorCase(call);
      if (!sent) continue;
      const fault = envelopeFault(await send(server.url, sent), isStream(call));
      if (fault) faults.push(`${call.method} ${call.path}: ${fault}`);
      if (call.path.endsWith('/logout')) await login(); // the case may have ended this file's session
    }
    expect(faults).toEqual([]);
  });

  it.each([
    ['raw UTF-8 (non-Latin-1) bytes', Buffer.from('กขค🎰', 'utf8')],
    ['a raw NUL byte', Buffer.from([0x61, 0x00, 0x62])],
    ['a raw DEL and bytes 0x80-0xFF', Buffer.from([0x7f, 0x80, 0xff, 0xfe])],
  ])('cookie with %s, sent byte for byte', async (_name, bytes) => {
    const faults: string[] = [];
    for (const call of CALLS) {
      const headers = [Buffer.concat([Buffer.from('Cookie: r999_session='), bytes])];
      if (call.method === 'POST') headers.push(Buffer.from('Content-Type: application/json'), Buffer.from('Content-Length: 2'));
      const answer = await sendRaw(server.url, call.method, call.path, headers, call.method === 'POST' ? '{}' : '');
      const fault = envelopeFault(answer);
      if (fault) faults.push(`${call.method} ${call.path}: ${fault}`);
    }
    expect(faults).toEqual([]);
  });
});

describe('the money afterwards', () => {
  it('every wallet equals the sum of its ledger rows, each row follows the one before, none is negative', async () => {
    expect(await ledgerFaults(server)).toEqual(NO_LEDGER_FAULTS);
    // The fuzzing did move money (bills placed and cancelled from valid inputs): the check was not empty.
    const moved = await serverRows<{ type: string; rows: number }>(
      server,
      `SELECT l.type, COUNT(*) AS rows FROM ledger l JOIN wallets w ON w.id = l.wallet_id
       WHERE w.member_id = (SELECT id FROM members WHERE phone = ?) GROUP BY l.type ORDER BY l.type`,
      phone,
    );
    expect(moved.find((row) => row.type === 'bet')?.rows).toBeGreaterThanOrEqual(2);
    expect(moved.find((row) => row.type === 'refund')?.rows).toBeGreaterThanOrEqual(1);
  });
});
