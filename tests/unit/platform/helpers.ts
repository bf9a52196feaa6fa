// A fresh platform per test, with a clock the test moves: on SQLite in memory, or (in the
// PostgreSQL project, tests/support/test-databases.ts) on a database of its own.
import { sql } from 'kysely';
import type { Actor } from '../../../src/platform/audit/trail.ts';
import { onTestFinished } from 'vitest';
import { placeheld } from '../../support/server-database.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../src/platform/http.ts';
import type { EngineChoice } from '../../../src/platform/db/engine.ts';
import { createPlatform, type Platform, type PlatformOptions } from '../../../src/platform/index.ts';
import { outboxMessages } from '../../../src/platform/messages/outbox.ts';
import { freshTestDatabase } from '../../support/test-databases.ts';
import { checkAgainstContract } from '../../support/contract-check.ts';
import { requestOf, type InputOf } from '../../support/typed-call.ts';
import type { AnswerOf, Endpoint } from '../../../src/contract/endpoint.ts';
import * as auth from '../../../src/contract/endpoints/account/auth.ts';
import * as adminStaff from '../../../src/contract/endpoints/admin/admin-staff.ts';
import { operatorActor } from '../../../src/platform/audit/trail.ts';
import { addStaff } from '../../../src/platform/staff/records.ts';
import type { StaffRole } from '../../../src/platform/staff/permissions.ts';
import { enrolToken, totpCode } from '../../support/totp.ts';
import * as member from '../../../src/contract/endpoints/account/member.ts';

export const DEMO = { phone: '0812345678', password: 'demo1234' } as const;

/** Who acts in a rule's test: the operator at the terminal, or a member of staff of a role. */
export const OPERATOR: Actor = { staffId: null, name: 'test', role: 'operator', address: 'cli' };
export const staffActor = (staffId: number, role: Actor['role']): Actor => ({
  staffId,
  name: `staff-${staffId}`,
  role,
  address: '127.0.0.1',
});

export interface Answer<T = any> {
  status: number;
  error: number;
  message: string;
  data: T;
  server_time?: string;
}

export interface TestPlatform {
  platform: Platform;
  db: Platform['db'];
  /** Where its database is (another platform may open the same one, unless it is SQLite in memory). */
  engine?: EngineChoice;
  /** Closes the platform and drops its database. */
  close(): Promise<void>;
  /** Moves the platform clock forward. */
  advance(minutes: number): void;
  setTime(iso: string): void;
  now(): Date;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  post(path: string, body?: unknown, token?: string): Promise<Answer>;
  /** A POST from a client address (as the API door would say it). */
  postFrom(client: string, path: string, body?: unknown): Promise<Answer>;
  get(path: string, token?: string): Promise<Answer>;
  /** A declared call, typed by its declaration: `t.send(lotto.billCreate, body, token)`. */
  send<E extends Endpoint>(endpoint: E, input?: InputOf<E>, token?: string): Promise<Answer<AnswerOf<E>>>;
  /** The same from a client address (as the API door would say it). */
  sendFrom<E extends Endpoint>(client: string, endpoint: E, input?: InputOf<E>): Promise<Answer<AnswerOf<E>>>;
  login(phone?: string, password?: string): Promise<string>;
  register(overrides?: Record<string, unknown>): Promise<Answer>;
  count(table: string): Promise<number>;
  /** Rows a query answers, written with `?` for each parameter (portable SQL: it runs on both engines). */
  rows<T = any>(text: string, ...params: unknown[]): Promise<T[]>;
  /** The first row a query answers, or undefined. */
  row<T = any>(text: string, ...params: unknown[]): Promise<T | undefined>;
}

interface RequestOptions {
  body?: unknown;
  raw?: string;
  token?: string;
  client?: string;
}

/** The fields a validation refusal (error 1001) names, with their Thai messages: refusal data, which a declaration's answer does not type. */
export function refusedFields(answer: { data: unknown }): Record<string, string> {
  return (answer.data as { fields: Record<string, string> }).fields;
}

