// Lotto rounds for e2e tests. Every spec shares one database, and settling a round early leaves its
// category without an open round until the next one opens, so each test that settles owns a
// category (per viewport project) and no test settles the categories others bet on and keep.
// A round whose draw was committed settles only from that draw (`operator -- settle`); the
// operator enters a result (`operator -- result`) only for an externally sourced category.
// A Yeekee test opens a round of its own (`operator -- yeekee-round`): whatever the hour, and
// whatever another test settled, it has its round, and settling it takes nothing from the others.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import * as lotto from '../../src/contract/endpoints/lotto/lotto.ts';

/** The database the e2e server runs on (playwright.config.ts). */
export const E2E_DATA_DIR = '.tmp/e2e-data';

export interface OpenRound {
  round_id: number;
  name: string;
  category_code: string;
  close_at: string;
  shoot_until: string | null;
  status: string;
}

/** Categories that e2e tests bet on and leave open: nobody settles them. */
const KEPT = ['government', 'dowjones', 'hangseng'];

/** The category each settling test owns, per project. */
export const SETTLES = {
  billCards: { phone: 'hanoi_special', desktop: 'hanoi_vip' },
  drawnResult: { phone: 'nikkei_morning', desktop: 'nikkei_afternoon' },
  // Externally sourced in the e2e world (playwright.config.ts marks them before rounds are made).
  journey: { phone: 'lao', desktop: 'hanoi_normal' },
} as const;

/**
 * The draw a round was committed to before betting opened, read from the e2e database: a test
 * may peek to bet on a known winner; members cannot.
 */
export function committedDraw(roundId: number): { three_top: string; two_bottom: string; four_top?: string } {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'platform.sqlite'), { readOnly: true, timeout: 5_000 });
  try {
    const row = db.prepare('SELECT draw FROM lotto_rounds WHERE id = ?').get(roundId) as { draw: string | null } | undefined;
    expect(row?.draw, `round ${roundId} has a committed draw`).toBeTruthy();
    return JSON.parse(row!.draw!);
  } finally {
    db.close();
  }
}

/**
 * The round's draw time `minutes` ago in the e2e database, as the clock would have it once the draw
 * has come (the shared site keeps real time): an outside draw's result is taken from its draw
 * time on. Betting on the round ends with it.
 */
export function passDrawTime(roundId: number, minutes = 20): void {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'platform.sqlite'), { timeout: 5_000 });
  try {
    const drawAt = Date.now() - minutes * 60_000;
    db.prepare(
      'UPDATE lotto_rounds SET close_at = MIN(close_at, ?), open_at = MIN(open_at, MIN(close_at, ?) - 60000), result_at = ? WHERE id = ?',
    ).run(drawAt, drawAt, drawAt, roundId);
  } finally {
    db.close();
  }
}

/**
 * The operator's command line on the database in `dataDir`: what `npm run operator -- ...` runs
 * (docs/lottery-operations.md), without npm's own start (half a second of CPU a call).
 */
export function operatorOn(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['src/platform/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

/** The operator's command line on the e2e database. */
export const operator = (...args: string[]): string => operatorOn(E2E_DATA_DIR, ...args);

export async function openRounds(request: APIRequestContext): Promise<OpenRound[]> {
  const answer = await (await request.get(lotto.rounds.path, { params: { status: 'open' } })).json();
  expect(answer.error).toBe(0);
  return answer.data as OpenRound[];
}

const timeLeft = (round: OpenRound) => Date.parse(round.close_at) - Date.now();

/** A round to bet on and leave open, with `minutes` left at least: the kept category closing last. */
export async function roundToKeep(request: APIRequestContext, minutes = 20): Promise<OpenRound> {
  const rounds = (await openRounds(request))
    .filter((round) => KEPT.includes(round.category_code) && timeLeft(round) > minutes * 60_000)
    .sort((a, b) => timeLeft(b) - timeLeft(a));
  expect(rounds.length, 'an open round in a kept category').toBeGreaterThan(0);
  return rounds[0]!;
}

/** The open round of the category this test owns in this project (two minutes left at least). */
export async function roundToSettle(request: APIRequestContext, owner: keyof typeof SETTLES, testInfo: TestInfo): Promise<OpenRound> {
  const code = SETTLES[owner][testInfo.project.name as 'phone' | 'desktop'];
  // Not an extra round another test opened in the category (`operator -- extra-round`): the schedule's.
  const round = (await openRounds(request)).find(
    (entry) => entry.category_code === code && !entry.name.includes('รอบพิเศษ') && timeLeft(entry) > 2 * 60_000,
  );
  expect(round, `an open ${code} round`).toBeDefined();
  return round!;
}

/** An extra round of an outside draw's category, the calling test's own (`operator -- extra-round`). */
export function extraExternalRound(code: string, minutes = 30): number {
  const printed = operator('extra-round', code, String(minutes));
  const id = Number(/Extra round (\d+)/.exec(printed)?.[1]);
  expect(id, printed).toBeGreaterThan(0);
  return id;
}

/** A Yeekee round of the calling test's own, open from now for `minutes` (`operator -- yeekee-round`). */
export async function freshYeekeeRound(request: APIRequestContext, minutes = 10): Promise<OpenRound> {
  const printed = operator('yeekee-round', String(minutes));
  const id = Number(/Yeekee round (\d+)/.exec(printed)?.[1]);
  const round = (await openRounds(request)).find((entry) => entry.round_id === id);
  expect(round, `the extra Yeekee round ${id} is open`).toBeDefined();
  return round!;
}
