// The operator's commands (cli.ts is the entry that runs them; its header lists them).
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { nowMs } from './db/clock.ts';
import { copySqliteToPostgres, CopyRefused } from './db/copy-to-postgres.ts';
import { backupDatabase, BackupRefused, restoreDatabase } from './db/backup.ts';
import { chooseEngine } from './db/engine.ts';
import { DB_FILE, defaultDataDir, createPlatform, type Platform } from './index.ts';
import { fail, isBusinessError } from './errors.ts';
import { billCountsByStatus } from './lotto/bill-rows.ts';
import { acknowledgeResultAlert } from './lotto/alert-acknowledge.ts';
import { checkResultSources, roundDrawSource, setDrawSource } from './lotto/draw-source.ts';
import { resultAlerts } from './lotto/risk-grid.ts';
import { categoriesByCode, categoryOf, findRound, roundsAwaitingResult, type Category, type RoundRow } from './lotto/rounds.ts';
import { lottoTick, operatorSettle } from './lotto/settlement.ts';
import { confirmResult, operatorResult, voidRound } from './lotto/results-desk.ts';
import { openExtraRound } from './lotto/extra-rounds.ts';
import { resultView } from './lotto/results.ts';
import { importArchive } from './lotto/archive-import.ts';
import { fetchArchive } from './lotto/archive-fetch.ts';
import { platformFetch } from './lotto/result-sources/index.ts';
import { ArchiveRefused } from './lotto/archive.ts';
import { outboxMessages } from './messages/outbox.ts';
import { unsentLineMessages } from './line/outbox.ts';
import { adjustPoints, adjustWallet } from './flows/adjust.ts';
import { confirmDeposit } from './flows/deposit.ts';
import { setGameActive, setProviderActive } from './games/catalogue.ts';
import { withdrawalCommand } from './withdrawals/operator.ts';
import { responsibleReport } from './responsible/operator.ts';
import { depositCommand } from './payments/operator.ts';
import { operatorTime } from '../rules/bangkok-calendar.ts';
import { operatorActor } from './audit/trail.ts';
import { getSetting, SETTINGS, type SettingKey } from './settings.ts';
import { changeSetting, isSettingKey, settingValueProblem } from './setting-change.ts';