/** The session token a login or registration answers: the declared answer (loginDataSchema) leaves it out. */
export function tokenOf(answer: { data: unknown }): string {
  return (answer.data as { access_token: string }).access_token;
}

/**
 * Saves a backup bank account as the profile page does: asks for the code by SMS, reads it from the
 * outbox (as an operator would), and sends it with the account. The clock first moves past the
 * previous code's resend wait.
 */
export async function saveSubBank(t: TestPlatform, token: string, account: { bank_code: string; bank_account: string }): Promise<Answer> {
  t.advance(2);
  const { phone } = (await t.send(auth.userInfo, {}, token)).data;
  const sent = await t.send(auth.subBankCode, {}, token);
  if (sent.error !== 0) throw new Error(sent.message);
  const [newest] = await outboxMessages(t.db, phone);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  return t.send(auth.updateSubBank, { ...account, code: code! }, token);
}

let phoneCounter = 0;
let clientCounter = 0;

/**
 * The code the phone gets by SMS before registering, read from the outbox as the operator would;
 * asked for from an address of its own, so the per-address limit of one test touches no other.
 * A phone the platform sends no code to (malformed, a member's) gets one no phone has.
 */
export async function phoneCode(t: TestPlatform, phone: unknown): Promise<string> {
  clientCounter += 1;
  const sent = await t.sendFrom(`10.27.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`, auth.registerPhoneCode, {
    phone: phone as never,
  });
  if (sent.error !== 0) return '000000';
  // Sent to the number as the platform keeps it: digits only (a member may type 091-234-5678).
  const [newest] = await outboxMessages(t.db, String(phone).replace(/\D/g, ''));
  return /\b(\d{6})\b/.exec(newest?.body ?? '')![1]!;
}

/** Registers through the platform's call, the phone confirmed with its code first unless `overrides` gives one. */
export async function register(t: TestPlatform, overrides: Record<string, unknown> = {}): Promise<{ body: Registration; answer: Answer }> {
  const body = registration(overrides);
  if (!('phone_code' in overrides)) body.phone_code = await phoneCode(t, body.phone);
  // `as never`: auth.register declares no body schema, so its input types as empty.
  return { body, answer: await t.send(auth.register, body as never) };
}

/** A registration body: its fields as the form sends them, and any a test adds or overrides (a wrong one too). */
export interface Registration {
  phone: string;
  password: string;
  full_name: string;
  bank_code: string;
  bank_account: string;
  birth_date: string;
  [field: string]: unknown;
}

/** A registration body that passes every rule; each call gets a fresh phone. */
export function registration(overrides: Record<string, unknown> = {}): Registration {
  phoneCounter += 1;
  return {
    phone: `09${String(10_000_000 + phoneCounter).slice(-8)}`,
    password: 'secret123',
    full_name: 'สมหญิง รักเรียน',
    bank_code: 'SCB',
    // A bank account belongs to one member: each registration gets its own.
    bank_account: String(1_000_000_000 + phoneCounter),
    birth_date: '1995-07-20',
    ...overrides,
  };
}

export interface RegisteredMember {
  id: number;
  phone: string;
  token: string;
  /** Wallet ids: main credit, bonus credit, free credit */
  main: number;
  bonus: number;
  free: number;
}

/** A member registered and logged in through the platform's own calls, with their wallets' ids. */
export async function registeredMember(t: TestPlatform, overrides: Record<string, unknown> = {}): Promise<RegisteredMember> {
  const { body, answer: registered } = await register(t, overrides);
  if (registered.error !== 0) throw new Error(`registration refused: ${registered.message}`);
  const token = await t.login(body.phone, body.password);
  const wallets = (await t.send(member.wallets, {}, token)).data;
  const of = (type: number) => wallets.find((wallet) => wallet.wallet_type_id === type)!.id;
  const { id } = (await t.row<{ id: number }>('SELECT id FROM members WHERE phone = ?', body.phone))!;
  return { id: Number(id), phone: body.phone, token, main: of(1), bonus: of(2), free: of(3) };
}

