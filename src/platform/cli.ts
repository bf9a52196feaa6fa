// The operator's command line, run on the database under DATA_DIR (WAL: safe while the site runs).
//   npm run operator -- rounds [category_code]          rounds waiting for a result
//   npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom] [--by NAME]
//                                                       official result of an outside draw, settle
//   npm run operator -- settle <round_id>               close now, settle from its own draw / shots
//   npm run operator -- source [category_code [committed|external]] [--by NAME]
//                                                       where a category's next rounds get their numbers
//   npm run operator -- outbox [phone]                  text messages the embedded platform sent
import { userInfo } from 'node:os';
import { defaultDataDir, createPlatform, type Platform } from './index.ts';
import { fail, isBusinessError } from './errors.ts';
import { billCountsByStatus } from './lotto/bill-rows.ts';
import { roundDrawSource, setDrawSource } from './lotto/draw-source.ts';
import { categoriesByCode, categoryOf, findRound, roundsAwaitingResult, type Category, type RoundRow } from './lotto/rounds.ts';
import { lottoTick, operatorResult, operatorSettle } from './lotto/settlement.ts';
import { resultView } from './lotto/results.ts';
import { outboxMessages } from './messages/outbox.ts';

const USAGE = `Usage (on the database in DATA_DIR, default ./data):
  npm run operator -- rounds [category_code]
  npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom] [--by NAME]
      only for a round of an outside draw (source external); NAME defaults to your OS user
  npm run operator -- settle <round_id>
  npm run operator -- source [category_code [committed|external]] [--by NAME]
      committed: simulated, committed before betting opens; external: you enter the official result.
      Applies to rounds made from now on; rounds already made keep their source.
  npm run operator -- outbox [phone]`;

function roundId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`round_id must be a positive whole number, got "${text ?? ''}"`);
  return id;
}

function pair(text: string | undefined): string[] {
  return text ? text.split(',').map((part) => part.trim()) : [];
}

class UsageError extends Error {}

const bangkok = (ms: number) => new Date(ms).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', hour12: false });

/** `--by NAME` (or `--by=NAME`) taken out of the arguments; else the OS user who runs the command. */
function takeBy(args: string[]): { by: string; rest: string[] } {
  const rest: string[] = [];
  let by: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--by') {
      by = args[++index];
      if (by === undefined) throw new UsageError('--by needs a name');
    } else if (arg.startsWith('--by=')) by = arg.slice('--by='.length);
    else rest.push(arg);
  }
  return { by: by ?? osUser(), rest };
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'operator';
  }
}

/** The newest text messages first (of one phone when given): what members were sent instead of an SMS. */
function printOutbox(db: Platform['db'], phone: string | undefined): void {
  if (process.env.SMS_WEBHOOK_URL?.trim()) console.error('SMS_WEBHOOK_URL is set: new messages go to the SMS provider, not the outbox.');
  const rows = outboxMessages(db, phone);
  if (!rows.length) console.error(phone ? `No messages to ${phone}.` : 'The outbox is empty.');
  for (const row of rows) console.log(`${bangkok(row.created_at)}\t${row.recipient}\t${row.body}`);
}

function printSources(categories: Category[]): void {
  for (const category of categories) console.log(`${category.code}\t${category.draw_source}\t${category.name}`);
}

function main(args: string[]): number {
  const [command, ...options] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const platform = createPlatform({ dataDir: defaultDataDir() });
  const { db } = platform;
  try {
    if (command === 'outbox') {
      printOutbox(db, options[0]?.replace(/[\s-]/g, ''));
      return 0;
    }
    const { by, rest } = takeBy(options);
    if (command === 'source') {
      // No clock tick first: a new source applies to the rounds made after it is set.
      const [code, source] = rest;
      if (source !== undefined && source !== 'committed' && source !== 'external') {
        throw new UsageError(`source must be committed or external, got "${source}"`);
      }
      if (source) {
        printSources([setDrawSource(db, code!, source, by)]);
        return 0;
      }
      const categories = categoriesByCode(db, code);
      if (categories.length === 0) fail('LOTTO_CATEGORY_NOT_FOUND');
      printSources(categories);
      return 0;
    }
    lottoTick(db);
    if (command === 'rounds') {
      const rows = roundsAwaitingResult(db, Date.now(), rest[0]);
      for (const round of rows) {
        const source = roundDrawSource(round, categoryOf(db, round.category_id));
        console.log(`${round.id}\t${round.code}\t${source}\t${round.name}\tปิดรับ ${bangkok(round.close_at)}`);
      }
      return 0;
    }
    const id = roundId(rest[0]);
    let settled: RoundRow;
    if (command === 'result') {
      const [, top, bottom, front, back, extra] = rest;
      if (!top || !bottom || extra !== undefined)
        throw new UsageError('result needs <3-top> and <2-bottom> (and at most 3-front, 3-bottom)');
      const result = { three_top: top, two_bottom: bottom, three_front: pair(front), three_bottom: pair(back) };
      settled = operatorResult(db, id, result, by);
      console.log(`Official result entered by ${by.trim()} at ${bangkok(Date.now())}`);
    } else if (command === 'settle') {
      settled = operatorSettle(db, id);
    } else {
      throw new UsageError(`unknown command "${command}"`);
    }
    const round = findRound(db, settled.id);
    const view = resultView(db, round, categoryOf(db, round.category_id));
    const bills = billCountsByStatus(db, id);
    console.log(
      `${round.name} (#${round.id}): ${round.state}` +
        (view.three_top ? ` 3 ตัวบน ${view.three_top} 2 ตัวล่าง ${view.two_bottom}` : '') +
        (bills.length ? `; bills ${bills.map((row) => `${row.status} ${row.n}`).join(', ')}` : '; no bills'),
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (isBusinessError(error)) {
      console.error(`Refused (${error.code}): ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    platform.close();
  }
}

process.exitCode = main(process.argv.slice(2));