const USAGE = `Usage (on PostgreSQL when DATABASE_URL is set, else the SQLite database in DATA_DIR, default ./data):
  npm run operator -- rounds [category_code]
  npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom] [--by NAME]
      only for a round of an outside draw (source external); NAME defaults to your OS user;
      a Lao or Hanoi draw's four digits in place of <3-top> also settle its 4-digit bets
  npm run operator -- result-confirm <round_id> <staged_id> [--by NAME]
  npm run operator -- void <round_id> <reason...> [--by NAME]
  npm run operator -- alerts
      the result sources' open alerts, newest first: alert id, round, kind, since when, the message
  npm run operator -- alert-ack <alert_id> <note...> [--by NAME]
      an alert on a round already paid (a later source unlike the confirmed result): you checked it
      against the official announcement, the result stands (nothing is undone; put a member's credit
      right with credit), and the alert leaves the desk (audited). A waiting round's alert is
      answered with result, result-confirm or void instead.
  npm run operator -- settle <round_id>
  npm run operator -- yeekee-round <minutes>
      an extra Yeekee round beside the schedule's, open from now for 1-1440 minutes; it settles from
      its shots like the others (refunded under the minimum). Prints its id.
  npm run operator -- extra-round <category_code> <minutes>
      the same for a category of an outside draw (source external): it waits for its result
      (result, or the back office's results page) like the schedule's rounds. Prints its id.
  npm run operator -- source [category_code [committed|external]] [--by NAME]
      committed: simulated, committed before betting opens; external: you enter the official result.
      Applies to rounds made from now on; rounds already made keep their source. A category named
      in lotto.result_sources cannot be made committed, nor a committed one given sources.
  npm run operator -- setting [key [value]] [--by NAME]
      every setting with its value; one with its description; or set it to a value it takes (audited)
  npm run operator -- results import <file> [--source NAME] [--by NAME]
      the government lottery's official results from an archive file, one draw a line in the seed's
      format (src/platform/seed/government-results.ts): date, first prize, the two 3-digit prefixes,
      the two 3-digit suffixes, the 2-digit prize, e.g. "2026-05-16 107387 091,298 602,716 08"
      (blank lines and # comments skipped). Each draw not on the site yet becomes a settled round
      (no bills) whose result names its source for members (--source; default: a file the site's
      staff imported); a date with a round already is left as it is. A malformed file, or a draw
      whose result time has not come, is refused whole and nothing changes (audited).
  npm run operator -- results fetch [--by NAME]
      the same from the sources in the setting lotto.result_sources (government): each draw since the
      newest that the answering sources agree on (audited); the clock does it once an hour too.
  npm run operator -- outbox [phone]
  npm run operator -- line-outbox
      LINE messages not sent yet (waiting, with their tries and the next one), to accounts that
      blocked the official account, or given up, newest first, with LINE's last answer
  npm run operator -- credit <phone> <wallet_type_id> <baht> [--by NAME]
      one ledger row of type adjustment on the member's wallet (1 main, 2 bonus, 3 free); a negative
      amount takes money out (never below zero). NAME defaults to your OS user.
  npm run operator -- points <phone> <points> [--by NAME]
      one point-ledger row of type adjustment (negative takes points, never below zero)
  npm run operator -- game <game_code> on|off
      a closed game is in no lobby list, new links are refused (4001) and links already open refuse
      every call at once (4007: nothing is staked); open it again with on.
  npm run operator -- provider <provider_code> on|off
      the same for every game of a provider
  npm run operator -- withdrawals [pending|paid|rejected]
      members' withdrawal requests (default pending), oldest first: id, phone, name, bank account, amount
  npm run operator -- approve <id> [transfer_ref] [--by NAME]
      you paid it to the member's account: marked paid (the money left the wallet when asked); above
      the setting withdrawals.second_approval_baht the first approval is kept and a second person
      (another --by NAME, or a supervisor or owner in the back office) must approve it again
  npm run operator -- reject <id> <reason> [--by NAME]
      the amount goes back to the wallet (ledger withdraw_refund, once); the member reads the reason
  npm run operator -- bonus <phone> <baht> <turnover_multiple> [--by NAME]
      credits the bonus wallet (ledger bonus) and asks for baht x multiple in stakes before it may be withdrawn
  npm run operator -- responsible <phone>
      the member's daily deposit and loss limits (in force, and a raise waiting) and the break running.
  npm run operator -- deposits [pending|paid|rejected|expired|cancelled]
      members' deposit requests (default pending: still within their time), oldest first: id, phone,
      name, channel and account, the exact amount to match, asked at, valid until
  npm run operator -- find-deposit <amount>
      every request whose exact amount to pay is <amount> (e.g. 500.01), in any status, newest first:
      id, status, phone, name, channel and account, amount, times; a payment that came for a
      cancelled or expired request is traced to its member this way
  npm run operator -- confirm <id> [--by NAME]
      the payment arrived: the amount is credited to the member's main wallet (ledger deposit, once);
      an expired, rejected or already paid request is refused and nothing moves
  npm run operator -- reject-deposit <id> <reason> [--by NAME]
      no payment arrived: the request is closed, nothing moves; the member reads the reason
  npm run operator -- staff add <name> <role> [--by NAME]
      a member of the back-office staff (role owner|supervisor|cashier|support|risk|content), not yet
      enrolled; prints the one-time enrolment link (/admin/enrol?token=..., with SITE_URL in front when
      set) to open on their phone: they set a password and scan the authenticator QR. The first owner
      is made this way; owners invite the others in the back office (/admin/staff).
  npm run operator -- staff disable <name> <reason> [--by NAME]
      the member of staff can no longer log in and is logged out everywhere at once
  npm run operator -- staff list
      every member of staff: id, name, role, enrolled or disabled, last seen
  npm run operator -- device add <agent bank account id or number> <smsforwarder|sms-gateway> [--by NAME]
      a phone that forwards the bank's texts of that agent account (automatic deposits): prints the
      webhook address (with SITE_URL in front when set) and the device's secret, once
  npm run operator -- device list | device pause|resume|revoke <device id> [--by NAME]
      the devices with their account and when each last sent; pause stops taking its texts until
      resumed, revoke for good
  npm run operator -- texts | text-dealt <text id> [note] [--by NAME]
      the bank texts waiting for a cashier (unreadable, or read but not certain), as the money desk
      lists them; text-dealt marks one dealt with (credited by hand, refunded, nothing to do), the note kept
  Every command that changes something writes a row of the audit trail (who: NAME, role operator,
  address cli), as the back office does.
  npm run operator -- copy-to-postgres <postgres://user:password@host:5432/database>
      copies every row of the SQLite database in DATA_DIR into that empty PostgreSQL database and
      checks it (row counts, every wallet equal to its ledger); stop the site first.
  npm run operator -- backup <file>
      a consistent copy of the SQLite database in DATA_DIR into the new file <file>, taken while the
      site runs (SQLite's online backup: one moment of the database, checked before it is kept).
      On PostgreSQL use pg_dump (docs/operating.md, "Backups on PostgreSQL").
  npm run operator -- restore <file>
      puts the backup <file> in place of DATA_DIR's database; refused while the site (or anything)
      has the database open. The database it replaces is kept beside it (platform.sqlite.before-restore-…).`;

