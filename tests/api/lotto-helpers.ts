// Shared pieces of the lotto contract tests: fresh members with their own money, reading the
// lobby, placing bills and running the operator command on the test server's database.
import { createHash, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';
import * as memberCalls from '../../src/contract/endpoints/account/member.ts';
import { runOperator } from '../support/operator.ts';
import { serverRows, serverRun, type ServerData } from '../support/server-database.ts';
import { Member, birthDate, uniquePhone, type Answer, register } from './client.ts';

export const AGENT_ID = 33;
export const THAI = /[\u0E00-\u0E7F]/;
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

export interface Line {
  bet_type: string;
  number: string;
  amount: number;
  rate?: number;
}

export interface RoundView {
  round_id: number;
  category_id: number;
  category_code: string;
  name: string;
  open_at: string;
  close_at: string;
  result_at: string;
  status: string;
}

export interface LineCheck {
  index: number;
  bet_type: string;
  number: string;
  input_number: string;
  amount: number;
  rate: number;
  hot: boolean;
  ok: boolean;
  code: number;
  message: string;
}

/** Registers a new member (logged in, ฿1,000.00 in the main wallet). */
export async function newMember(fullName = 'ทดสอบ หวยดี'): Promise<Member> {
  const member = new Member();
  const answer = await register(member, {
    phone: uniquePhone(),
    password: 'secret-123',
    full_name: fullName,
    bank_code: 'SCB',
    bank_account: String(Math.floor(1e9 + Math.random() * 9e9)),
    birth_date: birthDate(30),
  });
  expect(answer.body.error, answer.body.message).toBe(0);
  return member;
}

/** The member's main wallet balance in baht. */
export async function mainBalance(member: Member): Promise<number> {
  const answer = await member.send(memberCalls.wallets);
  expect(answer.body.error).toBe(0);
  const main = answer.body.data.find((wallet) => wallet.wallet_type_id === 1);
  expect(main).toBeDefined();
  return main!.balance;
}

export async function billCount(member: Member): Promise<number> {
  const answer = await member.send(lotto.billList);
  expect(answer.body.error).toBe(0);
  return answer.body.data.length;
}

export async function lobby(member = new Member()) {
  const answer = await member.send(lotto.lobby);
  expect(answer.status).toBe(200);
  // The envelope also carries the server's time and status beside `data`.
  return answer as typeof answer & { body: { status: number; server_time: string } };
}

/**
 * An open round of the first of `codes` that has one with at least `minLeftMs` before it closes.
 * Each test file draws from its own categories so that a round settled in one file is never
 * one another file bets on.
 */
export async function openRound(codes: string[], minLeftMs = 15 * 60_000): Promise<RoundView> {
  const { body } = await lobby();
  const now = Date.parse(body.data.server_time);
  for (const code of codes) {
    const category = body.data.categories.find((entry) => entry.code === code);
    const round = category?.rounds
      .filter((entry) => Date.parse(entry.close_at) - now >= minLeftMs)
      .sort((a, b) => Date.parse(b.close_at) - Date.parse(a.close_at))[0];
    if (round) return round;
  }
  throw new Error(`no open round of ${codes.join(', ')} with ${minLeftMs / 1000} s left`);
}

export function validate(member: Member, roundId: number, lines: Line[]) {
  return member.send(lotto.billValidate, {
    agent_id: AGENT_ID,
    round_id: roundId,
    lines,
  });
}

export function create(member: Member, roundId: number, lines: Line[], idempotencyKey: string = randomUUID()) {
  return member.send(lotto.billCreate, {
    agent_id: AGENT_ID,
    round_id: roundId,
    lines,
    idempotency_key: idempotencyKey,
  });
}

/** Validates then creates; the bill must be accepted. */
export async function placeBill(member: Member, roundId: number, lines: Line[]) {
  const checked = await validate(member, roundId, lines);
  expect(checked.body.error, checked.body.message).toBe(0);
  const created = await create(member, roundId, lines);
  expect(created.body.error, created.body.message).toBe(0);
  return created.body.data;
}

export async function billDetail(member: Member, billId: number) {
  const answer = await member.send(lotto.billDetail, { bill_id: billId });
  expect(answer.body.error, answer.body.message).toBe(0);
  return answer.body.data;
}

/** A refused bill: code 3010, a Thai message, and per line the code expected (0 = accepted). */
export function expectRefusedLines(answer: Answer<{ lines: LineCheck[] }>, codes: number[]): LineCheck[] {
  expect(answer.status).toBe(200);
  expect(answer.body.error).toBe(3010);
  expect(answer.body.message).toMatch(THAI);
  const lines = answer.body.data.lines;
  expect(lines.map((line) => line.code)).toEqual(codes);
  for (const line of lines) {
    expect(line.ok).toBe(line.code === 0);
    if (!line.ok) expect(line.message).toMatch(THAI);
  }
  return lines;
}

/** The shared test server's database. */
export const sharedServerData = (): ServerData => ({ dataDir: inject('dataDir'), databaseUrl: inject('databaseUrl') });

/** `npm run operator -- ...` on the test server's database (support/operator.ts). */
export function operator(...args: string[]): Promise<string> {
  return runOperator(sharedServerData(), args);
}

/**
 * A Yeekee round of the calling test's own, open from now (`operator -- yeekee-round`): there at
 * any hour (the schedule leaves 03:45-06:00 without one), and settling it takes nothing from
 * another test.
 */
export async function extraYeekeeRound(minutes = 10): Promise<RoundView> {
  const printed = await operator('yeekee-round', String(minutes));
  const id = Number(/Yeekee round (\d+)/.exec(printed)?.[1]);
  const { body } = await lobby();
  const round = body.data.categories.find((entry) => entry.code === 'yeekee')?.rounds.find((entry) => entry.round_id === id);
  expect(round, `the extra Yeekee round ${id} is open`).toBeDefined();
  return round!;
}

/** Rows of the test server's database: what a test may peek at and members cannot. */
export function peek<T>(sql: string, ...params: (string | number)[]): Promise<T[]> {
  return serverRows<T>(sharedServerData(), sql, ...params);
}

/**
 * The round's draw time `minutes` ago, as the platform clock would have it once the draw has come
 * (the shared server keeps real time; the unit tests move the clock itself): an outside draw's
 * result is taken from its draw time on. Betting on the round ends with it.
 */
export async function passDrawTime(roundId: number, minutes = 20): Promise<void> {
  const [round] = await peek<{ open_at: number; close_at: number }>('SELECT open_at, close_at FROM lotto_rounds WHERE id = ?', roundId);
  const drawAt = Date.now() - minutes * 60_000;
  const closeAt = Math.min(Number(round!.close_at), drawAt);
  const openAt = Math.min(Number(round!.open_at), closeAt - 60_000);
  await serverRun(
    sharedServerData(),
    'UPDATE lotto_rounds SET open_at = ?, close_at = ?, result_at = ? WHERE id = ?',
    openAt,
    closeAt,
    drawAt,
    roundId,
  );
}

/** The draw a round was committed to before betting opened (kept secret from members until the result). */
export async function committedDraw(roundId: number): Promise<{ three_top: string; two_bottom: string }> {
  const [row] = await peek<{ draw: string | null }>('SELECT draw FROM lotto_rounds WHERE id = ?', roundId);
  expect(row?.draw, `round ${roundId} has a committed draw`).toBeTruthy();
  return JSON.parse(row!.draw!);
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
