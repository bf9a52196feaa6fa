// The operator's command line, run on the database under DATA_DIR (WAL: safe while the site runs).
//   npm run operator -- rounds [category_code]          rounds waiting for a result
//   npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom]
//   npm run operator -- settle <round_id>               close now, settle from its own draw / shots
//   npm run operator -- outbox [phone]                  text messages the embedded platform sent
import { defaultDataDir, createPlatform, type Platform } from './index.ts';
import { all } from './db/database.ts';
import { isBusinessError } from './errors.ts';
import { categoryOf, findRound, type RoundRow } from './lotto/rounds.ts';
import { lottoTick, operatorResult, operatorSettle } from './lotto/settlement.ts';
import { resultView } from './lotto/results.ts';
import { outboxMessages } from './messages/outbox.ts';

const USAGE = `Usage (on the database in DATA_DIR, default ./data):
  npm run operator -- rounds [category_code]
  npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom]
  npm run operator -- settle <round_id>
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

/** The newest text messages first (of one phone when given): what members were sent instead of an SMS. */
function printOutbox(db: Platform['db'], phone: string | undefined): void {
  if (process.env.SMS_WEBHOOK_URL?.trim()) console.error('SMS_WEBHOOK_URL is set: new messages go to the SMS provider, not the outbox.');
  const rows = outboxMessages(db, phone);
  if (!rows.length) console.error(phone ? `No messages to ${phone}.` : 'The outbox is empty.');
  for (const row of rows) console.log(`${bangkok(row.created_at)}\t${row.recipient}\t${row.body}`);
}

function main(args: string[]): number {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const platform = createPlatform({ dataDir: defaultDataDir() });
  const { db } = platform;
  try {
    if (command === 'outbox') {
      printOutbox(db, rest[0]?.replace(/[\s-]/g, ''));
      return 0;
    }
    lottoTick(db);
    if (command === 'rounds') {
      const rows = all<RoundRow & { code: string }>(
        db,
        `SELECT r.*, c.code FROM lotto_rounds r JOIN lotto_categories c ON c.id = r.category_id
         WHERE r.state = 'pending' AND r.open_at <= ? AND (? IS NULL OR c.code = ?) ORDER BY r.close_at LIMIT 200`,
        Date.now(),
        rest[0] ?? null,
        rest[0] ?? null,
      );
      for (const round of rows) console.log(`${round.id}\t${round.code}\t${round.name}\tปิดรับ ${bangkok(round.close_at)}`);
      return 0;
    }
    const id = roundId(rest[0]);
    let settled: RoundRow;
    if (command === 'result') {
      const [, top, bottom, front, back] = rest;
      if (!top || !bottom) throw new UsageError('result needs <3-top> and <2-bottom>');
      settled = operatorResult(db, id, { three_top: top, two_bottom: bottom, three_front: pair(front), three_bottom: pair(back) });
    } else if (command === 'settle') {
      settled = operatorSettle(db, id);
    } else {
      throw new UsageError(`unknown command "${command}"`);
    }
    const round = findRound(db, settled.id);
    const view = resultView(db, round, categoryOf(db, round.category_id));
    const bills = all<{ status: string; n: number }>(
      db,
      'SELECT status, COUNT(*) AS n FROM lotto_bills WHERE round_id = ? GROUP BY status',
      id,
    );
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