function roundId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`round_id must be a positive whole number, got "${text ?? ''}"`);
  return id;
}

function pair(text: string | undefined): string[] {
  return text ? text.split(',').map((part) => part.trim()) : [];
}

class UsageError extends Error {}

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

/** `--source NAME` taken out of the arguments (results import). */
function takeSource(args: string[]): { source: string | undefined; rest: string[] } {
  const at = args.indexOf('--source');
  if (at === -1) return { source: undefined, rest: args };
  const source = args[at + 1];
  if (source === undefined || !source.trim()) throw new UsageError('--source needs a name');
  return { source: source.trim(), rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? 'operator';
  }
}

/** The newest text messages first (of one phone when given): what members were sent instead of an SMS. */
async function printOutbox(db: Platform['db'], phone: string | undefined): Promise<void> {
  if (process.env.SMS_WEBHOOK_URL?.trim()) console.error('SMS_WEBHOOK_URL is set: new messages go to the SMS provider, not the outbox.');
  const rows = await outboxMessages(db, phone);
  if (!rows.length) console.error(phone ? `No messages to ${phone}.` : 'The outbox is empty.');
  for (const row of rows) console.log(`${operatorTime(row.created_at)}\t${row.recipient}\t${row.body}`);
}

/** LINE's messages not sent: id, when, member, kind, state, tries, next try, LINE's last answer. */
async function printLineOutbox(db: Platform['db']): Promise<void> {
  const rows = await unsentLineMessages(db);
  if (!rows.length) console.error('Every LINE message has been sent.');
  for (const row of rows) {
    const next = row.state === 'waiting' ? operatorTime(row.next_at) : '-';
    console.log(
      `${row.id}\t${operatorTime(row.created_at)}\tmember ${row.member_id}\t${row.kind}\t${row.state}\t${row.attempts}\t${next}\t${row.last_error ?? ''}`,
    );
  }
}

function printSources(categories: Category[]): void {
  for (const category of categories) console.log(`${category.code}\t${category.draw_source}\t${category.name}`);
}