/**
 * A platform at `start` on the clock. Without `options.engine` or `options.dataDir` its database
 * is a fresh one of this run's engine; with them, that database (a test of reopening one).
 */
/**
 * Moves the clock `minutes` past a round's draw time: an outside draw's result is taken from then
 * on (results-desk.ts). Sessions may lapse on the way (a staff session after 30 idle minutes, a
 * member's after 7 days): log in again after it.
 */
export async function passDrawTime(t: TestPlatform, roundId: number, minutes = 20): Promise<void> {
  const round = await t.row<{ result_at: number }>('SELECT result_at FROM lotto_rounds WHERE id = ?', roundId);
  t.setTime(new Date(Number(round!.result_at) + minutes * 60_000).toISOString());
}

export async function testPlatform(start = '2026-03-01T03:00:00.000Z', options: PlatformOptions = {}): Promise<TestPlatform> {
  let current = new Date(start).getTime();
  const own = options.engine || options.dataDir ? undefined : await freshTestDatabase();
  const platform = await createPlatform({
    tableHistory: false,
    ...options,
    ...(own ? { engine: own.engine } : {}),
    now: () => new Date(current),
  });

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.client) headers[CLIENT_ADDRESS_HEADER] = options.client;
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const response = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers, body }));
    const json = (await response.json()) as Omit<Answer, 'status'>;
    checkAgainstContract(method, path, response.status, json);
    return { status: response.status, ...json };
  }

  let closing: Promise<void> | undefined;
  const t: TestPlatform = {
    platform,
    db: platform.db,
    engine: own?.engine ?? options.engine,
    close() {
      closing ??= platform.close().then(() => own?.drop());
      return closing;
    },
    advance(minutes) {
      current += minutes * 60_000;
    },
    setTime(iso) {
      current = new Date(iso).getTime();
    },
    now: () => new Date(current),
    request,
    post: (path, body, token) => request('POST', path, { body, token }),
    postFrom: (client, path, body) => request('POST', path, { body, client }),
    get: (path, token) => request('GET', path, { token }),
    send(endpoint, input, token) {
      const { method, path, body } = requestOf(endpoint, input);
      return request(method, path, { body, token });
    },
    sendFrom(client, endpoint, input) {
      const { method, path, body } = requestOf(endpoint, input);
      return request(method, path, { body, client });
    },
    async login(phone = DEMO.phone, password = DEMO.password) {
      const answer = await t.send(auth.login, { username: phone, password });
      if (answer.error !== 0) throw new Error(`login failed: ${answer.message}`);
      return tokenOf(answer);
    },
    register: async (overrides) => (await register(t, overrides)).answer,
    async count(table) {
      const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(platform.db);
      return Number(rows[0]!.n);
    },
    async rows(text, ...params) {
      return (await placeheld(text, params).execute(platform.db)).rows as never[];
    },
    async row(text, ...params) {
      return (await t.rows(text, ...params))[0];
    },
  };
  // Closed (its database dropped) when the test that made it ends, whether or not the test does it.
  onTestFinished(() => t.close());
  return t;
}

let staffCount = 0;

/** A member of staff with `role` (named `name`, or `role` and a number), enrolled as the back office does it: their session's token. */
export async function staffToken(t: TestPlatform, role: StaffRole, name = `${role}${++staffCount}`): Promise<string> {
  const link = await addStaff(t.db, operatorActor('tests'), name, role);
  const token = enrolToken(link.path);
  const info = await t.send(adminStaff.enrolInfo, { token });
  // The declaration's answer leaves the session token out; a test reads it as the platform sends it.
  const enrolled = await t.post(adminStaff.enrol.path, { token, password: 'staff-pass-1', code: totpCode(info.data.secret, t.now()) });
  if (enrolled.error !== 0) throw new Error(`enrolment refused: ${enrolled.message}`);
  return enrolled.data.access_token;
}