/** copy-to-postgres: from the SQLite file in DATA_DIR (whatever DATABASE_URL says) to `url`. */
async function copyToPostgres(url: string | undefined): Promise<number> {
  if (!url) throw new UsageError('copy-to-postgres needs the URL of an empty PostgreSQL database');
  let target;
  try {
    target = chooseEngine({ DATABASE_URL: url });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (target.kind !== 'postgres') throw new UsageError('copy-to-postgres needs a postgres:// URL');
  const source = join(defaultDataDir(), DB_FILE);
  try {
    const report = await copySqliteToPostgres(source, target.url, (line) => console.log(`copied ${line}`));
    console.log(
      `Copied ${report.tables.reduce((sum, table) => sum + table.rows, 0)} rows of ${report.tables.length} tables in ${report.ms} ms; ` +
        `${report.wallets} wallets holding ฿${(report.totalBalance / 100).toFixed(2)}, each equal to its ledger.\n` +
        `Start the site with DATABASE_URL set to this database.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CopyRefused)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  }
}

/** backup and restore: the SQLite file in DATA_DIR; on PostgreSQL the engine's own tools. */
async function backupOrRestore(command: 'backup' | 'restore', file: string | undefined): Promise<number> {
  if (!file) throw new UsageError(`${command} needs a file name`);
  if (process.env.DATABASE_URL?.trim()) {
    console.error(
      `DATABASE_URL is set: on PostgreSQL use ${command === 'backup' ? 'pg_dump' : 'pg_restore'} (docs/operating.md, "Backups on PostgreSQL").`,
    );
    return 1;
  }
  const database = join(defaultDataDir(), DB_FILE);
  try {
    if (command === 'backup') {
      const report = await backupDatabase(database, file);
      console.log(`Backup of ${database}: ${report.pages} pages in ${report.ms} ms, checked, in ${file}`);
    } else {
      const report = await restoreDatabase(file, database);
      console.log(
        `Restored ${file} (${report.pages} pages) into ${database}` +
          (report.keptAs ? `; the database it replaced is kept as ${report.keptAs}` : '') +
          '. Start the site.',
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  }
}

export async function main(args: string[]): Promise<number> {
  const [command, ...options] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (command === 'copy-to-postgres') return runCommand(() => copyToPostgres(options[0]));
  if (command === 'backup' || command === 'restore') return runCommand(() => backupOrRestore(command, options[0]));
  // DATABASE_URL when set (PostgreSQL), else the SQLite file in DATA_DIR.
  // Its live events reach the serving process's open streams (NOTIFY; on SQLite, live_notices).
  const platform = await createPlatform(process.env.DATABASE_URL?.trim() ? {} : { dataDir: defaultDataDir(), liveNotices: 'write' });
  try {
    return await runCommand(() => onPlatform(platform, command, options));
  } finally {
    await platform.close();
  }
}

async function onPlatform(platform: Platform, command: string, options: string[]): Promise<number> {
  const { db } = platform;
  if (command === 'outbox') {
    await printOutbox(db, options[0]?.replace(/[\s-]/g, ''));
    return 0;
  }
  if (command === 'line-outbox') {
    await printLineOutbox(db);
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
      printSources([await setDrawSource(db, code!, source, by)]);
      return 0;
    }
    const categories = await categoriesByCode(db, code);
    if (categories.length === 0) fail('LOTTO_CATEGORY_NOT_FOUND');
    printSources(categories);
    return 0;
  }
  if (command === 'setting') {
    const [key, value, extra] = rest;
    if (extra !== undefined) throw new UsageError('setting needs [key [value]] (a value with spaces in quotes)');
    if (key === undefined) {
      for (const name of Object.keys(SETTINGS) as SettingKey[]) console.log(`${name}\t${JSON.stringify(await getSetting(db, name))}`);
      return 0;
    }
    if (!isSettingKey(key)) throw new UsageError(`no setting named "${key}" (npm run operator -- setting lists them)`);
    if (value === undefined) {
      console.log(`${key}\t${JSON.stringify(await getSetting(db, key))}\t${SETTINGS[key].description}`);
      return 0;
    }
    const problem = settingValueProblem(key, value);
    if (problem) throw new UsageError(`"${value}" is no value of ${key}: ${problem}`);
    if (key === 'lotto.result_sources') await checkResultSources(db, SETTINGS[key].schema.parse(JSON.parse(value)));
    const before = await changeSetting(db, operatorActor(by), key, value);
    console.log(`${key}: ${JSON.stringify(before)} -> ${JSON.stringify(await getSetting(db, key))} by ${by.trim()}`);
    return 0;
  }
  if (command === 'results') {
    const { source, rest: args } = takeSource(rest);
    const [action, file, extra] = args;
    if (action === 'fetch' && file === undefined) {
      const report = await fetchArchive(db, platformFetch, operatorActor(by));
      console.log(`Fetched ${report.added.length} government draws by ${by.trim()} (source: ${report.source || 'no source configured'})`);
      for (const round of report.added) console.log(`  ${round.date}\tround ${round.round_id}`);
      for (const date of report.unanswered) console.log(`  ${date}\tno source answered: results import brings it`);
      for (const date of report.disagreed) console.log(`  ${date}\tthe sources disagree: check and results import it`);
      return 0;
    }
    if (action !== 'import' || !file || extra !== undefined) throw new UsageError('results needs import <file> [--source NAME], or fetch');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    }
    try {
      const report = await importArchive(db, operatorActor(by), text, source);
      console.log(`Imported ${report.added.length} government draws from ${file} by ${by.trim()} (source: ${report.source})`);
      for (const round of report.added) console.log(`  ${round.date}\tround ${round.round_id}`);
      for (const round of report.kept) console.log(`  ${round.date}\tkept: round ${round.round_id} is already there (${round.state})`);
      return 0;
    } catch (error) {
      if (!(error instanceof ArchiveRefused)) throw error;
      console.error(`Refused: ${file}: ${error.message}. Nothing was imported.`);
      return 1;
    }
  }
  if (command === 'points') {
    const [phone, count, extra] = rest;
    const points = Number(count);
    if (!phone || !/^-?\d{1,9}$/.test(count ?? '') || points === 0 || extra !== undefined)
      throw new UsageError('points needs <phone> <points> (a whole number, not 0)');
    const total = await adjustPoints(db, phone.replace(/[\s-]/g, ''), points, operatorActor(by));
    console.log(`Points of ${phone}: ${points > 0 ? '+' : ''}${points} by ${by.trim()}, now ${total}`);
    return 0;
  }
  if (command === 'credit') {
    const [phone, walletType, baht, extra] = rest;
    const type = Number(walletType);
    const amount = Number(baht);
    if (!phone || !Number.isInteger(type) || type <= 0 || !Number.isFinite(amount) || amount === 0 || extra !== undefined)
      throw new UsageError('credit needs <phone> <wallet_type_id> <baht> (baht not 0)');
    const balance = await adjustWallet(db, phone.replace(/[\s-]/g, ''), type, amount, operatorActor(by));
    console.log(`Wallet type ${type} of ${phone}: ${amount > 0 ? '+' : ''}${amount} baht by ${by.trim()}, balance ${balance} baht`);
    return 0;
  }
  if (command === 'game') {
    const [code, state, extra] = rest;
    if (!code || (state !== 'on' && state !== 'off') || extra !== undefined) throw new UsageError('game needs <game_code> on|off');
    await setGameActive(db, code, state === 'on');
    console.log(`Game ${code}: ${state === 'on' ? 'open' : 'closed'}`);
    return 0;
  }
  if (command === 'provider') {
    const [code, state, extra] = rest;
    if (!code || (state !== 'on' && state !== 'off') || extra !== undefined) throw new UsageError('provider needs <provider_code> on|off');
    await setProviderActive(db, code, state === 'on');
    console.log(`Provider ${code}: ${state === 'on' ? 'open' : 'closed'}`);
    return 0;
  }
  if (command === 'texts' || command === 'text-dealt') {
    const { textCommand } = await import('./desk/text-operator.ts');
    const done = await textCommand(db, command, rest, by);
    if (typeof done === 'string') throw new UsageError(done);
    return done;
  }
  if (command === 'device') {
    const { deviceCommand } = await import('./devices/operator.ts');
    const device = await deviceCommand(db, command, rest, by);
    if (typeof device === 'string') throw new UsageError(device);
    return device ?? 0;
  }
  if (command === 'staff') {
    // Loaded only for it: the money commands, run twenty at once by the tests, skip the TOTP library.
    const { staffCommand } = await import('./staff/operator.ts');
    const staff = await staffCommand(db, command, rest, by);
    if (typeof staff === 'string') throw new UsageError(staff);
    return staff ?? 0;
  }
  const withdrawals = await withdrawalCommand(db, command, rest, by);
  if (typeof withdrawals === 'string') throw new UsageError(withdrawals);
  if (withdrawals !== undefined) return withdrawals;
  const deposits = await depositCommand(db, command, rest, by, confirmDeposit);
  if (typeof deposits === 'string') throw new UsageError(deposits);
  if (deposits !== undefined) return deposits;
  if (command === 'responsible') {
    if (!rest[0] || rest[1] !== undefined) throw new UsageError('responsible needs <phone>');
    for (const line of await responsibleReport(db, rest[0].replace(/[\s-]/g, ''))) console.log(line);
    return 0;
  }
  if (command === 'yeekee-round') {
    const minutes = Number(rest[0]);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440 || rest[1] !== undefined)
      throw new UsageError('yeekee-round needs <minutes> (1-1440)');
    const id = await openExtraRound(db, minutes);
    console.log(`Yeekee round ${id} open for ${minutes} minutes`);
    return 0;
  }
  if (command === 'extra-round') {
    const minutes = Number(rest[1]);
    if (!rest[0] || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440 || rest[2] !== undefined)
      throw new UsageError('extra-round needs <category_code> <minutes> (1-1440)');
    const id = await openExtraRound(db, minutes, rest[0]);
    console.log(`Extra round ${id} of ${rest[0]} open for ${minutes} minutes`);
    return 0;
  }
  if (command === 'alerts') {
    for (const alert of await resultAlerts(db))
      console.log(
        `${alert.id}\tround ${alert.round_id} (${alert.state})\t${alert.kind}\t${operatorTime(Date.parse(alert.raised_at))}\t${alert.message}`,
      );
    return 0;
  }
  if (command === 'alert-ack') {
    const alertId = Number(rest[0]);
    const note = rest.slice(1).join(' ');
    if (!Number.isInteger(alertId) || alertId <= 0 || !note.trim()) throw new UsageError('alert-ack needs <alert_id> <note...>');
    const done = await acknowledgeResultAlert(db, operatorActor(by), alertId, note);
    console.log(`Alert ${done.alert_id} (round ${done.round_id}) acknowledged by ${done.acknowledged_by}`);
    return 0;
  }
  await lottoTick(db);
  if (command === 'rounds') {
    const rows = await roundsAwaitingResult(db, nowMs(db), rest[0]);
    for (const round of rows) {
      const source = roundDrawSource(round, await categoryOf(db, round.category_id));
      console.log(`${round.id}\t${round.code}\t${source}\t${round.name}\tปิดรับ ${operatorTime(round.close_at)}`);
    }
    return 0;
  }
  const id = roundId(rest[0]);
  let settled: RoundRow;
  if (command === 'result') {
    const [, top, bottom, front, back, extra] = rest;
    if (!top || !bottom || extra !== undefined) throw new UsageError('result needs <3-top> and <2-bottom> (and at most 3-front, 3-bottom)');
    // Four digits (a Lao or Hanoi draw's): its last three are the 3-top, all four settle the 4-digit bets.
    const four = /^\d{4}$/.test(top) ? { three_top: top.slice(1), four_top: top } : { three_top: top };
    const result = { ...four, two_bottom: bottom, three_front: pair(front), three_bottom: pair(back) };
    const entered = await operatorResult(db, id, result, by);
    const { preview } = entered;
    settled = entered.round;
    console.log(`Official result entered by ${by.trim()} at ${operatorTime(Date.now())} (staged #${preview.staged_id})`);
    for (const row of preview.by_bet_type) console.log(`  ${row.name}: ${row.winning_lines} winning lines, ${row.payout} baht`);
    console.log(
      `  payout ${preview.payout_total} baht, refunds ${preview.refund_total}, takings ${preview.takings}, house ${preview.house_result}`,
    );
    if (preview.early)
      console.log(
        `  entered minutes after the draw time (${operatorTime(Date.parse(preview.draw_at))}): check it against the official announcement`,
      );
    if (preview.second_person) console.log(`  a second person must confirm: result-confirm ${id} ${preview.staged_id} --by <another name>`);
  } else if (command === 'result-confirm') {
    const staged = Number(rest[1]);
    if (!Number.isInteger(staged) || staged <= 0 || rest[2] !== undefined)
      throw new UsageError('result-confirm needs <round_id> <staged_id>');
    await confirmResult(db, operatorActor(by), id, staged);
    settled = await findRound(db, id);
  } else if (command === 'void') {
    const reason = rest.slice(1).join(' ');
    if (!reason.trim()) throw new UsageError('void needs <round_id> <reason...>');
    await voidRound(db, operatorActor(by), id, reason);
    settled = await findRound(db, id);
  } else if (command === 'settle') {
    settled = await operatorSettle(db, id);
  } else {
    throw new UsageError(`unknown command "${command}"`);
  }
  const round = await findRound(db, settled.id);
  const view = await resultView(db, round, await categoryOf(db, round.category_id));
  const bills = await billCountsByStatus(db, id);
  console.log(
    `${round.name} (#${round.id}): ${round.state}` +
      (view.three_top ? ` 3 ตัวบน ${view.three_top} 2 ตัวล่าง ${view.two_bottom}` : '') +
      (bills.length ? `; bills ${bills.map((row) => `${row.status} ${row.n}`).join(', ')}` : '; no bills'),
  );
  return 0;
}

/** Runs a command: usage mistakes exit 2, refusals 1 (their code and Thai message printed). */
async function runCommand(command: () => Promise<number>): Promise<number> {
  try {
    return await command();
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
  }
}
